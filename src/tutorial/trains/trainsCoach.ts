/**
 * Mexican Train's words and numbers for its lessons (RULES.md §16): what a move did, the
 * engine's refusals in the learner's terms, the places a tile might be tried, and the numbers
 * a quiz asks for, all read from the engine's state.
 */
import type { Refusal } from '../../engine/core/family';
import { formatTile, hasPip, hi, isDouble, parseTile } from '../../engine/core/tiles';
import {
  applyTrains,
  engineOf,
  handPoints,
  trainsHandSize,
  trainsLegalMoves,
  trainIndex,
  trainRef,
  type TrainRef,
  type TrainsEvent,
  type TrainsMove,
  type TrainsState,
} from '../../engine/trains/trainsFamily';
import { seatName } from '../../machine/seatNames';
import type { FamilyQuizAsk, LessonCoach } from '../familyTypes';
import { trainsWorth } from './trainsWorth';

function names(state: TrainsState): (seat: number) => string {
  return (seat) => seatName(seat, state.config.players);
}

/** "your train", "North’s train", "the Mexican train". */
function trainWords(state: TrainsState, ref: TrainRef): string {
  if (ref === 'mexican') return 'the Mexican train';
  return ref === 0 ? 'your train' : `${names(state)(ref)}’s train`;
}

/** A move's key in words: "9-4 on your train", "ending your turn". */
function keyWords(key: string, state: TrainsState): string {
  const ended: Record<string, string> = {
    stop: 'ending your turn',
    draw: 'drawing',
    pass: 'passing',
  };
  const [tile = '', on, train] = key.split(' ');
  if (on !== 'on' || train === undefined) return ended[key] ?? key;
  const n = Number(train);
  const ref: TrainRef | null = train === 'mexican' ? 'mexican' : Number.isInteger(n) ? n : null;
  return ref === null ? key : `${tile} on ${trainWords(state, ref)}`;
}

/** The refusals that state a rule the learner broke (not merely "it does not match"). */
const RULES: ReadonlySet<string> = new Set([
  'engine-first',
  'own-train-only',
  'double-owed',
  'no-marker',
  'stop',
  'must-play',
  'drawn',
  'must-draw',
]);

function reword(refusal: Refusal, state: TrainsState, move: TrainsMove | null): string {
  const round = state.round;
  const n = state.config.players;
  const tile = move?.type === 'play' || move?.type === 'engine' ? move.tile : null;
  const name = tile === null ? 'That' : formatTile(tile);
  switch (refusal.code) {
    case 'no-match': {
      const open = [...new Set(round?.open ?? [])].sort((a, b) => b - a).join(', ');
      return `${name} matches no open end (${open}): a tile goes only where one of its numbers meets a train's end.`;
    }
    case 'own-train-only':
      return `${name} may not go there yet: in your first turn you play only on your own train.`;
    case 'double-owed': {
      const owed = round?.unsatisfied[0];
      const ref = owed === undefined ? null : trainRef(owed, n);
      const where = ref === null ? 'its train' : trainWords(state, ref);
      return `A double on ${where} is owed a tile: nothing goes anywhere else until it is satisfied.`;
    }
    case 'no-marker': {
      const owner = move?.type === 'play' && move.train !== 'mexican' ? move.train : null;
      const whose = owner === null ? 'its owner' : names(state)(owner);
      return `${name} fits ${whose}’s train, but it has no marker: only ${whose} may play there until a pass puts one on it.`;
    }
    case 'must-play':
      return 'A tile of yours fits: you must play it, not draw or pass.';
    case 'must-draw':
      return 'Nothing fits, but the boneyard has tiles: draw one before you may pass.';
    case 'drawn':
      return 'You have drawn for this play already: the drawn tile does not fit, so pass (a marker goes on your train). A double of yours gets a fresh draw for its follow-up.';
    case 'stop':
      return 'Only a first turn ends with End turn: now play a tile, or draw if none fits.';
    case 'engine-first':
      return 'The engine goes into the hub first.';
    default:
      return refusal.message;
  }
}

