/**
 * The table of a family played through the contract alone (Mexican Train, Texas 42): what
 * the family table scene draws and which moves it may send, built from a machine snapshot
 * with the family's own part (`familyTables.ts`: its board, hand order, buttons, words).
 * Pure and Node-tested; no Phaser. The scene never asks which game it shows: it draws the
 * common part, hands `board` to the drawer its `family` names, and sends a choice's id back.
 */
import type { Tile } from '../engine/core/tiles';
import type { FamilyId } from '../engine/core/family';
import type { HandState } from './handLayout';
import type { Celebration } from './celebration';

/** Where a tile may go: an id sent back with the play and the words for it ("Mexican train"). */
export interface FamilyTarget {
  readonly id: string;
  readonly label: string;
  /**
   * Light hints: what a play there would leave ("20 → +4": the count and the points), and
   * whether it scores; absent when they are off or the family counts nothing.
   */
  readonly badge?: { readonly text: string; readonly scores: boolean };
}

/** A tile in the person's hand, in the order drawn. */
export interface FamilyHandTile {
  readonly tile: Tile;
  /** Where it may go now ([] when it cannot be played, or it is not the person's turn). */
  readonly targets: readonly FamilyTarget[];
  /** Why it cannot be played now ("Follow fives"), when the person is on turn; else null. */
  readonly reason: string | null;
  /** A gap is drawn before it: the family groups the hand (suits, a planned train). */
  readonly gapBefore: boolean;
  /** Lit though it is not played now: what makes a move possible (Texas 42's doubles for a plunge). */
  readonly lit?: boolean;
  /** A small tag on the tile while the person chooses (Texas 42's sevens: its distance from 7). */
  readonly badge?: string;
  /** Shown face down: the tiles of a seat that sits out the hand (Texas 42's nello). */
  readonly faceDown?: boolean;
  /**
   * Laid sideways with these ends, left then right: a link of a planned train (Plan my
   * train), turned to meet the tile before it.
   */
  readonly chain?: readonly [number, number];
}

/** A move that is not a tile: draw, pass, stop, a bid, a trump. */
export interface FamilyAction {
  readonly id: string;
  readonly label: string;
  /** Buttons of a group sit together ('bids', 'trumps', 'turn'). */
  readonly group: string;
  /** Drawn as the main choice. */
  readonly primary: boolean;
}

/** Another seat, or the person's, as the strip of players shows it. */
export interface FamilySeat {
  readonly seat: number;
  readonly name: string;
  /** A computer's level ("Hard"), or "Player". */
  readonly detail: string;
  readonly tiles: number;
  readonly onTurn: boolean;
  readonly thinking: boolean;
  /** The colour index (its side's). */
  readonly side: number;
  /** What the seat shows besides: its bid ("31", "Pass"), a marker ("open"). */
  readonly note: string;
  /** The seat's points shown beside it (Mexican Train's running total); null for none. */
  readonly points: number | null;
  /** The seat's tiles face up (a replay's: a kept game hides nothing); absent: face down. */
  readonly hand?: readonly Tile[];
}

/** A seat's tiles turned up at a hand's end: its name, its tiles, what they count. */
export interface PanelHand {
  readonly name: string;
  readonly tiles: readonly Tile[];
  /** What its tiles count ("9 pips"), or "out". */
  readonly note: string;
  /** The seat won the hand (it went out, or was lightest). */
  readonly star: boolean;
}

/** A panel's words: the end of a hand or of the game. */
export interface FamilyPanel {
  readonly title: string;
  /** Every hand turned up, a row each with its tiles drawn, over the lines; absent: none. */
  readonly hands?: readonly PanelHand[];
  readonly lines: readonly string[];
  /** Who the panel celebrates: the person's side won (a louder title). */
  readonly won: boolean;
  /** The hand just ended can be reviewed with every hand open (Texas 42, a hand with play). */
  readonly review?: boolean;
  /** Practice: the person's last turn of the hand can be taken back (the panel's Undo). */
  readonly undo?: boolean;
  /** Only watched (an online spectator): no Next; the players go on when they are ready. */
  readonly watched?: boolean;
}

