/**
 * Mexican Train's words agree with each other and with the rules at every moment (issue 36,
 * item 2): the hub says "Satisfy the d-d on …" only when that double binds the person on turn
 * (never in a first turn, where only their own train is open, §16.6), and then every lit place
 * is that train; a first turn says so, and lights only the person's own train; "draw one" only
 * when no tile has a place; "no lit train" only when some train is lit; "tile, then a lit
 * train" only when a tile has several places, where a tap chooses before it plays.
 */
import { describe, expect, test } from 'vitest';
import type { TrainsBoard } from '../../src/view/trains/trainsTable';
import { playEverySeat } from './everySeat';

describe('Mexican Train’s words, one true sentence at a time', () => {
  test.each(['WORDS1', 'WORDS2', 'WORDS3'])(
    'seed %s: the hub, the status and the tiles agree',
    (seed) => {
      const seen = new Set<string>();
      let previous: TrainsBoard | null = null;
      // The same game as every seat's person would play it: each view on turn, in order.
      playEverySeat(
        { preset: 'mexican-train', players: 4, maxPip: 9, options: { rounds: 2 }, seed },
        (view) => {
          const board = view.board as TrainsBoard;
          // "…, satisfying the d-d" (issue 36, item 6) only when a train ended in that double
          // before the play and now goes on past it.
          const said = /, satisfying the (\d+)-(\d+)$/.exec(view.caption);
          if (said && previous) {
            seen.add('satisfying');
            const d = Number(said[1]);
            expect(said[2]).toBe(said[1]);
            const covered = previous.lanes.filter((lane) => {
              const end = lane.tiles[lane.tiles.length - 1];
              const now = board.lanes.find((l) => l.ref === lane.ref);
              return end?.[0] === d && end[1] === d && (now?.tiles.length ?? 0) > lane.tiles.length;
            });
            expect(covered.length).toBe(1);
          }
          previous = board;
          const status = view.status.text;
          const lit = view.hand.flatMap((h) => h.targets.map((t) => t.id));
          const own = `train:${view.viewer ?? -1}`;
          if (/^Your first turn/.test(status)) {
            seen.add('first turn');
            expect(board.owed ?? '').not.toMatch(/^Satisfy/);
            for (const id of lit) expect(id).toBe(own);
            for (const h of view.hand)
              if (h.targets.length === 0) expect(h.reason).toMatch(/first turn/);
          }
          if (board.owed?.startsWith('Satisfy')) {
            seen.add('satisfy');
            expect(status).not.toMatch(/first turn/);
            expect(new Set(lit).size).toBeLessThanOrEqual(1);
          }
          if (board.owed?.includes('once every first turn is over')) seen.add('waits');
          if (/draw one/.test(status)) expect(lit).toEqual([]);
          for (const h of view.hand)
            if (h.reason === 'It fits no lit train') expect(lit.length).toBeGreaterThan(0);
          // The prompt says how a tap is taken (issue 36, item 11): at once only where it says so.
          if (/choose a tile to play it/.test(status)) {
            seen.add('one tap');
            expect(view.tapPlays).toBe(true);
          }
          if (/choose a tile, then/.test(status)) {
            seen.add('tile, then train');
            expect(view.tapPlays).toBe(false);
            expect(view.hand.some((h) => h.targets.length > 1)).toBe(true);
          }
        },
      );
      expect(seen.has('first turn')).toBe(true);
      expect(seen.has('satisfy')).toBe(true);
      expect(seen.has('one tap')).toBe(true);
      expect(seen.has('satisfying')).toBe(true);
      expect(seen.has('tile, then train')).toBe(true);
    },
  );
});
