/**
 * The line of play's table view in a practice game (pure; Node-tested): the family table's
 * view of the person's seat with practice's part over it. The badges at the hint level asked
 * for (the best move starred), each playable tile tagged with the most it scores now, the
 * others' hands face up with Open hands, Undo and Review on a hand's end; and while a claim
 * of the counting drill waits, the count, the play's points on the pegs and its words held
 * back (the question asked instead), and the hand's end held until the claim is answered.
 */
import type { Tile } from '../../engine/core/tiles';
import { badgeText, type TargetHint } from '../../practice/targets';
import type { FamilyTableView } from '../familyTable';
import type { PracticeTableView } from './gameDriverPractice';
import { lineTargetId, type LineBoardView } from './lineBoard';

type LineView = FamilyTableView<LineBoardView>;

/** The counting drill's question, in the status line and the voice while a claim waits. */
export const CLAIM_ASKED = 'Count it: what did your play score?';

/** The hint of the best move, when it is marked (the first place it names). */
export function bestHint(practice: PracticeTableView): TargetHint | null {
  const legal = practice.best?.best.legal;
  if (legal?.type !== 'play') return null;
  return practice.targets.find((t) => t.tile === legal.tile && t.target.on === legal.on) ?? null;
}

/**
 * A place's badge at practice's hint level (null: none): the count and points, starred when
 * it is the best move; where nothing scores in play (the Block family), the star alone.
 */
export function practiceBadge(
  practice: PracticeTableView,
  hint: TargetHint,
  best: boolean,
): string | null {
  if (practice.options.hints === 'off' || practice.claim !== null) return null;
  if (practice.inPlay) return `${best ? '★ ' : ''}${badgeText(hint)}`;
  return best ? '★' : null;
}

/**
 * The scores with a play's points held back while its claim waits: the person's side's pegs
 * move once the claim is answered.
 */
function heldBack(view: LineView, p: PracticeTableView): LineView['scores'] {
  const claim = p.claim;
  const side = view.seats.find((s) => s.seat === view.viewer)?.side;
  if (!claim || claim.points === 0 || side === undefined) return view.scores;
  const rows = view.scores.rows.map((r) =>
    r.side === side
      ? { ...r, total: r.total - claim.points, shown: String(r.total - claim.points) }
      : r,
  );
  return { ...view.scores, rows };
}

/** The seat's view `view` with practice's part `p` over it. */
export function practiceView(view: LineView, p: PracticeTableView): LineView {
  const best = bestHint(p);
  // Each playable tile's best points now, tagged on it (with the hints on, no claim open).
  const tagged = p.options.hints !== 'off' && p.claim === null;
  const most = (tile: Tile): number =>
    Math.max(0, ...p.targets.filter((t) => t.tile === tile).map((t) => t.points));
  const hand = view.hand.map((h) => ({
    ...h,
    ...(tagged && most(h.tile) > 0 ? { badge: `+${most(h.tile)}` } : {}),
    // Practice's badges in place of the casual game's light hints.
    targets: h.targets.map(({ id, label }) => {
      const hint = p.targets.find((x) => x.tile === h.tile && lineTargetId(x.target) === id);
      const text = hint ? practiceBadge(p, hint, hint === best) : null;
      const badge = text === null || !hint ? {} : { badge: { text, scores: hint.points > 0 } };
      return { id, label, ...badge };
    }),
  }));
  const open = p.hands;
  const seats = open
    ? view.seats.map((s) =>
        s.seat === view.viewer ? s : { ...s, hand: open[s.seat]?.slice() ?? [] },
      )
    : view.seats;
  // A hand's end offers its review, and Undo while the person's last turn can be taken back.
  const undo = p.canUndo && !view.gameOver;
  // The hand's last play waits for its claim: the hand's end opens once it is answered.
  const claiming = p.claim !== null;
  // The play's words keep its count back (said as where nothing scores), the question instead.
  const caption = claiming
    ? `${view.board.uncounted ?? view.caption}. ${CLAIM_ASKED}`
    : view.caption;
  return {
    ...view,
    hand,
    seats,
    scores: heldBack(view, p),
    board: { ...view.board, countHidden: claiming },
    caption,
    handEnd: claiming ? null : view.handEnd && { ...view.handEnd, review: true, undo },
    gameOver: claiming ? null : view.gameOver && { ...view.gameOver, review: true },
  };
}
