/**
 * The tutorial's step machine, as pure functions: a lesson and the learner's
 * actions in, the next tutorial state out. Legality, counts and points come
 * from the engine alone; the lesson only narrows which legal moves a step
 * accepts and says why, in its own terms, when a move is refused.
 */
import { easyPlayer, informationSet, publicEvent } from '../ai/index';
import {
  applyMove,
  formatTile,
  leaderByRule,
  legalMoves,
  newGame,
  parseTile,
  PRESET_OPTIONS,
  seedRng,
  startHand,
  type Deal,
  type GameState,
  type Move,
  type MoveEvent,
  type RecordMove,
  type Slot,
  type Tile,
} from '../engine/index';
import { legalView, type LegalView } from '../machine/legalView';
import type { BestMove } from '../practice/best';
import { judgeMove } from '../practice/judge';
import { askValue } from './ask';
import { coachAfter, describeEvent, reword } from './coach';
import { LEARNER, type Feedback, type TutorialAction, type TutorialState } from './runnerTypes';
import { triedWords, withTried, type Trial } from './trials';
import type { DealText, Lesson, MoveSpec, Step } from './types';
import { coachOnMove } from './verdict';

export {
  LEARNER,
  type Decision,
  type Feedback,
  type TutorialAction,
  type TutorialState,
} from './runnerTypes';

function tileOrThrow(text: string, lesson: Lesson): Tile {
  const t = parseTile(text, lesson.maxPip ?? 6);
  if (t === null) throw new Error(`lesson ${lesson.id}: "${text}" is not a tile`);
  return t;
}

/** A record move as an engine move. */
export function fromRecord(m: RecordMove, lesson: Lesson): Move {
  if (m.draw) return { type: 'draw', seat: m.seat };
  if (m.pass) return { type: 'pass', seat: m.seat };
  return {
    type: 'play',
    seat: m.seat,
    tile: tileOrThrow(m.play ?? '', lesson),
    on: m.on === undefined ? null : tileOrThrow(m.on, lesson),
    ...(m.slot ? { slot: m.slot } : {}),
  };
}

function apply(s: TutorialState, move: Move): TutorialState {
  const r = applyMove(s.game, move);
  if (!r.ok) throw new Error(`lesson ${s.lesson.id}: ${r.error.message}`);
  return {
    ...s,
    game: r.value.state,
    scoresBefore: s.game.scores,
    events: [...s.events, r.value.event],
    history: [...s.history, publicEvent(r.value.event)],
  };
}

function dealOf(deal: DealText, lesson: Lesson): Deal {
  return {
    hands: deal.hands.map((h) => h.map((t) => tileOrThrow(t, lesson))),
    boneyard: deal.boneyard.map((t) => tileOrThrow(t, lesson)),
  };
}

/**
 * Deals the next hand, led by the seat the engine names: the last hand's choice, else the
 * deal's (a parlour game's highest double, §15.3). Throws where the rules refuse it.
 */
function nextHand(s: TutorialState, deal: DealText): TutorialState {
  const dealt = dealOf(deal, s.lesson);
  const leader = leaderByRule(s.game, dealt);
  if (leader === null) throw new Error(`lesson ${s.lesson.id}: the next lead goes by lot`);
  const started = startHand(s.game, dealt, leader);
  if (!started.ok) throw new Error(`lesson ${s.lesson.id}: ${started.error.message}`);
  return { ...s, game: started.value, history: [] };
}

/** The lesson's position before its first step. Throws on a lesson that does not fit the rules. */
export function startLesson(lesson: Lesson): TutorialState {
  const g = newGame({
    preset: lesson.preset,
    players: lesson.players,
    ...(lesson.partners ? { partners: true } : {}),
    ...(lesson.scores ? { scores: lesson.scores } : {}),
    ...(lesson.maxPip || lesson.target
      ? {
          options: {
            ...PRESET_OPTIONS[lesson.preset],
            ...(lesson.maxPip ? { maxPip: lesson.maxPip } : {}),
            ...(lesson.target ? { target: lesson.target } : {}),
          },
        }
      : {}),
  });
  if (!g.ok) throw new Error(`lesson ${lesson.id}: ${g.error.message}`);
  const started = startHand(g.value, dealOf(lesson.deal, lesson), lesson.leader);
  if (!started.ok) throw new Error(`lesson ${lesson.id}: ${started.error.message}`);
  let s: TutorialState = {
    lesson,
    game: started.value,
    step: 0,
    feedback: null,
    events: [],
    scoresBefore: started.value.scores,
    history: [],
    rng: seedRng(`tutorial/${lesson.id}`),
    mistakes: 0,
    decisions: [],
    answers: [],
    feedbackDecision: null,
    trials: [],
    trialAnswers: [],
    feedbackTrial: null,
    choiceSteps: 0,
    done: false,
    passed: false,
  };
  for (const m of lesson.setup ?? []) s = apply(s, fromRecord(m, lesson));
  return enter(s, 0);
}

