/**
 * Practice's hand review is the game library's replay viewer kept to one hand: the same
 * positions, the same replay driver and cursor, the same captions; only the list is its own.
 */
import { describe, expect, test } from 'vitest';
import { gameFrames, stepBack, stepForward } from '../../src/archive/replay';
import { toGameRecord } from '../../src/machine/history';
import { replayDriver } from '../../src/view/replayDriver';
import { reviewDriver, reviewLines, type ReviewData } from '../../src/view/reviewDriver';
import { practiceGame } from '../support/tableGame';

/** A practice game played to the end of its second hand, and that hand's review, once in. */
async function reviewed() {
  const { part, table, playUntil, views } = practiceGame('RVW002');
  if (!part) throw new Error('no practice');
  const ended = await playUntil((v) => v.seat.handEnd !== null && v.snap.context.hands.length >= 2);
  part.send({ type: 'review' }, ended.snap);
  for (let i = 0; i < 400 && views().p?.review?.status === 'preparing'; i++)
    await new Promise((r) => setTimeout(r, 50));
  const r = views().p?.review;
  if (r?.status !== 'ready' || !r.review) throw new Error('no review');
  const data: ReviewData = { review: r.review, game: r.game, frames: r.frames };
  return { data, context: table.snapshot().context };
}

describe("practice's hand review", () => {
  test("captions and positions are the library viewer's for the same game, at every step", async () => {
    const { data, context } = await reviewed();
    const hand = data.review.hand;
    expect(hand).toBe(1);
    // The game as the library would keep it: its record and deal code, stepped by its viewer.
    const kept = gameFrames({
      record: toGameRecord(context.settings, context.hands),
      seed: context.settings.seed,
      seats: context.settings.seats,
    });
    if (!kept.ok) throw new Error(kept.message);
    const library = replayDriver(data.game, kept.frames);
    library.toHand(hand);
    const expected = [library.view()];
    for (;;) {
      const before = library.at();
      library.forward();
      if (library.at() === before || library.at().hand !== hand) break;
      expected.push(library.view());
    }
    // The review opens at the hand's last move and steps back to its deal.
    const review = reviewDriver(data);
    const seen = [review.replay.view()];
    for (let i = 0; i < 1000 && review.replay.at().count > 0; i++) {
      review.back();
      seen.unshift(review.replay.view());
    }
    expect(seen.map((v) => v.status.text)).toEqual(expected.map((v) => v.status.text));
    expect(seen.map((v) => v.board.layout)).toEqual(expected.map((v) => v.board.layout));
    expect(seen[0]?.status.text).toMatch(/^Hand 2 of 2 · move 0 of \d+: dealt, \w+ leads?$/);
    expect(seen.at(-1)?.status.text).toMatch(/^Hand 2 of 2 · move (\d+) of \1: (You|North) /);
  }, 60_000);

  test("stepping is the replay driver's cursor, kept to the hand reviewed", async () => {
    const { data } = await reviewed();
    const review = reviewDriver(data);
    const frames = data.frames;
    const end = review.replay.at();
    expect(end).toEqual({ hand: 1, count: frames[1]!.length - 1 });
    review.forward();
    expect(review.replay.at()).toBe(end);
    let at = end;
    while (at.count > 0) {
      review.back();
      expect(review.replay.at()).toEqual(stepBack(frames, at));
      at = review.replay.at();
    }
    // The deal is as far back as the review goes: not into the hand before.
    review.back();
    expect(review.replay.at()).toEqual({ hand: 1, count: 0 });
    review.forward();
    expect(review.replay.at()).toEqual(stepForward(frames, { hand: 1, count: 0 }));
    // The list is practice's own.
    expect(review.lines).toEqual(reviewLines(data.review));
    expect(review.lines[0]).toBe("Hand 2: your moves beside Hard's");
  }, 60_000);
});