/** One row of the score sheet: a side and its scores (round by round, or marks). */
export interface ScoreRow {
  readonly name: string;
  readonly side: number;
  readonly total: number;
  /** The total as shown ("3 marks", "145"). */
  readonly shown: string;
  /** The per-hand entries, oldest first (Mexican Train's rounds); [] when not kept. */
  readonly entries: readonly number[];
  /** Marks: the strokes drawn (Texas 42), or null. */
  readonly marks: number | null;
}

/**
 * How the scores are kept on the table (a registry of score displays by kind, in
 * `scenes/family/scoreSheets.ts`): a ruled paper pad, a slate with ALL's strokes, or a
 * cribbage-style pegboard with its target (Horse Race's 61).
 */
export type ScoreSheetKind = 'pad' | 'slate' | 'pegboard';

export interface ScoreSheet {
  readonly kind: ScoreSheetKind;
  readonly title: string;
  readonly rows: readonly ScoreRow[];
  /** The lowest total wins. */
  readonly lowerWins: boolean;
  /** The game's goal in words ("7 marks", "13 rounds, lowest total wins"). */
  readonly goal: string;
  /** The score that wins (a pegboard's game hole). */
  readonly target: number;
}

/**
 * Where a moving piece starts or lands: a seat (the viewer's is its hand; another's, its
 * place at the table) or a piece of the board's picture by its key (`tile:<n>` a tile on
 * the board, `boneyard`, `bid:<seat>`, `marker:<lane id>`, `contract`).
 */
export type FamilyPlace =
  | { readonly kind: 'seat'; readonly seat: number }
  | { readonly kind: 'piece'; readonly key: string };

/**
 * Something the last step moved, from the family's events, for the table's animation queue:
 * a tile from one place to another (face down when `tile` is null); pieces of the picture
 * before the step gathered to a place (a finished trick to its winner); a piece that appears
 * (a bid in front of its bidder, a marker set) or goes (a marker lifted).
 */
export type FamilyMotion =
  | {
      readonly kind: 'tile';
      readonly tile: Tile | null;
      readonly from: FamilyPlace;
      readonly to: FamilyPlace;
    }
  | { readonly kind: 'gather'; readonly keys: readonly string[]; readonly to: FamilyPlace }
  | {
      readonly kind: 'pop';
      readonly key: string;
      readonly gone: boolean;
      /** It lay there already and is said anew (the contract once trumps are named). */
      readonly anew?: boolean;
    };

/** A step of the hand in words, by the seat that took it (null: the table's own, a deal or an end). */
export interface FamilyStep {
  readonly seat: number | null;
  readonly words: string;
}

/** A board piece's key for a tile on it. */
export const tileKey = (tile: Tile): string => `tile:${tile}`;

/** A family's board part: its `family` names the drawer that draws it. */
export interface BoardPart {
  readonly family: FamilyId;
}

/** The family table as data. `B` is the family's board (`board.family` names its drawer). */
/** How the status line reads: news, the person's turn, or a warning. */
export type StatusTone = 'info' | 'turn' | 'warn';

