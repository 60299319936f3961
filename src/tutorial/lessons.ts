/**
 * The tutorial's lessons, in order. Each is data (see types.ts): a deal, moves
 * already made, steps and a success test. Add one by writing it in a lesson
 * file and listing it here; test/tutorial/lessons.test.ts checks it.
 */
import { again, count, doubles, matching, spinnerEnds, spinners } from './lessonsBasics';
import { DRILL_KINDS, drillId, drillLesson } from './drills';
import { arms, armsEnds, onward } from './lessonsCounting';
import { blocked, bonus, drawing, race, strategy } from './lessonsHand';
import { celko, guidedGame, pete } from './lessonsMore';
import { partners, three, threeDeal, threeTie } from './lessonsTable';
import { dominoPlay, peteHands, peteSpinner, peteTie } from './lessonsVariants';
import {
  bigSets,
  blockGame,
  crossDoubles,
  crossGame,
  drawGame,
  mugginsGame,
} from './lessonsParlour';
import { heaviestLead, mugginsSleeping } from './lessonsParlourMore';
import {
  blockTarget,
  mugginsBlocked,
  mugginsTarget,
  parlourDeals,
  parlourNextLead,
} from './lessonsParlourRules';
import type { Lesson } from './types';

export const LESSONS: readonly Lesson[] = [
  matching,
  count,
  doubles,
  spinners,
  spinnerEnds,
  arms,
  armsEnds,
  again,
  onward,
  drawing,
  blocked,
  bonus,
  race,
  threeDeal,
  three,
  threeTie,
  partners,
  strategy,
  guidedGame,
  pete,
  peteHands,
  peteSpinner,
  peteTie,
  celko,
  dominoPlay,
  blockGame,
  heaviestLead,
  parlourNextLead,
  drawGame,
  crossGame,
  crossDoubles,
  mugginsGame,
  mugginsSleeping,
  mugginsBlocked,
  mugginsTarget,
  blockTarget,
  parlourDeals,
  bigSets,
  // The drills as first dealt; each later opening deals a new position (lessonById).
  ...DRILL_KINDS.map((kind) => drillLesson(kind, '0')),
];

export const LESSON_IDS: readonly string[] = LESSONS.map((l) => l.id);

/** How many times each drill has been opened: its next position's seed. */
const drillRuns = new Map<string, number>();

/**
 * The lesson with this id. A drill is dealt anew each time it is opened in a
 * session: the first opening is the one in LESSONS (seed 0), then seeds 1, 2 …
 */
export function lessonById(id: string): Lesson | undefined {
  const kind = DRILL_KINDS.find((k) => drillId(k) === id);
  if (kind === undefined) return LESSONS.find((l) => l.id === id);
  const run = drillRuns.get(id) ?? 0;
  drillRuns.set(id, run + 1);
  return drillLesson(kind, String(run));
}

/** The lesson after this one, if any. */
export function nextLesson(id: string): Lesson | undefined {
  const i = LESSONS.findIndex((l) => l.id === id);
  return i < 0 ? undefined : LESSONS[i + 1];
}
