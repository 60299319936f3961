/**
 * The best move by the Hard evaluator, with a one-line reason in plain words:
 * what it scores, what it leaves the next player, what it keeps in hand. One
 * search per position: `adviceFor` seeds it from the game's seed and the
 * position itself (the information set), and keeps the answer, so the best
 * move (★) and the hand's review always give the same advice for the same position.
 */
import {
  evaluateMoves,
  ownState,
  unseenTiles,
  type InformationSet,
  type MoveEvaluation,
} from '../ai/index';
import type { SearchOptions } from '../ai/line/search';
import {
  applyMove,
  isScoringTotal,
  placements,
  seedRng,
  totalAfter,
  type GameState,
} from '../engine/index';
import { formatTile, isDouble, pips, type Tile } from '../engine/core/tiles';
import { CLOSE_CALL } from './closeCall';

export interface BestMove {
  /** Index into `view.legal` (and `evaluations`). */
  readonly index: number;
  readonly evaluations: readonly MoveEvaluation[];
  readonly best: MoveEvaluation;
  readonly reason: string;
}

/** Hard's search settings for advice (the best move and the review): the players' default budget. */
export const ADVICE_SEARCH: Partial<SearchOptions> = {};

/** FNV-1a over a string, from a given basis: 8 hex digits. */
function fnv1a(text: string, basis: number): string {
  let h = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** The search's seed for a position: the game's seed and a fingerprint of what the seat knows. */
export function adviceSeed(gameSeed: string, view: InformationSet): string {
  const json = JSON.stringify(view);
  return `${gameSeed}/advice/${fnv1a(json, 0x811c9dc5)}${fnv1a(json, 0x01234567)}`;
}

/** Answers kept by position (most recent last), so each position is searched once. */
const adviceCache = new Map<string, BestMove | null>();
const ADVICE_CACHE_SIZE = 256;

/** Forgets every answer kept (for tests that search a position cold). */
export function clearAdviceCache(): void {
  adviceCache.clear();
}

/**
 * The advice for a position, searched once: the best move (★) and the review both
 * come here, so they agree. Seeded by `adviceSeed`; kept by game seed, position and budget.
 */
export function adviceFor(
  view: InformationSet,
  gameSeed: string,
  options: Partial<SearchOptions> = ADVICE_SEARCH,
): BestMove | null {
  const key = `${gameSeed}\n${JSON.stringify(options)}\n${JSON.stringify(view)}`;
  if (adviceCache.has(key)) {
    const kept = adviceCache.get(key) ?? null;
    adviceCache.delete(key);
    adviceCache.set(key, kept);
    return kept;
  }
  const best = bestMove(view, adviceSeed(gameSeed, view), options);
  adviceCache.set(key, best);
  if (adviceCache.size > ADVICE_CACHE_SIZE) {
    const oldest = adviceCache.keys().next();
    if (!oldest.done) adviceCache.delete(oldest.value);
  }
  return best;
}

/** The index with the highest value (the first on a tie), as Hard chooses. */
export function bestIndex(evaluations: readonly MoveEvaluation[]): number {
  let best = 0;
  evaluations.forEach((e, i) => {
    if ((e.value ?? -Infinity) > (evaluations[best]?.value ?? -Infinity)) best = i;
  });
  return best;
}

/** Hard's choice among the view's legal moves, or null when there is none to make. */
export function bestMove(
  view: InformationSet,
  seed: string,
  options: Partial<SearchOptions> = ADVICE_SEARCH,
): BestMove | null {
  if (view.legal.length === 0) return null;
  const evaluations = evaluateMoves(view, { search: { rng: seedRng(seed), options } });
  const index = bestIndex(evaluations);
  const best = evaluations[index];
  if (!best) return null;
  return { index, evaluations, best, reason: reasonFor(view, best, runnerUp(evaluations, best)) };
}

function afterChain(view: InformationSet, e: MoveEvaluation): GameState | null {
  let state: GameState = ownState(view);
  for (const move of e.chain.length > 0 ? e.chain : [e.move]) {
    const applied = applyMove(state, move);
    if (!applied.ok) return state;
    state = applied.value.state;
  }
  return state;
}

/** Unseen tiles that could score on this table (counting every open point). */
function scoringReplies(view: InformationSet, state: GameState): number {
  const layout = state.hand?.layout;
  if (!layout) return 0;
  const opts = view.config.options;
  const tiles = new Set<Tile>();
  for (const p of placements(layout, unseenTiles(view), opts))
    if (isScoringTotal(totalAfter(layout, p, opts), opts)) tiles.add(p.tile);
  return tiles.size;
}

/**
 * The best of the other moves, for the margin: a move that places the same tile
 * for the same count (another end of the same double) is the same choice.
 */
export function runnerUp(
  evaluations: readonly MoveEvaluation[],
  best: MoveEvaluation,
): MoveEvaluation | null {
  let out: MoveEvaluation | null = null;
  const tileOf = (e: MoveEvaluation): Tile | null =>
    e.legal.type === 'play' ? e.legal.tile : null;
  for (const e of evaluations) {
    if (e === best || e.value === null) continue;
    if (tileOf(e) === tileOf(best) && e.total === best.total) continue;
    if (!out || e.value > (out.value ?? -Infinity)) out = e;
  }
  return out;
}

function moveName(e: MoveEvaluation): string {
  const m = e.legal;
  if (m.type !== 'play') return m.type === 'draw' ? 'drawing' : 'passing';
  return m.on === null
    ? `leading ${formatTile(m.tile)}`
    : `${formatTile(m.tile)} on ${formatTile(m.on)}`;
}

function pointsText(n: number): string {
  return `${n} point${n === 1 ? '' : 's'}`;
}

/** A move's reason in parts: what it scores, the count it leaves (null at a hand's end), what it keeps. */
export interface ReasonParts {
  readonly scores: string;
  readonly count: number | null;
  /** Tiles still hidden from the player (other hands, the boneyard) that could score on that count. */
  readonly replies: number;
  readonly keeps: string;
}

export function reasonParts(view: InformationSet, e: MoveEvaluation): ReasonParts {
  const chainTiles = e.chain.flatMap((m) => (m.type === 'play' ? [m.tile] : []));
  const scores =
    e.chainPoints <= 0
      ? 'scores nothing now'
      : chainTiles.length > 1
        ? `scores ${pointsText(e.chainPoints)} this turn, playing ${chainTiles.length} tiles in a row`
        : `scores ${pointsText(e.chainPoints)} now`;
  const state = afterChain(view, e);
  const kept = view.hand.filter((t) => isDouble(t) && !chainTiles.includes(t));
  const shed = chainTiles.reduce((s, t) => s + pips(t), 0);
  return {
    scores,
    count: state?.hand ? state.hand.layout.total : null,
    replies: state?.hand ? scoringReplies(view, state) : 0,
    keeps:
      kept.length > 0
        ? `keeps your double${kept.length === 1 ? '' : 's'} ${kept.map(formatTile).join(' and ')} for later`
        : `gets ${shed} pip${shed === 1 ? '' : 's'} out of your hand`,
  };
}

/**
 * The reason in plain words, for a newcomer: what the move (and the chain it opens)
 * scores, the count it leaves and how many of the tiles still hidden (other hands,
 * the boneyard) could score from there, which doubles it keeps or how many pips it
 * gets out of hand, and by how much it beats the next best move (a close call under
 * a point, so a near-tie does not look decisive).
 */
export function reasonFor(
  view: InformationSet,
  e: MoveEvaluation,
  next: MoveEvaluation | null = null,
): string {
  if (e.legal.type === 'draw') return 'No tile in your hand fits: drawing is the only move.';
  if (e.legal.type === 'pass') return 'Nothing fits and there is nothing to draw: pass.';
  const p = reasonParts(view, e);
  const parts = [p.scores];
  if (p.count !== null) {
    const hidden = 'the tiles still hidden from you (in other hands or the boneyard)';
    const some = p.replies === 0 ? 'none' : p.replies === 1 ? 'just 1' : String(p.replies);
    parts.push(`leaves a count of ${p.count}, and ${some} of ${hidden} could score from there`);
  }
  parts.push(p.keeps);
  const text = parts.join('; it ');
  let out = `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  if (next && e.value !== null && next.value !== null) {
    const margin = Math.max(0, e.value - next.value);
    const by = `${margin.toFixed(1)} points better than ${moveName(next)}`;
    out +=
      margin < CLOSE_CALL
        ? ` A close call: only ${by}, counting what may follow.`
        : ` About ${by}, counting what may follow.`;
  }
  return out;
}
