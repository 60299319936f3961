/** Practice's part of the line's view (`practicePart`): its data, and its actions on the game. */
import { lineState } from '../../src/machine/lineState';
import { describe, expect, test } from 'vitest';
import { flush, practiceGame } from '../support/tableGame';

/** A practice game, with its part sure to be there. */
function practiced(seed: string) {
  const g = practiceGame(seed);
  const { part } = g;
  if (!part) throw new Error('no practice');
  const p = () => {
    const v = g.views();
    if (!v.p) throw new Error('no practice part');
    return v.p;
  };
  const send = (action: Parameters<typeof part.send>[0]) => part.send(action, g.table.snapshot());
  return { ...g, part, p, send };
}

describe("practice's part of the view", () => {
  test('the counting drill: options, the held count, the claim judged, undo', async () => {
    const g = practiced('PD0001');
    expect(g.p().options.count).toBe(false);
    expect(g.send({ type: 'practice-options', patch: { count: true } })).toBeNull();
    expect(g.table.snapshot().context.practice?.counting).toBe(true);
    expect(g.p().options.count).toBe(true);
    // A scoring play of the person's: the claim is open, the count and its line held back.
    const open = await g.playUntil((v) => (v.p?.claim?.points ?? 0) > 0);
    const claim = open.p?.claim;
    expect(open.view.board.countHidden).toBe(true);
    expect(open.p?.line).not.toMatch(/Count:/);
    const earlier = open.p?.judged?.key;
    expect(g.send({ type: 'claim', value: claim?.points ?? 0 })).toBeNull();
    const judged = g.p().judged;
    expect(judged?.key).not.toBe(earlier);
    expect(judged).toMatchObject({ outcome: 'right', points: claim?.points });
    expect(judged?.text).toBe(`Right: ${claim?.points} is yours.`);
    expect(g.views().view.board.countHidden).toBe(false);
    // The drill's tally is in the line; the short count line (a phone's band) leaves it out.
    expect(g.p().line).toContain('Claimed 1 of 1');
    expect(g.p().countLine).not.toContain('Claimed');
    expect(g.p().scores).toEqual(lineState(g.table.snapshot().context).scores);
    // A claim when none is open does nothing; the judgement stays the same one.
    expect(g.send({ type: 'claim', value: 3 })).toBeNull();
    expect(g.p().judged?.key).toBe(judged?.key);
    // Undo: the person's last turn is taken back through the machine; the log is shorter.
    await flush();
    const before = g.table.snapshot().context.log.length;
    expect(g.p().canUndo).toBe(true);
    expect(g.send({ type: 'undo' })).toBeNull();
    expect(g.table.snapshot().context.log.length).toBeLessThan(before);
  });

  test('a wrong claim is Muggins, named by the seat that calls it', async () => {
    const g = practiced('PD0002');
    g.send({ type: 'practice-options', patch: { count: true } });
    await g.playUntil((v) => (v.p?.claim?.points ?? 0) > 0);
    const points = g.p().claim?.points ?? 0;
    g.send({ type: 'claim', value: points + 1 });
    const judged = g.p().judged;
    expect(judged?.outcome).toBe('muggins');
    expect(judged?.text).toBe(`Muggins! North calls the ${points} you missed.`);
    expect(g.p().tally.muggins).toBe(1);
  });

  test('the best move shown only with hints at "best"; open hands; the tracker in words', async () => {
    const g = practiced('PD0003');
    await g.playUntil((v) => v.seat.live && v.p !== null && v.p.targets.length > 0);
    expect(g.p().bestShown).toBe(false);
    g.send({ type: 'show-best', on: true });
    expect(g.p().bestShown).toBe(true);
    // The short line (a phone's band) is the long one's first sentence, once the advisor's
    // answer is in.
    for (let i = 0; i < 200 && !g.p().bestMove; i++) await flush();
    const shown = g.p();
    expect(shown.bestMove).toMatch(/^Best: .*\d-\d.*\.$/);
    expect(shown.bestLine.startsWith(`${shown.bestMove} `)).toBe(true);
    // The drill is off: no tallies, so the count line is the whole line.
    expect(shown.countLine).toBe(shown.line);
    g.send({ type: 'practice-options', patch: { hints: 'off' } });
    expect(g.p().bestShown).toBe(false);
    expect(g.p().bestMove).toBe('');
    expect(g.p().countLine).toBe('');
    g.send({ type: 'show-best', on: true });
    expect(g.p().bestShown).toBe(false);
    expect(g.p().hands).toBeNull();
    g.send({ type: 'practice-options', patch: { openHands: true, hints: 'totals' } });
    const hands = g.p().hands;
    expect(hands?.[0]).toEqual([]);
    expect(hands?.[1]?.length).toBeGreaterThan(0);
    expect(g.p().trackerLines[0]).toMatch(/^Not seen yet: \d+ tiles$/);
  });

  test('undo with nothing to take back says so; a casual game has no practice', async () => {
    const g = practiced('PD0004');
    await flush();
    if (!g.p().canUndo) expect(g.send({ type: 'undo' })).toMatch(/no turn of yours/);
    const casual = practiceGame('PD0005', false);
    expect(casual.part).toBeNull();
    expect(casual.views().p).toBeNull();
  });

  test('the review asked for is prepared, then in the view for the hand just played', async () => {
    const g = practiced('PD0006');
    await g.playUntil((v) => v.seat.handEnd !== null);
    const hand = g.table.snapshot().context.hands.length - 1;
    const heard = g.changes();
    g.send({ type: 'review' });
    const asked = g.p().review;
    expect(asked?.hand).toBe(hand);
    expect(['preparing', 'ready']).toContain(asked?.status);
    for (let i = 0; i < 200 && g.p().review?.status === 'preparing'; i++)
      await new Promise((r) => setTimeout(r, 50));
    const review = g.p().review;
    expect(review?.status).toBe('ready');
    expect(review?.review?.items.length).toBeGreaterThan(0);
    expect(review?.frames.length).toBeGreaterThan(0);
    expect(g.changes()).toBeGreaterThan(heard);
    // The next hand: the review asked for is no longer wanted.
    g.table.send({ type: 'NEXT_HAND' });
    await flush();
    if (!g.views().seat.gameOver) expect(g.p().review).toBeNull();
  }, 30_000);
});
