/**
 * The line-of-play family (RULES.md §1–§15): Horse Race and its variants, Seven-Toed Pete
 * and the parlour games, as one `Family` of the contract in `family.ts`. Everything here
 * is a thin adapter over the engine's own modules; the rules stay where they were.
 */
import type {
  Family,
  GameSettings,
  Phase,
  PresetInfo,
  RecordedGame,
  RecordJson,
} from '../core/family';
import { makeConfig, newGame, nextDeal, startHand, type Deal, type Lot } from './game';
import { legalMoves } from './legal';
import {
  informationSet,
  publicEvent,
  seatEvent,
  type InformationSet,
  type SeatEvent,
} from './lineView';
import { applyMove } from './moves';
import {
  isPreset,
  optionOverrides,
  PRESET_OPTIONS,
  PRESETS,
  resolveOptions,
  setsFor,
} from './options';
import { toMove } from './playout';
import { unseenTiles } from '../core/tiles';
import { parseRecord, replayRecord, toRecord, toRecordHand } from './record';
import {
  fail,
  type GameConfig,
  type GameState,
  type Move,
  type MoveEvent,
  type Result,
} from './state';

/** How a line-of-play hand is dealt: the tiles, the seat that leads, and the lot if one was drawn. */
export interface LineDeal extends Deal {
  readonly leader: number;
  /** The draws that chose the leader, where the rules called for a lot (never in a record). */
  readonly lot: Lot | null;
}

/** The kinds of turn in a line of play: the lead, drawing (or placing the drawn tile), and play (with its chain). */
export type LineTurn = 'lead' | 'draw' | 'play-chain';

/**
 * The kind of turn in play: `lead` on an empty table, `draw` when the only legal move is
 * to draw or a drawn tile must be placed, `play-chain` otherwise. Null outside a hand in play.
 */
export function lineTurn(state: GameState): LineTurn | null {
  const hand = state.hand;
  if (!hand || hand.result || state.over) return null;
  if (hand.layout.nodes.length === 0) return 'lead';
  if (hand.drawn !== null) return 'draw';
  const legal = legalMoves(state);
  return legal.length === 1 && legal[0]?.type === 'draw' ? 'draw' : 'play-chain';
}

/** A game's configuration from record-style settings, or why they are refused. */
export function lineConfig(settings: GameSettings): Result<GameConfig> {
  if (!isPreset(settings.preset))
    return fail('bad-deal', `${settings.preset} is not a line-of-play game`);
  const options = resolveOptions(settings.preset, settings.options);
  if (!options.ok) return fail('bad-deal', options.message);
  return makeConfig({
    preset: settings.preset,
    players: settings.players,
    partners: settings.partners ?? false,
    options: options.options,
  });
}

function phase(state: GameState): Phase {
  if (state.over) return { kind: 'game-over' };
  const hand = state.hand;
  if (!hand) return { kind: 'deal' };
  if (hand.result) return { kind: 'hand-over' };
  return { kind: 'turn', seat: hand.turn, name: lineTurn(state) ?? 'play-chain' };
}

/** Whether a value has a line-of-play move's shape, so that `applyMove` can judge it. */
export function isLineMove(v: unknown): v is Move {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  if (typeof m.seat !== 'number') return false;
  if (m.type === 'draw' || m.type === 'pass') return true;
  if (m.type !== 'play' || typeof m.tile !== 'number') return false;
  if (m.on !== null && typeof m.on !== 'number') return false;
  return m.slot === undefined || typeof m.slot === 'string';
}

/** A line-of-play move read from untrusted data, with only its own fields; null when it is none. */
export function readLineMove(v: unknown): Move | null {
  if (!isLineMove(v)) return null;
  if (v.type !== 'play') return { type: v.type, seat: v.seat };
  return {
    type: 'play',
    seat: v.seat,
    tile: v.tile,
    on: v.on,
    ...(v.slot !== undefined ? { slot: v.slot } : {}),
    ...(v.end !== undefined ? { end: v.end } : {}),
  };
}

