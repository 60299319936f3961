/**
 * Practice mode's part of the game driver: what the practice strip, the claim
 * panel, the badges and the review show (as data, in the table view), and the
 * practice table actions (undo, claim, options, best move, review) turned into
 * calls on the practice API, which sends the machine's `UNDO`, `CLAIM` and
 * `SET_COUNTING`. The scene lays this out and sends actions; it asks practice nothing.
 */
import { lineState } from '../../machine/lineState';
import { framesSoFar, type GameFrames, type ReplayGame } from '../../archive/replay';
import { scoresInPlay } from '../../engine/line/scoring';
import type { Tile } from '../../engine/core/tiles';
import { formatTile } from '../../engine/core/tiles';
import type { ClaimResult, ClaimTally } from '../../machine/practice';
import type { GameSnapshot } from '../../machine/selectors';
import type { BestMove } from '../../practice/best';
import { formatBreakdown } from '../../practice/breakdown';
import type { HandReview } from '../../practice/review';
import type { PracticeApi, PracticeOptions } from '../../practice/session';
import type { TargetHint } from '../../practice/targets';
import { voidText, type Tracker } from '../../practice/tracker';
import { plural } from '../../engine/core/words';

/** A claim just judged, to say once: a banner and a sound. */
export interface JudgedClaim {
  /** Tells a new judgement from the same one drawn again. */
  readonly key: string;
  readonly text: string;
  /**
   * A chime for points claimed (or "no score" said right), a buzz otherwise, Muggins' call;
   * `called`: the person's own Muggins on a computer's missed count.
   */
  readonly outcome: 'right' | 'wrong' | 'muggins' | 'called';
  readonly points: number;
}

/** The review asked for with the `review` action, for the hand just played. */
export interface PracticeReviewView {
  /** Which request this is (each `review` action is a new one). */
  readonly ask: number;
  readonly hand: number;
  readonly status: 'preparing' | 'ready' | 'failed';
  readonly review: HandReview | null;
  /**
   * The game's positions up to this hand, as the replay viewer steps them (empty until the
   * review is ready); with `game`, what the review's replay driver is given.
   */
  readonly frames: GameFrames;
  readonly game: ReplayGame;
}

/** Practice's part of the table view. */
export interface PracticeTableView {
  readonly options: PracticeOptions;
  /** The seat the person plays. */
  readonly seat: number;
  readonly canUndo: boolean;
  /** The person's targets with the engine's totals, points and "plays again". */
  readonly targets: readonly TargetHint[];
  /** The best move was asked for (with hints at "best"). */
  readonly bestShown: boolean;
  /** The best move to mark: asked for, the person on turn and the answer in. */
  readonly best: BestMove | null;
  /** The placement waiting for the person's claim (the counting drill), or null. */
  readonly claim: ClaimResult | null;
  readonly claims: readonly ClaimResult[];
  readonly tally: ClaimTally;
  /** The game's scores: the engine's, the one truth (the drill never moves points). */
  readonly scores: readonly number[];
  readonly judged: JudgedClaim | null;
  /** The person's last Muggins call taken on a computer's missed count, to say once. */
  readonly call: JudgedClaim | null;
  /**
   * Plays score during the hand (the engine's `scoresInPlay`): false in the Block family, where
   * practice shows no count line and its counting drill has nothing to count.
   */
  readonly inPlay: boolean;
  /** The count broken down arm by arm (held back while a claim is open) and the drill's tally. */
  readonly line: string;
  /** The count broken down alone (no tallies), for a short line; '' likewise. */
  readonly countLine: string;
  /** "Best: 3-2 on 2-2. Scores 10 …" while the best move is marked, else ''. */
  readonly bestLine: string;
  /** Its first part alone ("Best: 3-2 on 2-2."), for a short line; '' likewise. */
  readonly bestMove: string;
  readonly tracker: Tracker | null;
  /** The tracker in words, a line each. */
  readonly trackerLines: readonly string[];
  /** With open hands on, every seat's tiles (the person's own left empty); null otherwise. */
  readonly hands: readonly (readonly Tile[])[] | null;
  readonly review: PracticeReviewView | null;
}

