/**
 * Generated drills (issue 14): positions reached by seeded random play through
 * the engine, kept when they ask for the skill drilled. Counting with three or
 * four arms and doubles at the tips; covering an end to bring the count down to
 * a score; what a placement would leave and score; the bonus rounded once over
 * several opponents; and a checkpoint mixing them. Every number is the engine's
 * (the quizzes ask it, the runner checks the answer); a drill is a Lesson.
 */
import {
  applyMove,
  dealTiles,
  EMPTY_LAYOUT,
  formatTile,
  Generator,
  hi,
  isDouble,
  legalMoves,
  newGame,
  pipPoints,
  round5,
  seedRng,
  startHand,
  sumPips,
  toMove,
  toRecordMove,
  totalAfter,
  type GameState,
  type Layout,
  type Move,
  type RecordMove,
  type Tile,
} from '../engine/index';
import { breakdown, formatBreakdown } from '../practice/breakdown';
import type { Lesson, MoveSpec, Step } from './types';

export const DRILL_KINDS = ['count', 'cover', 'score', 'round', 'checkpoint'] as const;
export type DrillKind = (typeof DRILL_KINDS)[number];

const TITLES: Readonly<Record<DrillKind, string>> = {
  count: 'Drill: count the arms',
  cover: 'Drill: bring it down',
  score: 'Drill: what it scores',
  round: 'Drill: round the bonus',
  checkpoint: 'Checkpoint',
};

/** The short name on the lesson list's drill row. */
export const DRILL_NAMES: Readonly<Record<DrillKind, string>> = {
  count: 'Count',
  cover: 'Cover',
  score: 'Score',
  round: 'Round',
  checkpoint: 'Check',
};

export function drillId(kind: DrillKind): string {
  return `drill-${kind}`;
}

/** The arms adding to the count: each free end of a plain tile, each double with a side free. */
export function armCount(layout: Layout): number {
  let n = 0;
  for (const node of layout.nodes) {
    const taken = node.edges.filter((e) => e !== -1).length;
    if (isDouble(node.tile)) n += taken <= 1 ? 1 : 0;
    else n += node.edges.filter((e) => e === -1).length;
  }
  return n;
}

/** A double that branches (three or more neighbours) or sits exposed at an arm's tip. */
function hasDoubleTwist(layout: Layout): boolean {
  return layout.nodes.some((node, i) => {
    if (!isDouble(node.tile)) return false;
    const taken = node.edges.filter((e) => e !== -1).length;
    return taken >= 3 || (i > 0 && taken === 1);
  });
}

interface Place {
  readonly tile: Tile;
  readonly on: Tile;
  readonly after: number;
  readonly points: number;
  /** The count it leaves, arm by arm: "6 + 4 + 10 (5-5) = 20". */
  readonly parts: string;
}

