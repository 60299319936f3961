/** The table's shown state follows the machine's log one entry at a time. */
import { describe, expect, test } from 'vitest';
import type { LogEntry } from '../../src/machine/history';
import { tileOf } from '../../src/engine/tiles';
import { applyEntry, initialShown, replayLog, whileShowing } from '../../src/view/tableModel';

const log: LogEntry[] = [
  { id: 0, kind: 'deal', hand: 0, leader: 0, lot: null, handSizes: [7, 7], boneyard: 14 },
  {
    id: 1,
    kind: 'play',
    hand: 0,
    seat: 0,
    tile: tileOf(6, 4),
    on: null,
    slot: null,
    total: 10,
    points: 2,
    drawn: false,
    again: true,
    scores: [2, 0],
    scoring: true,
  },
  {
    id: 2,
    kind: 'play',
    hand: 0,
    seat: 0,
    tile: tileOf(4, 1),
    on: tileOf(6, 4),
    slot: null,
    total: 7,
    points: 0,
    drawn: false,
    again: false,
    scores: [2, 0],
    scoring: false,
  },
  { id: 3, kind: 'draw', hand: 0, seat: 1, tile: null, playable: false },
  { id: 4, kind: 'pass', hand: 0, seat: 1 },
];

describe('table model', () => {
  test('counts, totals and scores as each entry reports them', () => {
    let s = initialShown([0, 0]);
    s = applyEntry(s, log[0] as LogEntry);
    expect(s).toMatchObject({ hand: 0, placed: 0, handSizes: [7, 7], boneyard: 14 });
    s = applyEntry(s, log[1] as LogEntry);
    expect(s).toMatchObject({
      placed: 1,
      handSizes: [6, 7],
      total: 10,
      scoring: true,
      scores: [2, 0],
      again: true,
    });
    s = applyEntry(s, log[2] as LogEntry);
    expect(s).toMatchObject({
      placed: 2,
      handSizes: [5, 7],
      total: 7,
      scoring: false,
      again: false,
    });
    s = applyEntry(s, log[3] as LogEntry);
    expect(s).toMatchObject({ handSizes: [5, 8], boneyard: 13, lastSeat: 1 });
    expect(replayLog([0, 0], log)).toEqual(applyEntry(s, log[4] as LogEntry));
  });

  test('a new deal clears the layout and the count', () => {
    const s = replayLog(
      [0, 0],
      [
        ...log,
        { id: 5, kind: 'deal', hand: 1, leader: 1, lot: null, handSizes: [7, 7], boneyard: 14 },
      ],
    );
    expect(s).toMatchObject({ hand: 1, placed: 0, total: 0, boneyard: 14, scores: [2, 0] });
  });

  test('while a step is shown its seat is lit as moving, never the seat before it', () => {
    // After seat 0's chain, seat 1 draws: while the draw flies, seat 1 is the one moving.
    const before = replayLog([0, 0], log.slice(0, 3));
    expect(before.lastSeat).toBe(0);
    expect(whileShowing(before, log[3]).lastSeat).toBe(1);
    // Nothing else changes until the step is applied.
    expect({ ...whileShowing(before, log[3]), lastSeat: 0 }).toEqual(before);
    // A step of no seat (a deal) and no step at all leave it as it was.
    expect(whileShowing(before, log[0])).toBe(before);
    expect(whileShowing(before, undefined)).toBe(before);
    // Every seat's step, through the log: the lit seat is the step's own.
    let s = initialShown([0, 0]);
    for (const e of log) {
      if ('seat' in e) expect(whileShowing(s, e).lastSeat).toBe(e.seat);
      s = applyEntry(s, e);
    }
  });
});
