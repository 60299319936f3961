/**
 * Applying a move (RULES.md §5, §14, §15): `applyMove` checks a move against
 * the rules of `legal.ts` and returns the new state or a typed error, never
 * throwing.
 */
import {
  anyFits,
  drawable,
  isBlocked,
  isChainWorthy,
  isLegalLead,
  legalPlays,
  mayDraw,
  noPlayMove,
  totalAfter,
} from './legal';
import {
  attach,
  describeNode,
  describeOpen,
  edgeValue,
  findNode,
  openEdges,
  placeLead,
  slotName,
  SLOTS,
  type LayoutNode,
  type OpenPoint,
} from './layout';
import { isParlour } from './options';
import { addPoints, finishHand, isScoringTotal, playPoints, uniqueLeaderAtTarget } from './scoring';
import { reservePips } from './reckoning';
import {
  copyGame,
  copyHand,
  fail,
  sideOf,
  type GameState,
  type HandState,
  type Move,
  type MoveEvent,
  type PlayMove,
  type Result,
} from './state';
import { formatTile, hasPip, isDouble, sumPips, type Tile } from '../core/tiles';

type Applied = { readonly state: GameState; readonly event: MoveEvent };

/** Applies a move for the player on turn: the new state and what happened, or why it is refused. */
export function applyMove(state: GameState, move: Move): Result<Applied> {
  if (state.over) return fail('game-over', 'the game is over; no further moves');
  const hand = state.hand;
  if (!hand) return fail('no-hand', 'no hand has been dealt');
  if (hand.result)
    return fail('hand-over', `the hand is over (${hand.result.end}); no further moves`);
  if (!Number.isInteger(move.seat) || move.seat < 0 || move.seat >= state.config.players) {
    return fail('bad-seat', `there is no seat ${String(move.seat)}`);
  }
  if (move.seat !== hand.turn)
    return fail('not-your-turn', `it is seat ${hand.turn}'s turn, not seat ${move.seat}'s`);
  switch (move.type) {
    case 'play':
      return applyPlay(state, hand, move);
    case 'draw':
      return applyDraw(state, hand);
    case 'pass':
      return applyPass(state, hand);
  }
}

/** Resolves where a play goes, or why it cannot go there. */
function resolvePlay(state: GameState, hand: HandState, move: PlayMove): Result<OpenPoint | null> {
  const options = state.config.options;
  const layout = hand.layout;
  if (layout.nodes.length === 0) {
    if (move.on !== null)
      return fail('needs-on', `nothing is on the table yet: ${formatTile(move.tile)} must be led`);
    if (!isLegalLead(move.tile, options)) {
      return fail(
        'lead-restricted',
        `${formatTile(move.tile)} is not a legal lead (a double or a tile with 5 or 10 pips)`,
      );
    }
    if (hand.leadTile !== null && move.tile !== hand.leadTile) {
      return fail(
        'lead-restricted',
        `${formatTile(move.tile)} is not the lead: this hand is led with ${formatTile(hand.leadTile)}`,
      );
    }
    return { ok: true, value: null };
  }
  if (move.on === null)
    return fail(
      'already-led',
      `the lead has been played: say which tile ${formatTile(move.tile)} goes on`,
    );
  const index = findNode(layout, move.on);
  if (index < 0) return fail('not-on-table', `${formatTile(move.on)} is not on the table`);
  if (layout.crossOpen && index !== layout.cross) {
    return fail(
      'cross-unfinished',
      `the cross on ${describeNode(layout, layout.cross)} is not complete: only its free edges are open`,
    );
  }
  const node = layout.nodes[index] as LayoutNode;
  const open = openEdges(node, options);
  if (open.length === 0) {
    if (isDouble(node.tile)) {
      return fail(
        'no-free-edge',
        node.spinner
          ? `${describeNode(layout, index)} has no free edge left`
          : `${describeNode(layout, index)} is not a spinner and has no free side left`,
      );
    }
    return fail('no-free-edge', `${describeNode(layout, index)} has no open end`);
  }
  let fitting = open.filter((edge) => hasPip(move.tile, edgeValue(node, edge)));
  if (fitting.length === 0) {
    return fail(
      'no-match',
      `${formatTile(move.tile)} does not match the open point(s) of ${describeNode(layout, index)} (${describeOpen(layout, index, options)})`,
    );
  }
  if (move.slot !== undefined) {
    const edge = SLOTS.indexOf(move.slot);
    if (!isDouble(node.tile) || edge < 0)
      return fail(
        'bad-slot',
        `${describeNode(layout, index)} is not a double: it has no ${move.slot}`,
      );
    if (!fitting.includes(edge)) {
      const free = fitting.map(slotName).join(', ');
      return fail(
        'bad-slot',
        `${move.slot} of ${describeNode(layout, index)} is not open now (open: ${free})`,
      );
    }
    fitting = [edge];
  }
  const edge = fitting[0] as number;
  const value = edgeValue(node, edge);
  if (move.end !== undefined && move.end !== value) {
    return fail(
      'end-mismatch',
      `${formatTile(move.tile)} on ${describeNode(layout, index)} goes on an open point showing ${value}, not ${move.end}`,
    );
  }
  return { ok: true, value: { node: index, edge, value } };
}

