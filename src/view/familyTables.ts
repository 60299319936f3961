/**
 * The family table's view of a machine snapshot: the common part (names, seats, status,
 * the refusal, whose turn) from the family contract alone, and the family's own part from
 * its table module, picked by the family's id (a family without one is a type error here).
 */
import { SPECTATOR } from '../engine/family';
import { legalNow, phaseOf, skipMakesSense } from '../machine/context';
import { selectPeople, selectRefusal, type GameSnapshot } from '../machine/selectors';
import { familyFor } from '../machine/settings';
import { seatName } from './names';
import { LEVEL_NAMES } from './gameDriver';
import type { FamilyTableView } from './familyTable';
import { hintsFor, type HintLine, type HintRequest } from '../practice/familyHints';
import { seatTable, type FamilyBoard, type TableFamily } from './familySeatTable';

export {
  drawnByFamilyTable,
  type FamilyBoard,
  type FamilyBoards,
  type TableFamily,
} from './familySeatTable';

/**
 * The request for the hints of the person whose hand `view` shows (null when nobody's is),
 * from the view already built for the snapshot: answered by `hintsFor` here or in the
 * advisor's worker.
 */
export function hintRequest(
  snap: GameSnapshot,
  view: Pick<FamilyTableView, 'viewer' | 'live' | 'family' | 'names'>,
): HintRequest | null {
  if (view.viewer === null) return null;
  const { context } = snap;
  return {
    family: view.family as TableFamily,
    state: context.game,
    seat: view.viewer,
    legal: view.live ? legalNow(context) : [],
    names: view.names,
    // The seed of the sampled deals: the game's and the hand's (the advice adds the seat's own
    // dominoes), so a position advises the same however often, and whatever the log holds.
    seed: `${context.settings.seed}/${context.hands.length}`,
  };
}

/** The hints for the person at the table now ([] when nobody's hand is shown). */
export function familyHints(
  snap: GameSnapshot,
  view: Pick<FamilyTableView, 'viewer' | 'live' | 'family' | 'names'>,
): HintLine[] {
  const request = hintRequest(snap, view);
  return request ? hintsFor(request) : [];
}

/**
 * The seat whose hand is shown: the person on turn, else the first person seated (null when
 * every seat is a computer's).
 */
function viewerOf(snap: GameSnapshot, turnSeat: number | null): number | null {
  const people = selectPeople(snap);
  if (turnSeat !== null && people.includes(turnSeat)) return turnSeat;
  return people[0] ?? null;
}

/** The family table's view of a snapshot (the game's family must be one the table draws). */
export function familyTableView(
  snap: GameSnapshot,
  arranged = false,
  shown?: number | null,
): FamilyTableView<FamilyBoard> {
  const { context } = snap;
  const { settings, log } = context;
  const family = familyFor(settings);
  const id = family.id as TableFamily;
  const phase = phaseOf(context);
  const turnSeat = phase.kind === 'turn' ? phase.seat : null;
  // Pass-and-play: the hand shown is the one revealed behind the cover (`shown`).
  const viewer = shown === undefined ? viewerOf(snap, turnSeat) : shown;
  const watching = settings.seats[0]?.kind !== 'human' || selectPeople(snap).length > 1;
  const players = settings.players;
  const names = Array.from({ length: players }, (_, s) => seatName(s, players, watching));
  const humanTurn = snap.matches({ turn: 'human' }) && turnSeat !== null && turnSeat === viewer;
  const legal = humanTurn ? legalNow(context) : [];
  const history = log.flatMap((e) =>
    e.kind === 'event' ? [{ hand: e.hand, event: e.event }] : [],
  );
  const thinking = snap.matches({ turn: 'thinking' });
  const refusal = selectRefusal(snap);
  const over = snap.matches('game-over');
  // Built from the viewer's seat view alone, as an online table is (familySeatTable.ts).
  return seatTable({
    family: id,
    phase,
    view: family.seatView(context.game, viewer ?? SPECTATOR),
    viewer,
    names,
    legal,
    history,
    arranged,
    details: settings.seats.map((setting) =>
      setting.kind === 'computer' ? (LEVEL_NAMES[setting.level] ?? setting.level) : 'Player',
    ),
    live: humanTurn,
    thinking: thinking ? turnSeat : null,
    handOver: snap.matches('hand-end') || over,
    over,
    step: log.length,
    refusal:
      refusal && refusal.code !== 'computer-error'
        ? { key: `${refusal.at}:${refusal.code}:${refusal.message}`, message: refusal.message }
        : null,
    hints: true,
    skips: context.skips ?? 0,
    skip: context.skipping
      ? 'on'
      : // Offered as the machine would take it (not at the instant pace: nothing to skip).
        (snap.matches({ turn: 'pacing' }) || thinking) &&
          skipMakesSense(context) &&
          settings.speed !== 'instant'
        ? 'offer'
        : null,
  });
}
