/** The numbers a quiz asks for, each worked out by the engine (never by the lesson). */
import {
  hasPip,
  parseTile,
  pipPoints,
  placements,
  legalMoves,
  pointsToTarget,
  sumPips,
  totalAfter,
  fullSet,
  handSizeFor,
  PRESET_OPTIONS,
  lotContenders,
  type GameState,
  type LotDraw,
  type MoveEvent,
} from '../engine/index';
import type { QuizAsk } from './types';

/** The learner's seat (the runner's LEARNER; repeated here to keep the import one-way). */
const LEARNER = 0;

/** The `action` quiz's numbers: play a tile, draw, pass. */
const ACTIONS = ['play', 'draw', 'pass'] as const;

export function askValue(game: GameState, events: readonly MoveEvent[], ask: QuizAsk): number {
  const hand = game.hand;
  const options = game.config.options;
  switch (ask.of) {
    case 'count':
      return hand?.layout.total ?? 0;
    case 'points': {
      const last = [...events].reverse().find((e) => e.type === 'play');
      return last?.type === 'play' ? last.points : 0;
    }
    case 'countAfter': {
      const tile = parseTile(ask.tile, options.maxPip);
      const on = parseTile(ask.on, options.maxPip);
      if (!hand || tile === null || on === null) return NaN;
      const play = placements(hand.layout, [tile], options).find((p) => p.on === on);
      return play ? totalAfter(hand.layout, play, options) : NaN;
    }
    case 'bonus':
      return hand?.result?.bonus[ask.side] ?? NaN;
    case 'pips':
      return sumPips(hand?.hands[ask.seat] ?? []);
    case 'penalty':
      return pipPoints(sumPips(hand?.hands[ask.seat] ?? []), options);
    case 'toTarget':
      return pointsToTarget(game.scores[ask.side] ?? 0, options);
    case 'tilesOut': {
      const seen = new Set([
        ...(hand?.layout.nodes.map((n) => n.tile) ?? []),
        ...(hand?.hands[LEARNER] ?? []),
      ]);
      return fullSet(options.maxPip).filter((t) => hasPip(t, ask.value) && !seen.has(t)).length;
    }
    case 'handSize': {
      // Another preset's hands on this lesson's set: its own options, this set's highest pip.
      const preset = ask.preset ?? game.config.preset;
      const own = ask.preset ? { ...PRESET_OPTIONS[preset], maxPip: options.maxPip } : options;
      return handSizeFor(own, preset, ask.players);
    }
    case 'boneyard':
      return hand?.boneyard.length ?? 0;
    case 'boneyardAfterDeal':
      return options.boneyard
        ? fullSet(options.maxPip).length -
            ask.players * handSizeFor(options, game.config.preset, ask.players)
        : 0;
    case 'score':
      return game.scores[ask.side] ?? NaN;
    case 'turn':
      return hand && !hand.result ? hand.turn : NaN;
    case 'nextLeader':
      return hand?.result ? (game.nextLeader ?? NaN) : NaN;
    case 'places': {
      // Each open edge (a free side or end) showing one of the tile's numbers.
      const tile = parseTile(ask.tile, options.maxPip);
      if (!hand || tile === null) return NaN;
      return hand.layout.open.filter((p) => hasPip(tile, p.value)).length;
    }
    case 'action': {
      if (!hand || hand.result || hand.turn !== LEARNER) return NaN;
      const kinds = new Set(legalMoves(game).map((m) => ACTIONS.indexOf(m.type)));
      return kinds.size === 1 ? ([...kinds][0] ?? NaN) : NaN;
    }
    case 'lotLeader': {
      let contenders = Array.from({ length: game.config.players }, (_, s) => s);
      for (const round of ask.rounds) {
        const seats = round.map((d) => d.seat);
        if (seats.join() !== contenders.join()) return NaN;
        const draws: LotDraw[] = [];
        for (const d of round) {
          const tile = parseTile(d.tile, options.maxPip);
          if (tile === null) return NaN;
          draws.push({ seat: d.seat, tile });
        }
        contenders = lotContenders(draws, options);
      }
      return contenders.length === 1 ? (contenders[0] ?? NaN) : NaN;
    }
  }
}
