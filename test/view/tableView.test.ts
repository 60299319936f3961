/** The table's view model and its two drivers (issue 11): pure, so checked here in Node. */
import { lineState } from '../../src/machine/lineState';
import { describe, expect, test } from 'vitest';
import { matchesState, type StateValue } from 'xstate';
import { parseTile, type Tile } from '../../src/engine/tiles';
import {
  dealHand,
  startContext,
  type GameContext,
  type GameEvent,
  type GameSnapshot,
  type LogEntry,
} from '../../src/machine/index';
import { currentStep, LESSONS, solutionAction, startLesson } from '../../src/tutorial/index';
import { gameDriver, gameTableView } from '../../src/view/gameDriver';
import type { PracticePart, PracticeTableView } from '../../src/view/gameDriverPractice';
import { DEFAULT_PRACTICE } from '../../src/practice/session';
import { lessonDriver } from '../../src/view/lessonDriver';
import { lineBoard, lineTargetId } from '../../src/view/lineBoard';
import { lessonTableAction } from '../support/linePlay';
import { isPracticeAction, type TableAction } from '../../src/view/tableDriver';
import { applyEntry, initialShown, settledShown } from '../../src/view/tableModel';
import { advance } from '../../src/machine/context';
import { handEndSteps, startHand } from '../../src/engine/index';
import {
  gameOverTone,
  handEndView,
  scoresBeforeLastPlay,
  stepLines,
  tableFacts,
  tableRules,
  type TableView,
} from '../../src/view/tableView';
import { handEndLines } from '../../src/view/handEndWords';
import { isScoringTotal } from '../../src/engine/scoring';
import { randomGame, settingsFor } from '../practice/helpers';

const t = (text: string): Tile => parseTile(text, 6)!;

function at(context: GameContext, value: StateValue): GameSnapshot {
  return { context, matches: (v: StateValue) => matchesState(v, value) } as unknown as GameSnapshot;
}

const LEAD: StateValue = { turn: 'human' };

/** A fresh deal in which seat 0 (the person) is on turn to lead. */
function personLeads(players = 2, partners = false): GameContext {
  for (let i = 0; i < 40; i++) {
    const ctx = dealHand(
      startContext(settingsFor('horse-race', players, `TV${String(i).padStart(4, '0')}`, partners)),
    );
    if (lineState(ctx).hand?.turn === 0) return ctx;
  }
  throw new Error('no deal with the person leading');
}

const noPractice = null;

/** Practice's part of a view with nothing in it but an open claim (or none). */
function practiceView(claim: { hand: number; move: number; seat: number; points: number } | null) {
  const view: PracticeTableView = {
    options: { ...DEFAULT_PRACTICE, count: true },
    seat: 0,
    canUndo: false,
    inPlay: true,
    targets: [],
    bestShown: false,
    best: null,
    claim: claim && { ...claim, answer: null, outcome: 'pending', caller: null },
    claims: [],
    tally: { scoring: 0, claimed: 0, muggins: 0, mugginsPoints: 0 },
    scores: [],
    judged: null,
    call: null,
    line: '',
    bestLine: '',
    countLine: '',
    bestMove: '',
    tracker: null,
    trackerLines: [],
    hands: null,
    review: null,
  };
  return view;
}