function write(game: RecordedGame<LineDeal, Move>): RecordJson {
  const { settings } = game;
  const hands = game.hands.map((h) => toRecordHand(h.deal, h.deal.leader, h.moves));
  const config = lineConfig(settings);
  if (!config.ok) return { ...settings, hands };
  const scores =
    settings.scores ?? new Array<number>(config.value.partners ? 2 : settings.players).fill(0);
  return toRecord(config.value, scores, hands, settings.options);
}

function presetInfo(preset: string): PresetInfo {
  const options = isPreset(preset) ? PRESET_OPTIONS[preset] : PRESET_OPTIONS['horse-race'];
  const fixed = options.fixedPlayers;
  return {
    players: fixed > 0 ? [fixed] : [2, 3, 4],
    defaultPlayers: fixed > 0 ? fixed : 2,
    partners: options.partnersAllowed ? 'optional' : 'never',
    sets: isPreset(preset) ? setsFor(preset) : [6],
    defaultSet: 6,
    target: options.target,
    lowerWins: false,
  };
}

export const lineFamily: Family<
  GameState,
  Move,
  MoveEvent,
  InformationSet | null,
  LineDeal,
  SeatEvent
> = {
  id: 'line',
  presets: PRESETS,
  presetInfo,
  newGame(settings) {
    const config = lineConfig(settings);
    if (!config.ok) return config;
    return newGame({ ...config.value, ...(settings.scores ? { scores: settings.scores } : {}) });
  },
  dealNext(state, rng) {
    const { next, rng: after } = nextDeal(state, rng);
    return {
      ok: true,
      value: { deal: { ...next.deal, leader: next.leader, lot: next.lot }, rng: after },
    };
  },
  startHand: (state, deal) => startHand(state, deal, deal.leader),
  phase,
  readMove: readLineMove,
  legalMoves: (state) => legalMoves(state).map(toMove),
  apply(state, move) {
    const applied = applyMove(state, move);
    if (!applied.ok) return applied;
    return { ok: true, value: { state: applied.value.state, events: [applied.value.event] } };
  },
  seatView: (state, seat, events = []) => informationSet(state, seat, events.map(publicEvent)),
  hands: (state) => state.hand?.hands ?? [],
  // Once the hand is over, the hands are counted in the open (§6): only the boneyard is unseen.
  unseen: (state, seat) => {
    const hand = state.hand;
    if (!hand) return [];
    const hands = hand.result ? hand.hands.map(() => []) : hand.hands;
    return unseenTiles(hands, seat, hand.boneyard);
  },
  // The public face, as the seat view's history has it: a draw shows nobody its tile (the
  // drawer has it in its hand, `drawn`).
  seatEvents: (events, seat) => events.map((e) => seatEvent(e, seat)),
  eventSeat: (event) => event.seat,
  outcome: (state) => ({
    scores: state.scores,
    lowerWins: false,
    over: state.over,
    winner: state.winner,
  }),
  // Every placement scores a count (its open ends' total, §3) that its player claims.
  counts: {
    scoring: (event) => (event.type === 'play' ? { seat: event.seat, points: event.points } : null),
  },
  record: {
    read(value) {
      const parsed = parseRecord(value);
      if (!parsed.ok) return fail('bad-deal', parsed.message);
      const { config, scores, hands } = parsed.record;
      const settings: GameSettings = {
        preset: config.preset,
        players: config.players,
        partners: config.partners,
        options: optionOverrides(config.preset, config.options),
        scores,
      };
      return {
        ok: true,
        value: {
          settings,
          hands: hands.map((h) => ({
            deal: { ...h.deal, leader: h.leader, lot: null },
            moves: h.moves,
          })),
        },
      };
    },
    write,
    replay(value) {
      const parsed = parseRecord(value);
      if (!parsed.ok) return { output: { error: { message: parsed.message } }, status: 2 };
      const output = replayRecord(parsed.record);
      return { output, status: 'error' in output ? 1 : 0 };
    },
  },
};
