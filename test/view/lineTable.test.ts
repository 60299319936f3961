/**
 * The line of play's part of the family table (issue 33, step 1 of `docs/table.md`): whole
 * Horse Race and parlour games through the one machine, every seat a person, each move sent
 * by its choice id from the family view; every legal move is offered once per place (a
 * double's two edges apart), a played tile lands on the board the next view draws, another
 * seat's drawn tile is never named, and a hand's end shows every hand and the engine's words.
 */
import { describe, expect, test } from 'vitest';
import { legalMoves, type GameState } from '../../src/engine/index';
import { handEndSteps, wentOut } from '../../src/engine/line/reckoning';
import { tileControls, tileKey, type FamilyTableView } from '../../src/view/familyTable';
import { formatTile } from '../../src/engine/core/tiles';
import { namedYou, type FamilyBoard } from '../../src/view/familyTables';
import { handEndLines } from '../../src/view/line/handEndWords';
import { lineFamily } from '../../src/engine/line/lineFamily';
import { seatLegalView } from '../../src/machine/legalView';
import { lineTable } from '../../src/view/line/lineTable';
import { lineTargetId, type LineBoardView } from '../../src/view/line/lineBoard';
import { playEverySeat } from './everySeat';

const lineBoardOf = (view: FamilyTableView<FamilyBoard>): LineBoardView => {
  if (view.board.family !== 'line') throw new Error(`a ${view.board.family} board`);
  return view.board;
};

/** Plays a whole game with every seat a person, checking each view before and after a move. */
function playChecking(
  preset: string,
  players: number,
  seed: string,
  check: (
    before: FamilyTableView<FamilyBoard>,
    after: FamilyTableView<FamilyBoard>,
    state: GameState,
    next: GameState,
  ) => void,
): FamilyTableView<FamilyBoard> {
  return playEverySeat({ preset, players, seed }, (before, after, state, next) =>
    check(before, after, state as GameState, next as GameState),
  );
}

describe('the line at the family table', () => {
  test.each([
    ['horse-race', 2, 'LNTBL1'],
    ['horse-race', 4, 'LNTBL2'],
    ['muggins', 3, 'LNTBL3'],
    ['block', 2, 'LNTBL4'],
  ] as const)(
    '%s at %i, seed %s: every legal move offered, motions land',
    (preset, players, seed) => {
      const seen = new Set<string>();
      const last = playChecking(preset, players, seed, (before, after, state) => {
        // Every engine move is one of the view's (a tile's places told apart by id).
        const offered = Object.values(before.moves) as {
          type: string;
          tile?: number;
          on?: number | null;
        }[];
        for (const m of legalMoves(state))
          expect(
            offered.some(
              (o) =>
                o.type === m.type && (m.type !== 'play' || (o.tile === m.tile && o.on === m.on)),
            ),
          ).toBe(true);
        expect(new Set(Object.keys(before.moves)).size).toBe(Object.keys(before.moves).length);
        // Every play has its own words for a screen reader (a spinner's two edges told apart).
        const labels = tileControls(before, formatTile).map((c) => c.label);
        expect(new Set(labels).size).toBe(labels.length);
        if (labels.length > 0) seen.add('words');
        // A seat's note says only that it plays again, on the seat on turn, not the viewer's.
        for (const seat of after.seats)
          if (seat.note !== '') {
            expect([seat.note, seat.onTurn, seat.seat === after.viewer]).toEqual([
              'plays again',
              true,
              false,
            ]);
          }
        const board = lineBoardOf(after);
        const keys = new Set((board.layout?.nodes ?? []).map((n) => tileKey(n.tile)));
        for (const m of after.motions) {
          if (m.kind !== 'tile') continue;
          if (m.to.kind === 'piece') {
            seen.add('play');
            expect(keys.has(m.to.key)).toBe(true);
          } else {
            seen.add('draw');
            expect(m.from).toEqual({ kind: 'piece', key: 'boneyard' });
            // The person at the device drew it: its face is theirs to see.
            expect(m.tile === null).toBe(m.to.seat !== after.viewer);
          }
        }
        if (after.handEnd) {
          seen.add('hand end');
          const hands = after.handEnd.hands ?? [];
          expect(hands).toHaveLength(players);
          expect(hands.every((h) => /^(\d+ pips?|out)$/.test(h.note))).toBe(true);
        }
        // At a game every other seat's tiles are face down (only a replay shows them).
        expect(after.seats.every((s) => s.hand === undefined)).toBe(true);
        // The count is the layout's, gold when the engine says it scores.
        expect(board.total).toBe(board.layout?.total ?? 0);
      });
      expect(last.gameOver?.title).toMatch(/win/);
      expect(last.celebration?.kind).toMatch(/win|loss/);
      expect(seen.has('play') && seen.has('hand end') && seen.has('words')).toBe(true);
      if (preset !== 'block') expect(seen.has('draw')).toBe(true);
    },
  );

  test('another seat’s drawn tile is never named, in the caption or the steps', () => {
    let draws = 0;
    playChecking('horse-race', 2, 'LNDRW1', (_before, after) => {
      const lastStep = after.steps[after.steps.length - 1];
      if (!lastStep || !/drew/.test(lastStep.words)) return;
      draws++;
      expect(lastStep.words).toMatch(/drew a tile$/);
      if (lastStep.seat !== after.viewer) expect(after.caption).toMatch(/drew a tile$/);
    });
    expect(draws).toBeGreaterThan(0);
  });
});