export interface FamilyTableView<B extends BoardPart = BoardPart> {
  readonly family: FamilyId;
  /** The game's name ("Mexican Train"): the browser's tab says it at its table. */
  readonly game: string;
  /** The game and where it stands ("Mexican Train · round 2 of 13"). */
  readonly title: string;
  readonly players: number;
  readonly names: readonly string[];
  /** The seat whose hand is shown; null when the person only watches. */
  readonly viewer: number | null;
  /** Words in the hand's place for a person who holds no seat (an online spectator). */
  readonly watching?: string;
  readonly seats: readonly FamilySeat[];
  /**
   * Where the other seats sit: around the board (the family's board is a table's middle,
   * Texas 42's trick) where the screen is wide, or in a strip over it (Mexican Train's lanes).
   */
  readonly seating: 'around' | 'strip';
  readonly hand: readonly FamilyHandTile[];
  readonly actions: readonly FamilyAction[];
  readonly board: B;
  /** The set's highest pip: a big set's tiles show numerals by default (`numeralsForSet`). */
  readonly maxPip: number;
  readonly scores: ScoreSheet;
  readonly status: { readonly text: string; readonly tone: StatusTone };
  /**
   * The person's hand as the family arranges it, in words, while that is on ("Plan my train:
   * 4 tiles from your 6, 3 tiles left over (27 pips)"); null when it is off.
   */
  readonly arrangement: string | null;
  /** The last step in words ("West plays 6-4 on the Mexican train"), for the caption and the voice. */
  readonly caption: string;
  /**
   * The hand's steps so far in words, as everyone at the table was told them (no seat's
   * hidden tiles): pass-and-play's cover tells the next person what happened since their turn.
   */
  readonly steps: readonly FamilyStep[];
  /** Something new happened since the last view: a key that changes with each step. */
  readonly step: number;
  /** What the last step moved, in order (the table animates them when the step is new). */
  readonly motions: readonly FamilyMotion[];
  readonly handEnd: FamilyPanel | null;
  readonly gameOver: FamilyPanel | null;
  /**
   * The moment the last step calls for (the game won or lost, a round's end called out), as
   * the line table's; the table plays it once, when the step is new, before the end's panel.
   */
  readonly celebration: Celebration | null;
  /** The person may act now. */
  readonly live: boolean;
  /**
   * Not live, yet the buttons still take the keyboard (the daily puzzle once answered: its
   * Show best line, Try again, Share and days): the arrows move among them, Enter takes one.
   */
  readonly buttonsLive?: boolean;
  /**
   * A question waits (a lesson's quiz): no choice is highlighted until the arrows move to
   * one, so no answer looks suggested. Absent: the first choice is.
   */
  readonly question?: boolean;
  /** Skip to my turn is on: the computers' moves are shown at once, without animation. */
  readonly skipping: boolean;
  /** How many times Skip to my turn was taken in this game (0 where it is never offered). */
  readonly skips: number;
  /**
   * A tap on a playable tile plays it at once: each has one place (`tapPlays`), and the
   * status says so. Otherwise a tap chooses the tile and lights its places, and a tap on one
   * plays there.
   */
  /**
   * Settings' light hints have something to say in this game (each place's count: the line
   * of play where plays score); pass-and-play asks everyone first.
   */
  readonly lightHints: boolean;
  readonly tapPlays: boolean;
  /** The last refusal, to say once. */
  readonly refusal: { readonly key: string; readonly message: string } | null;
  /** Every choice's move, by id (tile plays as `tileChoiceId`, actions by their id). */
  readonly moves: Readonly<Record<string, unknown>>;
  /** What a lesson's step points at, ringed (absent or null: nothing). */
  readonly glows?: TableGlows | null;
}

/**
 * Things a lesson's step points at, ringed on the table: tiles in the hand, pieces of the
 * board's picture by their key (`count`, `boneyard`), the score display.
 */
export interface TableGlows {
  readonly hand: readonly Tile[];
  readonly pieces: readonly string[];
  readonly scores: boolean;
}

/**
 * What a family's table part is given: what one seat may know and nothing more (the local
 * game and an online table give the same): the seat view, who looks, the legal moves, and
 * the public steps so far.
 */
export interface FamilyTableInput<V> {
  /** The family's `seatView` for `viewer` (for SPECTATOR when nobody's hand is shown). */
  readonly view: V;
  /** The seat whose hand is shown; null when nobody's is. */
  readonly viewer: number | null;
  readonly names: readonly string[];
  /** The viewer's legal moves when they may act now; [] otherwise. */
  readonly legal: readonly unknown[];
  /**
   * Every step of the game so far, oldest first, by hand: the family's events locally, the
   * events the server sends with each view online (the family's `seatEvents` for the seat);
   * a hand starts with `deal`. Only what the viewer saw is read from them (a drawn tile's
   * face only for its drawer).
   */
  readonly history: readonly { readonly hand: number; readonly event: unknown }[];
  /** The person asked for their hand arranged the family's way (Mexican Train: Plan my train). */
  readonly arranged: boolean;
  /** Light hints are on (Settings): each place says what a play there would leave. */
  readonly badges?: boolean;
}

/** What a family adds to the common part of its table. */
export interface FamilyTablePart<B extends BoardPart> extends Pick<
  FamilyTableView<B>,
  | 'game'
  | 'title'
  | 'seating'
  | 'hand'
  | 'actions'
  | 'board'
  | 'maxPip'
  | 'scores'
  | 'caption'
  | 'steps'
  | 'arrangement'
  | 'motions'
  | 'handEnd'
  | 'gameOver'
  | 'celebration'
  | 'lightHints'
  | 'moves'
