/**
 * What each step of Mexican Train and Texas 42 moves on the family table (issue 33, item 4):
 * a played tile lands on the board that the new view draws, a drawn tile comes from the
 * boneyard face down except to its drawer, a finished trick gathers to the seat that took it
 * when the next one is led, a bid appears in front of its bidder. Whole games through the one
 * machine, every step checked against the boards before and after it.
 */
import { describe, expect, test } from 'vitest';
import { tileOf } from '../../src/engine/index';
import { tileKey, type FamilyTableView } from '../../src/view/familyTable';
import type { FamilyBoard } from '../../src/view/familyTables';
import { playEverySeat } from './everySeat';

/** The keys of the pieces a board draws (as its drawer keys them). */
function boardKeys(board: FamilyBoard): Set<string> {
  if (board.family === 'trains') {
    const tiles = board.lanes.flatMap((l) => l.tiles.map(([a, b]) => tileKey(tileOf(a, b))));
    if (board.placed && board.engine !== null)
      tiles.push(tileKey(tileOf(board.engine, board.engine)));
    return new Set([...tiles, ...board.lanes.filter((l) => l.marker).map((l) => `marker:${l.id}`)]);
  }
  if (board.family !== 'tricks') throw new Error(`no ${board.family} game here`);
  return new Set([
    ...board.plays.map((p) => tileKey(p.tile)),
    ...board.bids.map((b) => `bid:${b.seat}`),
    ...(board.contract ? ['contract'] : []),
  ]);
}

/** Plays a whole game of `preset` with every seat a person, checking each step's motions. */
function playChecking(
  preset: 'mexican-train' | 'texas-42',
  seed: string,
  check: (before: FamilyTableView<FamilyBoard>, after: FamilyTableView<FamilyBoard>) => void,
): void {
  playEverySeat(
    {
      preset,
      players: 4,
      ...(preset === 'mexican-train' ? { maxPip: 9, options: { rounds: 2 } } : { target: 2 }),
      seed,
    },
    check,
  );
}

describe('the family table’s motions, from the events', () => {
  test.each(['MVTRN1', 'MVTRN2'])('Mexican Train, seed %s', (seed) => {
    const seen = new Set<string>();
    playChecking('mexican-train', seed, (before, after) => {
      const now = boardKeys(after.board);
      const then = boardKeys(before.board);
      for (const m of after.motions) {
        if (m.kind === 'tile' && m.to.kind === 'piece') {
          seen.add('play');
          expect(now.has(m.to.key), m.to.key).toBe(true);
          expect(then.has(m.to.key)).toBe(false);
          expect(m.from).toEqual({ kind: 'seat', seat: before.seats.find((s) => s.onTurn)?.seat });
          expect(m.tile).not.toBeNull();
          if (m.tile !== null) expect(m.to.key).toBe(tileKey(m.tile));
        } else if (m.kind === 'tile') {
          seen.add('draw');
          expect(m.from).toEqual({ kind: 'piece', key: 'boneyard' });
          // Face up to its drawer alone.
          const drawer = m.to.kind === 'seat' ? m.to.seat : -1;
          if (drawer === after.viewer) {
            seen.add('own draw');
            expect(m.tile).not.toBeNull();
            expect(after.hand.some((h) => h.tile === m.tile)).toBe(true);
          } else expect(m.tile).toBeNull();
        } else if (m.kind === 'pop' && !m.gone && now.has(m.key) && !then.has(m.key)) {
          seen.add('marker set');
        } else if (m.kind === 'pop' && m.gone && then.has(m.key) && !now.has(m.key)) {
          seen.add('marker lifted');
        }
      }
    });
    expect([...seen].sort()).toEqual(
      ['draw', 'marker lifted', 'marker set', 'own draw', 'play'].sort(),
    );
  });

  test.each(['MV42CC', 'MV42BB'])('Texas 42, seed %s', (seed) => {
    const seen = new Set<string>();
    playChecking('texas-42', seed, (before, after) => {
      const now = boardKeys(after.board);
      const then = boardKeys(before.board);
      for (const m of after.motions) {
        if (m.kind === 'tile') {
          seen.add('play');
          expect(m.to.kind === 'piece' && now.has(m.to.key)).toBe(true);
        } else if (m.kind === 'gather') {
          seen.add('gather');
          // The finished trick, as the board showed it, to the seat it showed taking it.
          const board = before.board;
          if (board.family !== 'tricks') throw new Error('not a trick board');
          expect(m.keys).toEqual(board.plays.map((p) => tileKey(p.tile)));
          expect(m.to).toEqual({ kind: 'seat', seat: board.plays.find((p) => p.wins)?.seat });
          for (const key of m.keys) expect(now.has(key)).toBe(false);
        } else if (m.anew) {
          // Said anew where it lies: the contract's words change as trumps are named.
          seen.add(`${m.key} anew`);
          expect(m.key).toBe('contract');
          expect(now.has(m.key)).toBe(true);
          if (before.board.family === 'tricks' && after.board.family === 'tricks')
            expect(after.board.contract).not.toBe(before.board.contract);
        } else {
          seen.add(m.key.startsWith('bid:') ? 'bid' : m.key);
          expect(now.has(m.key) && !then.has(m.key)).toBe(true);
        }
      }
    });
    expect([...seen].sort()).toEqual(['bid', 'contract anew', 'gather', 'play']);
  });
});
