/**
 * Mexican Train's lessons (issue 37), as told and as the engine plays them: all but the first
 * play the default options (the engine placed by its holder or drawn for), and say so of any
 * option they change; a deal said to be a real one has §16.2's hand size; what a refused
 * move is said to lead to is what the engine makes of it.
 */
import { describe, expect, test } from 'vitest';
import type { SeatMove } from '../../src/engine/core/family';
import { trainsHandSize, type TrainsState } from '../../src/engine/trains/trainsFamily';
import { FAMILY_LESSONS, familyLessonById } from '../../src/tutorial/familyLessons';
import { learnerMoves, moveKey, type FamilyTutorialState } from '../../src/tutorial/familyRunner';
import { solveFamily } from '../../src/tutorial/familySolve';

const trainsOf = (s: FamilyTutorialState): TrainsState => s.game as TrainsState;

/** The state after the learner's move with this key at the lesson's step `step`. */
function after(id: string, step: number, key: string): FamilyTutorialState & { game: unknown } {
  const s = solveFamily(familyLessonById(id)!).find((x) => x.step === step)!;
  const move = learnerMoves(s).find((m) => moveKey(s, m) === key)!;
  const r = s.family.apply(s.game, move);
  if (!r.ok) throw new Error(r.error.message);
  return { ...s, game: r.value.state };
}

/** Plays the seat on turn's only legal move while it is not the learner's turn. */
function othersPlay(s: FamilyTutorialState): TrainsState {
  let game = s.game;
  for (let i = 0; i < 10; i++) {
    const state = game as TrainsState;
    if (!state.round || state.round.result || state.round.turn === 0) break;
    const legal: readonly SeatMove[] = s.family.legalMoves(game);
    expect(legal.length).toBe(1);
    const r = s.family.apply(game, legal[0]!);
    if (!r.ok) throw new Error(r.error.message);
    game = r.value.state;
  }
  return game as TrainsState;
}

describe('Mexican Train’s lessons on a real round', () => {
  const trains = FAMILY_LESSONS.filter((l) => l.group === 'mexican-train');
  const later = trains.filter((l) => l.id !== 'mt-hub');

  test('after mt-hub, the engine is never set aside; a changed option is named', () => {
    expect(later.length).toBe(trains.length - 1);
    for (const l of later) {
      const options = l.record.options ?? {};
      expect(options.engine_set_aside, l.id).toBeUndefined();
      const first = l.steps[0]!.text;
      const { double_blank: blank, rounds } = options as { double_blank?: number; rounds?: number };
      if (blank !== undefined) expect(first, l.id).toContain(`0-0 as ${blank}, a house rule`);
      if (rounds !== undefined) expect(first, l.id).toContain(`(${rounds} rounds)`);
    }
  });

  test('the deal said to be real has each seat §16.2’s hand size', () => {
    const lesson = familyLessonById('mt-engine')!;
    expect(lesson.steps[0]!.text).toMatch(/In a real deal/);
    const [start] = solveFamily(lesson);
    const round = trainsOf(start!).round!;
    for (const hand of round.hands) expect(hand.length).toBe(trainsHandSize(9, 2));
  });

  test('mt-blocked: 3-2 instead of 0-0 lets North go out, with 0-0 left at 50', () => {
    const s = after('mt-blocked', 0, '3-2 on mexican');
    const end = othersPlay(s);
    expect(end.round?.result?.end).toBe('domino');
    expect(end.round?.result?.winners).toEqual([1]);
    expect(end.round?.result?.points[0]).toBe(50);
  });

  test('mt-last-round: 5-5 first does not go out this turn', () => {
    const s = after('mt-last-round', 0, '5-5 on mexican');
    const round = trainsOf(s).round!;
    expect(round.turn).toBe(0);
    // The follow-up: nothing of the learner's covers 5-5, so it draws, and the tile drawn does not.
    const legal = s.family.legalMoves(s.game).map((m) => moveKey(s, m));
    expect(legal).toEqual(['draw']);
    const drawn = s.family.apply(s.game, s.family.legalMoves(s.game)[0]!);
    if (!drawn.ok) throw new Error(drawn.error.message);
    expect(trainsOf({ ...s, game: drawn.value.state }).round?.hands[0]?.length).toBe(2);
    const next = s.family.legalMoves(drawn.value.state);
    expect(next.map((m) => moveKey(s, m))).toEqual(['pass']);
  });
});
