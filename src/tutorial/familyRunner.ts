/**
 * The step machine of the family lessons (Mexican Train, Texas 42), as pure functions over the
 * family contract (src/engine/family.ts): a lesson and the learner's actions in, the next
 * state out. The position is the lesson's record, read by the family's codec and played
 * through `startHand` and `apply`; legality is the engine's alone, and the step only narrows
 * which legal moves it accepts and says why, in its own terms, when one is refused. A move the
 * engine refuses is explained by the family's coach (./familyCoach.ts).
 */
import type { AnyFamily, Refusal, SeatMove } from '../engine/family';
import { familyOf } from '../engine/families';
import { formatTile, parseTile, type Tile } from '../engine/tiles';
import { COACHES, type AnyCoach } from './familyCoach';
import type { FamilyLesson, FamilyStep, MoveKey, Worth } from './familyTypes';
import type { Feedback } from './runner';

/** The learner sits in seat 0, as in the line lessons. */
export const FAMILY_LEARNER = 0;

/** One step of the game for the table: a hand's deal (`{ type: 'deal' }`) or a family event. */
export interface LessonEvent {
  readonly hand: number;
  readonly event: unknown;
}

export interface FamilyTutorialState {
  readonly lesson: FamilyLesson;
  readonly family: AnyFamily;
  readonly coach: AnyCoach;
  /** The game's settings as the record gives them (RECORD.md's terms). */
  readonly settings: { readonly preset: string; readonly players: number } & object;
  /** How the lesson's hand was dealt (moves are written against it). */
  readonly deal: unknown;
  /** The family's state now. */
  readonly game: unknown;
  /** The lesson's hand (the record's last), from 0. */
  readonly hand: number;
  /** Every step of the game so far, oldest first: each hand's deal, then its events. */
  readonly events: readonly LessonEvent[];
  /** Index of the current step; steps.length once the lesson is over. */
  readonly step: number;
  readonly feedback: Feedback | null;
  /** How many refusals (a wrong move or answer each). */
  readonly mistakes: number;
  /** Points the search found given away by the moves it judged worse (not counted in `mistakes`). */
  readonly givenAway: number;
  /** Steps met whose move the search judged (./familyEnd.ts's par is a close call on each). */
  readonly judged: number;
  /** The step a move was last judged worse at (-1: none), so that meeting it counts it judged. */
  readonly judgedAt: number;
  readonly done: boolean;
  /** The lesson's success test held at the end. */
  readonly passed: boolean;
}

export type FamilyTutorialAction =
  /** A move of the family's own shape (what the family table sends for a choice). */
  | { readonly type: 'move'; readonly move: unknown }
  /** A tile in hand tapped that has no legal place now: the lesson says why. */
  | { readonly type: 'tap'; readonly tile: Tile }
  | { readonly type: 'answer'; readonly value: number };

function fail(lesson: FamilyLesson, message: string): never {
  throw new Error(`lesson ${lesson.id}: ${message}`);
}

interface Read {
  readonly family: AnyFamily;
  readonly settings: FamilyTutorialState['settings'];
  readonly hands: readonly { readonly deal: unknown; readonly moves: readonly SeatMove[] }[];
}

/** The lesson's record read by its family's codec (throws on a lesson that is not a record). */
function readRecord(lesson: FamilyLesson, last?: readonly object[]): Read {
  const family = familyOf(lesson.record.preset) ?? fail(lesson, 'no family plays it');
  const hands = lesson.record.hands.slice();
  // Other moves in the lesson hand's place: read with the same codec (a step's replies).
  if (last) hands[hands.length - 1] = { ...hands[hands.length - 1], moves: last };
  const read = family.record.read({ ...lesson.record, hands });
  if (!read.ok) fail(lesson, read.error.message);
  return { family, settings: read.value.settings, hands: read.value.hands };
}

/** A step's replies (the other seats' record moves) as the family's moves. */
function replies(s: FamilyTutorialState, step: FamilyStep): readonly SeatMove[] {
  if (!step.then) return [];
  return readRecord(s.lesson, step.then).hands[s.hand]?.moves ?? [];
}

/** The lesson's state after a move; null when the engine refuses it. */
function tryApply(s: FamilyTutorialState, move: SeatMove): FamilyTutorialState | null {
  const r = s.family.apply(s.game, move);
  if (!r.ok) return null;
  return {
    ...s,
    game: r.value.state,
    events: [...s.events, ...r.value.events.map((event) => ({ hand: s.hand, event }))],
  };
}

function applyOrThrow(s: FamilyTutorialState, move: SeatMove): FamilyTutorialState {
  return tryApply(s, move) ?? fail(s.lesson, `step ${s.step}: ${move.seat} cannot move so`);
}

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

