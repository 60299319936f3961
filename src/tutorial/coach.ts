/**
 * What the tutorial says about moves: each event in plain words, the engine's
 * refusals in the learner's terms, and the coach's remarks in the guided game
 * (what a play scored). Whether a move was the best is the one judge's word
 * (src/practice/judge.ts, said in ./verdict.ts), not this turn's points.
 */
import {
  applyMove,
  formatTile,
  isDouble,
  legalMoves,
  scoresInPlay,
  sumPips,
  type GameState,
  type MoveError,
  type MoveEvent,
  type Tile,
} from '../engine/index';
import { wentOut } from '../engine/line/reckoning';
import { seatName, sideName } from '../machine/seatNames';

function joinOr(values: readonly number[]): string {
  const v = [...new Set(values)].sort((a, b) => b - a).map(String);
  return v.length <= 1
    ? (v[0] ?? 'nothing')
    : `${v.slice(0, -1).join(', ')} or ${v[v.length - 1] ?? ''}`;
}

/** How the hand ended, when it has. */
function handEnd(game: GameState): string {
  const result = game.hand?.result;
  if (!result) return '';
  const { players, partners } = game.config;
  if (result.end === 'target') {
    const w = game.winner?.[0] ?? 0;
    return ` ${sideName(w, players, partners)} reached ${game.config.options.target}: game over.`;
  }
  // The seat that went out (with partners, that seat, not the first of its team).
  const out = wentOut(game.hand.hands).find((seat) => result.winners.includes(seat));
  const how =
    result.end === 'domino'
      ? `${seatName(out ?? result.winners[0] ?? 0, players)} went out.`
      : 'Nobody can play: the hand is blocked.';
  const bonus = result.bonus
    .map((b, side) =>
      b !== 0 ? `${sideName(side, players, partners)} ${b > 0 ? '+' : ''}${b}` : '',
    )
    .filter(Boolean)
    .join(', ');
  return ` ${how}${bonus ? ` Hand points: ${bonus}.` : ''}`;
}

/** One move in words; `reveal` false keeps the count and points back for a quiz that follows. */
export function describeEvent(event: MoveEvent, game: GameState, reveal = true): string {
  const players = game.config.players;
  const who = seatName(event.seat, players);
  const me = event.seat === 0;
  switch (event.type) {
    case 'play': {
      const where =
        event.on === null ? 'led' : `played ${formatTile(event.tile)} on ${formatTile(event.on)}`;
      const what = event.on === null ? `${where} ${formatTile(event.tile)}` : where;
      if (!reveal) return `${who} ${what}.`;
      // The Block family scores nothing in play: no count to tell (§15.6).
      if (!scoresInPlay(game.config.options)) return `${who} ${what}.${handEnd(game)}`;
      const div = game.config.options.inPlayDivisor;
      const score =
        event.points > 0
          ? `count ${event.total}, ${div > 1 ? `${event.total} ÷ ${div} = ` : ''}+${event.points}`
          : `count ${event.total}, no points`;
      const again =
        event.again && !game.hand?.result ? (me ? ' Play again!' : ` ${who} plays again.`) : '';
      return `${who} ${what}: ${score}.${again}${handEnd(game)}`;
    }
    case 'draw':
      if (!me) return `${who} drew a tile.${handEnd(game)}`;
      return event.playable
        ? `You drew ${formatTile(event.tile)}: it fits, so it must go down now.`
        : `You drew ${formatTile(event.tile)}: it does not fit. Draw again.${handEnd(game)}`;
    case 'pass':
      return `${who} ${me ? 'pass' : 'passes'}.${handEnd(game)}`;
  }
}

