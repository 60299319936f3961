/**
 * The family table's view of where a game stands (`FamilySource`: a running game's snapshot,
 * a lesson's position or a replay's, each as what it is): the common part (names, seats,
 * status, the refusal, whose turn) from the family contract alone, and the family's own part
 * from its table module, picked by the family's id (a family without one is a type error here).
 */
import { SPECTATOR } from '../engine/core/family';
import type { Tile } from '../engine/core/tiles';
import { legalNow, phaseOf, skipMakesSense, type Refusal } from '../machine/context';
import type { GameEvent } from '../machine/gameMachine';
import type { LogEntry } from '../machine/history';
import { peopleOf, type GameSnapshot } from '../machine/selectors';
import { familyFor, type GameSettings } from '../machine/settings';
import { seatName } from './names';
import { LEVEL_NAMES } from './levelNames';
import type { FamilyTableView } from './familyTable';
import { hasFamilyHints, hintsFor, type HintLine, type HintRequest } from '../practice/familyHints';
import { seatTable, type FamilyBoard } from './familySeatTable';

export {
  hasFamilyTable,
  type FamilyBoard,
  type FamilyBoards,
  type TableFamily,
} from './familySeatTable';

/** Where the table's driver stands: whose move it waits for, or the hand's or game's end. */
export type FamilyAt = 'human' | 'thinking' | 'pacing' | 'hand-end' | 'game-over' | 'elsewhere';

/**
 * What the family table's view is built from: the game's settings and state, the log of its
 * steps, the last refusal and where the driver stands. A running game's snapshot gives it
 * (`sourceOf`); a lesson and a replay build their own.
 */
export interface FamilySource {
  readonly settings: Pick<GameSettings, 'preset' | 'players' | 'seats' | 'speed'>;
  readonly game: unknown;
  readonly log: readonly LogEntry[];
  readonly refusal: Refusal | null;
  readonly at: FamilyAt;
  /** Skip to my turn: how often it was taken, and whether it is on now. */
  readonly skips: number;
  readonly skipping: boolean;
  /**
   * Every seat's tiles, shown face up at the other seats (a replay: a kept game is over and
   * hides nothing); absent at a game, where each seat sees its own.
   */
  readonly faceUp?: readonly (readonly Tile[])[];
}

/**
 * What drives the family table: where the game stands now, a call at each change, and the
 * table's events back. A running game, a lesson and a replay each feed it.
 */
export interface FamilyFeed {
  source(): FamilySource;
  /** Calls `listener` after every change (not for the current one); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  send(event: GameEvent): void;
  /** A running game's own snapshot, which practice mode reads; absent for a lesson or a replay. */
  readonly game?: () => GameSnapshot;
}

/** A running game, as the session hands it to a table. */
export interface RunningGame {
  snapshot(): GameSnapshot;
  subscribe(listener: (snapshot: GameSnapshot) => void): () => void;
  send(event: GameEvent): void;
}

/** A running game as the family table's feed (null when none is running). */
export function gameFeed(game: RunningGame | null): FamilyFeed | null {
  if (!game) return null;
  return {
    source: () => sourceOf(game.snapshot()),
    subscribe: (listener) => game.subscribe(() => listener()),
    send: (event) => game.send(event),
    game: () => game.snapshot(),
  };
}

/** The machine's states as the table reads them, the first that matches. */
const MACHINE_AT: readonly (readonly [FamilyAt, Parameters<GameSnapshot['matches']>[0]])[] = [
  ['human', { turn: 'human' }],
  ['thinking', { turn: 'thinking' }],
  ['pacing', { turn: 'pacing' }],
  ['hand-end', 'hand-end'],
  ['game-over', 'game-over'],
];

/** The source of a running game: its machine's snapshot. */
export function sourceOf(snap: GameSnapshot): FamilySource {
  const { context } = snap;
  const at = MACHINE_AT.find(([, state]) => snap.matches(state))?.[0] ?? 'elsewhere';
  return {
    settings: context.settings,
    game: context.game,
    log: context.log,
    refusal: context.refusal,
    at,
    skips: context.skips ?? 0,
    skipping: context.skipping ?? false,
  };
}

/** What the hints read of a running game: its settings, its state and the hands dealt so far. */
export interface HintSource {
  readonly settings: Pick<GameSettings, 'preset' | 'seats' | 'seed'>;
  readonly game: unknown;
  readonly hands: readonly unknown[];
}

/**
 * The request for the hints of the person whose hand `view` shows (null when nobody's is),
 * from the view already built for the snapshot: answered by `hintsFor` here or in the
 * advisor's worker.
 */
