/** Practice's controls as table actions through the game driver, its data in the table view. */
import { lineState } from '../../src/machine/lineState';
import { describe, expect, test } from 'vitest';
import { LESSONS, startLesson } from '../../src/tutorial/index';
import { lessonDriver } from '../../src/view/lessonDriver';
import { flush, playUntil, practiceGame } from '../support/tableGame';

describe('practice through the table driver', () => {
  test('the counting drill: options, the held count, the claim judged in the view, undo', async () => {
    const { driver, table } = practiceGame('PD0001');
    let heard = 0;
    driver.subscribe(() => heard++);
    expect(driver.view().practice?.options.count).toBe(false);
    expect(driver.send({ type: 'practice-options', patch: { count: true } })).toBeNull();
    expect(table.snapshot().context.practice?.counting).toBe(true);
    expect(driver.view().practice?.options.count).toBe(true);
    expect(heard).toBeGreaterThan(0);
    // A scoring play of the person's: the claim is open, the count and its line held back.
    await playUntil(driver, (v) => (v.practice?.claim?.points ?? 0) > 0);
    const open = driver.view();
    const claim = open.practice?.claim;
    expect(open.held).toBe(true);
    expect(open.board.countHidden).toBe(true);
    expect(open.practice?.line).not.toMatch(/Count:/);
    const earlier = open.practice?.judged?.key;
    expect(driver.send({ type: 'claim', value: claim?.points ?? 0 })).toBeNull();
    const judged = driver.view().practice?.judged;
    expect(judged?.key).not.toBe(earlier);
    expect(judged).toMatchObject({ outcome: 'right', points: claim?.points });
    expect(judged?.text).toBe(`Right: ${claim?.points} is yours.`);
    expect(driver.view().held).toBe(false);
    // The drill's tally is in the line; the short count line (a phone's strip) leaves it out.
    expect(driver.view().practice?.line).toContain('Claimed 1 of 1');
    expect(driver.view().practice?.countLine).not.toContain('Claimed');
    expect(driver.view().practice?.scores).toEqual(lineState(table.snapshot().context).scores);
    // A claim when none is open does nothing; the judgement stays the same one.
    expect(driver.send({ type: 'claim', value: 3 })).toBeNull();
    expect(driver.view().practice?.judged?.key).toBe(judged?.key);
    // Undo: the person's last turn is taken back through the machine; the log is shorter.
    await flush();
    const before = driver.view().log.length;
    expect(driver.view().practice?.canUndo).toBe(true);
    expect(driver.send({ type: 'undo' })).toBeNull();
    expect(driver.view().log.length).toBeLessThan(before);
  });

  test('a wrong claim is Muggins, named by the seat that calls it', async () => {
    const { driver } = practiceGame('PD0002');
    driver.send({ type: 'practice-options', patch: { count: true } });
    await playUntil(driver, (v) => (v.practice?.claim?.points ?? 0) > 0);
    const points = driver.view().practice?.claim?.points ?? 0;
    driver.send({ type: 'claim', value: points + 1 });
    const judged = driver.view().practice?.judged;
    expect(judged?.outcome).toBe('muggins');
    expect(judged?.text).toBe(`Muggins! North calls the ${points} you missed.`);
    expect(driver.view().practice?.tally.muggins).toBe(1);
  });

  test('the best move shown only with hints at "best"; open hands; the tracker in words', async () => {
    const { driver } = practiceGame('PD0003');
    await playUntil(driver, (v) => v.moves !== null && v.moves.tiles.length > 0);
    expect(driver.view().practice?.bestShown).toBe(false);
    driver.send({ type: 'show-best', on: true });
    expect(driver.view().practice?.bestShown).toBe(true);
    // The short line (a phone's compact strip) is the long one's first sentence, once the
    // advisor's answer is in.
    for (let i = 0; i < 200 && !driver.view().practice?.bestMove; i++) await flush();
    const shown = driver.view().practice;
    expect(shown?.bestMove).toMatch(/^Best: .*\d-\d.*\.$/);
    expect(shown?.bestLine.startsWith(`${shown.bestMove} `)).toBe(true);
    // The drill is off: no tallies, so the count line is the whole line.
    expect(shown?.countLine).toBe(shown?.line);
    driver.send({ type: 'practice-options', patch: { hints: 'off' } });
    expect(driver.view().practice?.bestShown).toBe(false);
    expect(driver.view().practice?.bestMove).toBe('');
    expect(driver.view().practice?.countLine).toBe('');
    expect(driver.view().moves?.tiles[0]?.targets[0]?.badge).toBeNull();
    driver.send({ type: 'show-best', on: true });
    expect(driver.view().practice?.bestShown).toBe(false);
    expect(driver.view().practice?.hands).toBeNull();
    driver.send({ type: 'practice-options', patch: { openHands: true, hints: 'totals' } });
    const hands = driver.view().practice?.hands;
    expect(hands?.[0]).toEqual([]);
    expect(hands?.[1]?.length).toBeGreaterThan(0);
    expect(driver.view().practice?.trackerLines[0]).toMatch(/^Not seen yet: \d+ tiles$/);
  });

  test('undo with nothing to take back says so; a casual game and a lesson ignore practice', async () => {
    const { driver } = practiceGame('PD0004');
    await flush();
    if (!driver.view().practice?.canUndo)
      expect(driver.send({ type: 'undo' })).toMatch(/no turn of yours/);
    const casual = practiceGame('PD0005', false);
    expect(casual.driver.view().practice).toBeNull();
    const log = casual.driver.view().log;
    for (const action of [
      { type: 'undo' },
      { type: 'claim', value: 5 },
      { type: 'practice-options', patch: { count: true } },
      { type: 'show-best', on: true },
      { type: 'review' },
    ] as const) {
      expect(casual.driver.send(action)).toBeNull();
      const lesson = lessonDriver(startLesson(LESSONS[0]!));
      const state = lesson.state();
      expect(lesson.send(action)).toBeNull();
      expect(lesson.state()).toBe(state);
      expect(lesson.view().practice).toBeNull();
    }
    expect(casual.driver.view().log).toBe(log);
  });

  test('the review asked for is prepared, then in the view for the hand just played', async () => {
    const { driver } = practiceGame('PD0006');
    await playUntil(driver, (v) => v.handEnd !== null);
    const hand = driver.view().handEnd?.hand;
    let heard = 0;
    driver.subscribe(() => heard++);
    driver.send({ type: 'review' });
    const asked = driver.view().practice?.review;
    expect(asked?.hand).toBe(hand);
    expect(['preparing', 'ready']).toContain(asked?.status);
    for (let i = 0; i < 200 && driver.view().practice?.review?.status === 'preparing'; i++)
      await new Promise((r) => setTimeout(r, 50));
    const review = driver.view().practice?.review;
    expect(review?.status).toBe('ready');
    expect(review?.review?.items.length).toBeGreaterThan(0);
    expect(review?.frames.length).toBeGreaterThan(0);
    expect(heard).toBeGreaterThan(0);
    // The next hand: the review asked for is no longer wanted.
    driver.send({ type: 'next-hand' });
    await flush();
    if (!driver.view().gameOver) expect(driver.view().practice?.review).toBeNull();
  }, 30_000);
});
