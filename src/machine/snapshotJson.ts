/**
 * The running game as plain data for the browser tests' `window.horseRace.snapshot()`: what
 * every family has (its phase, scores, the game's end, its deal), and the details a family
 * adds (the line of play's turn, count, hand, layout and boneyard). One entry a family.
 */
import type { FamilyId } from '../engine/core/family';
import type { Tile } from '../engine/core/tiles';
import { formatTile } from '../engine/core/tiles';
import {
  selectBoneyard,
  selectHand,
  selectLayout,
  selectOpenTotal,
  selectPhase,
  selectSeats,
  selectTurn,
  type GameSnapshot,
} from './selectors';
import { familyFor } from './settings';

const names = (tiles: readonly Tile[]): string[] => tiles.map(formatTile);

const DETAILS: {
  readonly [F in FamilyId]: ((snap: GameSnapshot) => Record<string, unknown>) | null;
} = {
  line: (snap) => {
    const turn = selectTurn(snap);
    const layout = selectLayout(snap);
    return {
      turn: turn ? turn.seat : null,
      total: selectOpenTotal(snap),
      hand: names(selectHand(snap)),
      handSizes: selectSeats(snap).map((s) => s.tiles),
      boneyard: selectBoneyard(snap),
      layout: layout ? names(layout.nodes.map((n) => n.tile)) : [],
    };
  },
  // The table's hotspots tell the rest of these families' games.
  trains: null,
  tricks: null,
};

export function snapshotJson(snap: GameSnapshot): Record<string, unknown> {
  const { settings } = snap.context;
  const family = familyFor(settings);
  const outcome = family.outcome(snap.context.game);
  return {
    family: family.id,
    phase: selectPhase(snap),
    scores: outcome.scores.slice(),
    over: outcome.over,
    seed: settings.seed,
    preset: settings.preset,
    ...DETAILS[family.id]?.(snap),
  };
}
