/**
 * Practice pieces of the table that are not the HUD: what the browser tests
 * read of practice mode, and the "Review" button on the hand-end panel.
 */
import type * as Phaser from 'phaser';
import { formatTile } from '../engine/tiles';
import type { PracticeApi } from '../practice/session';
import { Button } from '../view/ui';
import type { PracticeHud } from './practiceHud';
import type { OverlayResult } from './tableOverlays';

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

/** "Review" beside the hand-end panel's leftmost button, where there is room (keyboard focus too). */
export function addReviewButton(
  scene: Phaser.Scene,
  overlay: OverlayResult,
  width: number,
  onReview: () => void,
): void {
  const first = overlay.focusables.find((f): f is Button => f instanceof Button);
  if (!first) return;
  // The panel's left edge, as handEndPanel lays it out.
  const panelLeft = (width - Math.min(760, width - 24)) / 2;
  const room = first.x - first.width / 2 - panelLeft - 20;
  if (room < 72) return;
  const w = Math.min(120, room);
  const review = new Button(
    scene,
    first.x - first.width / 2 - 10 - w / 2,
    first.y,
    'Review',
    onReview,
    {
      width: w,
      height: first.height,
    },
  );
  overlay.container.add(review);
  overlay.focusables.push(review);
}
