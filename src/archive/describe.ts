/** Words for the library's screens (pure, tested in Node): rule sets, levels, a game's line. */
import { familyOf, type FamilyId } from '../engine/index';
import { opponentLevel, type ArchivedGame, type GameResult } from './game';
import type { Stats, Tally } from './stats';
import type { GameSummary } from './summary';
import { plural } from '../engine/core/words';

const RULES: Readonly<Record<string, string>> = {
  'horse-race': 'Horse Race',
  'horse-race-celko': 'Celko',
  'horse-race-domino-play': 'Domino-play',
  'seven-toed-pete': 'Seven-Toed Pete',
};

/** A rule set's short name: "Horse Race", "Celko", "Seven-Toed Pete", "Muggins". */
export function rulesName(preset: string): string {
  return (
    RULES[preset] ??
    preset
      .split('-')
      .map((w) => (w ? w[0]?.toUpperCase() + w.slice(1) : w))
      .join(' ')
  );
}

/** An opponent level as the screens say it. */
export function levelName(level: string): string {
  const names: Readonly<Record<string, string>> = {
    easy: 'Easy',
    medium: 'Medium',
    hard: 'Hard',
    random: 'Random',
    mixed: 'Mixed levels',
    none: 'People only',
    unknown: 'Unknown',
  };
  return names[level] ?? level;
}

export const RESULT_NAMES: Readonly<Record<GameResult, string>> = {
  won: 'Won',
  lost: 'Lost',
  watched: 'Watched',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "23 Nov 2026, 15:04" in the person's time zone (`offsetMinutes` as Date gives it). */
export function dateLabel(iso: string, offsetMinutes = new Date(iso).getTimezoneOffset()): string {
  const d = new Date(new Date(iso).getTime() - offsetMinutes * 60_000);
  if (Number.isNaN(d.getTime())) return 'Unknown date';
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()] ?? ''} ${d.getUTCFullYear()}, ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/** One line for the History list: "23 Nov 2026, 15:04 · Horse Race · 2 players, Medium · 61–44 · Won". */
export function gameLine(game: ArchivedGame, offsetMinutes?: number): string {
  const practice = game.practice ? ' · practice' : '';
  return [
    dateLabel(game.finishedAt, offsetMinutes),
    `${rulesName(game.preset)}${practice}`,
    `${game.players} players, ${levelName(opponentLevel(game))}`,
    game.scores.join('–'),
    RESULT_NAMES[game.result],
  ].join(' · ');
}

/** What a kept game's dialog says of its course, in its family's terms (a registry by family). */
const COURSE: Readonly<Record<FamilyId, (s: GameSummary) => string>> = {
  line: (s) => `${plural(s.hands, 'hand')} · best turn ${plural(s.bestTurn, 'point')}`,
  trains: (s) => plural(s.hands, 'round'),
  tricks: (s) => plural(s.hands, 'hand'),
};

/** "3 hands · best turn 12 points" (a line-of-play game), "3 rounds" (Mexican Train). */
export function courseLine(game: Pick<ArchivedGame, 'preset' | 'summary'>): string {
  return COURSE[familyOf(game.preset)?.id ?? 'line'](game.summary);
}

/** The games a History filter keeps: a rule set (or all) and a result (or all). */
export function filterGames(
  games: readonly ArchivedGame[],
  rules: string | null,
  result: GameResult | null,
): ArchivedGame[] {
  return games.filter(
    (g) => (rules === null || g.preset === rules) && (result === null || g.result === result),
  );
}

function pct(t: { games: number; wins: number }): string {
  return t.games === 0 ? '–' : `${Math.round((t.wins / t.games) * 100)}%`;
}

/** The headline figures, one a line (points, turns and chains only with a line-of-play game). */
function summaryLines(st: Stats): string[] {
  if (st.games === 0) return ['No games played yet.', 'Finish a game to see your figures here.'];
  return [
    `Games ${st.games} · won ${st.wins} (${pct(st)})`,
    ...(st.pointsPerHand === null
      ? []
      : [
          `Points per hand: ${st.pointsPerHand.toFixed(1)}`,
          `Best turn: ${plural(st.bestTurn, 'point')}`,
          `Longest chain: ${plural(st.longestChain, 'tile')}`,
        ]),
    `Winning streak: ${st.currentStreak} now, best ${st.bestStreak}`,
  ];
}

const games = (t: { games: number; wins: number }): string =>
  `${plural(t.games, 'game')}, won ${t.wins} (${pct(t)})`;

/** "3 (2 made, 1 set)", or "none". */
function contracts(made: number, set: number): string {
  return made + set === 0 ? 'none' : `${made + set} (${made} made, ${set} set)`;
}

/** Texas 42's and Mexican Train's own figures, a few lines each, a blank line before each family. */
function familyLines(st: Stats): string[] {
  const out: string[] = [];
  const t = st.tricks;
  if (t)
    out.push(
      '',
      `Texas 42: ${games(t)}`,
      t.averageBid === null
        ? 'Your bids: none'
        : `Your bids: ${t.bids}, average ${t.averageBid.toFixed(1)}`,
      `Contracts you won: ${contracts(t.yourMade, t.yourSet)}`,
      `Your team's: ${contracts(t.teamMade, t.teamSet)}`,
      `Marks: ${t.marksFor} for, ${t.marksAgainst} against`,
    );
  const m = st.trains;
  if (m)
    out.push(
      '',
      `Mexican Train: ${games(m)}`,
      m.pointsPerRound === null
        ? 'No round finished yet'
        : `Points a round: ${m.pointsPerRound.toFixed(1)} over ${plural(m.rounds, 'round')}`,
      ...(m.bestRound === null ? [] : [`Best round: ${plural(m.bestRound, 'point')}`]),
    );
  return out;
}

function tallyLines(st: Stats): string[] {
  if (st.games === 0) return [];
  const line = (name: string, t: Tally): string => `${name}: ${t.wins}/${t.games} won (${pct(t)})`;
  return [
    ...st.byRules.map((t) => line(rulesName(t.key), t)),
    ...st.byLevel.map((t) => line(`vs ${levelName(t.key)}`, t)),
  ];
}

/**
 * The statistics screen's words: the headline figures, wins per rule set and level, and
 * each other family's own figures.
 */
export function statsLines(st: Stats): { lines: string[]; tallies: string[]; families: string[] } {
  return { lines: summaryLines(st), tallies: tallyLines(st), families: familyLines(st) };
}
