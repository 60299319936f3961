/** The line table's view model and its lesson driver (issue 11): pure, so checked here in Node. */
import { lineState } from '../../src/machine/lineState';
import { describe, expect, test } from 'vitest';
import { parseTile, type Tile } from '../../src/engine/tiles';
import { dealHand, startContext, type GameContext } from '../../src/machine/index';
import { currentStep, LESSONS, solutionAction, startLesson } from '../../src/tutorial/index';
import { lessonDriver } from '../../src/view/lessonDriver';
import { lineBoard } from '../../src/view/lineBoard';
import { lessonTableAction } from '../support/linePlay';
import { isPracticeAction, type TableAction } from '../../src/view/tableDriver';
import { applyEntry, initialShown } from '../../src/view/tableModel';
import { advance } from '../../src/machine/context';
import { tableFacts, tableRules } from '../../src/view/tableView';
import { isScoringTotal } from '../../src/engine/scoring';
import { settingsFor } from '../practice/helpers';

const t = (text: string): Tile => parseTile(text, 6)!;

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
    const lesson = startLesson(LESSONS[0]!);
    const view = lessonDriver(lesson).view();
    expect(Object.keys(view)).not.toContain('config');
    const config = lesson.game.config;
    expect(view.facts).toEqual(tableFacts(config));
    expect(view.facts.seatSides).toEqual(
      Array.from({ length: config.players }, (_, s) => tableRules(config).sideOf(s)),
    );
    // Whether the count on the table scores is the engine's, on the board.
    expect(view.board.totalScores).toBe(isScoringTotal(view.board.total, config.options));
    // Only a hand's end has its lines.
    expect(view.handEndLines).toEqual([]);
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
    // No lesson deals a hand after its start: every move is logged, and flies.
    expect(epochs).toBe(0);
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
