/**
 * The step machine of the family lessons (Mexican Train, Texas 42), as pure functions over the
 * family contract (src/engine/core/family.ts): a lesson and the learner's actions in, the next
 * state out. The position is the lesson's record, read by the family's codec and played
 * through `startHand` and `apply`; legality is the engine's alone, and the step only narrows
 * which legal moves it accepts and says why, in its own terms, when one is refused. A move the
 * engine refuses is explained by the family's coach (./familyCoach.ts).
 */
import type { Refusal, SeatMove } from '../engine/core/family';
import { formatTile, type Tile } from '../engine/core/tiles';
import { COACHES } from './familyCoach';
import { costWords, judgeable, judgeOther, sayKey } from './familyJudge';
import {
  acceptsKey,
  applyOrThrow,
  currentFamilyStep,
  fail,
  FAMILY_LEARNER,
  learnerOnTurn,
  moveKey,
  readRecord,
  replies,
  tileOf,
  whyFor,
  type FamilyTutorialState,
} from './familyPlay';
import type { FamilyLesson, FamilyStep } from './familyTypes';
import type { Feedback } from './runner';

export {
  acceptsKey,
  currentFamilyStep,
  FAMILY_LEARNER,
  learnerMoves,
  learnerOnTurn,
  moveKey,
  normalKey,
  whyFor,
  type FamilyTutorialState,
  type LessonEvent,
} from './familyPlay';
export { judgeOther, type Judged } from './familyJudge';

export type FamilyTutorialAction =
  /** A move of the family's own shape (what the family table sends for a choice). */
  | { readonly type: 'move'; readonly move: unknown }
  /** A tile in hand tapped that has no legal place now: the lesson says why. */
  | { readonly type: 'tap'; readonly tile: Tile }
  | { readonly type: 'answer'; readonly value: number };

/** The lesson's position before its first step. Throws on a lesson that does not fit the rules. */
export function startFamilyLesson(lesson: FamilyLesson): FamilyTutorialState {
  const { family, settings, hands } = readRecord(lesson);
  const created = family.newGame(settings);
  if (!created.ok) fail(lesson, created.error.message);
  const coach = COACHES[family.id] ?? fail(lesson, 'no coach');
  let s: FamilyTutorialState = {
    lesson,
    family,
    coach,
    settings,
    deal: null,
    game: created.value,
    hand: 0,
    events: [],
    step: 0,
    feedback: null,
    mistakes: 0,
    givenAway: 0,
    judged: 0,
    judgedAt: -1,
    stepCharge: 0,
    done: false,
    passed: false,
  };
  for (const [h, hand] of hands.entries()) {
    const started = family.startHand(s.game, hand.deal);
    if (!started.ok) fail(lesson, `hand ${h}: ${started.error.message}`);
    s = {
      ...s,
      hand: h,
      deal: hand.deal,
      game: started.value,
      events: [...s.events, { hand: h, event: { type: 'deal' } }],
    };
    for (const move of hand.moves) s = applyOrThrow(s, move);
  }
  return s;
}

function refuse(s: FamilyTutorialState, text: string): FamilyTutorialState {
  return { ...s, feedback: { tone: 'wrong', text }, mistakes: s.mistakes + 1 };
}

function advance(s: FamilyTutorialState, feedback: Feedback): FamilyTutorialState {
  const step = s.step + 1;
  if (step < s.lesson.steps.length) return { ...s, step, feedback };
  return { ...s, step, feedback, done: true, passed: s.lesson.success(s.game) };
}

/** An engine refusal explained: the step's words for the tile or the code, else the coach's. */
function explain(
  s: FamilyTutorialState,
  step: FamilyStep,
  refusal: Refusal,
  move: SeatMove | null,
  tile: Tile | null,
): string {
  const why = step.kind === 'move' ? step.why : undefined;
  const own = tile === null ? undefined : why?.[formatTile(tile)];
  return own ?? why?.[refusal.code] ?? s.coach.reword(refusal, s.game, move);
}

/**
 * Why a tile cannot be played now: the engine's refusal of each place it might go, the one
 * that states a rule first. Null when one of them is legal after all.
 */
export function tileRefusal(
  s: FamilyTutorialState,
  tile: Tile,
): { readonly refusal: Refusal; readonly move: SeatMove } | null {
  const tried = s.coach.tries(s.game, FAMILY_LEARNER, tile).map((move: SeatMove) => {
    const r = s.family.apply(s.game, move);
    return { move, refusal: r.ok ? null : r.error };
  });
  if (tried.some((t) => t.refusal === null)) return null;
  const found = tried.find((t) => t.refusal && s.coach.rules.has(t.refusal.code)) ?? tried[0];
  return found?.refusal ? { refusal: found.refusal, move: found.move } : null;
}