describe('table rules, in one place', () => {
  test('sides and scoring counts come from the engine', () => {
    const ctx = personLeads(4, true);
    const rules = tableRules(lineState(ctx).config);
    expect([0, 1, 2, 3].map((s) => rules.sideOf(s))).toEqual([0, 1, 0, 1]);
    expect(rules.sides).toBe(2);
    expect(rules.scores(15)).toBe(true);
    expect(rules.scores(0)).toBe(lineState(ctx).config.options.zeroTotalScores);
    expect(rules.scores(12)).toBe(false);
  });

  test('the view carries the rule facts as data, never the engine configuration', () => {
    for (const [players, partners] of [
      [2, false],
      [3, false],
      [4, true],
    ] as const) {
      const ctx = personLeads(players, partners);
      const view = gameTableView(at(ctx, LEAD), true, noPractice);
      expect(Object.keys(view)).not.toContain('config');
      const config = lineState(ctx).config;
      expect(view.facts).toEqual(tableFacts(config));
      expect(view.facts.seatSides).toEqual(
        Array.from({ length: players }, (_, s) => tableRules(config).sideOf(s)),
      );
      expect(view.facts).toMatchObject({
        players,
        partners,
        maxPip: 6,
        inPlay: true,
        bigPoints: 4,
      });
      // Whether the count on the table scores is the engine's, on the board.
      expect(view.board.totalScores).toBe(isScoringTotal(view.board.total, config.options));
      // Only a hand's end has its lines.
      expect(view.handEndLines).toEqual([]);
    }
  });

  test('a count is gold once a tile has made it: never on an empty layout, whatever the options', () => {
    const ctx = personLeads(2);
    const game = lineState(ctx);
    const config = { ...game.config, options: { ...game.config.options, zeroTotalScores: true } };
    const facts = { config, countHidden: false, bonusSteps: [], tiles: null };
    // Nothing on the table yet: a count of 0 that no play made, as after a deal in the log.
    const empty = lineBoard({ ...facts, hand: game.hand });
    expect(empty.total).toBe(0);
    expect(empty.totalScores).toBe(false);
    expect(
      applyEntry(initialShown([0, 0]), {
        id: 0,
        kind: 'deal',
        hand: 0,
        leader: 0,
        lot: null,
        handSizes: [7, 7],
        boneyard: 14,
      }).scoring,
    ).toBe(false);
    // A tile played: its count scores by the engine's rule (a zero counting here).
    const played = advance(ctx, {
      type: 'play',
      seat: 0,
      tile: game.hand!.hands[0]![0]!,
      on: null,
    });
    const board = lineBoard({ ...facts, hand: lineState(played).hand });
    expect(board.totalScores).toBe(isScoringTotal(board.total, config.options));
  });
});

describe('the game view', () => {
  test('the person leading: every tile playable, the lead status, a preselected choice', () => {
    const ctx = personLeads();
    const view = gameTableView(at(ctx, LEAD), true, noPractice);
    expect(view.viewer).toBe(0);
    expect(view.you).toBe(0);
    expect(view.preselect).toBe(true);
    expect(view.moves?.tiles.map((c) => c.tile).sort()).toEqual(view.hand.slice().sort());
    expect(view.status).toEqual({ text: 'Your lead: choose any tile to start', tone: 'turn' });
    expect(view.seats.map((s) => s.name)).toEqual(['North']);
    // Casual hints draw the total a play leaves; without them there is no badge.
    const first = view.moves?.tiles[0]?.targets[0];
    expect(first?.badge).toBe(`${first?.total ?? ''}${first?.points ? ` → +${first.points}` : ''}`);
    expect(gameTableView(at(ctx, LEAD), false, noPractice).moves?.tiles[0]?.targets[0]?.badge).toBe(
      null,
    );
    const shown = settledShown(view);
    expect(shown.handSizes).toEqual(lineState(ctx).hand?.hands.map((h) => h.length));
  });

  test('an open claim holds the count and the points of the last play back', () => {
    const contexts = randomGame(settingsFor('horse-race', 2, 'HOLD00'), 'HOLD00');
    const scored = contexts.find((c) => {
      const last = c.log[c.log.length - 1];
      return last?.kind === 'play' && last.points > 0;
    });
    if (!scored) throw new Error('no scoring play');
    const last = scored.log[scored.log.length - 1];
    const claim = last?.kind === 'play' ? { hand: 0, move: 0, seat: 0, points: last.points } : null;
    const part = (open: boolean): PracticePart => ({
      view: () => practiceView(open ? claim : null),
      send: () => null,
    });
    const snap = at(scored, { turn: 'human' });
    const held = gameTableView(snap, true, part(true));
    expect(held.held).toBe(true);
    expect(held.board.countHidden).toBe(true);
    expect(held.scores).toEqual(scoresBeforeLastPlay(scored.log, 2));
    expect(held.scores).not.toEqual(lineState(scored).scores);
    const settled = gameTableView(snap, true, part(false));
    expect(settled.held).toBe(false);
    expect(settled.scores).toEqual(lineState(scored).scores);
  });

  test('scores before the last play come from the log (zeros before any)', () => {
    const play = (scores: number[]): LogEntry => ({ kind: 'play', scores }) as unknown as LogEntry;
    const deal = { kind: 'deal' } as unknown as LogEntry;
    expect(scoresBeforeLastPlay([deal, play([5, 0])], 2)).toEqual([0, 0]);
    expect(scoresBeforeLastPlay([deal, play([5, 0]), play([5, 10]), deal], 2)).toEqual([5, 0]);
  });
});