export function currentFamilyStep(s: FamilyTutorialState): FamilyStep | null {
  return s.done ? null : (s.lesson.steps[s.step] ?? null);
}

/** A key with its tile written as the record writes it ("4-9 on 0" → "9-4 on 0"). */
export function normalKey(key: MoveKey, maxPip: number): MoveKey {
  const [first = '', ...rest] = key.split(' ');
  const tile = parseTile(first, maxPip);
  return tile === null ? key : [formatTile(tile), ...rest].join(' ');
}

/** A move's key: its record form (RECORD.md), as the family's codec writes it. */
export function moveKey(s: FamilyTutorialState, move: SeatMove): MoveKey {
  const written = s.family.record.write({
    settings: s.settings,
    hands: [{ deal: s.deal, moves: [move] }],
  });
  const hand = written.hands[0] as { moves: Record<string, unknown>[] } | undefined;
  const m = hand?.moves[0] ?? {};
  const field = (name: string): string => JSON.stringify(m[name]).replace(/"/g, '');
  if ('play' in m)
    return m.train === undefined ? field('play') : `${field('play')} on ${field('train')}`;
  if ('bid' in m) {
    const special = ['plunge', 'splash'].find((k) => m[k] === true);
    return `bid ${field('bid')}${special ? ` ${special}` : ''}`;
  }
  if ('trump' in m) return `trump ${field('trump')}`;
  return ['draw', 'pass', 'stop'].find((k) => k in m) ?? JSON.stringify(m);
}

/** The tile a key names first, when it names one ("9-4" of "9-4 on 0"). */
function keyTile(key: MoveKey, maxPip: number): string | null {
  const first = key.split(' ')[0] ?? '';
  return parseTile(first, maxPip) === null ? null : first;
}

/** Whether a move step accepts the move with this key. */
export function acceptsKey(s: FamilyTutorialState, step: FamilyStep, key: MoveKey): boolean {
  if (step.kind !== 'move') return false;
  const max = s.coach.maxPip(s.game);
  const tile = keyTile(key, max);
  return step.expect.some((k) => {
    const want = normalKey(k, max);
    return want === key || (tile !== null && want === tile);
  });
}

/** The step's own words for a key (the move's, then its tile's), if it has any. */
export function whyFor(s: FamilyTutorialState, step: FamilyStep, key: MoveKey): string | undefined {
  if (step.kind !== 'move' || !step.why) return undefined;
  const max = s.coach.maxPip(s.game);
  const tile = keyTile(key, max);
  const own = Object.entries(step.why).find(([k]) => normalKey(k, max) === key)?.[1];
  const forTile = Object.entries(step.why).find(([k]) => tile !== null && k === tile)?.[1];
  return own ?? forTile;
}

/** Whether it is the learner's turn to make a move the step asks for. */
export function learnerOnTurn(s: FamilyTutorialState): boolean {
  const phase = s.family.phase(s.game);
  return (
    currentFamilyStep(s)?.kind === 'move' && phase.kind === 'turn' && phase.seat === FAMILY_LEARNER
  );
}

/** The learner's legal moves now, when a step asks for a move; else []. */
export function learnerMoves(s: FamilyTutorialState): readonly SeatMove[] {
  return learnerOnTurn(s) ? s.family.legalMoves(s.game) : [];
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
  if (acceptsKey(s, step, key)) return andThen(met(s, move), s, step, '');
  const why =
    whyFor(s, step, key) ??
    (step.kind === 'move' ? step.otherwise : undefined) ??
    `${key} is allowed, but this step asks for something else: ${step.text}`;
  const judged = judgeOther(s, step, move);
  if (judged?.kind === 'worse') {
    // Not a broken rule: the points it gives away count against the par, not as a refusal.
    const text = `${why} ${costWords(key, judged)}`;
    const given = s.givenAway + Math.max(judged.points, 0);
    return { ...s, feedback: { tone: 'wrong', text }, givenAway: given, judgedAt: s.step };
  }
  if (!judged) return refuse(s, why);
  // As good by the search: no star lost. The lesson goes on from it where its script can.
  const as = `With every hand open, ${key} does ${judged.better ? 'better than' : 'as well as'} ${judged.pick} here`;
  if (judged.goesOn) return andThen(met(s, move), s, step, `${as}.`);
  return { ...s, feedback: { tone: 'info', text: `${why} (${as}: no star lost.)` } };
}

/**
 * The step met by `move`: applied, and counted as judged when the search judged a move at it
 * (this one, a domino it can tell the worth of, or an earlier one it found worse).
 */
function met(s: FamilyTutorialState, move: SeatMove): FamilyTutorialState {
  const next = applyOrThrow(s, move);
  const judgeable =
    s.judgedAt === s.step ||
    (tileOf(s, move) !== null && (s.coach.worth?.(next.game, FAMILY_LEARNER) ?? null) !== null);
  return judgeable ? { ...next, judged: s.judged + 1 } : next;
}

/** The search's figure for a move that comes to less than the step's own. */
function costWords(key: MoveKey, judged: { marks: number; points: number }): string {
  const open = `With every hand open, ${key}`;
  if (judged.marks <= 0)
    return `${open} gives away ${judged.points} point${judged.points === 1 ? '' : 's'}.`;
  // A hand's marks go to one side: a turned result moves them from one side to the other.
  return `${open} turns the hand: its marks go to the other side.`;
}

/** How a move at the current step comes out when the lesson is played on from it as written. */
interface PlayedOn {
  /** The judge's worth of the position the move leaves; null where it cannot tell. */
  readonly worth: Worth | null;
  /** Every later step could be met as written, its quizzes' answers held, and the lesson passed. */
  readonly complete: boolean;
}

function playOn(s: FamilyTutorialState, move: SeatMove): PlayedOn {
  const judge = (g: unknown): Worth | null => s.coach.worth?.(g, FAMILY_LEARNER) ?? null;
  const steps = s.lesson.steps;
  let t = tryApply(s, move);
  if (!t) return { worth: null, complete: false };
  // Only a move the search can judge at once is judged (a play, not a bid before trumps).
  const worth = judge(t.game);
  if (!worth) return { worth, complete: false };
  for (let i = s.step; ; i++) {
    for (const reply of replies(s, steps[i] as FamilyStep)) {
      const next = tryApply(t, reply);
      if (!next) return { worth, complete: false };
      t = next;
    }
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

const compare = (a: Worth, b: Worth): number => a.marks - b.marks || a.points - b.points;

/** A legal move the step does not name, judged by the family's search against those it does. */
export type Judged =
  | { readonly kind: 'worse'; readonly marks: number; readonly points: number }
  | {
      readonly kind: 'as-good';
      readonly pick: MoveKey;
      readonly better: boolean;
      readonly goesOn: boolean;
    };

/**
 * `move` (legal, not one the step names) against the step's own moves, by the search on the
 * position each leaves; null when the family has no search, for a move that places no tile (a
 * bid or a contract, which the open hands would judge on what the learner cannot see), or
 * where the search cannot tell: those steps keep their own words. `goesOn`: the lesson, played on from
 * `move` as written, meets every later step and passes.
 */
export function judgeOther(
  s: FamilyTutorialState,
  step: FamilyStep,
  move: SeatMove,
): Judged | null {
  // A domino played, not a bid or a contract: those are judged on hands the learner cannot see.
  if (!s.coach.worth || step.kind !== 'move' || tileOf(s, move) === null) return null;
  let best: { worth: Worth; key: MoveKey } | null = null;
  for (const m of learnerMoves(s)) {
    const key = moveKey(s, m);
    if (!acceptsKey(s, step, key)) continue;
    const worth = playOn(s, m).worth;
    if (!worth) return null;
    if (!best || compare(worth, best.worth) > 0) best = { worth, key };
  }
  const mine = playOn(s, move);
  if (!best || !mine.worth) return null;
  const d = compare(mine.worth, best.worth);
  if (d < 0)
    return {
      kind: 'worse',
      marks: best.worth.marks - mine.worth.marks,
      points: best.worth.points - mine.worth.points,
    };
  return { kind: 'as-good', pick: best.key, better: d > 0, goesOn: mine.complete };
}

/** The step met: the other seats' replies are made, and what happened is said. */
function andThen(
  next: FamilyTutorialState,
  before: FamilyTutorialState,
  step: FamilyStep,
  lead: string,
): FamilyTutorialState {
  let after = next;
  for (const reply of replies(before, step)) after = applyOrThrow(after, reply);
  // Not what the next step asks: a quiz's number stays back until it is answered.
  const reveal = before.lesson.steps[before.step + 1]?.kind !== 'quiz';
  const said = after.events
    .slice(before.events.length)
    .map((e) => after.coach.describe(e.event, after.game, reveal));
  return advance(after, { tone: 'good', text: [lead, ...said].filter(Boolean).join(' ') });
}

/** The tile a move places, if it places one. */
function tileOf(s: FamilyTutorialState, move: SeatMove): Tile | null {
  const key = moveKey(s, move);
  const text = keyTile(key, s.coach.maxPip(s.game));
  return text === null ? null : parseTile(text, s.coach.maxPip(s.game));
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
