/**
 * The family lessons' position and moves, shared by the step machine (./familyRunner.ts) and
 * the search's judge (./familyJudge.ts): the lesson's state, its record read by the family's
 * codec, a move's record key and whether a step accepts it, the learner's legal moves. Pure.
 */
import type { AnyFamily, SeatMove } from '../engine/core/family';
import { familyOf } from '../engine/families';
import { formatTile, parseTile, type Tile } from '../engine/core/tiles';
import type { AnyCoach } from './familyCoach';
import type { FamilyLesson, FamilyStep, MoveKey } from './familyTypes';
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
  /** The most a worse move was charged at `judgedAt` (a step is charged once, its worst). */
  readonly stepCharge: number;
  readonly done: boolean;
  /** The lesson's success test held at the end. */
  readonly passed: boolean;
}

export function fail(lesson: FamilyLesson, message: string): never {
  throw new Error(`lesson ${lesson.id}: ${message}`);
}

export interface Read {
  readonly family: AnyFamily;
  readonly settings: FamilyTutorialState['settings'];
  readonly hands: readonly { readonly deal: unknown; readonly moves: readonly SeatMove[] }[];
}

/** The lesson's record read by its family's codec (throws on a lesson that is not a record). */
export function readRecord(lesson: FamilyLesson, last?: readonly object[]): Read {
  const family = familyOf(lesson.record.preset) ?? fail(lesson, 'no family plays it');
  const hands = lesson.record.hands.slice();
  // Other moves in the lesson hand's place: read with the same codec (a step's replies).
  if (last) hands[hands.length - 1] = { ...hands[hands.length - 1], moves: last };
  const read = family.record.read({ ...lesson.record, hands });
  if (!read.ok) fail(lesson, read.error.message);
  return { family, settings: read.value.settings, hands: read.value.hands };
}

/** A step's replies (the other seats' record moves) as the family's moves. */
export function replies(s: FamilyTutorialState, step: FamilyStep): readonly SeatMove[] {
  if (!step.then) return [];
  return readRecord(s.lesson, step.then).hands[s.hand]?.moves ?? [];
}

/** The lesson's state after a move; null when the engine refuses it. */
export function tryApply(s: FamilyTutorialState, move: SeatMove): FamilyTutorialState | null {
  const r = s.family.apply(s.game, move);
  if (!r.ok) return null;
  return {
    ...s,
    game: r.value.state,
    events: [...s.events, ...r.value.events.map((event) => ({ hand: s.hand, event }))],
  };
}

export function applyOrThrow(s: FamilyTutorialState, move: SeatMove): FamilyTutorialState {
  return tryApply(s, move) ?? fail(s.lesson, `step ${s.step}: ${move.seat} cannot move so`);
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
export function keyTile(key: MoveKey, maxPip: number): string | null {
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

/** The tile a move places, if it places one. */
export function tileOf(s: FamilyTutorialState, move: SeatMove): Tile | null {
  const key = moveKey(s, move);
  const text = keyTile(key, s.coach.maxPip(s.game));
  return text === null ? null : parseTile(text, s.coach.maxPip(s.game));
}
