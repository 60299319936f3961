/**
 * Every family of the registry keeps the contract of `src/engine/core/family.ts`, checked only
 * through the contract (as the machine, the computer players and the server use it):
 * seeded games played to the end from `legalMoves`, every legal move accepted, a move out
 * of turn refused with a typed reason, the phase naming the seat on turn, and the game's
 * record (`record.write`) replaying to the very scores the game reached. No seat's view
 * nor its events (`seatEvents`), a spectator's included, shows a tile `unseen` names.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  FAMILIES,
  familyOf,
  SPECTATOR,
  familyOfRecord,
  Generator,
  seedRng,
  type AnyFamily,
  type FamilyId,
  type GameSettings,
  type RecordedHand,
  type SeatMove,
} from '../../src/engine/index';
import { leaked, tilesShown } from '../support/tileScan';

/** Settings to play for each family: a family added to the registry must add its own here. */
const SAMPLES: Readonly<Record<FamilyId, readonly GameSettings[]>> = {
  line: [
    { preset: 'horse-race', players: 2 },
    { preset: 'horse-race', players: 4, partners: true },
    { preset: 'seven-toed-pete', players: 4 },
    { preset: 'muggins', players: 3, options: { max_pip: 12 } },
    { preset: 'block', players: 2, options: { max_pip: 9 } },
  ],
  trains: [
    { preset: 'mexican-train', players: 2, options: { max_pip: 9, rounds: 2 } },
    { preset: 'mexican-train', players: 8, options: { rounds: 1 } },
  ],
  tricks: [{ preset: 'texas-42', players: 4, partners: true, options: { target: 2 } }],
};

interface Played {
  readonly outcome: ReturnType<AnyFamily['outcome']>;
  readonly hands: RecordedHand<unknown, SeatMove>[];
  readonly refusedOutOfTurn: number;
  /** Tiles the moves' own events showed to a seat that could not see them (what `seatEvents` hides). */
  readonly rawLeaks: number;
}

/** Plays a whole game (or `maxMoves` moves) through the contract alone. */
function play(family: AnyFamily, settings: GameSettings, seed: string, maxMoves = 20_000): Played {
  const created = family.newGame(settings);
  if (!created.ok) throw new Error(`${settings.preset}: ${created.error.message}`);
  let state: unknown = created.value;
  let rng = seedRng(seed);
  const g = new Generator(seedRng(`${seed}/choices`));
  const hands: RecordedHand<unknown, SeatMove>[] = [];
  let moves: SeatMove[] = [];
  let events: readonly unknown[] = [];
  let refusedOutOfTurn = 0;
  let rawLeaks = 0;
  for (let step = 0; step < maxMoves; step++) {
    const phase = family.phase(state);
    if (phase.kind === 'game-over') break;
    if (phase.kind === 'deal' || phase.kind === 'hand-over') {
      const dealt = family.dealNext(state, rng);
      if (!dealt.ok) throw new Error(dealt.error.message);
      rng = dealt.value.rng;
      const started = family.startHand(state, dealt.value.deal);
      if (!started.ok) throw new Error(started.error.message);
      state = started.value;
      moves = [];
      events = [];
      hands.push({ deal: dealt.value.deal, moves });
      continue;
    }
    const legal = family.legalMoves(state);
    expect(legal.length, `${settings.preset}: a turn with no legal move`).toBeGreaterThan(0);
    for (const m of legal) expect(m.seat).toBe(phase.seat);
    const move = legal[g.int(legal.length)] as SeatMove;
    const players = settings.players;
    const wrong = { ...move, seat: (move.seat + 1) % players };
    const refused = family.apply(state, wrong);
    if (!refused.ok) {
      expect(typeof refused.error.code).toBe('string');
      expect(refused.error.message.length).toBeGreaterThan(0);
      refusedOutOfTurn++;
    }
    const applied = family.apply(state, move);
    if (!applied.ok) throw new Error(`a legal move was refused: ${applied.error.message}`);
    // Who moved, as the family tells it: the mover, or none (a round's or hand's end).
    for (const e of applied.value.events) expect([move.seat, null]).toContain(family.eventSeat(e));
    expect(applied.value.events.some((e) => family.eventSeat(e) === move.seat)).toBe(true);
    state = applied.value.state;
    moves.push(move);
    events = [...events, ...applied.value.events];
    // Every seat's hand, as the replay viewer shows it: a seat sees its own tiles, and while
    // the hand goes on, none of another's.
    const held = family.hands(state);
    expect(held.length === 0 || held.length === players).toBe(true);
    const going = family.phase(state).kind === 'turn';
    held.forEach((tiles, seat) => {
      for (const t of tiles) expect(family.unseen(state, seat)).not.toContain(t);
      if (going)
        for (const t of tiles) expect(family.unseen(state, (seat + 1) % players)).toContain(t);
    });
    // A view of every seat (and a spectator's) is data, and shows no tile the seat cannot see.
    for (let s = SPECTATOR; s < players; s++) {
      const unseen = family.unseen(state, s);
      // The scan finds them where they are (the full state), so it can find a leak.
      expect(leaked(tilesShown(state), unseen)).toEqual(unseen);
      const shown = tilesShown(family.seatView(state, s, events));
      expect(leaked(shown, unseen), `${settings.preset}: seat ${s} sees hidden tiles`).toEqual([]);
      // The move's events as the seat may see them: one for each, in order, none hidden.
      const seen = family.seatEvents(applied.value.events, s);
      const hidden = leaked(tilesShown(seen), unseen);
      const kinds = seen.map(typeOf).join();
      const made = applied.value.events.map(typeOf).join();
      if (hidden.length > 0 || kinds !== made)
        expect({ hidden, kinds }, `${settings.preset}: seat ${s}'s events`).toEqual({
          hidden: [],
          kinds: made,
        });
      rawLeaks += leaked(tilesShown(applied.value.events), unseen).length;
    }
  }
  return { outcome: family.outcome(state), hands, refusedOutOfTurn, rawLeaks };
}