function describe(event: TrainsEvent, state: TrainsState): string {
  const who = names(state);
  switch (event.type) {
    case 'draw':
      return event.seat === 0 ? `You draw ${formatTile(event.tile)}.` : `${who(event.seat)} draws.`;
    case 'engine':
      return `${who(event.seat)} ${event.seat === 0 ? 'set' : 'sets'} ${formatTile(event.tile)} in the hub.`;
    case 'play': {
      const owed = isDouble(event.tile) && event.unsatisfied.includes(event.train);
      return `${who(event.seat)} ${event.seat === 0 ? 'play' : 'plays'} ${formatTile(event.tile)} on ${trainWords(state, event.train)}${owed ? ': a double, owed a tile' : ''}.`;
    }
    case 'stop':
      return `${who(event.seat)} ${event.seat === 0 ? 'end' : 'ends'} the turn.`;
    case 'pass':
      return `${who(event.seat)} ${event.seat === 0 ? 'pass' : 'passes'}: a marker goes on ${event.seat === 0 ? 'your' : 'its'} train.`;
    case 'round-end': {
      const { winners } = event.result;
      const out = winners.map((seat) => (seat === 0 ? 'you' : who(seat))).join(' and ');
      return event.result.end === 'domino'
        ? `Domino: ${out} ${winners.length > 1 || winners[0] === 0 ? 'are' : 'is'} out.`
        : 'Blocked: nobody can play.';
    }
    case 'game-over':
      return 'The game is over.';
  }
}

function ask(state: TrainsState, q: FamilyQuizAsk): number {
  const totals = state.totals;
  switch (q.of) {
    case 'round-points':
      return state.round?.result?.points[q.seat] ?? NaN;
    case 'pips-left':
      return handPoints(state.round?.hands[q.seat] ?? [], state.config.doubleBlank);
    case 'total':
      return totals[q.seat] ?? NaN;
    case 'lowest-total':
      return totals.indexOf(Math.min(...totals));
    case 'markers':
      return state.round?.markers.filter(Boolean).length ?? NaN;
    case 'starter':
      return state.round?.leader ?? NaN;
    case 'engine':
      return q.round === undefined
        ? (state.round?.engineValue ?? NaN)
        : hi(engineOf(state.config, q.round - 1));
    case 'rounds':
      return state.config.rounds;
    case 'hand-size':
      return trainsHandSize(q.set ?? state.config.maxPip, q.players);
    case 'action':
      return action(state);
    case 'owed': {
      const owed = state.round?.unsatisfied[0];
      return owed ?? NaN;
    }
    case 'ends-round':
      return endsRound(state, q.tile, q.train);
    case 'round-winner':
      return state.round?.result?.winners[0] ?? NaN;
    case 'game-winner': {
      const winner = state.winner ?? [];
      return winner.length === 0 ? NaN : winner.length > 1 ? -1 : (winner[0] ?? NaN);
    }
    default:
      return NaN;
  }
}

/** The one kind of move the learner may make now: 0 play, 1 draw, 2 pass (NaN otherwise). */
function action(state: TrainsState): number {
  if (state.round?.turn !== 0 || state.round.result) return NaN;
  const kinds = new Set(
    trainsLegalMoves(state).map((m) => (m.type === 'draw' ? 1 : m.type === 'pass' ? 2 : 0)),
  );
  return kinds.size === 1 ? ([...kinds][0] ?? NaN) : NaN;
}

/** 1 when the seat on turn laying `tile` on `train` ends the round, 0 when not; NaN if illegal. */
function endsRound(state: TrainsState, name: string, train: TrainRef): number {
  const tile = parseTile(name, state.config.maxPip);
  const seat = state.round?.turn;
  if (tile === null || seat === undefined) return NaN;
  const r = applyTrains(state, { type: 'play', seat, tile, train });
  return r.ok ? Number(r.value.state.round?.result !== null) : NaN;
}

export const trainsCoach: LessonCoach<TrainsState, TrainsMove, TrainsEvent> = {
  hand: (state, seat) => state.round?.hands[seat] ?? [],
  tries(state, seat, tile) {
    const round = state.round;
    if (!round) return [];
    const n = state.config.players;
    if (!round.placed && tile === round.engine) return [{ type: 'engine', seat, tile }];
    // Each train whose open end it matches (or, matching none, every train: "no match").
    const refs = Array.from({ length: n + 1 }, (_, t) => trainRef(t, n));
    const matching = refs.filter((ref) => hasPip(tile, round.open[trainIndex(ref, n)] ?? -1));
    return (matching.length > 0 ? matching : refs.slice(0, 1)).map((train) => ({
      type: 'play',
      seat,
      tile,
      train,
    }));
  },
  describe,
  reword,
  rules: RULES,
  ask,
  maxPip: (state) => state.config.maxPip,
  words: keyWords,
  worth: trainsWorth,
  // Ending a first turn that could go on is a choice of play: weighed as it lands.
  weighs: (move) => (move.type === 'stop' ? 'play' : null),
};
