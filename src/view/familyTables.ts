/**
 * The family table's view of a machine snapshot: the common part (names, seats, status,
 * the refusal, whose turn) from the family contract alone, and the family's own part from
 * its table module, picked by the family's id (a family without one is a type error here).
 */
import type { FamilyId } from '../engine/family';
import { legalNow, phaseOf } from '../machine/context';
import { selectPeople, selectRefusal, type GameSnapshot } from '../machine/selectors';
import { familyFor } from '../machine/settings';
import { seatName } from './names';
import { LEVEL_NAMES } from './gameDriver';
import { HINTS as HINTS_ACTION, type FamilyTableOf, type FamilyTableView } from './familyTable';
import { hintsFor, type HintLine, type HintRequest } from '../practice/familyHints';
import { trainsTable, type TrainsBoard } from './trainsTable';
import { tricksTable, type TricksBoard } from './tricksTable';

/** The boards the family table draws, by family. */
export interface FamilyBoards {
  readonly trains: TrainsBoard;
  readonly tricks: TricksBoard;
}
export type FamilyBoard = FamilyBoards[keyof FamilyBoards];
export type TableFamily = keyof FamilyBoards;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const TABLES: { readonly [F in TableFamily]: FamilyTableOf<any, FamilyBoards[F]> } = {
  trains: trainsTable,
  tricks: tricksTable,
};

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
    // The seed of the sampled deals: the game's and the step's, so the same position advises the same.
    seed: `${context.settings.seed}/${context.log.length}`,
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

/** Whether the family table draws this family (the line of play has the line table). */
export function drawnByFamilyTable(id: FamilyId): id is TableFamily {
  return id in TABLES;
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
  const part = TABLES[id]({ state: context.game, viewer, names, legal, history, arranged });
  const thinking = snap.matches({ turn: 'thinking' });
  const refusal = selectRefusal(snap);
  const over = snap.matches('game-over');
  const handOver = snap.matches('hand-end') || over;
  return {
    family: id,
    title: part.title,
    players,
    names,
    viewer,
    seats: names.map((name, seat) => {
      const setting = settings.seats[seat];
      const level = setting?.kind === 'computer' ? setting.level : null;
      return {
        seat,
        name,
        detail: level ? (LEVEL_NAMES[level] ?? level) : 'Player',
        tiles: part.handSizes[seat] ?? 0,
        onTurn: !handOver && turnSeat === seat,
        thinking: thinking && turnSeat === seat,
        side: part.sides[seat] ?? seat,
        note: part.notes[seat] ?? '',
      };
    }),
    hand: part.hand,
    // Hints for the person whose hand is shown, while a hand is in play.
    actions:
      viewer !== null && !handOver
        ? [...part.actions, { id: HINTS_ACTION, label: 'Hints', group: 'view', primary: false }]
        : part.actions,
    board: part.board,
    maxPip: part.maxPip,
    scores: part.scores,
    status: humanTurn
      ? { text: part.status, tone: 'turn' }
      : {
          text: handOver
            ? ''
            : turnSeat !== null
              ? `${names[turnSeat] ?? ''} to play${part.status ? ` · ${part.status}` : ''}`
              : part.status,
          tone: 'info',
        },
    caption: part.caption,
    step: log.length,
    handEnd: handOver ? part.handEnd : null,
    gameOver: over ? part.gameOver : null,
    live: humanTurn,
    refusal:
      refusal && refusal.code !== 'computer-error'
        ? { key: `${refusal.at}:${refusal.code}:${refusal.message}`, message: refusal.message }
        : null,
    moves: part.moves,
  };
}
