/**
 * An online family table is the local one: at every position of whole seeded games played
 * through the server's pure host (src/server/table.ts), the table built from what the server
 * sends one seat (`tableView`: the seat view, its legal moves, the events since its last view)
 * equals the table the local game builds from the machine's full state for that seat, the
 * captions and Mexican Train's round-by-round sheet included; a page reloaded anywhere draws
 * the same table (the whole sheet) without the captions of moves it did not see. And the
 * online table never shows a tile the seat cannot see; a spectator's shows no hand and nothing
 * to play, says it is watching, and has no Next at a hand's end.
 */
import { describe, expect, test } from 'vitest';
import { Generator, seedRng } from '../../src/engine/index';
import { formatTile } from '../../src/engine/core/tiles';
import { logEvents, type LogEntry } from '../../src/machine/history';
import type { GameSnapshot } from '../../src/machine/selectors';
import { parseTableOptions, type TableView } from '../../src/net/protocol';
import type { OnlineState } from '../../src/net/session';
import { askNext, join, openTable, start, type Table } from '../../src/server/table';
import { playMove, tableInfo, tableView, type ViewPoint } from '../../src/server/tablePlay';
import { HINTS, SKIP } from '../../src/view/familyTable';
import { familyTableView } from '../../src/view/familyTables';
import {
  FOLLOW_START,
  followOnline,
  onlineFamilyView,
  WATCHING,
  type OnlineFollow,
} from '../../src/view/onlineFamily';
import { settingsOf } from '../machine/helpers';

const PERSON = { kind: 'person' } as const;
const EASY = { kind: 'computer', level: 'easy' } as const;

const GAMES = [
  {
    name: 'Horse Race, 2 players',
    preset: 'horse-race',
    players: 2,
    options: { target: 31 },
    machine: { options: { target: 31 } },
  },
  {
    name: 'Muggins, 4 players',
    preset: 'muggins',
    players: 4,
    options: { target: 61 },
    machine: { options: { target: 61 } },
  },
  {
    name: 'Block, 3 players',
    preset: 'block',
    players: 3,
    options: {},
    machine: {},
  },
  {
    name: 'Mexican Train, 2 players',
    preset: 'mexican-train',
    players: 2,
    options: { max_pip: 9, rounds: 3 },
    machine: { maxPip: 9, options: { rounds: 3 } },
  },
  {
    name: 'Mexican Train, 4 players',
    preset: 'mexican-train',
    players: 4,
    options: { max_pip: 9, rounds: 2, first_turn: 'single' },
    machine: { maxPip: 9, options: { rounds: 2, first_turn: 'single' } },
  },
  {
    name: 'Texas 42',
    preset: 'texas-42',
    players: 4,
    options: { target: 3 },
    machine: { options: { target: 3 } },
  },
  {
    name: 'Texas 42, every trick played',
    preset: 'texas-42',
    players: 4,
    options: { target: 2, hand_end: 'all_tricks', all_pass: 'reshake' },
    machine: { options: { target: 2, hand_end: 'all_tricks', all_pass: 'reshake' } },
  },
] as const;

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The machine's snapshot of the same position: what the local game's table reads. */
function localSnapshot(t: Table, log: readonly LogEntry[], machine: object): GameSnapshot {
  const phase = t.family.phase(t.game);
  const over = t.family.outcome(t.game).over;
  const settings = settingsOf({
    preset: t.settings.preset,
    players: t.settings.players,
    ...machine,
    seed: 'TABLE1',
    speed: 'instant',
    seats: t.seats.map((_, s) => (s === 0 ? { kind: 'human' } : EASY)),
  });
  const turn = (who: string): boolean =>
    phase.kind === 'turn' && (who === 'human') === (phase.seat === 0);
  return {
    context: { settings, game: t.game, log, refusal: null, hands: [], practice: null },
    matches: (value: unknown) => {
      if (value === 'game-over') return over;
      if (value === 'hand-end') return phase.kind === 'hand-over' && !over;
      if (typeof value === 'object' && value !== null && 'turn' in value)
        return turn(String(value.turn));
      return false;
    },
  } as unknown as GameSnapshot;
}