function onMove(s: FamilyTutorialState, step: FamilyStep, raw: unknown): FamilyTutorialState {
  const move = s.family.readMove(raw);
  if (!move || move.seat !== FAMILY_LEARNER) return s;
  const tried = s.family.apply(s.game, move);
  const tile = tileOf(s, move);
  if (!tried.ok) return refuse(s, explain(s, step, tried.error, move, tile));
  const key = moveKey(s, move);
  if (acceptsKey(s, step, key))
    return andThen(met(s, move, s.judgedAt === s.step || judgeable(s, step, move)), s, step, '');
  const why =
    whyFor(s, step, key) ??
    (step.kind === 'move' ? step.otherwise : undefined) ??
    `${key} is allowed, but this step asks for something else: ${step.text}`;
  const judged = judgeOther(s, step, move);
  if (judged?.kind === 'worse') {
    // Not a broken rule: what it gives away counts against the par, not as a refusal (once a
    // step: a second try of a worse move adds only what it gives away beyond the first); the
    // lesson goes on from it where it can, and the step's words say what was better.
    const again = s.judgedAt === s.step;
    const add = again ? Math.max(0, judged.charge - s.stepCharge) : judged.charge;
    const charged: FamilyTutorialState = {
      ...s,
      givenAway: Math.round((s.givenAway + add) * 10) / 10,
      judgedAt: s.step,
      stepCharge: again ? Math.max(s.stepCharge, judged.charge) : judged.charge,
    };
    const cost = costWords(key, judged, sayKey(s));
    const played = `${cost} The lesson's advice: ${why}`;
    if (judged.goesOn) return andThen(met(charged, move, true), s, step, played, 'wrong');
    return { ...charged, feedback: { tone: 'wrong', text: `${why} ${cost}` } };
  }
  // Not a move the search weighs (a pass, a special bid or contract, nello's play): the step's
  // words stand, and the learner is told why it costs a star.
  if (!judged)
    return refuse(s, `${why} (The search does not weigh this move: it counts as a refusal.)`);
  // As good by the search: no star lost. The lesson goes on from it where its script can.
  const say = sayKey(s);
  const as = `${judged.basis}, ${say(key)} does ${judged.better ? 'better than' : 'as well as'} ${say(judged.pick)} here`;
  if (judged.goesOn) return andThen(met(s, move, true), s, step, `${as}.`);
  const text = `${why} (${as}: no star lost. The lesson goes on from ${say(judged.own)}.)`;
  return { ...s, feedback: { tone: 'info', text } };
}

/** The step met by `move`: applied, and counted as a judged choice when `judged`. */
function met(s: FamilyTutorialState, move: SeatMove, judged: boolean): FamilyTutorialState {
  const next = applyOrThrow(s, move);
  return judged ? { ...next, judged: s.judged + 1 } : next;
}

/** The step met: the other seats' replies are made, and what happened is said. */
function andThen(
  next: FamilyTutorialState,
  before: FamilyTutorialState,
  step: FamilyStep,
  lead: string,
  tone: Feedback['tone'] = 'good',
): FamilyTutorialState {
  let after = next;
  for (const reply of replies(before, step)) after = applyOrThrow(after, reply);
  // Not what the next step asks: a quiz's number stays back until it is answered.
  const reveal = before.lesson.steps[before.step + 1]?.kind !== 'quiz';
  const said = after.events
    .slice(before.events.length)
    .map((e) => after.coach.describe(e.event, after.game, reveal));
  return advance(after, { tone, text: [lead, ...said].filter(Boolean).join(' ') });
}

/** A move tried while a quiz waits: a word, not a refusal (nothing was tried against a rule). */
function ask(s: FamilyTutorialState): FamilyTutorialState {
  const text = 'First answer the question: choose one of the answers.';
  return s.feedback?.text === text ? s : { ...s, feedback: { tone: 'info', text } };
}

/** The next state after the learner's action (unchanged but for feedback when refused). */
export function familyAct(
  s: FamilyTutorialState,
  action: FamilyTutorialAction,
): FamilyTutorialState {
  const step = currentFamilyStep(s);
  if (!step) return s;
  switch (action.type) {
    case 'answer': {
      if (step.kind !== 'quiz') return s;
      const label = (v: number): string => step.labels?.[step.choices.indexOf(v)] ?? String(v);
      if (action.value !== step.answer)
        return refuse(s, `Not ${label(action.value)}. ${step.explain}`);
      return andThen(s, s, step, `Yes: ${label(step.answer)}. ${step.explain}`);
    }
    case 'move':
      if (step.kind !== 'move') return ask(s);
      return learnerOnTurn(s) ? onMove(s, step, action.move) : s;
    case 'tap': {
      if (step.kind !== 'move') return ask(s);
      if (!learnerOnTurn(s) || !s.coach.hand(s.game, FAMILY_LEARNER).includes(action.tile))
        return s;
      const found = tileRefusal(s, action.tile);
      if (!found) return s;
      return refuse(s, explain(s, step, found.refusal, found.move, action.tile));
    }
  }
}

/** The number the current quiz asks for, worked out by the engine; null outside a quiz. */
export function familyQuizValue(s: FamilyTutorialState): number | null {
  const step = currentFamilyStep(s);
  return step?.kind === 'quiz' ? s.coach.ask(s.game, step.ask) : null;
}