export function hintRequest(
  context: HintSource,
  view: Pick<FamilyTableView, 'viewer' | 'live' | 'family' | 'names'>,
): HintRequest | null {
  if (view.viewer === null || !hasFamilyHints(view.family)) return null;
  return {
    family: view.family,
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
  context: HintSource,
  view: Pick<FamilyTableView, 'viewer' | 'live' | 'family' | 'names'>,
): HintLine[] {
  const request = hintRequest(context, view);
  return request ? hintsFor(request) : [];
}

/**
 * The seat whose hand is shown: the person on turn, else the first person seated (null when
 * every seat is a computer's).
 */
function viewerOf(people: readonly number[], turnSeat: number | null): number | null {
  if (turnSeat !== null && people.includes(turnSeat)) return turnSeat;
  return people[0] ?? null;
}

/**
 * Pass-and-play: the person on turn when it is not the one whose hand was last revealed
 * (the cover goes up until they reveal theirs); null otherwise.
 */
export function passTo(source: FamilySource, revealed: number | null): number | null {
  const phase = phaseOf(source);
  if (phase.kind !== 'turn' || source.at !== 'human' || phase.seat === revealed) return null;
  return phase.seat;
}

/**
 * A log entry as a step of the family's history: another family's event as it is, a line
 * move's or deal's entry (the machine logs the line's as their own entries) as its event.
 */
function historyOf(e: LogEntry): { hand: number; event: unknown }[] {
  if (e.kind === 'event') return [{ hand: e.hand, event: e.event }];
  if (e.kind === 'play' || e.kind === 'draw' || e.kind === 'pass')
    return [{ hand: e.hand, event: { ...e, type: e.kind } }];
  // A line hand's deal, as a replay logs it (its words say who leads).
  if (e.kind === 'deal') return [{ hand: e.hand, event: { type: 'deal' } }];
  return [];
}

/** The family table's view of a running game's snapshot (`familySourceView` of `sourceOf`). */
export function familyTableView(
  snap: GameSnapshot,
  arranged = false,
  shown?: number | null,
): FamilyTableView<FamilyBoard> {
  return familySourceView(sourceOf(snap), arranged, shown);
}

/**
 * The family table's view of a source; `shown`: the hand revealed at one device shared by
 * several people; `badges`: light hints are on.
 */
export function familySourceView(
  source: FamilySource,
  arranged = false,
  shown?: number | null,
  badges = false,
  yourName = '',
): FamilyTableView<FamilyBoard> {
  return namedYou(sourceView(source, arranged, shown, badges), yourName);
}

/**
 * The person's chosen name (Settings' "Your name") on their seat and their side's row of the
 * score sheet ("Ada", "Ada & North"), where the words go on saying "You".
 */
export function namedYou<V extends FamilyTableView<FamilyBoard>>(view: V, yourName: string): V {
  const name = yourName.trim();
  if (!name || view.viewer === null) return view;
  const you = /\bYou\b/;
  return {
    ...view,
    seats: view.seats.map((s) => (s.seat === view.viewer && s.name === 'You' ? { ...s, name } : s)),
    scores: {
      ...view.scores,
      rows: view.scores.rows.map((r) =>
        you.test(r.name) ? { ...r, name: r.name.replace(you, name) } : r,
      ),
    },
  };
}

function sourceView(
  source: FamilySource,
  arranged: boolean,
  shown: number | null | undefined,
  badges: boolean,
): FamilyTableView<FamilyBoard> {
  const { settings, log } = source;
  const family = familyFor(settings);
  const id = family.id;
  const phase = phaseOf(source);
  const turnSeat = phase.kind === 'turn' ? phase.seat : null;
  const people = peopleOf(settings);
  // Pass-and-play: the hand shown is the one revealed behind the cover (`shown`).
  const viewer = shown === undefined ? viewerOf(people, turnSeat) : shown;
  const watching = settings.seats[0]?.kind !== 'human' || people.length > 1;
  const players = settings.players;
  const names = Array.from({ length: players }, (_, s) => seatName(s, players, watching));
  const humanTurn = source.at === 'human' && turnSeat !== null && turnSeat === viewer;
  const legal = humanTurn ? legalNow(source) : [];
  const history = log.flatMap(historyOf);
  const thinking = source.at === 'thinking';
  const refusal = source.refusal;
  const over = source.at === 'game-over';
  // Built from the viewer's seat view alone, as an online table is (familySeatTable.ts).
  return seatTable({
    family: id,
    phase,
    view: family.seatView(source.game, viewer ?? SPECTATOR),
    viewer,
    names,
    legal,
    history,
    arranged,
    badges,
    details: settings.seats.map((setting) =>
      setting.kind === 'computer' ? (LEVEL_NAMES[setting.level] ?? setting.level) : 'Player',
    ),
    live: humanTurn,
    thinking: thinking ? turnSeat : null,
    handOver: source.at === 'hand-end' || over,
    over,
    step: log.length,
    refusal:
      refusal && refusal.code !== 'computer-error'
        ? { key: `${refusal.at}:${refusal.code}:${refusal.message}`, message: refusal.message }
        : null,
    hints: hasFamilyHints(id),
    ...(source.faceUp ? { faceUp: source.faceUp } : {}),
    skips: source.skips,
    skip: source.skipping
      ? 'on'
      : // Offered as the machine would take it (not at the instant pace: nothing to skip).
        (source.at === 'pacing' || thinking) &&
          skipMakesSense(source) &&
          settings.speed !== 'instant'
        ? 'offer'
        : null,
  });
}