/** The table actions only practice takes. */
export type PracticeAction =
  | { readonly type: 'undo' }
  | { readonly type: 'claim'; readonly value: number }
  | { readonly type: 'practice-options'; readonly patch: Partial<PracticeOptions> }
  | { readonly type: 'show-best'; readonly on: boolean }
  | { readonly type: 'review' }
  /** The person calls "Muggins!" on the computers' missed counts (the machine's `CALL_MUGGINS`). */
  | { readonly type: 'call-muggins' };

export interface PracticePart {
  view(snap: GameSnapshot, names: readonly string[], onTurn: boolean): PracticeTableView;
  send(action: PracticeAction, snap: GameSnapshot): string | null;
}

function judgedText(r: ClaimResult, names: readonly string[]): JudgedClaim['text'] {
  if (r.outcome === 'claimed') return `Right: ${r.points} is yours.`;
  if (r.outcome === 'none')
    return r.answer === 0 ? 'Right: no score.' : 'That play scored nothing.';
  return `Muggins! ${names[r.caller ?? 1] ?? ''} calls the ${r.points} you missed.`;
}

/** The claim the person answered last, judged. */
function lastJudged(
  snap: GameSnapshot,
  claims: readonly ClaimResult[],
  names: readonly string[],
): JudgedClaim | null {
  const answers = snap.context.practice?.answers ?? [];
  const last = answers[answers.length - 1];
  const r = last && claims.find((c) => c.hand === last.hand && c.move === last.move);
  if (!last || !r || r.outcome === 'pending') return null;
  const outcome =
    r.caller !== null ? 'muggins' : r.outcome === 'none' && r.answer !== 0 ? 'wrong' : 'right';
  return {
    key: `${answers.length}:${r.hand}/${r.move}`,
    text: judgedText(r, names),
    outcome,
    points: r.points,
  };
}

function bestName(best: BestMove): string {
  const m = best.best.move;
  if (m.type !== 'play') return m.type;
  return m.on === null
    ? `lead ${formatTile(m.tile)}`
    : `${formatTile(m.tile)} on ${formatTile(m.on)}`;
}

function trackerLines(t: Tracker | null, names: readonly string[]): string[] {
  if (!t) return [];
  const lines = [`Not seen yet: ${plural(t.unseen.length, 'tile')}`];
  for (const g of t.groups)
    if (g.tiles.length > 0) lines.push(`${g.value}s: ${g.tiles.map(formatTile).join(' ')}`);
  for (const v of t.voids) lines.push(`${names[v.seat] ?? ''} has ${voidText(v.values)}`);
  if (t.voids.length === 0) lines.push('No draw or pass has shown a missing number yet.');
  return lines;
}

function drillLine(options: PracticeOptions, tally: ClaimTally): string {
  if (!options.count || tally.scoring === 0) return '';
  const muggins =
    tally.muggins > 0 ? `, Muggins ${tally.muggins} (${tally.mugginsPoints} missed)` : '';
  return `   Claimed ${tally.claimed} of ${tally.scoring}${muggins}`;
}

/** The other way: the computers' claims since the person's last move, and the misses caught. */
function computersLine(api: PracticeApi, names: readonly string[]): string {
  if (!api.options().count) return '';
  const t = api.mugginsTally();
  const caught =
    t.missed > 0 ? `   You caught ${t.caught} of ${t.missed} missed (${t.caughtPoints})` : '';
  const said = api
    .recentClaims()
    .map((c) => `   ${names[c.seat] ?? ''} claims ${c.points}`)
    .join('');
  return `${caught}${said}`;
}

/**
 * Practice's part of a game driver over `api`. It keeps what only the table asks of
 * practice (the best move shown, the review asked for); `changed` is called when either
 * changes outside the game (the driver then draws again).
 */
