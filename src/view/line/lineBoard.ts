/**
 * The line of play's board in the table view (the 'line' family: Horse Race and the parlour
 * games): the layout, the count of its open ends, the boneyard, the hand-end arithmetic and
 * where each legal target lies. The common part of the view (seats, scores, status, moves)
 * is the family table's (familyTable.ts); each family has a board part like this one, and
 * the table picks its drawer by `family` (src/scenes/drawers/familyDrawers.ts).
 * Pure and Node-tested; no Phaser.
 */
import type { BonusStep, GameConfig, Layout } from '../../engine/index';
import type { OpenPoint, Slot } from '../../engine/line/layout';
import { isScoringTotal, scoresInPlay } from '../../engine/line/scoring';
import type { Tile } from '../../engine/core/tiles';
import type { TileChoice } from '../../machine/legalView';
import type { ScoreDisplay } from '../scoreDisplay';

/**
 * A legal target's id: opaque to the table (as chessground's `dests` keys are), which draws
 * the target where its board says and sends the id back with the play.
 */
export type TargetId = string & { readonly __brand: 'TargetId' };

/** Where a line target lies: the tile played on (null: the lead), a double's edge, the open point. */
export interface LinePlace {
  readonly on: Tile | null;
  /** The edge of a double; null otherwise (sent back with the play). */
  readonly slot: Slot | null;
  /** The open point used; null for the lead. */
  readonly point: OpenPoint | null;
}

/**
 * A line target's id: the open point's node and edge ("lead" for the lead). One open point is
 * one place whichever tile goes there (a tile may fit both ends of the lead, so the tile played
 * on does not tell its places apart).
 */
export function lineTargetId(place: Pick<LinePlace, 'point'>): TargetId {
  const p = place.point;
  return (p === null ? 'lead' : `${p.node}.${p.edge}`) as TargetId;
}

/** The line of play's board. */
export interface LineBoardView {
  readonly family: 'line';
  readonly layout: Layout | null;
  /** The count of the open ends. */
  readonly total: number;
  /** The count is drawn as "?": a question about it is open. */
  readonly countHidden: boolean;
  /**
   * Plays score during the hand (the engine's `scoresInPlay`): the COUNT box is shown and
   * plays are told with their count; false in the Block family.
   */
  readonly inPlay: boolean;
  /**
   * The count of the open ends scored (the engine's `isScoringTotal` of the last play's
   * count): drawn in gold. False before the hand's first tile, as after a deal in the log.
   */
  readonly totalScores: boolean;
  readonly boneyard: { readonly count: number; readonly exists: boolean };
  /**
   * The engine's arithmetic of the hand just ended, step by step (`handEndSteps`: the
   * boneyard's reserve paid to the winner included where the rules say so); [] otherwise.
   */
  readonly bonusSteps: readonly BonusStep[];
  /** Where each legal target of the moves lies, by its id. */
  readonly places: Readonly<Record<string, LinePlace>>;
  /** Tiles on the table a lesson's step points at: they glow from behind (absent: none). */
  readonly halos?: readonly Tile[];
  /**
   * The last step's words without its count ("You played 6-4 on the 6"), where it is a play:
   * what practice says while a claim on that count waits (absent: no play to tell).
   */
  readonly uncounted?: string;
}

/** The score display of a line game, from the engine's `scoresInPlay`. */
export function lineScoreDisplay(config: GameConfig): ScoreDisplay {
  const target = config.options.target;
  return scoresInPlay(config.options)
    ? { kind: 'pegboard', target }
    : { kind: 'score-pad', target };
}

/** The places of the legal targets, by id. */
export function linePlaces(
  tiles: readonly TileChoice<LinePlace>[] | null | undefined,
): Record<string, LinePlace> {
  const places: Record<string, LinePlace> = {};
  for (const choice of tiles ?? [])
    for (const t of choice.targets)
      places[lineTargetId(t)] = { on: t.on, slot: t.slot, point: t.point };
  return places;
}

/** What a driver knows of a line hand; `lineBoard` makes the board of it. */
export interface LineHandFacts {
  readonly config: GameConfig;
  readonly hand: {
    readonly layout: Layout;
    /** The stock (its size is all the board shows). */
    readonly boneyard: { readonly length: number };
  } | null;
  readonly countHidden: boolean;
  readonly bonusSteps: readonly BonusStep[];
  readonly tiles: readonly TileChoice<LinePlace>[] | null | undefined;
}

/** The line board of a hand as it stands. */
export function lineBoard(facts: LineHandFacts): LineBoardView {
  const { config, hand } = facts;
  return {
    family: 'line',
    layout: hand?.layout ?? null,
    total: hand?.layout.total ?? 0,
    countHidden: facts.countHidden,
    inPlay: scoresInPlay(config.options),
    totalScores:
      (hand?.layout.nodes.length ?? 0) > 0 &&
      isScoringTotal(hand?.layout.total ?? 0, config.options),
    boneyard: { count: hand?.boneyard.length ?? 0, exists: config.options.boneyard },
    bonusSteps: facts.bonusSteps,
    places: linePlaces(facts.tiles),
  };
}

/** A play on the line, as the machine and the tutorial take it: the tile, the tile played on, the edge. */
export interface LinePlay {
  readonly tile: Tile;
  readonly on: Tile | null;
  readonly slot?: Slot;
}

/** The play a target id stands for on this board; null when the id is not a legal target now. */
export function linePlay(board: LineBoardView, tile: Tile, target: TargetId): LinePlay | null {
  const place = board.places[target];
  if (!place) return null;
  return place.slot === null ? { tile, on: place.on } : { tile, on: place.on, slot: place.slot };
}