> {
  /** What the person is asked now (their turn), or what is going on. */
  readonly status: string;
  /** Each seat's note (a bid, an open train), its tiles in hand and its side (colour). */
  readonly notes: readonly string[];
  /** Each seat's points, where the family shows them at the seat (Mexican Train's totals). */
  readonly points?: readonly number[];
  readonly handSizes: readonly number[];
  readonly sides: readonly number[];
}

/** A family's table part: the one function a family gives this table. */
export type FamilyTableOf<V, B extends BoardPart> = (
  input: FamilyTableInput<V>,
) => FamilyTablePart<B>;

/** Whether every playable tile of the hand has exactly one place (a tap then plays it). */
export function tapPlays(hand: readonly Pick<FamilyHandTile, 'targets'>[]): boolean {
  return hand.every((h) => h.targets.length <= 1);
}

/** A tile play's id: the tile and where it goes. */
export function tileChoiceId(tile: Tile, target: string): string {
  return `${tile}@${target}`;
}

/** The tile of a tile play's id (`tileChoiceId`); null for an action's id or none. */
export function choiceTile(id: string | null): Tile | null {
  if (!id?.includes('@')) return null;
  const tile = Number(id.split('@')[0]);
  return Number.isInteger(tile) ? (tile as Tile) : null;
}

/** The action that arranges the hand (not a move: it never leaves the person's screen). */
export const ARRANGE = 'arrange';
/** The action that opens the hints panel (not a move either). */
export const HINTS = 'hints';
/** Skip to my turn: the computers play on without pauses or animations (not a move). */
export const SKIP = 'skip';

/**
 * The tile plays as words for assistive technology ("Play 6-4 on West’s train", "Play 5-5
 * to the trick"), each with its choice id; the buttons (draw, bids, trumps) speak for
 * themselves. Only while the person may act.
 */
export function tileControls(
  view: Pick<FamilyTableView, 'hand' | 'live'>,
  name: (tile: Tile) => string,
): { readonly label: string; readonly id: string }[] {
  if (!view.live) return [];
  return view.hand.flatMap((h) =>
    h.targets.map((t) => ({
      label: `Play ${name(h.tile)} ${t.id === 'trick' ? 'to' : 'on'} ${t.label}`,
      id: tileChoiceId(h.tile, t.id),
    })),
  );
}

/**
 * The hand as the hand view draws it (none while a panel covers it): the tiles lit when some
 * may be played now, or when some are lit to say why a move is offered (not while bidding
 * or naming trumps otherwise: nothing is dimmed then), the family's groups set apart (a
 * planned train, Texas 42's suits), the tiles' tags and those face down.
 */
export function handPicture(
  view: Pick<FamilyTableView, 'hand' | 'live'>,
  covered: boolean,
): Omit<HandState, 'selected' | 'numerals'> {
  const lit = view.hand.filter((h) => h.targets.length > 0 || h.lit === true).map((h) => h.tile);
  const tags = new Map<Tile, string>();
  for (const h of view.hand) if (h.badge !== undefined) tags.set(h.tile, h.badge);
  return {
    tiles: covered ? [] : view.hand.map((h) => h.tile),
    playable: view.live && lit.length > 0 ? new Set(lit) : null,
    gapBefore: new Set(view.hand.filter((h) => h.gapBefore).map((h) => h.tile)),
    tags,
    faceDown: new Set(view.hand.filter((h) => h.faceDown === true).map((h) => h.tile)),
    sideways: new Map(view.hand.flatMap((h) => (h.chain ? [[h.tile, h.chain] as const] : []))),
  };
}

/**
 * The status line's words: in a replay, its place and the step; else what the person is
 * asked, or (not their turn) what just happened; `told` (what the person just asked to see,
 * such as Plan my train's words) in their place until the next step.
 */
export function statusLine(
  view: Pick<FamilyTableView, 'status' | 'caption' | 'live'>,
  replayAt: string | null,
  told: string | null,
): string {
  if (replayAt !== null) return `${replayAt}${view.caption ? `: ${view.caption}` : ''}`;
  if (told) return told;
  return view.live || !view.caption ? view.status.text || view.caption : view.caption;
}

/**
 * How many upright tiles' width the hand takes: a planned train's links lie sideways, two
 * widths each (the regions size the hand by it, as the hand view lays it out).
 */
export function handWidth(hand: readonly Pick<FamilyHandTile, 'chain'>[]): number {
  return hand.reduce((sum, h) => sum + (h.chain ? 2 : 1), 0);
}