describe('the line’s words at the hand’s end', () => {
  test('the panel ends with the engine’s own arithmetic', () => {
    let panels = 0;
    playChecking('horse-race', 3, 'LNEND1', (_before, after, _state, next) => {
      const result = next.hand?.result;
      expect(after.handEnd === null).toBe(!result);
      if (!after.handEnd || !result) return;
      panels++;
      const words = handEndLines(next.config, result, handEndSteps(next), after.names, after.names);
      expect(after.handEnd.lines).toEqual(words);
      // Every hand turned up, with its pips; starred, the seat that went out (else the winners).
      const hands = next.hand.hands;
      const out =
        result.end === 'domino'
          ? (wentOut(hands).find((s) => result.winners.includes(s)) ?? null)
          : null;
      expect(after.handEnd.hands).toEqual(
        hands.map((tiles, seat) => ({
          name: after.names[seat],
          tiles,
          note:
            tiles.length > 0
              ? `${result.pips[seat]} pip${result.pips[seat] === 1 ? '' : 's'}`
              : 'out',
          star: out !== null ? seat === out : result.winners.includes(seat),
        })),
      );
      expect(after.handEnd.won).toBe(result.winners.includes(after.viewer ?? -1));
    });
    expect(panels).toBeGreaterThan(0);
  });
});

describe('light hints on the line’s table', () => {
  test.each([
    ['horse-race', true],
    ['block', false],
  ] as const)(
    '%s: each place says the count a play there leaves and its points',
    (preset, counts) => {
      let shown = 0;
      playChecking(preset, 2, 'LNBDG1', (before, _after, state) => {
        const view = lineFamily.seatView(state, before.viewer ?? 0, []);
        const input = { view, viewer: before.viewer, names: before.names, history: [] };
        const legal = before.live ? lineFamily.legalMoves(state) : [];
        const off = lineTable({ ...input, legal, arranged: false });
        const on = lineTable({ ...input, legal, arranged: false, badges: true });
        expect(off.hand.flatMap((h) => h.targets.filter((t) => t.badge))).toEqual([]);
        const choices = before.live && view ? (seatLegalView(view)?.tiles ?? []) : [];
        for (const choice of choices)
          for (const t of choice.targets) {
            const target = on.hand
              .find((h) => h.tile === choice.tile)
              ?.targets.find((x) => x.id === lineTargetId(t));
            expect(target).toBeDefined();
            const text = `${t.total}${t.points > 0 ? ` → +${t.points}` : ''}`;
            expect(target?.badge).toEqual(counts ? { text, scores: t.points > 0 } : undefined);
            shown++;
          }
      });
      expect(shown).toBeGreaterThan(10);
    },
  );
});

describe('the line’s scores on the table', () => {
  test.each([
    ['horse-race', 2, 'pegboard', 61],
    ['seven-toed-pete', 4, 'pegboard', 101],
    ['block', 2, 'pad', 100],
  ] as const)('%s at %i: kept on a %s to %i', (preset, players, kind, target) => {
    const last = playChecking(preset, players, 'LNSCR1', () => undefined);
    expect(last.scores.kind).toBe(kind);
    expect(last.scores.target).toBe(target);
    expect(last.scores.rows.map((r) => r.total)).toEqual(
      last.scores.rows.map((r) => Number(r.shown)),
    );
  });
});

describe('the person’s chosen name on the table', () => {
  test('on their seat and their side’s row, while the words say "You"', () => {
    const last = playChecking('horse-race', 4, 'LNNAME', () => undefined);
    // The table as the person at seat 0 sees it: "You", and "You & North" for their side.
    const you = 0;
    const view = {
      ...last,
      viewer: you,
      seats: last.seats.map((s) => (s.seat === you ? { ...s, name: 'You' } : s)),
      scores: {
        ...last.scores,
        rows: last.scores.rows.map((r, i) => (i === 0 ? { ...r, name: 'You & North' } : r)),
      },
    };
    const named = namedYou(view, ' Ada ');
    expect(named.seats.find((s) => s.seat === you)?.name).toBe('Ada');
    expect(named.seats.filter((s) => s.seat !== you)).toEqual(
      view.seats.filter((s) => s.seat !== you),
    );
    expect(named.scores.rows.map((r) => r.name)).toEqual([
      'Ada & North',
      ...view.scores.rows.slice(1).map((r) => r.name),
    ]);
    expect(named.names).toEqual(view.names);
    // No name chosen, or nobody's seat shown: as it was.
    expect(namedYou(view, '  ')).toBe(view);
    expect(namedYou({ ...view, viewer: null }, 'Ada').seats).toEqual(view.seats);
  });
});
