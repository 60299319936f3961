/**
 * The family table's drivers by what a scene's data asks for (familyDriver.ts): a lesson by
 * its id, a kept game's replay, an online seat, else the running game. One registry keyed by
 * mode; main.ts hands it to the table scene, which imports no mode of its own.
 */
import { familyFor } from '../../machine/settings';
import { gameFeed, hasFamilyTable } from '../../view/familyTables';
import { PRACTICE_PARTS } from '../practice/practiceParts';
import type { DriverHost, FamilyTableData, FamilyTableDriver } from './familyDriver';
import { FamilyLessonMode } from '../lessons/familyLesson';
import { LineLessonMode } from '../lessons/lineLesson';
import { lessonById } from '../../tutorial/lessons';
import { FamilyOnline, waitForView } from '../online/familyOnline';
import { openReplay } from '../replay/familyReplayControls';
import { PuzzleMode } from '../puzzle/puzzleMode';
import { puzzleAdvice } from '../puzzle/puzzleAdvice';

type Mode = keyof FamilyTableData;

/**
 * Each mode's driver (a mode missing is a type error). Null when there is nothing to show
 * yet or at all; the maker has then seen to what comes next (the view awaited, the library).
 */
const MODES: {
  readonly [M in Mode]: (
    host: DriverHost,
    arg: NonNullable<FamilyTableData[M]>,
    data: FamilyTableData,
  ) => FamilyTableDriver | null;
} = {
  // A lesson of the line of play (Horse Race, the parlour), else Mexican Train's or Texas 42's.
  lesson: ({ scene, services, progress }, id) => {
    const line = lessonById(id);
    return line
      ? new LineLessonMode(scene, services, progress, line)
      : new FamilyLessonMode(scene, services, progress, id);
  },
  replay: ({ scene }, game) => openReplay(scene, game),
  puzzle: ({ scene, services }, { puzzle, today }) =>
    new PuzzleMode(scene, services, puzzle, today, puzzleAdvice(services)),
  // The game's start may reach the page before its first view: the table opens once it comes.
  online: ({ scene, services }, session, data) =>
    waitForView(scene, session, () => scene.scene.restart(data))
      ? null
      : new FamilyOnline(scene, session, services),
};

/** The running game's driver; null (and the menu) when no game is running. */
function gameDriver({ scene, services }: DriverHost): FamilyTableDriver | null {
  const feed = gameFeed(services.session.table());
  if (!feed) {
    scene.scene.start('Menu');
    return null;
  }
  const driver: FamilyTableDriver = {
    menuLabel: 'Menu',
    menu: null,
    panels: true,
    arrangeable: true,
    source: () => feed.source(),
    subscribe: (listener) => feed.subscribe(listener),
    move: (move) => feed.send({ type: 'MOVE', move }),
    next: () => feed.send({ type: 'NEXT_HAND' }),
    rematch: () => feed.send({ type: 'REMATCH' }),
    skip: () => feed.send({ type: 'SKIP_TO_TURN' }),
    game: feed.game,
    leave: () => void scene.scene.start('Menu'),
    destroy: () => undefined,
  };
  // A practice game: the family's practice part over the game's driver, where it has one.
  const api = services.session.practice?.() ?? null;
  const id = familyFor(feed.source().settings).id;
  const part = api && hasFamilyTable(id) ? PRACTICE_PARTS[id] : null;
  return api && part ? part(scene, services, driver, api) : driver;
}

/** Makes the driver a scene's data asks for. */
export function familyDriverFor(host: DriverHost, data: FamilyTableData): FamilyTableDriver | null {
  if (data.lesson !== undefined) return MODES.lesson(host, data.lesson, data);
  if (data.replay) return MODES.replay(host, data.replay, data);
  if (data.puzzle) return MODES.puzzle(host, data.puzzle, data);
  if (data.online) return MODES.online(host, data.online, data);
  return gameDriver(host);
}