const typeOf = (e: unknown): unknown => (e as { type?: unknown }).type;

describe.each(FAMILIES.map((f) => [f.id, f] as const))('the %s family', (id, family) => {
  test('counts to claim (the optional part) only where its plays score them', () => {
    // The line of play's placements each score a count their player claims; the others' none.
    expect(family.counts !== undefined).toBe(id === 'line');
    const counts = family.counts;
    if (!counts) return;
    const play = { type: 'play', seat: 2, tile: 0, on: null, total: 10, points: 2 };
    expect(counts.scoring(play)).toEqual({ seat: 2, points: 2 });
    expect(counts.scoring({ type: 'draw', seat: 1, tile: 3 })).toBeNull();
    expect(counts.scoring({ type: 'pass', seat: 1 })).toBeNull();
  });

  test('names presets that lead back to it', () => {
    expect(family.presets.length).toBeGreaterThan(0);
    for (const preset of family.presets) expect(familyOf(preset)).toBe(family);
    expect(familyOfRecord({ preset: family.presets[0] })).toBe(family);
  });

  test.each(SAMPLES[id].map((s) => [JSON.stringify(s), s] as const))(
    'plays %s to the end through the contract, and its record replays to the same scores',
    (_name, settings) => {
      for (const seed of ['A1', 'B2', 'C3']) {
        const { outcome, hands, refusedOutOfTurn } = play(family, settings, seed);
        expect(outcome.over).toBe(true);
        expect(outcome.winner?.length).toBeGreaterThan(0);
        expect(refusedOutOfTurn).toBeGreaterThan(0);
        const record = family.record.write({ settings, hands });
        const { output, status } = family.record.replay(JSON.parse(JSON.stringify(record)));
        expect(status).toBe(0);
        const replayed = output as { scores: number[]; over: boolean; winner: number[] | null };
        expect(replayed.scores).toEqual([...outcome.scores]);
        expect(replayed.over).toBe(true);
        expect(replayed.winner).toEqual(outcome.winner && [...outcome.winner]);
        const read = family.record.read(record);
        expect(read.ok).toBe(true);
      }
    },
  );
});

describe.each(FAMILIES.map((f) => [f.id, f] as const))('the %s family, fuzzed', (id, family) => {
  test("no seat's events (nor a spectator's) show a tile it cannot see, over random games", () => {
    let rawLeaks = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...SAMPLES[id]),
        fc.string({ minLength: 1, maxLength: 8 }),
        (settings, seed) => {
          rawLeaks += play(family, settings, `fuzz/${seed}`, 300).rawLeaks;
        },
      ),
      { numRuns: 8, seed: 42 },
    );
    // The scan can find a leak: a drawn tile's face, in the families that draw, was there to hide.
    if (id !== 'tricks') expect(rawLeaks).toBeGreaterThan(0);
  });
});

test('every family of the registry has settings to play here', () => {
  for (const f of FAMILIES) expect(SAMPLES[f.id].length).toBeGreaterThan(0);
});

test('a preset no family plays is refused by the line reader, not thrown', () => {
  expect(familyOf('chess')).toBeNull();
  expect(familyOfRecord({ preset: 'chess' }).record.replay({ preset: 'chess' }).status).toBe(2);
  expect(familyOfRecord(null).record.replay(null).status).toBe(2);
});