function applyPlay(state: GameState, hand: HandState, move: PlayMove): Result<Applied> {
  const { config } = state;
  const options = config.options;
  const seat = hand.turn;
  const held = hand.hands[seat] as readonly Tile[];
  if (!held.includes(move.tile))
    return fail('not-in-hand', `seat ${seat} does not hold ${formatTile(move.tile)}`);
  const where = resolvePlay(state, hand, move);
  if (!where.ok) return where;
  const at = where.value;
  if (hand.drawn !== null && move.tile !== hand.drawn) {
    return fail(
      'must-play-drawn',
      `the tile just drawn, ${formatTile(hand.drawn)}, must be played now`,
    );
  }
  const layout =
    at === null
      ? placeLead(hand.layout, move.tile, options)
      : attach(hand.layout, move.tile, at, options);
  const total = layout.total;
  const worthy = isChainWorthy(move.tile, total, options);
  if (hand.chained && hand.restricted && !worthy) {
    return fail(
      'continuation-restricted',
      `${formatTile(move.tile)} is neither a double nor a scoring play: the continuation is not allowed`,
    );
  }
  if (hand.chained && options.continuationMustScoreIfPossible && !isScoringTotal(total, options)) {
    if (
      legalPlays(state).some((p) => isScoringTotal(totalAfter(hand.layout, p, options), options))
    ) {
      return fail(
        'continuation-must-score',
        `a continuation must score when it can, and ${formatTile(move.tile)} does not`,
      );
    }
  }
  const side = sideOf(config, seat);
  const earned = playPoints(total, options);
  // With exact_target, points that would overshoot the target are void (§7).
  const scores = earned > 0 ? addPoints(state.scores, side, earned, options) : state.scores;
  const points = scores === state.scores || scores[side] === state.scores[side] ? 0 : earned;
  const hands = hand.hands.slice();
  hands[seat] = held.filter((t) => t !== move.tile);
  const wasDrawn = hand.drawn !== null;
  const next = copyHand(hand);
  next.hands = hands;
  next.layout = layout;
  next.drawn = null;
  const slot =
    at !== null && isDouble((hand.layout.nodes[at.node] as LayoutNode).tile)
      ? slotName(at.edge)
      : null;
  const played: MoveEvent = {
    type: 'play',
    seat,
    tile: move.tile,
    on: move.on,
    slot,
    total,
    points,
    drawn: wasDrawn,
    again: false,
  };
  const after = copyGame(state);
  after.scores = scores;
  after.hand = next;

  // Reaching the target through a play ends the game at once (§14.3).
  if (options.targetCheck === 'immediate' && points > 0) {
    const winner = uniqueLeaderAtTarget(scores, options.target);
    if (winner !== null) {
      next.result = {
        end: 'target',
        winners: [],
        pips: hands.map(sumPips),
        bonus: scores.map(() => 0),
      };
      after.over = true;
      after.winner = [winner];
      return done(after, played);
    }
  }

  const emptied = hands[seat].length === 0;
  if (emptied) {
    if (options.dominoRule === 'washed_up' && worthy && !wasDrawn) {
      next.washedUp = hand.washedUp ?? seat;
      return afterTurn(after, played, false);
    }
    return endHand(after, 'domino', hand.washedUp ?? seat, played);
  }
  const chains =
    worthy && options.chainRule !== 'none' && (!wasDrawn || options.drawnTileContinues);
  if (chains) {
    next.chained = true;
    next.restricted = options.chainRule === 'double_or_scoring_only';
    return checkBlocked(after, { ...played, again: true });
  }
  // The turn ends; it ends "plain" when the last tile neither scored nor was a double.
  return afterTurn(after, played, !worthy);
}

