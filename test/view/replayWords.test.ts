import { describe, expect, test } from 'vitest';
import { archiveEntry } from '../../src/archive/game';
import {
  frameAt,
  gameFrames,
  stepForward,
  type Cursor,
  type GameFrames,
} from '../../src/archive/replay';
import { replayCaption } from '../../src/view/line/replayWords';
import { playedGame } from '../archive/play';

const game = archiveEntry(
  playedGame('RDRV01', { players: 3, target: 41, pick: (n, t) => (t * 7) % n }),
  '2026-11-23T00:00:00.000Z',
  false,
)!;

function framesOf(kept: Parameters<typeof gameFrames>[0]): GameFrames {
  const made = gameFrames(kept);
  if (!made.ok) throw new Error(made.message);
  return made.frames;
}

/** Every position of the game in order, from the first deal. */
function cursors(frames: GameFrames): Cursor[] {
  const all: Cursor[] = [{ hand: 0, count: 0 }];
  for (;;) {
    const at = all.at(-1)!;
    const next = stepForward(frames, at);
    if (next.hand === at.hand && next.count === at.count) return all;
    all.push(next);
  }
}

describe("a kept game's positions in words", () => {
  test('each position says where it is in the game and what its move counted and scored', () => {
    const frames = framesOf(game);
    expect(frames.length).toBeGreaterThan(1);
    const all = cursors(frames);
    expect(all.length).toBe(frames.reduce((n, h) => n + h.length, 0));
    for (const at of all) {
      const caption = replayCaption(game, frames, at);
      const hand = frames[at.hand]!;
      expect(
        caption.startsWith(
          `Hand ${at.hand + 1} of ${frames.length} · move ${at.count} of ${hand.length - 1}: `,
        ),
      ).toBe(true);
      const event = frameAt(frames, at)!.event;
      if (event?.type === 'play')
        expect(caption).toContain(
          `count ${event.total}, ${event.points > 0 ? `${event.points} point` : 'no points'}`,
        );
      else if (event) expect(caption).toMatch(/: \w+ (draws \d-\d|passes)$/);
      else expect(caption).toMatch(/move 0 of \d+: dealt, \w+ leads?$/);
    }
    // The last position is the game's end, with its final scores.
    expect(frameAt(frames, all.at(-1)!)?.scores).toEqual(game.scores);
  });

  test('a watched game names South and North, and says "leads" of either', () => {
    const watched = archiveEntry(
      playedGame('RDRV02', {
        players: 2,
        target: 21,
        seats: [
          { kind: 'computer', level: 'easy' },
          { kind: 'computer', level: 'hard' },
        ],
      }),
      '2026-11-23T00:00:00.000Z',
      false,
    )!;
    const caption = replayCaption(watched, framesOf(watched), { hand: 0, count: 1 });
    expect(caption).toMatch(/move 1 of \d+: (South|North) leads \d-\d: count \d+/);
  });

  test('a Block-family game says what was played, with no count and no points (nothing scores in play)', () => {
    const block = archiveEntry(
      playedGame('RDRV03', { preset: 'block', players: 3, target: 50 }),
      '2026-11-23T00:00:00.000Z',
      false,
    )!;
    const frames = framesOf(block);
    const captions = cursors(frames)
      .slice(1, 31)
      .map((at) => replayCaption(block, frames, at));
    expect(captions.some((c) => / (leads|lead|plays|play) \d-\d/.test(c))).toBe(true);
    for (const c of captions) expect(c).not.toMatch(/count|points|plays again/);
  });
});