describe('the hand-end panel', () => {
  test('partners: only the seat that went out is named and starred', () => {
    const ctx = personLeads(4, true);
    const view: TableView = gameTableView(at(ctx, LEAD), true, noPractice);
    const entry = {
      id: 9,
      kind: 'hand-end',
      hand: 0,
      end: 'domino',
      winners: [1, 3],
      pips: [10, 0, 7, 4],
      bonus: [0, 20],
      scores: [0, 20],
      hands: [[t('5-5')], [], [t('4-3')], [t('2-2')]],
    } as const;
    const end = handEndView(view, entry);
    expect(end.title).toBe('West went out: domino!');
    expect(end.rows.map((r) => r.star)).toEqual([false, true, false, false]);
    expect(end.scoreLine).toBe('You & North 0   ·   West & East 20');
    const blocked = handEndView(view, { ...entry, end: 'blocked', hands: entry.hands });
    expect(blocked.title).toBe('Blocked: West & East have the lightest hand');
    expect(blocked.rows.map((r) => r.star)).toEqual([false, true, false, true]);
  });

  test("the game's end: the person's win, their loss, or neutral when they only watch", () => {
    const view: TableView = gameTableView(at(personLeads(4, true), LEAD), true, noPractice);
    const over = (winner: number[]) =>
      ({ id: 9, kind: 'game-over', winner, scores: [61, 40] }) as const;
    expect(gameOverTone(view, over([0]))).toBe('win');
    expect(gameOverTone(view, over([1]))).toBe('loss');
    // A tie the person's side shares is theirs too.
    expect(gameOverTone(view, over([0, 1]))).toBe('win');
    expect(gameOverTone({ ...view, you: null }, over([0]))).toBe('watch');
    // Partners: North (seat 2) sits on the person's side.
    expect(gameOverTone({ ...view, you: 2 }, over([0]))).toBe('win');
  });
});

describe("the hand-end count is the engine's", () => {
  /** TV-19's blocked hand (three players, one tile in the boneyard held back) at its end. */
  function reserveEnd(reserveToWinner: boolean): GameContext {
    const start = startContext(settingsFor('horse-race', 3, 'RSV001'));
    const options = {
      ...lineState(start).config.options,
      boneyardReserve: 1,
      reservePipsToWinner: reserveToWinner,
    };
    const game = { ...lineState(start), config: { ...lineState(start).config, options } };
    const deal = {
      hands: [[t('1-2')], [t('0-3')], [t('4-4'), t('6-6'), t('5-5')]],
      boneyard: [t('2-0')],
    };
    const started = startHand(game, deal, 2);
    if (!started.ok) throw new Error(started.error.message);
    const dealt: GameContext = {
      ...start,
      game: started.value,
      hands: [{ deal: { ...deal, leader: 2, lot: null }, moves: [], events: [] }],
    };
    return advance(dealt, { type: 'play', seat: 2, tile: t('4-4'), on: null });
  }

  test("reserve_pips_to_winner: the boneyard's pips are in the steps, as the engine scored them", () => {
    for (const on of [false, true]) {
      const ctx = reserveEnd(on);
      expect(ctx.refusal).toBeNull();
      const view = gameTableView(at(ctx, 'hand-end'), true, noPractice);
      const entry = view.handEnd!;
      expect(entry.bonus).toEqual(on ? [5, 5, 0] : [4, 4, 0]);
      expect(view.board.bonusSteps).toEqual(handEndSteps(lineState(ctx)));
      const end = handEndView(view, entry);
      // Each winning side's step scores what the engine gave it.
      for (const step of end.steps) expect(step.points).toBe(entry.bonus[step.side]);
      expect(end.steps.map((s) => s.reserve)).toEqual(on ? [2, 2] : [0, 0]);
      const lines = stepLines(end.steps, view.names, view.sideNames);
      // The panel's lines come with the view: the engine's words for this hand's end.
      expect(view.handEndLines).toEqual(
        handEndLines(lineState(ctx).config, entry, end.steps, view.names, view.sideNames),
      );
      expect(view.handEndLines[0]).toBe(lines[0]);
      expect(lines[0]).toBe(
        on
          ? 'East 22 + boneyard 2 = 24 pips → rounded 25 → 25 ÷ 5 = +5 for You'
          : 'East 22 pips → rounded 20 → 20 ÷ 5 = +4 for You',
      );
    }
  });
});