function applyDraw(state: GameState, hand: HandState): Result<Applied> {
  const options = state.config.options;
  const seat = hand.turn;
  if (hand.drawn !== null) {
    return fail(
      'must-play-drawn',
      `the tile just drawn, ${formatTile(hand.drawn)}, must be played now`,
    );
  }
  const holding = hand.restricted
    ? legalPlays(state).length > 0
    : anyFits(hand.layout, hand.hands[seat] as readonly Tile[], options);
  if (holding) return fail('must-play', 'may not draw while holding a playable tile');
  if (hand.chained && (hand.restricted || !options.continuationDraw)) {
    return fail('cannot-draw', 'a continuation may not be drawn for here: pass');
  }
  if (!options.boneyard) {
    return fail(
      'cannot-draw',
      isParlour(state.config.preset)
        ? 'no drawing in this game: the sleeping tiles stay out'
        : 'there is no boneyard in this game',
    );
  }
  if (drawable(hand, options) === 0) {
    return fail(
      'cannot-draw',
      hand.boneyard.length > 0
        ? `only the last ${options.boneyardReserve} tile(s) are left, and they are never drawn`
        : 'nothing is left to draw',
    );
  }
  if (!mayDraw(hand, options)) {
    return fail('cannot-draw', 'only one tile may be drawn a turn: pass');
  }
  const tile = hand.boneyard[0] as Tile;
  const hands = hand.hands.slice();
  hands[seat] = [...(hand.hands[seat] as readonly Tile[]), tile];
  const playable = anyFits(hand.layout, [tile], options);
  const next = copyHand(hand);
  next.hands = hands;
  next.boneyard = hand.boneyard.slice(1);
  next.drawn = playable ? tile : null;
  next.drew = true;
  const after = copyGame(state);
  after.hand = next;
  return checkBlocked(after, { type: 'draw', seat, tile, playable });
}

function applyPass(state: GameState, hand: HandState): Result<Applied> {
  const seat = hand.turn;
  const options = state.config.options;
  const canPlay =
    hand.drawn !== null ||
    (hand.restricted || options.continuationMustScoreIfPossible
      ? legalPlays(state).length > 0
      : anyFits(hand.layout, hand.hands[seat] as readonly Tile[], options));
  if (canPlay) {
    if (hand.chained && !options.continuationMandatory && hand.drawn === null)
      return afterTurn(state, { type: 'pass', seat }, false);
    return fail('must-play', 'may not pass while holding a playable tile');
  }
  if (noPlayMove(state, hand).type !== 'pass')
    return fail('must-draw', 'may not pass while able to draw');
  return afterTurn(state, { type: 'pass', seat }, false);
}

function done(state: GameState, event: MoveEvent): Result<Applied> {
  return { ok: true, value: { state, event } };
}

/** The turn is over: end a washed-up hand on a plain turn, else pass the turn on. */
function afterTurn(state: GameState, event: MoveEvent, plain: boolean): Result<Applied> {
  const hand = state.hand as HandState;
  if (plain && hand.washedUp !== null) return endHand(state, 'domino', hand.washedUp, event);
  const n = state.config.players;
  let turn = hand.turn;
  for (let i = 0; i < n; i++) {
    turn = (turn + 1) % n;
    if ((hand.hands[turn] as readonly Tile[]).length > 0) break;
  }
  const next = copyHand(hand);
  next.turn = turn;
  next.chained = false;
  next.restricted = false;
  next.drawn = null;
  next.drew = false;
  const after = copyGame(state);
  after.hand = next;
  return checkBlocked(after, event);
}

/** §14.1: after every move, a hand where nothing can be drawn or placed is over. */
function checkBlocked(state: GameState, event: MoveEvent): Result<Applied> {
  const hand = state.hand as HandState;
  if (!isBlocked(hand, state.config.options)) return done(state, event);
  // §14.6: washed up and then blocked is the washed-up player's domino.
  if (hand.washedUp !== null) return endHand(state, 'domino', hand.washedUp, event);
  return endHand(state, 'blocked', null, event);
}

/** Scores the end of the hand and settles the game and the next lead. */
function endHand(
  state: GameState,
  end: 'domino' | 'blocked',
  dominoSeat: number | null,
  event: MoveEvent,
): Result<Applied> {
  const { config } = state;
  const options = config.options;
  const hand = state.hand as HandState;
  const reserve = reservePips(hand, options);
  const result = finishHand(config, end, dominoSeat, hand.hands.map(sumPips), reserve);
  let scores = state.scores.slice();
  result.bonus.forEach((b, side) => {
    if (b !== 0) scores = addPoints(scores, side, b, options);
  });
  const winner = uniqueLeaderAtTarget(scores, options.target);
  // null: the next hand's lead goes by lot, or (§15.3) by the deal.
  const nextLeader =
    options.nextLead === 'rotate'
      ? (hand.leader + 1) % config.players
      : end === 'domino' && options.nextLead !== 'as_first'
        ? dominoSeat
        : null;
  const next = copyHand(hand);
  next.result = result;
  const after = copyGame(state);
  after.scores = scores;
  after.hand = next;
  after.nextLeader = nextLeader;
  after.over = winner !== null;
  after.winner = winner === null ? null : [winner];
  return done(after, event);
}