/** An engine refusal in the learner's words. */
export function reword(error: MoveError, game: GameState, tile: Tile | null): string {
  const hand = game.hand;
  const t = tile === null ? 'That tile' : formatTile(tile);
  const open = joinOr(hand?.layout.open.map((p) => p.value) ?? []);
  switch (error.code) {
    case 'no-match':
      return `${t} has no ${open}: a tile goes only where one of its numbers matches an open end.`;
    case 'must-play-drawn':
      return `The tile you just drew, ${hand?.drawn === null || !hand ? '' : formatTile(hand.drawn)}, must be played now.`;
    case 'must-play':
      return 'You hold a tile that fits, so you must play it: draw or pass only when nothing fits.';
    case 'must-draw':
      return 'Nothing fits, but the boneyard has tiles: draw until one fits before you think of passing.';
    case 'cannot-draw':
      return 'There is nothing to draw here.';
    case 'lead-restricted':
      if (hand?.leadTile === null || hand?.leadTile === undefined)
        return `${t} cannot lead here: the lead must be a double or a tile of 5 or 10 pips.`;
      return isDouble(hand.leadTile)
        ? `${t} cannot lead: the highest double dealt leads, and that is your ${formatTile(hand.leadTile)}.`
        : `${t} cannot lead: no double was dealt, so the heaviest tile leads, and that is your ${formatTile(hand.leadTile)}.`;
    case 'cross-unfinished':
      return 'The cross is not complete: fill its two sides and two ends before playing anywhere else.';
    case 'not-your-turn':
      return `Wait: it is ${seatName(hand?.turn ?? 1, game.config.players)}'s turn.`;
    case 'no-free-edge':
      return 'That tile on the table has no open end left.';
    case 'not-in-hand':
      return `${t} is not in your hand.`;
    default:
      return error.message;
  }
}

export interface BestPlay {
  readonly points: number;
  readonly tile: Tile;
  readonly on: Tile | null;
}

/** The most the learner's legal placements could score now (engine-computed), or null. */
export function coachBefore(game: GameState): BestPlay | null {
  let best: BestPlay | null = null;
  for (const m of legalMoves(game)) {
    if (m.type !== 'play') continue;
    const r = applyMove(game, { type: 'play', seat: m.seat, tile: m.tile, on: m.on });
    if (!r.ok || r.value.event.type !== 'play') continue;
    if (!best || r.value.event.points > best.points)
      best = { points: r.value.event.points, tile: m.tile, on: m.on };
  }
  return best;
}

/**
 * What going out wins, as the game's end-of-hand scoring counts it (RULES.md §6.3,
 * §15.8); null where going out wins nothing (Celko, domino-play: everyone subtracts).
 */
export function goingOutWins(game: GameState): string | null {
  const { options, players } = game.config;
  const whose = players === 2 ? 'the other hand’s pips' : 'the other hands’ pips';
  switch (options.handScoring) {
    case 'celko':
    case 'domino_play':
      return null;
    case 'block':
    case 'block_net':
      return `${whose}, not rounded`;
    case 'muggins':
      return `${whose}, rounded to five`;
    default:
      return options.inPlayDivisor === 1
        ? `${whose}, rounded to five`
        : `${whose}, rounded to five, ÷ ${options.inPlayDivisor}`;
  }
}

/** The coach's remark on the learner's move in the guided game: what it scored. */
export function coachAfter(event: MoveEvent, game: GameState): string {
  if (event.type !== 'play') return describeEvent(event, game);
  const div = game.config.options.inPlayDivisor;
  let text = !scoresInPlay(game.config.options)
    ? 'Your tile is down.'
    : event.points > 0
      ? `That scored ${event.points}: ${event.total} ÷ ${div}.`
      : `That made ${event.total}: no points.`;
  if (event.again && !game.hand?.result) text += ' Play again!';
  const hand = game.hand;
  const wins = goingOutWins(game);
  if (hand && !hand.result && hand.hands[0]?.length === 1 && !event.again && wins)
    text += ` One tile left: going out wins ${wins}.`;
  if (hand?.result) {
    text += handEnd(game);
    text += ` North kept ${sumPips(hand.hands[1] ?? [])} pips.`;
  }
  return text;
}