export function currentStep(s: TutorialState): Step | null {
  return s.lesson.steps[s.step] ?? null;
}

/** Arrives at step `i`: scripted moves are made, a game lets the opponent move first. */
function enter(s: TutorialState, i: number): TutorialState {
  const step = s.lesson.steps[i];
  let next: TutorialState = { ...s, step: i };
  if (!step) {
    return { ...next, done: true, passed: s.lesson.success(s.game) };
  }
  if (step.kind === 'auto') {
    if (step.nextHand) next = nextHand(next, step.nextHand);
    for (const m of step.moves) next = apply(next, fromRecord(m, s.lesson));
  }
  if (step.kind === 'game') {
    next = { ...next, rng: seedRng(step.seed) };
    next = opponents(next, []);
    if (next.game.hand?.result) return enter(next, i + 1);
  }
  return next;
}

function advance(s: TutorialState, feedback: Feedback | null): TutorialState {
  return enter({ ...s, feedback }, s.step + 1);
}

/** Whether feedback may show the count: not when the next step asks for it. */
function revealsNext(s: TutorialState): boolean {
  return s.lesson.steps[s.step + 1]?.kind !== 'quiz';
}

function refuse(s: TutorialState, text: string): TutorialState {
  return { ...s, feedback: { tone: 'wrong', text }, mistakes: s.mistakes + 1 };
}

function matches(spec: MoveSpec, tile: Tile, on: Tile | null): boolean {
  if (!sameTile(spec.tile, tile)) return false;
  if (spec.on === undefined) return true;
  return on !== null && sameTile(spec.on, on);
}

/** The largest set a lesson uses; tile ids are the same in every set, so parsing against it is safe. */
const MAX_SET = 12;

function sameTile(text: string, tile: Tile): boolean {
  return parseTile(text, MAX_SET) === tile;
}

/** Whether a play step accepts this placement. */
export function accepts(step: Step, tile: Tile, on: Tile | null): boolean {
  if (step.kind === 'game') return true;
  if (step.kind !== 'play') return false;
  const e = step.expect;
  if ('any' in e) return true;
  if ('anyOf' in e) return e.anyOf.some((spec) => matches(spec, tile, on));
  return matches(e, tile, on);
}

/** The engine move for "this tile there" (or, with `on` undefined, wherever the engine allows it first). */
function placement(s: TutorialState, tile: Tile, on: Tile | null | undefined, slot?: Slot): Move {
  const hand = s.game.hand;
  if (on === undefined) {
    const legal = legalMoves(s.game).find((m) => m.type === 'play' && m.tile === tile);
    // A tile that fits nowhere is tried on an open end, so the refusal is about the tile.
    const layout = hand?.layout;
    const end = layout?.nodes[layout.open[0]?.node ?? 0]?.tile ?? null;
    const target = legal?.type === 'play' ? legal.on : end;
    return { type: 'play', seat: LEARNER, tile, on: target };
  }
  return { type: 'play', seat: LEARNER, tile, on, ...(slot ? { slot } : {}) };
}

/** Keeps a learner's move in a game step for the debrief, when it was a choice. */
function withDecision(s: TutorialState, move: Move): TutorialState {
  const view = informationSet(s.game, LEARNER, s.history);
  if (!view || view.legal.length < 2) return s;
  return { ...s, decisions: [...s.decisions, { view, move }] };
}

/** Lets the computer seats move until the learner is on turn or the hand is over. */
function opponents(s: TutorialState, notes: string[]): TutorialState {
  let next = s;
  for (let guard = 0; guard < 200; guard++) {
    const hand = next.game.hand;
    if (!hand || hand.result || next.game.over || hand.turn === LEARNER) break;
    const view = informationSet(next.game, hand.turn, next.history);
    if (!view) break;
    const choice = easyPlayer.choose(view, next.rng);
    next = apply({ ...next, rng: choice.rng }, choice.move);
    const event = next.events[next.events.length - 1];
    if (event) notes.push(describeEvent(event, next.game, true));
  }
  return next;
}