/** A table's words with each seat's local name (`from`) read as its online one (`to`). */
function renamed<T>(value: T, from: readonly string[], to: readonly string[]): T {
  let text = JSON.stringify(value);
  from.forEach((name, seat) => {
    const online = to[seat] ?? name;
    if (online !== name) text = text.replace(new RegExp(`\\b${name}\\b`, 'g'), online);
  });
  return JSON.parse(text) as T;
}

describe.each(GAMES)('$name', (game) => {
  test.each(['A', 'B', 'C'])('online equals local at every position (seed %s)', (seed) => {
    const options = must(
      parseTableOptions({
        preset: game.preset,
        players: game.players,
        options: game.options,
        seats: Array.from({ length: game.players }, (_, s) => (s === 0 ? PERSON : EASY)),
      }),
    );
    let t = must(openTable(options, 'CODE2345', `online-${seed}`, 5000));
    t = join(t, 'me', false).table;
    t = must(start(t, 0));
    let log: LogEntry[] = [];
    let logged = { hand: -1, events: 0 };
    let follow = FOLLOW_START;
    // Where this page's last view stood, as the room keeps it (the events run from there).
    let at: ViewPoint | null = null;
    const g = new Generator(seedRng(`moves-${seed}`));
    let positions = 0;
    let reloads = 0;
    for (let i = 0; i < 3000; i++) {
      // The machine's log of the same game: a deal, then each move's events.
      const h = t.hands.length - 1;
      const hand = t.hands[h];
      if (!hand) throw new Error('no hand');
      if (logged.hand !== h) {
        log = logEvents(log, h, [{ type: 'deal' }], { ...t.family.outcome(t.game), over: false });
        logged = { hand: h, events: 0 };
      }
      const outcome = t.family.outcome(t.game);
      log = logEvents(log, h, hand.events.slice(logged.events), outcome);
      logged = { hand: h, events: hand.events.length };
      const local = familyTableView(localSnapshot(t, log, game.machine));
      const state: OnlineState = {
        phase: 'playing',
        code: t.code,
        table: tableInfo(t, 0, 0, 60),
        view: tableView(t, 0, at),
        record: null,
        problem: null,
        reactions: [],
      };
      at = state.view && { hand: state.view.handIndex, step: state.view.step };
      follow = followOnline(follow, state);
      const online = onlineFamilyView(state, follow);
      if (!online) throw new Error('no online view');
      // The Hints (the local advisor), Skip to my turn and the step key are the local game's own, and so are
      // the names: online, each seat has the name every page gives it ("Computer 2").
      // The hand's steps in words are those the page saw (none before it followed the table).
      const same = (v: typeof local) => ({
        ...v,
        step: 0,
        steps: [],
        actions: v.actions.filter((a) => a.id !== HINTS && a.id !== SKIP),
      });
      expect(online.names[0]).toBe('You');
      const here = renamed(local, local.names, online.names);
      expect(same(online)).toEqual(same(here));
      expect(here.steps.slice(here.steps.length - online.steps.length)).toEqual(online.steps);
      positions++;
      // A page that comes back now (a reload: no view before, so no events) draws the same
      // table, its score sheet whole, and says (and moves) nothing of the moves it did not see.
      const back = { ...state, view: tableView(t, 0) };
      const reloaded = onlineFamilyView(back, followOnline(FOLLOW_START, back));
      const seen = {
        caption: online.caption,
        motions: online.motions,
        celebration: online.celebration,
      };
      // (The last play's words without its count are the page's too, as its caption is.)
      const words = 'uncounted' in online.board ? { uncounted: online.board.uncounted } : {};
      const board = reloaded && ({ ...reloaded.board, ...words } as typeof reloaded.board);
      expect(reloaded && board && same({ ...reloaded, ...seen, board })).toEqual(same(online));
      // (A big turn is called out by the page that saw it played.)
      expect(reloaded?.celebration?.kind).not.toBe('chain');
      // (At a hand's start it may say the deal, which it sees: "Dealt: North leads".)
      if (hand.events.length > 0) expect(reloaded?.caption).toBe('');
      expect(reloaded?.steps).toEqual([]);
      expect(reloaded?.motions).toEqual([]);
      if (reloaded?.scores.rows[0]?.entries.length) reloads++;
      // A spectator's table: no hand, nothing to play (no bids, no draw), and it says it is
      // watching; a hand's end waits for the players (no Next of its own).
      const watching = { ...state, table: tableInfo(t, -1, 0, 60), view: tableView(t, -1) };
      const spectator = onlineFamilyView(watching, followOnline(FOLLOW_START, watching));
      expect(spectator?.watching).toBe(WATCHING);
      expect(spectator?.hand).toEqual([]);
      expect(spectator?.moves).toEqual({});
      expect(spectator?.actions.filter((a) => a.group !== 'view')).toEqual([]);
      expect(Boolean(spectator?.handEnd)).toBe(Boolean(online.handEnd));
      if (spectator?.handEnd) {
        expect(spectator.handEnd.watched).toBe(true);
        expect(spectator.handEnd.lines.at(-1)).toBe('The players go on when they are ready.');
      }
      // It has no side: nobody is "Us", and no end is the spectator's win.
      expect(JSON.stringify(spectator)).not.toMatch(/\b(Us|Them)\b/);
      expect(spectator?.handEnd?.won ?? false).toBe(false);
      expect(spectator?.gameOver?.won ?? false).toBe(false);
      expect(online.watching).toBeUndefined();
      expect(online.handEnd?.watched).toBeUndefined();
      // Only the seat's own tiles are shown.
      const unseen = new Set(t.family.unseen(t.game, 0));
      for (const tile of online.hand)
        expect(unseen.has(tile.tile), formatTile(tile.tile)).toBe(false);
      const phase = t.family.phase(t.game);
      if (phase.kind === 'game-over') break;
      if (phase.kind === 'hand-over') {
        t = must(askNext(t, 0));
        continue;
      }
      if (phase.kind !== 'turn') throw new Error(`unexpected phase ${phase.kind}`);
      const legal = t.family.legalMoves(t.game);
      // The person's choices are the view's own (every one offered is legal).
      if (phase.seat === 0) {
        const offered = Object.values(online.moves);
        expect(offered.length).toBeGreaterThan(0);
        // (A play on a spinner's edge names the edge: the engine takes it as that play.)
        for (const m of offered) {
          const { slot, ...play } = m as { slot?: string };
          expect(legal).toContainEqual(play);
          if (slot !== undefined) expect(playMove(t, 0, m).ok).toBe(true);
        }
      } else expect(online.moves).toEqual({});
      t = must(playMove(t, phase.seat, legal[g.int(legal.length)]));
    }
    expect(t.family.outcome(t.game).over).toBe(true);
    expect(positions).toBeGreaterThan(20);
    // Mexican Train's sheet has rounds to show after a reload (Texas 42's marks are its totals).
    if (game.preset === 'mexican-train') expect(reloads).toBeGreaterThan(0);
  });
});

