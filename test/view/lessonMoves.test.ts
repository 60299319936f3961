/**
 * A lesson's legal moves are grouped by tile as a game's are (one grouping, the machine's):
 * a tile that fits a spinner double at several edges is offered at each, with its slot.
 */
import { describe, expect, test } from 'vitest';
import { matchesState } from 'xstate';
import { selectLegal, type GameContext, type GameSnapshot } from '../../src/machine/index';
import { LESSONS, type TutorialState } from '../../src/tutorial/index';
import { playLesson, type LessonView } from '../support/lineLessons';

/** The game's legal moves for the learner, as the game's table gets them. */
function gameMoves(s: TutorialState): unknown {
  const players = s.game.config.players;
  const seats = Array.from({ length: players }, (_, i) =>
    i === 0 ? { kind: 'human' } : { kind: 'computer', level: 'easy' },
  );
  const context = { game: s.game, settings: { seats } } as unknown as GameContext;
  const snap = {
    context,
    matches: (v: never) => matchesState(v, { turn: { phase: 'chain', seat: 'human' } }),
  } as unknown as GameSnapshot;
  const legal = selectLegal(snap, 0);
  return legal?.tiles.map((c) => ({
    tile: c.tile,
    targets: c.targets.map((t) => ({ on: t.on, slot: t.slot, point: t.point })),
  }));
}

/** The tiles' choices in the tiles' order. */
function byTile(choices: unknown): unknown {
  return [...(choices as { tile: number }[])].sort((x, y) => x.tile - y.tile);
}

function shown(view: LessonView): unknown {
  return view.hand
    .filter((h) => h.targets.length > 0)
    .map((c) => ({
      tile: c.tile,
      targets: c.targets.map((t) => view.board.places[t.id]),
    }));
}

describe("a lesson's moves", () => {
  test('are the game’s, a spinner’s every open edge included', () => {
    let edges = 0;
    let positions = 0;
    for (const lesson of LESSONS) {
      const { driver } = playLesson(lesson, (s, view) => {
        const tiles = view.hand.filter((h) => h.targets.length > 0);
        if (tiles.length === 0) return;
        positions++;
        // (The hand is shown in its own order: compared tile by tile.)
        expect(byTile(shown(view)), `${lesson.id} at step ${s.step}`).toEqual(byTile(gameMoves(s)));
        edges += tiles.filter((c) =>
          c.targets.some((t) => view.board.places[t.id]?.slot !== null),
        ).length;
      });
      expect(driver.state().passed, lesson.id).toBe(true);
    }
    expect(positions).toBeGreaterThan(20);
    // Some lesson offers a tile on a double's edges: the case the two groupings told apart.
    expect(edges).toBeGreaterThan(0);
  });
});