describe('the game driver', () => {
  test('table actions become machine events; impossible ones get a message', () => {
    const ctx = personLeads();
    const snap = at(ctx, LEAD);
    const sent: GameEvent[] = [];
    const driver = gameDriver(
      { snapshot: () => snap, subscribe: () => () => undefined, send: (e) => sent.push(e) },
      { hints: () => true },
    );
    const tile = driver.view().hand[0]!;
    expect(driver.send({ type: 'play', tile, target: lineTargetId({ point: null }) })).toBeNull();
    expect(driver.send({ type: 'draw' })).toMatch(/must play it/);
    expect(driver.send({ type: 'next-hand' })).toBeNull();
    expect(sent).toEqual([
      { type: 'MOVE', move: { type: 'play', tile, on: null } },
      { type: 'NEXT_HAND' },
    ]);
    expect(driver.view()).toBe(driver.view());
  });
});

describe('the lesson driver', () => {
  test('every lesson plays through the table driver, its moves logged for the table', () => {
    let epochs = 0;
    for (const lesson of LESSONS) {
      const driver = lessonDriver(startLesson(lesson));
      let heard = 0;
      driver.subscribe(() => heard++);
      for (let i = 0; i < 400 && !driver.state().done; i++) {
        const s = driver.state();
        const view = driver.view();
        const step = currentStep(s);
        expect(view.preselect).toBe(false);
        if (step?.kind === 'quiz') expect(view.scores).toEqual(s.scoresBefore);
        if (step?.kind === 'quiz' && step.ask.of === 'count')
          expect(view.board.countHidden).toBe(true);
        const action = solutionAction(s);
        if (!action) break;
        driver.send(lessonTableAction(view, action));
      }
      expect(driver.state().done, lesson.id).toBe(true);
      expect(driver.state().passed, lesson.id).toBe(true);
      expect(heard).toBeGreaterThan(0);
      // In one hand, what the table shows after the log equals the lesson's own layout.
      if (driver.view().epoch === 0) {
        const plays = driver.view().log.filter((e) => e.kind === 'play').length;
        const setup = startLesson(lesson).game.hand?.layout.nodes.length ?? 0;
        expect(setup + plays, lesson.id).toBe(driver.view().board.layout?.nodes.length ?? 0);
      } else epochs++;
    }
    // Some lessons deal a next hand: the table is then drawn afresh.
    expect(epochs).toBeGreaterThan(0);
  });

  test("practice's actions are told apart once, and a lesson ignores them", () => {
    const practice: TableAction[] = [
      { type: 'undo' },
      { type: 'claim', value: 10 },
      { type: 'practice-options', patch: { hints: 'best' } },
      { type: 'show-best', on: true },
      { type: 'review' },
      { type: 'call-muggins' },
    ];
    const others: TableAction[] = [
      { type: 'draw' },
      { type: 'pass' },
      { type: 'next-hand' },
      { type: 'rematch' },
      { type: 'next' },
      { type: 'answer', value: 5 },
      { type: 'tap', tile: t('[6|6]') },
    ];
    expect(practice.map(isPracticeAction)).toEqual(practice.map(() => true));
    expect(others.map(isPracticeAction)).toEqual(others.map(() => false));
    const lesson = LESSONS[0];
    if (!lesson) throw new Error('no lesson');
    const driver = lessonDriver(startLesson(lesson));
    const before = driver.state();
    let heard = 0;
    driver.subscribe(() => heard++);
    for (const action of practice) expect(driver.send(action)).toBeNull();
    expect(driver.state()).toBe(before);
    expect(heard).toBe(0);
  });
});
