/**
 * Issue 37's "wrong or misleading sentences" in the Mexican Train and Texas 42 lessons, their
 * coaches and hints, each checked against the engine: a move said to leave nothing to follow
 * does, a suit quiz offers distinct suits, a play said forced was, every domino a step calls
 * good enough is accepted, a refusal and a hint say what the rules do (RULES.md §16.7–§16.8).
 */
import { describe, expect, test } from 'vitest';
import { hasPip, parseTile, type Tile } from '../../src/engine/core/tiles';
import { countPoints } from '../../src/engine/tricks/tricksSuits';
import type { TrainsState } from '../../src/engine/trains/trainsFamily';
import type { TricksState } from '../../src/engine/tricks/tricksFamily';
import { hintsFor } from '../../src/practice/familyHints';
import { FAMILY_LESSONS, familyLessonById } from '../../src/tutorial/familyLessons';
import {
  acceptsKey,
  currentFamilyStep,
  FAMILY_LEARNER,
  learnerMoves,
  moveKey,
  startFamilyLesson,
  whyFor,
  type FamilyTutorialState,
} from '../../src/tutorial/familyRunner';
import { solveFamily } from '../../src/tutorial/familySolve';

/** Every state of every family lesson's script at a step still to be met. */
const ALONG = FAMILY_LESSONS.flatMap((l) => solveFamily(l).filter((s) => !s.done));

describe('Mexican Train, as told and as the engine plays it', () => {
  test('a move said to leave nothing of yours to follow leaves no tile that fits', () => {
    let checked = 0;
    for (const s of ALONG) {
      const step = currentFamilyStep(s)!;
      for (const m of learnerMoves(s)) {
        const key = moveKey(s, m);
        const why = whyFor(s, step, key);
        if (!why || !/nothing of yours (to )?follow/.test(why)) continue;
        const after = s.family.apply(s.game, m);
        if (!after.ok) continue;
        const round = (after.value.state as TrainsState).round!;
        const train = Number(key.split(' on ')[1]);
        const end = round.open[Number.isNaN(train) ? round.open.length - 1 : train]!;
        const hand = round.hands[FAMILY_LEARNER]!;
        expect(
          hand.filter((t) => hasPip(t, end)),
          `${s.lesson.id}: ${why}`,
        ).toEqual([]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });

  test('a drawn tile that does not fit: no "one draw a turn" (a double’s follow-up draws again)', () => {
    const s = startFamilyLesson(familyLessonById('mt-doubles')!);
    const said = s.coach.reword({ code: 'drawn', message: '' }, s.game, null);
    expect(said).not.toMatch(/one draw a turn/i);
    expect(said).toMatch(/fresh draw/);
  });

  test('a double nothing of yours follows: the hint says you draw for it first (§16.8.2)', () => {
    // North holds 7-7 and nothing else with a 7.
    const s = startFamilyLesson(familyLessonById('mt-doubles')!);
    const lines = hintsFor({
      family: 'trains',
      state: s.game,
      seat: 1,
      legal: [],
      names: ['You', 'North'],
      seed: 'x',
    });
    const doubles = lines.find((l) => l.title === 'Doubles')?.text ?? '';
    expect(doubles).toMatch(/7-7 has nothing/);
    expect(doubles).not.toMatch(/someone else must cover it/);
    expect(doubles).toMatch(/draw one tile/);
    expect(doubles).toMatch(/a marker goes on your train/);
  });

  test('lessons that start with the engine in the hub say that a real game places it', () => {
    const aside = FAMILY_LESSONS.filter(
      (l) => l.group === 'mexican-train' && l.record.options?.engine_set_aside === true,
    );
    expect(aside.length).toBeGreaterThan(0);
    const first = aside[0]!.steps[0]!.text;
    expect(first).toMatch(/^Here the engine/);
    expect(first).toMatch(/in a real game its holder places it, or players draw for it/);
    for (const l of aside)
      for (const step of l.steps) expect(step.text, l.id).not.toMatch(/sits in the hub/);
  });
});

describe('Texas 42, as told and as the engine plays it', () => {
  const tricks = (s: FamilyTutorialState): TricksState => s.game as TricksState;

  test('a suit quiz offers suits that differ: no pip suit that is trumps beside trumps', () => {
    let checked = 0;
    for (const s of ALONG) {
      const step = currentFamilyStep(s)!;
      if (step.kind !== 'quiz' || step.ask.of !== 'suit-led') continue;
      const trump = Number(tricks(s).hand?.trump);
      if (step.choices.includes(8)) expect(step.choices, s.lesson.id).not.toContain(trump);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  test('a domino said to be played because it had to be was the only one allowed', () => {
    // t42-count: West holds 6-4 and 6-2 when North leads 6-6 with sixes trumps.
    const lesson = familyLessonById('t42-count')!;
    const s = startFamilyLesson(lesson);
    const mine = learnerMoves(s).find((m) => moveKey(s, m) === '5-5')!;
    const after = s.family.apply(s.game, mine);
    expect(after.ok).toBe(true);
    const west = after.ok ? s.family.legalMoves(after.value.state) : [];
    expect(west.length).toBeGreaterThan(1);
    for (const step of lesson.steps) expect(step.text).not.toMatch(/had to follow/);
  });

  test('where a domino without count will do, every one is accepted; count is refused', () => {
    const s = solveFamily(familyLessonById('t42-count')!).find((x) => x.step === 2)!;
    const step = currentFamilyStep(s)!;
    const plays = learnerMoves(s).map((m) => moveKey(s, m));
    const tile = (key: string): Tile => parseTile(key, 6)!;
    const free = plays.filter((k) => countPoints(tile(k)) === 0);
    expect(free.length).toBeGreaterThan(1);
    for (const k of free) expect(acceptsKey(s, step, k), k).toBe(true);
    for (const k of plays.filter((x) => countPoints(tile(x)) > 0)) {
      expect(acceptsKey(s, step, k), k).toBe(false);
      expect(whyFor(s, step, k), k).toMatch(/count/);
    }
  });
});
