/**
 * The search's say in a family lesson: a legal move a step does not name, judged against the
 * step's own moves by the family's coach's `worth` (Texas 42: the exact solver with every
 * hand open) on the position each leaves, and whether the lesson, played on from it as
 * written, still meets every later step and passes. Pure.
 */
import type { SeatMove } from '../engine/core/family';
import {
  acceptsKey,
  FAMILY_LEARNER,
  learnerMoves,
  moveKey,
  replies,
  tileOf,
  tryApply,
  type FamilyTutorialState,
} from './familyPlay';
import { pointsWords } from './ending';
import type { FamilyStep, MoveKey, Worth } from './familyTypes';

/**
 * The search's figure for a move that comes to less than the step's own (`pick`); `say` words a
 * move's key for the learner (the coach's `words`).
 */
export function costWords(
  key: MoveKey,
  judged: {
    marks: number;
    points: number;
    basis: string;
    pick: MoveKey;
    scale?: Worth['scale'];
    estimate?: boolean;
  },
  say: (key: MoveKey) => string = (k) => k,
): string {
  const open = `${judged.basis}, ${say(key)}`;
  // Sampled deals weigh a bid in its unit expected (Texas 42: a mark, the hand's 42 points).
  const scale = judged.scale;
  if (scale)
    return `${open} gives away about ${(judged.points / scale.points).toFixed(1)} ${scale.name} a hand against ${say(judged.pick)}.`;
  const about = judged.estimate ? 'about ' : '';
  if (judged.marks <= 0) return `${open} gives away ${about}${pointsWords(judged.points)}.`;
  // A hand's marks go to one side: a turned result moves them from one side to the other.
  return `${open} turns the hand: its marks go to the other side.`;
}

/** A move's key in the learner's words, by the lesson's coach. */
export function sayKey(s: FamilyTutorialState): (key: MoveKey) => string {
  return (key) => s.coach.words?.(key, s.game) ?? key;
}

/** How a move at the current step comes out when the lesson is played on from it as written. */
interface PlayedOn {
  /** The judge's worth of the position the move leaves; null where it cannot tell. */
  readonly worth: Worth | null;
  /** Every later step could be met as written, its quizzes' answers held, and the lesson passed. */
  readonly complete: boolean;
}

/** How a move is judged: its worth, and whether the step's replies come first (a bid's). */
interface Judge {
  readonly worth: (game: unknown) => Worth | null;
  readonly afterReplies: boolean;
}

function playOn(s: FamilyTutorialState, move: SeatMove, judge: Judge): PlayedOn {
  const none: PlayedOn = { worth: null, complete: false };
  const steps = s.lesson.steps;
  let t = tryApply(s, move);
  if (!t) return none;
  // Judged where the search can tell at once: a play as it lands, a bid once the bidding is over.
  let worth = judge.afterReplies ? null : judge.worth(t.game);
  if (!judge.afterReplies && !worth) return none;
  for (let i = s.step; ; i++) {
    for (const reply of replies(s, steps[i] as FamilyStep)) {
      const next = tryApply(t, reply);
      if (!next) return { worth, complete: false };
      t = next;
    }
    worth ??= judge.worth(t.game);
    if (!worth) return none;
    const step = steps[i + 1];
    if (!step) break;
    const at: FamilyTutorialState = { ...t, step: i + 1 };
    if (step.kind === 'quiz') {
      if (s.coach.ask(at.game, step.ask) !== step.answer) return { worth, complete: false };
      t = at;
      continue;
    }
    const pick = learnerMoves(at).find((m) => acceptsKey(at, step, moveKey(at, m)));
    const next = pick ? tryApply(at, pick) : null;
    if (!next) return { worth, complete: false };
    t = next;
  }
  return { worth, complete: s.lesson.success(t.game) };
}

/**
 * The judge of a move: a domino, or a move the coach's `weighs` calls a play (Mexican Train's
 * end of a first turn), by the coach's `worth` as it lands; a move its `bidWorth` weighs, where
 * every move the step names is of the same kind, by `bidWorth`: a bid once the bidding is over,
 * a contract as named; null otherwise.
 */