describe('another seat online', () => {
  test('seat 1 sees itself as You, the others by their own names, and only its own tiles', () => {
    const options = must(
      parseTableOptions({
        preset: 'texas-42',
        players: 4,
        seats: [PERSON, PERSON, EASY, EASY],
      }),
    );
    let t = must(openTable(options, 'CODE2345', 'seat-1', 5000));
    t = join(join(t, 'host', false, 'Ada').table, 'friend', false, 'Sam').table;
    t = must(start(t, 0));
    const state: OnlineState = {
      phase: 'playing',
      code: t.code,
      table: tableInfo(t, 1, 0, 60),
      view: tableView(t, 1),
      record: null,
      problem: 'it is not your turn',
      reactions: [],
    };
    const follow = followOnline(FOLLOW_START, state);
    const view = onlineFamilyView(state, follow);
    expect(view?.names).toEqual(['Ada', 'You', 'Computer 3', 'Computer 4']);
    // Texas 42's teams by colour: the partnership's on every page; its own team first.
    expect(view?.seats.map((s) => s.side)).toEqual([0, 1, 0, 1]);
    expect(view?.scores.rows.map((r) => r.name)).toEqual(['You & Computer 4', 'Ada & Computer 3']);
    expect(view?.viewer).toBe(1);
    const unseen = new Set(t.family.unseen(t.game, 1));
    expect(view?.hand.length).toBe(7);
    for (const h of view?.hand ?? []) expect(unseen.has(h.tile)).toBe(false);
    expect(view?.refusal?.message).toBe('it is not your turn');
    // A new refusal is said again; the same state twice is not a new one.
    const again = followOnline(follow, { ...state, problem: 'a bad move' });
    expect(again.refusals).toBe(follow.refusals + 1);
    expect(followOnline(again, { ...state, problem: 'a bad move' }).refusals).toBe(again.refusals);
    // A spectator's table shows no hand.
    const watching = { ...state, table: tableInfo(t, -1, 0, 60), view: tableView(t, -1) };
    const spectator = onlineFamilyView(watching, followOnline(FOLLOW_START, watching));
    expect(spectator?.viewer).toBeNull();
    expect(spectator?.hand).toEqual([]);
    expect(spectator?.live).toBe(false);
    expect(spectator?.names).toEqual(['Ada', 'Sam', 'Computer 3', 'Computer 4']);
  });
});

