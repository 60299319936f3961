/**
 * Random positions for the computer-player tests: whole games played by
 * seeded random moves, with every position (state and public history) kept.
 */
import {
  informationSet,
  publicEvent,
  type InformationSet,
  type PublicEvent,
} from '../../src/ai/index';
import {
  applyMove,
  dealNextHand,
  Generator,
  legalMoves,
  newGame,
  seedRng,
  startHand,
  tileOf,
  toMove,
  type GameState,
  type LegalMove,
  type Move,
  type NewGame,
  type Tile,
} from '../../src/engine/index';

export interface Position {
  readonly state: GameState;
  readonly history: readonly PublicEvent[];
}

/** Every settings mix the presets allow, partners included. */
export const MIXES: readonly NewGame[] = [
  { preset: 'horse-race', players: 2 },
  { preset: 'horse-race', players: 3 },
  { preset: 'horse-race', players: 4 },
  { preset: 'horse-race', players: 4, partners: true },
  { preset: 'horse-race-celko', players: 3 },
  { preset: 'horse-race-domino-play', players: 2 },
  { preset: 'horse-race-domino-play', players: 4 },
  { preset: 'seven-toed-pete', players: 4 },
  { preset: 'five-up', players: 3 },
  { preset: 'all-fives', players: 2 },
];

export function fresh(settings: NewGame): GameState {
  const g = newGame(settings);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

/** Up to `count` positions with a move to make, from random games of one mix. */
export function randomPositions(settings: NewGame, count: number, seed: string): Position[] {
  const out: Position[] = [];
  const g = new Generator(seedRng(seed));
  let state = fresh(settings);
  let history: PublicEvent[] = [];
  while (out.length < count) {
    if (state.over) state = fresh(settings);
    if (!state.hand || state.hand.result) {
      const dealt = dealNextHand(state, { s: [g.next(), g.next(), g.next(), g.next()] });
      if (!dealt.ok) throw new Error(dealt.error.message);
      state = dealt.value.state;
      history = [];
    }
    const legal = legalMoves(state);
    if (legal.length === 0) continue;
    out.push({ state, history: history.slice() });
    const applied = applyMove(state, toMove(legal[g.int(legal.length)] as LegalMove));
    if (!applied.ok) throw new Error(applied.error.message);
    history.push(publicEvent(applied.value.event));
    state = applied.value.state;
  }
  return out;
}

/** The view of the seat on turn. */
export function viewOf(p: Position): InformationSet {
  const seat = p.state.hand?.turn ?? 0;
  const view = informationSet(p.state, seat, p.history);
  if (!view) throw new Error('no hand');
  return view;
}

/** Whether a move is one of the view's legal moves. */
export function isListed(view: InformationSet, move: Move): boolean {
  return view.legal.some((m) =>
    m.type === 'play'
      ? move.type === 'play' && move.tile === m.tile && move.on === m.on && move.seat === m.seat
      : m.type === move.type && m.seat === move.seat,
  );
}

/** "a-b" text to a tile. */
export function t(text: string): Tile {
  const [a, b] = text.split('-').map(Number);
  return tileOf(a ?? 0, b ?? 0);
}

/** A hand started from a fixture deal, then the given moves applied; throws on any refusal. */
export function fixture(
  settings: NewGame,
  hands: readonly string[][],
  boneyard: readonly string[],
  leader: number,
  moves: readonly Move[] = [],
): Position {
  const started = startHand(
    fresh(settings),
    { hands: hands.map((h) => h.map(t)), boneyard: boneyard.map(t) },
    leader,
  );
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  const history: PublicEvent[] = [];
  for (const move of moves) {
    const applied = applyMove(state, move);
    if (!applied.ok) throw new Error(applied.error.message);
    history.push(publicEvent(applied.value.event));
    state = applied.value.state;
  }
  return { state, history };
}
