/**
 * One machine for every family: a game of each family (the line of play, Mexican Train,
 * Texas 42) is played through the game machine by people sending the family-neutral MOVE
 * event, with no machine of its own. The phases come from the family, a malformed move is
 * refused and play goes on, the game reaches its end, the record the machine writes
 * replays to the same scores, and a save taken mid-game resumes to the very same state.
 */
import { createActor } from 'xstate';
import { describe, expect, test } from 'vitest';
import { Generator, replayValue, seedRng } from '../../src/engine/index';
import {
  gameMachine,
  legalNow,
  readSave,
  selectPhase,
  serializeSave,
  toGameRecord,
  type GameSnapshot,
} from '../../src/machine/index';
import { archiveEntry } from '../../src/archive/game';
import { parseJsonl, toLine } from '../../src/archive/jsonl';
import { settingsOf } from './helpers';

const GAMES = [
  { name: 'Horse Race', input: { preset: 'horse-race', players: 3 }, turns: ['lead'] },
  {
    name: 'Mexican Train',
    input: { preset: 'mexican-train', players: 3, maxPip: 9, options: { rounds: 2 } },
    turns: ['engine', 'first', 'play'],
  },
  {
    name: 'Texas 42',
    input: { preset: 'texas-42', target: 2 },
    turns: ['bid', 'contract', 'trick'],
  },
] as const;

describe.each(GAMES)('$name through the one machine', ({ input, turns }) => {
  test('plays to the end by MOVE events, refuses a malformed one, and its record and save agree', () => {
    const settings = settingsOf({
      ...input,
      seed: 'FAM1LY',
      speed: 'instant',
      seats: Array.from({ length: 'players' in input ? input.players : 4 }, () => ({
        kind: 'human',
      })),
    });
    const actor = createActor(gameMachine, { input: { settings } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    const g = new Generator(seedRng('choices'));
    const seen = new Set<string>();
    let saved: { text: string; snapshot: GameSnapshot } | null = null;
    for (let step = 0; step < 20_000 && !actor.getSnapshot().matches('game-over'); step++) {
      const snap = actor.getSnapshot();
      if (snap.matches('hand-end')) {
        actor.send({ type: 'NEXT_HAND' });
        continue;
      }
      expect(snap.matches('turn')).toBe(true);
      seen.add(selectPhase(snap));
      if (step === 5) {
        actor.send({ type: 'MOVE', move: { seat: 'nobody', tile: 'x' } });
        expect(actor.getSnapshot().context.refusal?.code).toBe('bad-event');
        saved = { text: serializeSave(snap.context, 'now'), snapshot: snap };
      }
      const legal = legalNow(snap.context);
      expect(legal.length).toBeGreaterThan(0);
      actor.send({ type: 'MOVE', move: legal[g.int(legal.length)] });
      expect(actor.getSnapshot().context.refusal).toBeNull();
    }
    const end = actor.getSnapshot();
    expect(errors).toEqual([]);
    expect(end.matches('game-over')).toBe(true);
    for (const name of turns) expect(seen).toContain(name);

    const { output, status } = replayValue(toGameRecord(end.context.settings, end.context.hands));
    expect(status).toBe(0);
    expect((output as { scores: number[] }).scores).toEqual([...scoresOf(end)]);

    // The library keeps it, and an export of it reads back as the same game.
    const kept = archiveEntry(end.context, '2026-11-26T12:00:00.000Z', false);
    expect(kept?.preset).toBe(settings.preset);
    expect(kept?.scores).toEqual([...scoresOf(end)]);
    expect(kept?.result).toBe(kept?.winner.includes(0) ? 'won' : 'lost');
    if (kept) {
      const read = parseJsonl(toLine(kept), new Date('2026-11-27T00:00:00Z'));
      expect(read.ok ? read.games[0]?.id : read.message).toBe(kept.id);
    }

    expect(saved).not.toBeNull();
    if (!saved) return;
    const restored = readSave(saved.text);
    expect(restored.ok ? 'ok' : restored.message).toBe('ok');
    if (restored.ok) {
      expect(restored.context.game).toEqual(saved.snapshot.context.game);
      expect(restored.context.hands).toEqual(saved.snapshot.context.hands);
    }
  });
});

function scoresOf(s: GameSnapshot): readonly number[] {
  const game = s.context.game as unknown as { scores?: number[]; totals?: number[] };
  return game.scores ?? game.totals ?? [];
}