function judgeFor(s: FamilyTutorialState, step: FamilyStep, move: SeatMove): Judge | null {
  const coach = s.coach;
  const kind = (m: SeatMove): 'play' | 'bid' | 'contract' | null => coach.weighs?.(m) ?? null;
  const mine = kind(move);
  if (tileOf(s, move) !== null || mine === 'play')
    return coach.worth
      ? { worth: (game) => coach.worth?.(game, FAMILY_LEARNER) ?? null, afterReplies: false }
      : null;
  const picks = learnerMoves(s).filter((m) => acceptsKey(s, step, moveKey(s, m)));
  if (!coach.bidWorth || mine === null || !picks.every((m) => kind(m) === mine)) return null;
  const worth = (game: unknown): Worth | null => coach.bidWorth?.(game, FAMILY_LEARNER) ?? null;
  return { worth, afterReplies: mine === 'bid' };
}

const compare = (a: Worth, b: Worth): number => a.marks - b.marks || a.points - b.points;

/** A figure rounded to a tenth (sums of sampled figures stay readable). */
const tenth = (n: number): number => Math.round(n * 10) / 10;

/** A legal move the step does not name, judged by the family's search against those it does. */
export type Judged =
  | {
      readonly kind: 'worse';
      readonly marks: number;
      readonly points: number;
      /** What it costs against the par, in points (marks at the worth's `markPoints` each). */
      readonly charge: number;
      readonly goesOn: boolean;
      readonly basis: string;
      /** The step's own move it is weighed against: the least of them. */
      readonly pick: MoveKey;
      readonly scale?: Worth['scale'];
      readonly estimate?: boolean;
    }
  | {
      readonly kind: 'as-good';
      /** The step's own move it matches: the best it reaches. */
      readonly pick: MoveKey;
      readonly better: boolean;
      readonly goesOn: boolean;
      readonly basis: string;
      /** The step's best move, which the lesson goes on from when it cannot from this one. */
      readonly own: MoveKey;
    };

/**
 * `move` (legal, not one the step names) against the step's own moves, by the family's search
 * (`judgeFor`); null when it has none for such a move (a pass, a special bid, a contract) or
 * cannot tell: those steps keep their own words. Worse only when it comes to less than every
 * move the step accepts (each of those is free), and charged against the least of them.
 * `goesOn`: the lesson, played on from `move` as written, meets every later step and passes.
 */
export function judgeOther(
  s: FamilyTutorialState,
  step: FamilyStep,
  move: SeatMove,
): Judged | null {
  const judge = step.kind === 'move' ? judgeFor(s, step, move) : null;
  if (!judge) return null;
  const picks: { worth: Worth; key: MoveKey }[] = [];
  for (const m of learnerMoves(s)) {
    const key = moveKey(s, m);
    if (!acceptsKey(s, step, key)) continue;
    const worth = playOn(s, m, judge).worth;
    if (!worth) return null;
    picks.push({ worth, key });
  }
  const mine = playOn(s, move, judge);
  if (picks.length === 0 || !mine.worth) return null;
  picks.sort((a, b) => compare(a.worth, b.worth));
  const worst = picks[0] as (typeof picks)[number];
  const basis = mine.worth.basis ?? 'With every hand open';
  if (compare(mine.worth, worst.worth) < 0) {
    const marks = worst.worth.marks - mine.worth.marks;
    const points = worst.worth.points - mine.worth.points;
    const charge = tenth(marks > 0 ? marks * (mine.worth.markPoints ?? 0) : Math.max(points, 0));
    return {
      kind: 'worse',
      marks,
      points: tenth(points),
      charge,
      goesOn: mine.complete,
      basis,
      pick: worst.key,
      scale: mine.worth.scale,
      estimate: mine.worth.estimate,
    };
  }
  // The best of the step's moves it reaches.
  const matched = picks.filter((p) => compare(mine.worth as Worth, p.worth) >= 0).at(-1) ?? worst;
  const better = compare(mine.worth, matched.worth) > 0 && matched === picks.at(-1);
  const own = (picks.at(-1) ?? worst).key;
  return { kind: 'as-good', pick: matched.key, better, goesOn: mine.complete, basis, own };
}

/**
 * Whether the step offers a choice the search weighs, and `move` (one it accepts) with it: some
 * legal move is one the step does not name, and the search can tell `move`'s worth.
 */
export function judgeable(s: FamilyTutorialState, step: FamilyStep, move: SeatMove): boolean {
  if (step.kind !== 'move') return false;
  const legal = learnerMoves(s);
  if (legal.every((m) => acceptsKey(s, step, moveKey(s, m)))) return false;
  const judge = judgeFor(s, step, move);
  return judge !== null && playOn(s, move, judge).worth !== null;
}