function onPlay(
  s: TutorialState,
  step: Step,
  action: Extract<TutorialAction, { type: 'play' }>,
): TutorialState {
  const move = placement(s, action.tile, action.on, action.slot);
  const tried = applyMove(s.game, move);
  const why = step.kind === 'play' ? step.why : undefined;
  if (!tried.ok) {
    const own = why?.[formatTile(action.tile)] ?? why?.[tried.error.code];
    return refuse(s, own ?? reword(tried.error, s.game, action.tile));
  }
  const on = move.type === 'play' ? move.on : null;
  if (!accepts(step, action.tile, on)) {
    const tile = formatTile(action.tile);
    const text =
      (on !== null ? why?.[`${tile} on ${formatTile(on)}`] : undefined) ??
      why?.[tile] ??
      (step.kind === 'play' ? step.otherwise : undefined) ??
      `${tile} may go there, but this step asks for something else: ${step.text}`;
    return judgesChoices(s, step) ? refusedTry(s, step, move, text) : refuse(s, text);
  }
  if (step.kind === 'game') {
    let next = apply(withDecision(s, move), move);
    const event = next.events[next.events.length - 1] as MoveEvent;
    const notes = [coachAfter(event, next.game)];
    next = opponents(next, notes);
    const feedback: Feedback = { tone: 'info', text: notes.join(' ') };
    return next.game.hand?.result ? advance(next, feedback) : { ...next, feedback };
  }
  const whole = step.kind === 'play' && step.wholeTurn === true;
  const choice = judgesChoices(s, step) && offersOthers(s, step);
  const met = choice ? { ...s, choiceSteps: s.choiceSteps + 1 } : s;
  const next = apply(whole ? withDecision(s, move) : met, move);
  const event = next.events[next.events.length - 1] as MoveEvent;
  const text = describeEvent(event, next.game, revealsNext(s));
  if (whole && turnGoesOn(next.game)) return { ...next, feedback: { tone: 'info', text } };
  return advance(next, { tone: 'good', text });
}

/**
 * Whether a step's choices are judged by the search: a scripted placement, outside a drill (a
 * drill asks the count as a move: one right answer, refusals counted as a quiz's are).
 */
function judgesChoices(s: TutorialState, step: Step): boolean {
  return step.kind === 'play' && step.wholeTurn !== true && s.lesson.group !== 'drill';
}

/** Whether the rules allow a placement the step does not name. */
function offersOthers(s: TutorialState, step: Step): boolean {
  return legalMoves(s.game).some((m) => m.type === 'play' && !accepts(step, m.tile, m.on));
}

/**
 * A legal move the step does not name: refused in the step's words, but no refusal counted;
 * kept with the step's trial for the search to judge (./trials.ts), whose word follows once
 * its answer is in.
 */
function refusedTry(s: TutorialState, step: Step, move: Move, text: string): TutorialState {
  const view = informationSet(s.game, LEARNER, s.history);
  if (!view) return refuse(s, text);
  const own = view.legal.filter((m) => m.type === 'play' && accepts(step, m.tile, m.on));
  const trials = withTried(s.trials, { step: s.step, view, own }, move);
  const trial = trials.length - 1;
  const answer = s.trialAnswers[trial];
  const word = answer === undefined ? '' : ` ${triedWords(trials[trial] as Trial, answer, move)}`;
  const feedback: Feedback = { tone: 'wrong', text: `${text}${word}` };
  return { ...s, trials, feedback, feedbackTrial: { trial, move } };
}

/** The search's answer for a trial: kept, and its word added while the feedback is about it. */
function onTrialJudged(s: TutorialState, i: number, answer: BestMove | null): TutorialState {
  const trial = s.trials[i];
  if (!trial || s.trialAnswers[i] !== undefined) return s;
  const trialAnswers = [...s.trialAnswers];
  trialAnswers[i] = answer;
  const about = s.feedbackTrial?.trial === i ? s.feedbackTrial : null;
  if (!about || !s.feedback) return { ...s, trialAnswers };
  const text = `${s.feedback.text} ${triedWords(trial, answer, about.move)}`;
  return { ...s, trialAnswers, feedback: { ...s.feedback, text } };
}

/** Whether the learner is still on turn (a turn owed after a double or a score, a drawn tile to place). */
function turnGoesOn(game: GameState): boolean {
  const hand = game.hand;
  return !!hand && !hand.result && !game.over && hand.turn === LEARNER;
}

