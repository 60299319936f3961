/**
 * The online table's driver against the server's pure host (src/server/table.ts): two people
 * play whole games by the table's own actions (a tile to its first lit place, draw, pass, next
 * hand), each seeing only its seat's view. Each driver's log is the machine's log of the same
 * game as that seat may see it (plays with their counts, points and running scores; draws
 * without tiles; each hand's end and the game's), and its hand is its own tiles only.
 */
import { describe, expect, test } from 'vitest';
import type { GameState, InformationSet, MoveEvent } from '../../src/engine/index';
import { logDeal, logMove, type LogEntry } from '../../src/machine/history';
import { join, openTable, askNext, start } from '../../src/server/table';
import { playMove, tableView } from '../../src/server/tablePlay';
import { onlineDriver } from '../../src/view/onlineDriver';
import { firstAction as action, seatSource } from '../support/onlineSeat';

/** What a seat's log shows of the machine's: another seat's drawn tile hidden, hands unrevealed. */
function asSeen(e: LogEntry): unknown {
  if (e.kind === 'draw') return { ...e, tile: null, playable: false };
  if (e.kind === 'deal') return { ...e, lot: null };
  if (e.kind === 'hand-end')
    return { kind: e.kind, hand: e.hand, bonus: e.bonus, scores: e.scores };
  return e;
}

describe('the online driver', () => {
  test.each([['horse-race'], ['block'], ['muggins']])(
    '%s: two people play a whole game',
    (preset) => {
      const opened = openTable(
        {
          preset,
          players: 2,
          partners: false,
          options: preset === 'horse-race' ? { target: 31 } : {},
          seats: [{ kind: 'person' }, { kind: 'person' }],
          away: 'wait',
        },
        'ABCDEFGH',
        `drv-${preset}`,
        1000,
      );
      if (!opened.ok) throw new Error(opened.error.message);
      let table = join(join(opened.value, 'a', false).table, 'b', false).table;
      let truth: LogEntry[] = [];
      const seats = [0, 1].map((seat) =>
        seatSource(seat, (s, kind, move) => {
          const before = table;
          const done = kind === 'next' ? askNext(table, s) : playMove(table, s, move);
          if (!done.ok) {
            seats[s]!.update(table, done.error.message);
            return;
          }
          table = done.value;
          if (table.hands.length > before.hands.length) dealt();
          else if (kind === 'move') {
            const hand = table.hands[table.hands.length - 1]!;
            const event = hand.events[hand.events.length - 1] as MoveEvent;
            truth = logMove(truth, table.hands.length - 1, event, table.game as GameState);
          }
          seats.forEach((x) => x.update(table));
        }),
      );
      const dealt = () => {
        const deal = table.hands[table.hands.length - 1]!.deal as { lot: null };
        truth = logDeal(truth, table.hands.length - 1, deal.lot, table.game as GameState);
      };
      const begun = start(table, 0);
      if (!begun.ok) throw new Error(begun.error.message);
      table = begun.value;
      dealt();
      seats.forEach((x) => x.update(table));
      const drivers = seats.map((x) => onlineDriver(x.source));
      for (let step = 0; step < 5000 && !table.family.outcome(table.game).over; step++) {
        const acted = drivers.some((d, seat) => {
          const view = d.view();
          const info = table.game as GameState;
          expect(view.hand).toEqual(info.hand?.hands[seat] ?? []);
          const a = action(view);
          if (!a || (a.type === 'next-hand' && table.ready.includes(seat))) return false;
          expect(d.send(a)).toBeNull();
          return true;
        });
        expect(acted).toBe(true);
      }
      expect(table.family.outcome(table.game).over).toBe(true);
      for (const [seat, d] of drivers.entries()) {
        const view = d.view();
        expect(view.log.map(asSeen)).toEqual(
          truth.map((e) =>
            e.kind === 'draw' && e.seat === seat
              ? { ...e, tile: null, playable: false }
              : asSeen(e),
          ),
        );
        expect(view.gameOver?.scores).toEqual(table.family.outcome(table.game).scores);
        expect((tableView(table, seat)?.view as InformationSet).hand).toEqual(view.hand);
      }
    },
  );

  test('a spectator: no hand, nothing to play, and the status line says it is watching', () => {
    const opened = openTable(
      {
        preset: 'horse-race',
        players: 2,
        partners: false,
        options: {},
        seats: [{ kind: 'person' }, { kind: 'person' }],
        away: 'wait',
      },
      'ABCDEFGH',
      'drv-watch',
      1000,
    );
    if (!opened.ok) throw new Error(opened.error.message);
    const seated = join(join(opened.value, 'a', false).table, 'b', false).table;
    const begun = start(seated, 0);
    if (!begun.ok) throw new Error(begun.error.message);
    const watcher = seatSource(-1, () => undefined);
    watcher.update(begun.value);
    const player = seatSource(0, () => undefined);
    player.update(begun.value);
    const seen = onlineDriver(watcher.source).view();
    expect(seen.you).toBeNull();
    expect(seen.hand).toEqual([]);
    expect(seen.moves).toBeNull();
    expect(seen.status.text).toMatch(/^Watching · \S/);
    expect(onlineDriver(player.source).view().status.text).not.toMatch(/Watching/);
  });
});
