/**
 * A line lesson played through the family table's choices alone (its view's moves, a tap on
 * a tile with no lit place), as the browser plays it: each position with the view shown.
 */
import type { Move } from '../../src/engine/line/state';
import { formatTile, type Tile } from '../../src/engine/core/tiles';
import {
  solutionAction,
  startLesson,
  type Lesson,
  type TutorialAction,
  type TutorialState,
} from '../../src/tutorial/index';
import type { FamilyTableView } from '../../src/view/familyTable';
import { familySourceView, type FamilyBoard } from '../../src/view/familyTables';
import type { LineBoardView } from '../../src/view/line/lineBoard';
import { lineLessonDriver, type LineLessonDriver } from '../../src/view/line/lineLessonDriver';
import { lineLessonView, type LineLessonExit } from '../../src/view/line/lineLessonView';

/** A line lesson's view at the table. */
export type LessonView = FamilyTableView<FamilyBoard> & { readonly board: LineBoardView };

/** The view the table shows of the driver's lesson now. */
export function lessonView(driver: LineLessonDriver): LessonView {
  return lineLessonView(familySourceView(driver.source()), driver.state()) as LessonView;
}

/** The view's choice that makes `action`, as a tap or a button would; null for a bare tile tap. */
export function choiceFor(
  view: FamilyTableView<FamilyBoard>,
  action: TutorialAction,
): string | null {
  switch (action.type) {
    case 'next':
      return 'lesson:continue';
    case 'answer':
      return `lesson:answer:${action.value}`;
    case 'draw':
    case 'pass':
      return action.type;
    case 'play': {
      if (action.on === undefined) return null;
      const id = Object.keys(view.moves).find((k) => {
        const m = view.moves[k] as Move;
        return (
          m.type === 'play' &&
          m.tile === action.tile &&
          m.on === action.on &&
          (action.slot === undefined || m.slot === action.slot)
        );
      });
      if (!id) throw new Error(`no choice plays ${formatTile(action.tile)} on ${action.on}`);
      return id;
    }
    default:
      throw new Error(`the table makes no ${action.type}`);
  }
}

/** Makes the scripted solution's next action through the table's choices. */
export function playNext(driver: LineLessonDriver): void {
  const action = solutionAction(driver.state());
  if (!action) throw new Error(`${driver.state().lesson.id}: no scripted action`);
  const view = lessonView(driver);
  const choice = choiceFor(view, action);
  if (choice === null) driver.tap((action as { tile: Tile }).tile);
  else driver.move(view.moves[choice]);
}

/** Plays `lesson` through to its end; `seen` hears each position and its view first. */
export function playLesson(
  lesson: Lesson,
  seen: (s: TutorialState, view: LessonView) => void = () => undefined,
): { driver: LineLessonDriver; exits: LineLessonExit[] } {
  const exits: LineLessonExit[] = [];
  const driver = lineLessonDriver(
    startLesson(lesson),
    () => undefined,
    (to) => exits.push(to),
  );
  for (let guard = 0; guard < 400 && !driver.state().done; guard++) {
    seen(driver.state(), lessonView(driver));
    playNext(driver);
  }
  return { driver, exits };
}
