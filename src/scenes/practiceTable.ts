/**
 * Practice pieces of the table that are not the HUD: what the browser tests
 * read of practice mode.
 */
import { formatTile } from '../engine/tiles';
import type { PracticeApi } from '../practice/session';
import type { PracticeHud } from './practiceHud';

/** One badge drawn on a ghost target, with the engine's numbers behind it. */
export interface BadgeSpot {
  readonly tile: string;
  readonly on: string | null;
  readonly slot: string | null;
  readonly total: number;
  readonly points: number;
  readonly again: boolean;
  /** Marked as the Hard evaluator's choice. */
  readonly best: boolean;
  /** The text drawn, or null with hints off. */
  readonly text: string | null;
  /** Where the target is on screen now (0 until placed). */
  readonly x: number;
  readonly y: number;
}

/** Practice mode on screen, for browser tests: the badges drawn, the marked best move, the panels. */
export interface PracticeHotspots {
  readonly badges: readonly BadgeSpot[];
  readonly best: { tile: string; on: string | null; reason: string } | null;
  readonly line: string;
  readonly tracker: { unseen: string[]; voids: { seat: number; values: number[] }[] } | null;
  readonly claim: { points: number; hand: number; move: number } | null;
  readonly claimButtons: readonly { label: string; x: number; y: number }[];
  readonly claims: readonly { hand: number; move: number; points: number; outcome: string }[];
  readonly scores: readonly number[];
  readonly canUndo: boolean;
}

/** What the browser tests read; `spots` are the targets' places now (the camera may still glide). */
export function practiceHotspotsOf(
  api: PracticeApi,
  hud: PracticeHud,
  badges: readonly BadgeSpot[],
  spots: readonly { x: number; y: number }[],
): PracticeHotspots {
  const best = hud.best();
  const tracker = api.tracker();
  const open = api.pending();
  const bl = best?.best.legal;
  return {
    badges: badges.map((b, i) => ({ ...b, x: spots[i]?.x ?? 0, y: spots[i]?.y ?? 0 })),
    best:
      best && bl?.type === 'play'
        ? {
            tile: formatTile(bl.tile),
            on: bl.on === null ? null : formatTile(bl.on),
            reason: best.reason,
          }
        : null,
    line: hud.lineText,
    tracker: tracker
      ? {
          unseen: tracker.unseen.map(formatTile),
          voids: tracker.voids.map((v) => ({ seat: v.seat, values: v.values.slice() })),
        }
      : null,
    claim: open ? { points: open.points, hand: open.hand, move: open.move } : null,
    claimButtons: hud.claimButtons(),
    claims: api.claims().map((c) => ({
      hand: c.hand,
      move: c.move,
      points: c.points,
      outcome: c.outcome,
    })),
    scores: api.scores(),
    canUndo: api.canUndo(),
  };
}