/** The learner's placements now, each with the count it leaves and what it scores. */
function places(game: GameState): Place[] {
  const hand = game.hand;
  if (!hand) return [];
  const seen = new Set<string>();
  const out: Place[] = [];
  for (const m of legalMoves(game)) {
    if (m.type !== 'play' || m.on === null || m.at === null) continue;
    const key = `${m.tile}/${m.on}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const applied = applyMove(game, { type: 'play', seat: m.seat, tile: m.tile, on: m.on });
    if (!applied.ok || applied.value.event.type !== 'play') continue;
    const layout = applied.value.state.hand?.layout ?? EMPTY_LAYOUT;
    const parts = formatBreakdown(breakdown(layout, game.config.options));
    const after = totalAfter(
      hand.layout,
      { tile: m.tile, on: m.on, at: m.at },
      game.config.options,
    );
    out.push({ tile: m.tile, on: m.on, after, points: applied.value.event.points, parts });
  }
  return out;
}

/** The layout in play (empty before a hand). */
function layoutOf(game: GameState): Layout {
  return game.hand?.layout ?? EMPTY_LAYOUT;
}

const name = (p: { tile: Tile; on: Tile }): string =>
  `${formatTile(p.tile)} on ${formatTile(p.on)}`;

/** How far a made-up wrong answer lies from the right one (a slip the drill knows comes first). */
const OFFSETS = [1, 2, 3, 4, 5, 10];

/** The items in an order the generator picks (Fisher–Yates). */
function shuffled<T>(items: readonly T[], gen: Generator): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = gen.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Four different choices, never negative, that give nothing away: the right answer's
 * rank among them (how many wrong ones lie below it) is drawn first, uniformly, so
 * wrong answers lie below as often as above (the drill's slips, `near`, first, then
 * made-up ones at a few shuffled distances); the buttons' order is shuffled too. An
 * answer too small to have three below draws among the ranks it can take (0 has none).
 */
export function choicesFor(answer: number, near: readonly number[], gen: Generator): number[] {
  const offsets = shuffled(OFFSETS, gen);
  const slips = shuffled(
    near.filter((n) => n >= 0 && Number.isInteger(n) && n !== answer),
    gen,
  );
  const pool = (lower: boolean): number[] => [
    ...new Set([
      ...slips.filter((n) => (lower ? n < answer : n > answer)),
      ...offsets.map((d) => (lower ? answer - d : answer + d)).filter((n) => n >= 0),
    ]),
  ];
  const lower = pool(true);
  const below = gen.int(Math.min(3, lower.length) + 1);
  return shuffled([answer, ...lower.slice(0, below), ...pool(false).slice(0, 3 - below)], gen);
}

interface Found {
  readonly game: GameState;
  readonly deal: { hands: string[][]; boneyard: string[] };
  readonly moves: readonly RecordMove[];
  readonly players: number;
}

/** Seeded random play until `keep` accepts a position with the learner (seat 0) on turn. */
function search(seed: string, players: number, keep: (g: GameState) => boolean): Found {
  for (let attempt = 0; attempt < 2000; attempt++) {
    const made = newGame({ preset: 'horse-race', players });
    if (!made.ok) break;
    const dealt = dealTiles(seedRng(`${seed}/${attempt}`), made.value.config);
    const started = startHand(made.value, dealt.deal, attempt % players);
    if (!started.ok) continue;
    const g = new Generator(dealt.rng);
    let game = started.value;
    const moves: Move[] = [];
    for (let i = 0; i < 200 && game.hand && !game.hand.result; i++) {
      const hand = game.hand;
      if (hand.turn === 0 && hand.drawn === null && moves.length > 0 && keep(game)) {
        return {
          game,
          players,
          moves: moves.map(toRecordMove),
          deal: {
            hands: dealt.deal.hands.map((h) => h.map(formatTile)),
            boneyard: dealt.deal.boneyard.map(formatTile),
          },
        };
      }
      const legal = legalMoves(game);
      const pick = legal[g.int(legal.length)];
      if (!pick) break;
      const move = toMove(pick);
      const applied = applyMove(game, move);
      if (!applied.ok) break;
      game = applied.value.state;
      moves.push(move);
    }
  }
  throw new Error(`no drill position found for ${seed}`);
}

function countQuiz(game: GameState, gen: Generator): Step {
  const total = game.hand?.layout.total ?? 0;
  // The slips: a covered double still counted, an empty spinner end counted.
  const near = (game.hand?.layout.nodes ?? [])
    .filter((n) => isDouble(n.tile) && n.edges.filter((e) => e !== -1).length >= 2)
    .flatMap((n) => [total + 2 * hi(n.tile), total + hi(n.tile)]);
  return {
    kind: 'quiz',
    rules: ['count-open-ends'],
    text: `Count every arm: ${armCount(layoutOf(game))} arms. What is the count?`,
    ask: { of: 'count' },
    answer: total,
    choices: choicesFor(total, near, gen),
    explain:
      'Each plain end counts its pips, a double with a free side both halves, an empty spinner end 0.',
    highlight: { count: true },
  };
}

function coverPlay(ps: readonly Place[]): Step {
  const scoring = ps.filter((p) => p.points > 0);
  const why: Record<string, string> = {};
  for (const p of ps)
    if (p.points === 0) why[name(p)] = `${name(p)} leaves ${p.after}: no multiple of five.`;
  return {
    kind: 'play',
    rules: ['multiple-of-five-scores', 'count-open-ends'],
    text: 'Find a tile that makes the count a multiple of five: covering an end can bring it down.',
    expect: {
      anyOf: scoring.map((p): MoveSpec => ({ tile: formatTile(p.tile), on: formatTile(p.on) })),
    },
    why,
    otherwise: 'That one does not make a multiple of five.',
    highlight: { count: true },
  };
}

function base(kind: DrillKind, found: Found, steps: Step[], success: Lesson['success']): Lesson {
  return {
    id: drillId(kind),
    title: TITLES[kind],
    summary: 'A new position each time, from the engine.',
    group: 'drill',
    preset: 'horse-race',
    players: found.players,
    deal: found.deal,
    leader: found.moves[0]?.seat ?? 0,
    setup: found.moves,
    steps,
    goal: 'Get it right first time for three stars.',
    success,
  };
}

const grew =
  (nodes: number): Lesson['success'] =>
  (g) =>
    (g.hand?.layout.nodes.length ?? 0) > nodes;

/** A drill of this kind from this seed (the same seed, the same drill). */
export function drillLesson(kind: DrillKind, seed: string): Lesson {
  const s = `drill/${kind}/${seed}`;
  // The quizzes' choices: their own generator, so the positions stay the seed's.
  const gen = new Generator(seedRng(`${s}/choices`));
  const twisty = (g: GameState): boolean =>
    armCount(layoutOf(g)) >= 3 && hasDoubleTwist(layoutOf(g)) && layoutOf(g).total > 0;
  const coverable = (g: GameState): boolean => {
    const ps = places(g);
    const total = layoutOf(g).total;
    return ps.some((p) => p.points > 0 && p.after < total) && ps.some((p) => p.points === 0);
  };
  switch (kind) {
    case 'count': {
      const f = search(s, 2, (g) => twisty(g) && places(g).length > 0);
      const nodes = layoutOf(f.game).nodes.length;
      const play: Step = {
        kind: 'play',
        text: 'Now play any tile that fits.',
        expect: { any: true },
      };
      return base(kind, f, [countQuiz(f.game, gen), play], grew(nodes));
    }
    case 'cover': {
      const f = search(s, 2, coverable);
      const nodes = layoutOf(f.game).nodes.length;
      const step = coverPlay(places(f.game));
      return base(
        kind,
        f,
        [step],
        (g) => grew(nodes)(g) && (g.scores[0] ?? 0) > (f.game.scores[0] ?? 0),
      );
    }
    case 'score': {
      const f = search(s, 2, (g) => places(g).some((p) => p.points > 0));
      const p = places(f.game).find((x) => x.points > 0);
      if (!p) throw new Error(`drill ${s}: no scoring placement`);
      const nodes = layoutOf(f.game).nodes.length;
      const spec = { tile: formatTile(p.tile), on: formatTile(p.on) };
      return base(
        kind,
        f,
        [
          {
            kind: 'quiz',
            rules: ['count-open-ends'],
            text: `What count would ${name(p)} leave?`,
            ask: { of: 'countAfter', ...spec },
            answer: p.after,
            choices: choicesFor(p.after, [layoutOf(f.game).total], gen),
            explain: `After ${name(p)} the tips of the arms show ${p.parts}.`,
            highlight: { count: true, table: [spec.on] },
          },
          { kind: 'play', text: `Play ${name(p)}.`, expect: spec, otherwise: `Play ${name(p)}.` },
          {
            kind: 'quiz',
            rules: ['multiple-of-five-scores'],
            text: `How many points did ${name(p)} score?`,
            ask: { of: 'points' },
            answer: p.points,
            choices: choicesFor(p.points, [p.after], gen),
            explain: `${p.after} ÷ 5 = ${p.points}.`,
            highlight: { board: true },
          },
        ],
        grew(nodes),
      );
    }
    case 'round': {
      // Three players; the learner can go out now.
      const handOf = (g: GameState, seat: number): readonly Tile[] => g.hand?.hands[seat] ?? [];
      const f = search(s, 3, (g) => handOf(g, 0).length === 1 && places(g).length > 0 && !g.over);
      const pipsOf = (seat: number): number => sumPips(handOf(f.game, seat));
      const others = pipsOf(1) + pipsOf(2);
      const options = f.game.config.options;
      // The bonus, and two slips to choose between: rounding each hand apart, rounding down.
      const bonus = pipPoints(others, options);
      const each = pipPoints(pipsOf(1), options) + pipPoints(pipsOf(2), options);
      const roundedDown = pipPoints(Math.max(0, others - 2), options);
      const lastTile = handOf(f.game, 0)[0];
      if (lastTile === undefined) throw new Error(`drill ${s}: no last tile`);
      const last = formatTile(lastTile);
      return base(
        kind,
        f,
        [
          {
            kind: 'play',
            text: `Go out with ${last}.`,
            expect: { tile: last },
            otherwise: `Go out with ${last}.`,
          },
          {
            kind: 'quiz',
            rules: ['domino-bonus-rounding'],
            text: `West and East hold ${others} pips between them. Your bonus for going out?`,
            ask: { of: 'bonus', side: 0 },
            answer: bonus,
            choices: choicesFor(bonus, [each, roundedDown], gen),
            explain: `${others} rounds once to ${round5(others)}: ÷ ${options.inPlayDivisor} = ${bonus}.`,
            highlight: { board: true },
          },
        ],
        (g) => g.hand?.result?.end === 'domino' || (g.over && g.winner?.[0] === 0),
      );
    }
    case 'checkpoint': {
      const f = search(s, 2, (g) => twisty(g) && coverable(g));
      const nodes = layoutOf(f.game).nodes.length;
      return base(
        kind,
        f,
        [countQuiz(f.game, gen), coverPlay(places(f.game))],
        (g) => grew(nodes)(g) && (g.scores[0] ?? 0) > (f.game.scores[0] ?? 0),
      );
    }
  }
}