export function practicePart(api: PracticeApi, changed: () => void): PracticePart {
  let bestShown = false;
  let asked: { ask: number; hand: number; failed: boolean } | null = null;
  let asks = 0;
  let call: JudgedClaim | null = null;
  let calls = 0;
  let seatNames: readonly string[] = [];

  // The replay's positions, worked out once for each review (the review is kept per position).
  let replayed: { review: HandReview; frames: GameFrames | null } | null = null;
  const framesFor = (review: HandReview, snap: GameSnapshot): GameFrames | null => {
    if (replayed?.review !== review)
      replayed = { review, frames: framesSoFar(snap.context, review.hand) };
    return replayed.frames;
  };

  const review = (snap: GameSnapshot): PracticeReviewView | null => {
    const a = asked;
    // The table has moved on (the next hand, an undo): the review asked for is no longer wanted.
    if (!a || snap.context.hands.length - 1 !== a.hand) return null;
    const data = a.failed ? null : api.review(a.hand);
    const frames = data ? framesFor(data, snap) : [];
    const { settings } = snap.context;
    return {
      ask: a.ask,
      hand: a.hand,
      status: a.failed || !frames ? 'failed' : data ? 'ready' : 'preparing',
      review: data,
      frames: frames ?? [],
      game: { seats: settings.seats, players: settings.players, partners: settings.partners },
    };
  };

  return {
    view(snap, names, onTurn) {
      seatNames = names;
      const options = api.options();
      const claim = api.pending();
      const claims = api.claims();
      const tally = api.tally();
      const shown = bestShown && options.hints === 'best';
      const best = shown && onTurn ? api.best() : null;
      // While a claim is open the count line would give the answer away: it waits for the claim.
      // Where nothing scores during play (the Block family) a count means nothing: no line.
      const inPlay = scoresInPlay(lineState(snap.context).config.options);
      const b = !inPlay || options.hints === 'off' || api.claimOpen() ? null : api.breakdown();
      const count = b && b.parts.length > 0 ? `Count: ${formatBreakdown(b)}` : '';
      const tracker = api.tracker();
      const seat = api.seat();
      return {
        options,
        seat,
        canUndo: api.canUndo(),
        targets: api.targets(),
        bestShown: shown,
        best,
        claim,
        claims,
        tally,
        scores: lineState(snap.context).scores,
        judged: lastJudged(snap, claims, names),
        call,
        inPlay,
        line: `${count}${drillLine(options, tally)}${computersLine(api, names)}`.trim(),
        countLine: count,
        bestLine: best ? `Best: ${bestName(best)}. ${best.reason}` : '',
        bestMove: best ? `Best: ${bestName(best)}.` : '',
        tracker,
        trackerLines: trackerLines(tracker, names),
        hands: options.openHands
          ? (lineState(snap.context).hand?.hands.map((h, s) => (s === seat ? [] : h)) ?? null)
          : null,
        review: review(snap),
      };
    },

    send(action, snap) {
      switch (action.type) {
        case 'undo':
          return api.canUndo() ? (api.undo(), null) : 'There is no turn of yours to take back.';
        case 'claim':
          return api.pending() ? (api.claim(action.value), null) : null;
        case 'practice-options':
          api.setOptions(action.patch);
          if (api.options().hints !== 'best') bestShown = false;
          return null;
        case 'show-best':
          bestShown = action.on && api.options().hints === 'best';
          changed();
          return null;
        case 'call-muggins': {
          const r = api.callMuggins();
          if ('refused' in r) return `No Muggins: ${r.refused}.`;
          const points = r.taken.reduce((sum, c) => sum + c.points, 0);
          const who = [...new Set(r.taken.map((c) => seatNames[c.seat] ?? ''))].join(' and ');
          const what = `${points} point${points === 1 ? '' : 's'}`;
          call = {
            key: `call:${++calls}`,
            text: `Muggins! ${who} missed ${what}: yours, in the drill's tally.`,
            outcome: 'called',
            points,
          };
          changed();
          return null;
        }
        case 'review': {
          const hand = snap.context.hands.length - 1;
          if (hand < 0) return null;
          const a = { ask: ++asks, hand, failed: false };
          asked = a;
          if (!api.review(hand))
            api.ready().then(changed, () => {
              a.failed = true;
              changed();
            });
          changed();
          return null;
        }
      }
    },
  };
}
