/**
 * The daily puzzle: one position a day, the same for everyone (seeded by the UTC
 * date), "find the best turn". Positions come from seeded random play through the
 * engine; the judge is practice's best move (`adviceFor` in src/practice/best.ts, asked
 * through an injected `advise` so the browser searches in the advisor's worker). A
 * position is kept only when the best move beats the next best different one by at
 * least `PUZZLE_MARGIN` points in expectation, and a second search on other worlds
 * still puts it ahead (its margin, an estimate, is the one the puzzle states);
 * otherwise the day's next seed is tried, in order, so every player gets the same puzzle.
 */
import {
  informationSet,
  publicEvent,
  type InformationSet,
  type MoveEvaluation,
  type PublicEvent,
} from '../ai/index';
import {
  applyMove,
  dealTiles,
  Generator,
  legalMoves,
  newGame,
  seedRng,
  startHand,
  toMove,
  toRecordMove,
  type Deal,
  type GameState,
  type Move,
  type RecordMove,
} from '../engine/index';
import { runnerUp, type BestMove } from '../practice/best';

/** The least lead of the best move over the next best, in expected points. */
export const PUZZLE_MARGIN = 2;
/**
 * The least lead the best move must keep in a second search on other sampled worlds (a
 * different seed) before the puzzle states a margin: the first search chose the move, so
 * its own margin overstates the lead (the largest of noisy estimates is biased upward).
 */
export const PUZZLE_CHECK_MARGIN = 1;
/** Seeds of a day tried at most before giving up (never reached in practice: tested). */
export const PUZZLE_TRIES = 60;
/** The puzzle's side is always seat 0 (the tutorial's learner). */
export const PUZZLE_SEAT = 0;

/** A day as `YYYY-MM-DD`, in UTC (the same day for everyone). */
export function puzzleDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The day before or after (`by` days), as `YYYY-MM-DD`. */
export function shiftDate(date: string, by: number): string {
  const t = Date.parse(`${date}T00:00:00Z`);
  return puzzleDate(new Date(t + by * 86_400_000));
}

/** Whether `text` is a real day written `YYYY-MM-DD`. */
export function isPuzzleDate(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const t = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(t) && puzzleDate(new Date(t)) === text;
}

/**
 * The clock the puzzle reads: the real one, except in a browser test (`?e2e=1&today=
 * YYYY-MM-DD`), where it is noon UTC of that day, so that no test depends on the day it runs.
 * A player's address cannot move the day: without `e2e` the parameter is ignored.
 */
export function puzzleClock(search: string, real: () => Date = () => new Date()): () => Date {
  const params = new URLSearchParams(search);
  const day = params.get('today');
  if (!params.has('e2e') || !isPuzzleDate(day)) return real;
  const noon = new Date(`${day}T12:00:00Z`);
  return () => new Date(noon);
}

/** A position to puzzle over: how it came about (a deal and the moves) and what seat 0 knows. */
export interface Candidate {
  readonly date: string;
  /** Which of the day's seeds (from 0). */
  readonly index: number;
  readonly seed: string;
  readonly deal: Deal;
  readonly leader: number;
  /** The moves from the deal to the position, in record notation. */
  readonly moves: readonly RecordMove[];
  readonly state: GameState;
  readonly view: InformationSet;
}

