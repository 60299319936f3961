/**
 * What the browser tests read of the line's practice at the family table (with ?e2e=1): the
 * badges of the chosen tile with the engine's numbers behind them, the best move marked, the
 * lines, the tracker, the claim and its buttons. Read-only: nothing here changes the game.
 */
import type { Tile } from '../../engine/core/tiles';
import { formatTile } from '../../engine/core/tiles';
import type { PracticeTableView } from '../../view/line/gameDriverPractice';
import { lineTargetId } from '../../view/line/lineBoard';
import { bestHint, practiceBadge } from '../../view/line/practiceView';

/** One badge of the chosen tile's places, with the engine's numbers behind it. */
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
  /** Where the place is on screen now. */
  readonly x: number;
  readonly y: number;
}

/** Practice on screen, for browser tests: the badges drawn, the marked best move, the panels. */
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

/** Practice's hotspots: `chosen` the tile whose places are lit, `targets` where they are. */
export function practiceSpots(
  practice: PracticeTableView,
  hud: { readonly line: string; readonly claimButtons: PracticeHotspots['claimButtons'] },
  chosen: Tile | null,
  targets: readonly { id: string; x: number; y: number }[],
): PracticeHotspots {
  const best = practice.best;
  const bl = best?.best.legal;
  const bestPlay = bl?.type === 'play' ? bl : null;
  const tracker = practice.tracker;
  const open = practice.claim;
  const marked = bestHint(practice);
  const badges = practice.targets
    .filter((t) => t.tile === chosen)
    .map((t) => {
      const at = targets.find((x) => x.id === lineTargetId(t.target));
      const isBest = t === marked;
      const text = practiceBadge(practice, t, isBest);
      return {
        tile: formatTile(t.tile),
        on: t.target.on === null ? null : formatTile(t.target.on),
        slot: t.target.slot,
        total: t.total,
        points: t.points,
        again: t.again,
        best: isBest,
        text,
        x: at?.x ?? 0,
        y: at?.y ?? 0,
      };
    });
  return {
    badges,
    best: bestPlay
      ? {
          tile: formatTile(bestPlay.tile),
          on: bestPlay.on === null ? null : formatTile(bestPlay.on),
          reason: best?.reason ?? '',
        }
      : null,
    line: hud.line,
    tracker: tracker
      ? {
          unseen: tracker.unseen.map(formatTile),
          voids: tracker.voids.map((v) => ({ seat: v.seat, values: v.values.slice() })),
        }
      : null,
    claim: open ? { points: open.points, hand: open.hand, move: open.move } : null,
    claimButtons: hud.claimButtons,
    claims: practice.claims.map((c) => ({
      hand: c.hand,
      move: c.move,
      points: c.points,
      outcome: c.outcome,
    })),
    scores: practice.scores,
    canUndo: practice.canUndo,
  };
}
