/**
 * Practice's hand review steps the game's positions as the game library rebuilds a kept game
 * (the same positions and captions), kept to one hand; only the list is its own.
 */
import { describe, expect, test } from 'vitest';
import { gameFrames, stepBack, stepForward } from '../../src/archive/replay';
import { toGameRecord } from '../../src/machine/history';
import { replayCaption } from '../../src/view/line/replayWords';
import { reviewDriver, reviewLines, type ReviewData } from '../../src/view/line/reviewDriver';
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
    // The library's positions of that hand, each with its board and caption.
    const positions = kept.frames[hand]!.map((_, count) => ({ hand, count }));
    const expected = positions.map((at) => ({
      caption: replayCaption(data.game, kept.frames, at),
      layout: kept.frames[hand]![at.count]!.layout,
    }));
    // The review opens at the hand's last move and steps back to its deal.
    const review = reviewDriver(data);
    const seen = [{ caption: review.caption(), layout: review.layout() }];
    for (let i = 0; i < 1000 && review.at().count > 0; i++) {
      review.back();
      seen.unshift({ caption: review.caption(), layout: review.layout() });
    }
    expect(seen.map((v) => v.caption)).toEqual(expected.map((v) => v.caption));
    expect(seen.map((v) => v.layout)).toEqual(expected.map((v) => v.layout));
    expect(seen[0]?.caption).toMatch(/^Hand 2 of 2 · move 0 of \d+: dealt, \w+ leads?$/);
    expect(seen.at(-1)?.caption).toMatch(/^Hand 2 of 2 · move (\d+) of \1: (You|North) /);
  }, 60_000);

  test('stepping forward and back, kept to the hand reviewed, each step heard once', async () => {
    const { data } = await reviewed();
    const review = reviewDriver(data);
    let heard = 0;
    review.subscribe(() => heard++);
    const frames = data.frames;
    const end = review.at();
    expect(end).toEqual({ hand: 1, count: frames[1]!.length - 1 });
    review.forward();
    expect(review.at()).toBe(end);
    let at = end;
    while (at.count > 0) {
      review.back();
      expect(review.at()).toEqual(stepBack(frames, at));
      at = review.at();
    }
    // The deal is as far back as the review goes: not into the hand before.
    review.back();
    expect(review.at()).toEqual({ hand: 1, count: 0 });
    review.forward();
    expect(review.at()).toEqual(stepForward(frames, { hand: 1, count: 0 }));
    // Every step that moved was heard; the refused ones (past either end) were not.
    expect(heard).toBe(frames[1]!.length);
    // The list is practice's own.
    expect(review.lines).toEqual(reviewLines(data.review));
    expect(review.lines[0]).toBe("Hand 2: your moves beside Hard's");
  }, 60_000);
});