describe("the server's events", () => {
  test('are taken only when they follow on from the view the page had', () => {
    const options = must(
      parseTableOptions({ preset: 'texas-42', players: 4, seats: [PERSON, EASY, EASY, EASY] }),
    );
    let t = must(
      start(join(must(openTable(options, 'CODE2345', 'follow', 5000)), 'me', false).table, 0),
    );
    const views: TableView[] = [];
    const stepTo = (n: number) => {
      for (let k = views.length; k <= n; k++) {
        if (k > 0) {
          const seat = (t.family.phase(t.game) as { seat: number }).seat;
          t = must(playMove(t, seat, t.family.legalMoves(t.game)[0]));
        }
        const since = k === 0 ? null : { hand: 0, step: k - 1 };
        views.push(tableView(t, 0, since)!);
      }
    };
    stepTo(3);
    const state = (view: TableView): OnlineState => ({
      phase: 'playing',
      code: t.code,
      table: tableInfo(t, 0, 0, 60),
      view,
      record: null,
      problem: null,
      reactions: [],
    });
    const events = (f: OnlineFollow) => f.history.map((h) => (h.event as { type: string }).type);
    const first = followOnline(FOLLOW_START, state(views[0]!));
    expect(events(first)).toEqual(['deal']);
    const one = followOnline(first, state(views[1]!));
    expect(events(one)).toEqual(['deal', 'bid']);
    expect(one.step).toBe(first.step + 1);
    // The view of move 3 follows on from move 2's, which this page missed: drawn, not told.
    const missed = followOnline(one, state(views[3]!));
    expect(missed.last).toBe(views[3]);
    expect(events(missed)).toEqual(['deal', 'bid']);
    expect(missed.step).toBe(one.step + 1);
    // The same view again (the table changed, not the game) adds nothing.
    const again = followOnline(missed, state({ ...views[3]!, from: 3, events: [] }));
    expect(again.history).toBe(missed.history);
    expect(again.step).toBe(missed.step);
    // A page that had only the deal's view is told every move since.
    const caughtUp = followOnline(first, state(tableView(t, 0, { hand: 0, step: 0 })!));
    expect(events(caughtUp)).toEqual(['deal', 'bid', 'bid', 'bid']);
    // A new hand's view from its deal: the deal, then its moves.
    const fresh = followOnline(FOLLOW_START, state(tableView(t, 0, { hand: -1, step: 0 })!));
    expect(events(fresh)).toEqual(['deal', 'bid', 'bid', 'bid']);
  });
});
