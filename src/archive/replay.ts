/**
 * Stepping through a game move by move (pure, tested in Node): forward, back, and a jump
 * to the start of any hand, with the count and the points at each move. The one model of a
 * replay: the library's viewer steps a kept game rebuilt from its deal code (a game whose
 * deals that code does not reproduce, a record from elsewhere, cannot be stepped), and
 * practice's hand review steps the game in play (`framesSoFar`), the review with a cursor of its own
 * (src/view/line/reviewDriver.ts).
 */
import { lineState } from '../machine/lineState';
import {
  EMPTY_LAYOUT,
  parseRecord,
  type Deal,
  type GameState,
  type Layout,
  type Move,
  type MoveEvent,
} from '../engine/index';
import { advance, dealHand, startContext, type GameContext } from '../machine/context';
import type { LogEntry } from '../machine/history';
import { makeSettings } from '../machine/settings';
import type { ArchivedGame } from './game';

/**
 * One position of a game: the table after `count` moves of its hand and what the last one
 * did, the scores, the whole game as it stood (every seat's tiles, the boneyard, whose turn)
 * and the machine's log up to it, as the machine logs it.
 */
export interface GameFrame {
  readonly count: number;
  readonly layout: Layout;
  readonly event: MoveEvent | null;
  readonly scores: readonly number[];
  readonly game: GameState;
  readonly log: readonly LogEntry[];
}

/** What a replay needs of a game besides its positions: who sat where, and the sides. */
export type ReplayGame = Pick<ArchivedGame, 'seats' | 'players' | 'partners'>;

/** Every position of the game: per hand, the deal (count 0) then one frame per move. */
export type GameFrames = readonly (readonly GameFrame[])[];

export type FramesResult =
  | { readonly ok: true; readonly frames: GameFrames }
  | { readonly ok: false; readonly message: string };

/** Where the viewer is: a hand, and how many of its moves have been made. */
export interface Cursor {
  readonly hand: number;
  readonly count: number;
}

export function gameFrames(game: Pick<ArchivedGame, 'record' | 'seed' | 'seats'>): FramesResult {
  const bad = (message: string): FramesResult => ({ ok: false, message });
  if (game.seed === null)
    return bad('This game has no deal code, so it cannot be stepped through.');
  const parsed = parseRecord(game.record);
  if (!parsed.ok) return bad(`The record cannot be read (${parsed.message}).`);
  const { config, hands } = parsed.record;
  const made = makeSettings({
    preset: config.preset,
    maxPip: config.options.maxPip,
    players: config.players,
    partners: config.partners,
    target: config.options.target,
    seed: game.seed,
    speed: 'instant',
    seats: Array.from({ length: config.players }, (_, s) =>
      game.seats[s]?.kind === 'human' ? { kind: 'human' } : { kind: 'computer', level: 'medium' },
    ),
  });
  if (!made.ok) return bad(`The game's settings cannot be rebuilt (${made.message}).`);
  const frames = playThrough(startContext(made.settings), hands);
  return frames
    ? { ok: true, frames }
    : bad("This game's deals do not follow from its deal code, so it cannot be stepped through.");
}

function frameOf(ctx: GameContext, count: number, event: MoveEvent | null): GameFrame {
  const game = lineState(ctx);
  return {
    count,
    layout: game.hand?.layout ?? EMPTY_LAYOUT,
    event,
    scores: game.scores.slice(),
    game,
    log: ctx.log,
  };
}

/**
 * A game in play stepped as a kept one is: its hands up to `hand` (the last one given), from
 * its own settings and the hands as dealt and played (practice's review of the hand just
 * played); null if they do not replay.
 */
export function framesSoFar(
  context: Pick<GameContext, 'settings' | 'hands'>,
  hand: number,
): GameFrames | null {
  const hands = context.hands
    .slice(0, hand + 1)
    .map((h) => ({ deal: h.deal, leader: h.deal.leader, moves: h.moves }));
  return hands.length === hand + 1 ? playThrough(startContext(context.settings), hands) : null;
}

/** A hand as a record holds it: the deal, its leader and the moves made. */
interface PlayedHand {
  readonly deal: Deal;
  readonly leader: number;
  readonly moves: readonly Move[];
}

/**
 * The game replayed once through the machine's own steps, every position kept; null when a
 * deal is not the record's or the engine refuses a move (the record is not this deal's game).
 */
function playThrough(start: GameContext, hands: readonly PlayedHand[]): GameFrames | null {
  let ctx = start;
  const out: GameFrame[][] = [];
  for (const [h, hand] of hands.entries()) {
    ctx = dealHand(ctx);
    const dealt = ctx.hands[h]?.deal;
    const same =
      dealt !== undefined &&
      dealt.leader === hand.leader &&
      JSON.stringify([dealt.hands, dealt.boneyard]) ===
        JSON.stringify([hand.deal.hands, hand.deal.boneyard]);
    if (ctx.refusal || !same) return null;
    const frames = [frameOf(ctx, 0, null)];
    for (const [m, move] of hand.moves.entries()) {
      ctx = advance(ctx, move);
      if (ctx.refusal) return null;
      frames.push(frameOf(ctx, m + 1, ctx.hands[h]?.events[m] ?? null));
    }
    out.push(frames);
  }
  return out;
}

/** The frame at the cursor; null outside the game. */
export function frameAt(frames: GameFrames, at: Cursor): GameFrame | null {
  return frames[at.hand]?.[at.count] ?? null;
}

/** One move forward (into the next hand's deal after a hand's last move); the same at the end. */
export function stepForward(frames: GameFrames, at: Cursor): Cursor {
  const hand = frames[at.hand];
  if (!hand) return at;
  if (at.count < hand.length - 1) return { hand: at.hand, count: at.count + 1 };
  return at.hand < frames.length - 1 ? { hand: at.hand + 1, count: 0 } : at;
}

/** One move back (to the previous hand's last move from a deal); the same at the start. */
export function stepBack(frames: GameFrames, at: Cursor): Cursor {
  if (at.count > 0) return { hand: at.hand, count: at.count - 1 };
  const before = frames[at.hand - 1];
  return before ? { hand: at.hand - 1, count: before.length - 1 } : at;
}

/** The deal of hand `hand` (clamped to the game's hands). */
export function jumpToHand(frames: GameFrames, hand: number): Cursor {
  return { hand: Math.max(0, Math.min(frames.length - 1, Math.trunc(hand))), count: 0 };
}