/** The day's `index`-th position: seeded random play until seat 0 has a real choice. */
export function candidate(date: string, index: number): Candidate | null {
  const seed = `puzzle/${date}/${index}`;
  const g0 = newGame({ preset: 'horse-race', players: 2 });
  if (!g0.ok) return null;
  const dealt = dealTiles(seedRng(`${seed}/deal`), g0.value.config);
  const gen = new Generator(seedRng(`${seed}/play`));
  const leader = gen.int(2);
  const started = startHand(g0.value, dealt.deal, leader);
  if (!started.ok) return null;
  let state = started.value;
  const moves: Move[] = [];
  const history: PublicEvent[] = [];
  // Somewhere in the hand's middle: a few moves in, at seat 0's turn.
  const least = 3 + gen.int(8);
  for (let i = 0; i < 80; i++) {
    const hand = state.hand;
    if (!hand || hand.result || state.over) return null;
    const legal = legalMoves(state);
    const plays = legal.filter((m) => m.type === 'play');
    const tiles = new Set(plays.map((m) => m.tile));
    if (i >= least && hand.turn === PUZZLE_SEAT && plays.length >= 3 && tiles.size >= 2) {
      const view = informationSet(state, PUZZLE_SEAT, history);
      if (!view) return null;
      return {
        date,
        index,
        seed,
        deal: dealt.deal,
        leader,
        moves: moves.map(toRecordMove),
        state,
        view,
      };
    }
    const pick = legal[gen.int(legal.length)];
    if (!pick) return null;
    const move = toMove(pick);
    const r = applyMove(state, move);
    if (!r.ok) return null;
    state = r.value.state;
    moves.push(move);
    history.push(publicEvent(r.value.event));
  }
  return null;
}

/** Asks practice's best move for a position (the advisor's worker in the browser). */
export type AdvisePosition = (view: InformationSet, seed: string) => Promise<BestMove | null>;

export interface Puzzle extends Candidate {
  readonly best: BestMove;
  /**
   * The best move's lead over the next best different move, in expected points, as the
   * second search (`checkSeed`) estimates it, not the search that chose the move.
   */
  readonly margin: number;
  readonly runnerUp: Move;
}

/** The seed of the search that checks a margin: the same position, other worlds. */
export function checkSeed(seed: string): string {
  return `${seed}/check`;
}

/** Whether two evaluations are the same choice: the same tile for the same count (as `runnerUp`). */
function sameChoice(a: MoveEvaluation, b: MoveEvaluation): boolean {
  if (a.move.type !== b.move.type) return false;
  if (a.move.type !== 'play' || b.move.type !== 'play') return true;
  return a.move.tile === b.move.tile && a.total === b.total;
}

/**
 * The lead, in another search, of the move a first search chose (`chosen`) over the best
 * different move: negative when that search prefers another; null when it has no value.
 */
export function checkedMargin(check: BestMove, chosen: MoveEvaluation): number | null {
  const mine = check.evaluations.filter((e) => e.value !== null && sameChoice(e, chosen));
  const others = check.evaluations.filter((e) => e.value !== null && !sameChoice(e, chosen));
  if (mine.length === 0 || others.length === 0) return null;
  const value = (e: MoveEvaluation): number => e.value ?? -Infinity;
  return Math.max(...mine.map(value)) - Math.max(...others.map(value));
}

/** The best move's lead over the next best different move, or null when there is none. */
export function puzzleMargin(best: BestMove): { margin: number; next: Move } | null {
  const next = runnerUp(best.evaluations, best.best);
  if (!next || next.value === null || best.best.value === null) return null;
  return { margin: best.best.value - next.value, next: next.move };
}

/**
 * The day's puzzle: its seeds in order, the first whose best move is a placement that
 * beats the next best by `PUZZLE_MARGIN` or more, and still by `PUZZLE_CHECK_MARGIN` or
 * more in a second search with another seed (whose margin is the one stated). Null if
 * none of `PUZZLE_TRIES` does.
 */
export async function dailyPuzzle(date: string, advise: AdvisePosition): Promise<Puzzle | null> {
  for (let index = 0; index < PUZZLE_TRIES; index++) {
    const c = candidate(date, index);
    if (!c) continue;
    const best = await advise(c.view, c.seed);
    if (!best || best.best.move.type !== 'play') continue;
    const m = puzzleMargin(best);
    if (!m || m.margin < PUZZLE_MARGIN) continue;
    // The margin stated is a second search's, on other worlds; it must confirm the lead.
    const check = await advise(c.view, checkSeed(c.seed));
    const margin = check && checkedMargin(check, best.best);
    if (margin !== null && margin >= PUZZLE_CHECK_MARGIN)
      return { ...c, best, margin, runnerUp: m.next };
  }
  return null;
}