function onDrawOrPass(s: TutorialState, step: Step, type: 'draw' | 'pass'): TutorialState {
  const move: Move = { type, seat: LEARNER };
  const tried = applyMove(s.game, move);
  if (!tried.ok) {
    const code = tried.error.code;
    const own =
      step.kind === 'play'
        ? step.why?.[code]
        : step.kind === 'draw' || step.kind === 'pass'
          ? step.why
          : undefined;
    return refuse(s, own ?? reword(tried.error, s.game, null));
  }
  const whole = step.kind === 'play' && step.wholeTurn === true;
  if (step.kind !== type && step.kind !== 'game' && !whole) {
    const why = step.kind === 'play' ? step.otherwise : undefined;
    return refuse(s, why ?? `Not now: ${step.text}`);
  }
  let next = apply(step.kind === 'game' || whole ? withDecision(s, move) : s, move);
  const event = next.events[next.events.length - 1] as MoveEvent;
  const text = describeEvent(event, next.game, revealsNext(s));
  if (whole)
    return turnGoesOn(next.game)
      ? { ...next, feedback: { tone: 'info', text } }
      : advance(next, { tone: 'good', text });
  if (step.kind === 'game') {
    const notes = [text];
    next = opponents(next, notes);
    const feedback: Feedback = { tone: 'info', text: notes.join(' ') };
    return next.game.hand?.result ? advance(next, feedback) : { ...next, feedback };
  }
  // A draw step lasts until the drawn tile fits (it must then be played).
  if (type === 'draw' && next.game.hand?.drawn === null)
    return { ...next, feedback: { tone: 'info', text } };
  return advance(next, { tone: 'good', text });
}

/**
 * The search's answer for a decision: kept, and the coach's word on the move (the one judge,
 * src/practice/judge.ts) added to the feedback while that feedback is still about it.
 */
function onJudged(s: TutorialState, decision: number, answer: BestMove | null): TutorialState {
  const d = s.decisions[decision];
  if (!d || s.answers[decision] !== undefined) return s;
  const answers = [...s.answers];
  answers[decision] = answer;
  const word = coachOnMove(d.view, d.move, judgeMove(answer, d.move));
  const shown = s.feedbackDecision === decision ? s.feedback : null;
  if (!word || !shown) return { ...s, answers };
  return { ...s, answers, feedback: { tone: 'info', text: `${shown.text} ${word}` } };
}

/** The next tutorial state after the learner's action (unchanged but for feedback when refused). */
export function act(s: TutorialState, action: TutorialAction): TutorialState {
  if (action.type === 'judged') return onJudged(s, action.decision, action.answer);
  if (action.type === 'judgedTrial') return onTrialJudged(s, action.trial, action.answer);
  const next = actOn(s, action);
  if (next.feedback === s.feedback) return next;
  // New feedback: about the learner's last decision when this action made one (a trial's
  // refusal says which trial it is about itself).
  const made = next.decisions.length > s.decisions.length;
  const feedbackTrial = next.feedbackTrial === s.feedbackTrial ? null : next.feedbackTrial;
  return { ...next, feedbackDecision: made ? next.decisions.length - 1 : null, feedbackTrial };
}

function actOn(
  s: TutorialState,
  action: Exclude<TutorialAction, { type: 'judged' | 'judgedTrial' }>,
): TutorialState {
  const step = currentStep(s);
  if (s.done || !step) return s;
  switch (action.type) {
    case 'next':
      return step.kind === 'say' || step.kind === 'auto' ? advance(s, null) : s;
    case 'answer': {
      if (step.kind !== 'quiz') return s;
      // Worded choices ("You", "North") are never named by the number behind them: the
      // explanation starts with the right one's word.
      const worded = step.labels !== undefined;
      if (action.value !== step.answer)
        return refuse(s, `${worded ? 'No' : `Not ${action.value}`}. ${step.explain}`);
      const yes = worded ? 'Yes' : `Yes, ${step.answer}`;
      return advance(s, { tone: 'good', text: `${yes}. ${step.explain}` });
    }
    case 'play':
      if (step.kind === 'say' || step.kind === 'auto' || step.kind === 'quiz')
        return refuse(s, 'First read the note, then carry on.');
      return onPlay(s, step, action);
    case 'draw':
    case 'pass':
      if (step.kind === 'say' || step.kind === 'auto' || step.kind === 'quiz')
        return refuse(s, 'First read the note, then carry on.');
      return onDrawOrPass(s, step, action.type);
  }
}

/** The number a quiz step asks for, worked out by the engine in this state. */
export function quizValue(s: TutorialState): number | null {
  const step = currentStep(s);
  return step?.kind === 'quiz' ? askValue(s.game, s.events, step.ask) : null;
}

/**
 * What the learner may do now: the machine's legal moves grouped by tile (`legalView`, the
 * game table's own grouping: a double's every open edge, with its slot).
 */
export type LearnerChoices = Omit<LegalView, 'seat'>;

/** What the engine lets the learner do now, when a step asks the learner to move; else null. */
export function learnerChoices(s: TutorialState): LearnerChoices | null {
  const step = currentStep(s);
  const kind = step?.kind;
  if (s.done || (kind !== 'play' && kind !== 'draw' && kind !== 'pass' && kind !== 'game'))
    return null;
  if (s.game.hand?.turn !== LEARNER) return null;
  return legalView(s.game);
}
