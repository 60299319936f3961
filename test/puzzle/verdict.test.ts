/**
 * The daily puzzle's verdict on a whole turn (issue 26, item 2): the lesson that shows the
 * puzzle lasts the person's whole turn (every tile a double or a score owes), the verdict
 * judges each choice of it by practice's search at its own position, following the best
 * line is the best turn, and the best line is shown a tile at a time.
 */
import { describe, expect, test } from 'vitest';
import { applyMove, legalMoves, type GameState, type Move } from '../../src/engine/index';
import { formatTile, parseTile } from '../../src/engine/core/tiles';
import { adviceFor, type BestMove } from '../../src/practice/best';
import { dailyPuzzle, puzzleMargin, type Puzzle } from '../../src/puzzle/daily';
import { bestLineLesson, bestLineWords, puzzleLesson } from '../../src/puzzle/lesson';
import {
  aboutPoints,
  bestLine,
  judgeTurn,
  lineText,
  puzzleVerdicts,
  turnText,
} from '../../src/puzzle/verdict';
import { act, startLesson, type TutorialState } from '../../src/tutorial/runner';

async function puzzleOf(day: string): Promise<Puzzle> {
  const p = await dailyPuzzle(day, (view, seed) => Promise.resolve(adviceFor(view, seed)));
  if (!p) throw new Error(`no puzzle for ${day}`);
  return p;
}

/** Plays `first`, then each next move `pick` chooses, until the lesson (the turn) is over. */
function playTurn(
  p: Puzzle,
  first: Move,
  pick: (game: GameState) => Move = (g) => legalMoves(g)[0] as Move,
): { state: TutorialState; played: Move[] } {
  let s = startLesson(puzzleLesson(p));
  const played: Move[] = [];
  let move = first;
  for (let i = 0; i < 30 && !s.done; i++) {
    s = act(
      s,
      move.type === 'play'
        ? { type: 'play', tile: move.tile, on: move.on, ...(move.slot ? { slot: move.slot } : {}) }
        : { type: move.type },
    );
    expect(s.feedback?.tone, s.feedback?.text).not.toBe('wrong');
    played.push(move);
    if (!s.done) move = pick(s.game);
  }
  return { state: s, played };
}

const searchAll = (s: TutorialState, p: Puzzle): (BestMove | null)[] =>
  s.decisions.map((d) => adviceFor(d.view, p.seed));

describe('the daily puzzle judges the whole turn', () => {
  test('the lesson lasts the turn: a double or a score owes another tile, and only then it ends', async () => {
    const p = await puzzleOf('2026-11-26');
    const line = bestLine(p);
    expect(line.length).toBe(3);
    let s = startLesson(puzzleLesson(p));
    line.forEach((m, i) => {
      if (m.type !== 'play') throw new Error('a line of placements');
      expect(s.done).toBe(false);
      s = act(s, { type: 'play', tile: m.tile, on: m.on });
      // Said as the table says it: another tile owed until the last.
      if (i < line.length - 1) expect(s.feedback?.text).toMatch(/Play again!$/);
    });
    expect(s.done).toBe(true);
    // The turn's first choice is the puzzle's own position.
    expect(s.decisions[0]?.view).toEqual(p.view);
    expect(s.decisions.map((d) => d.move)).toEqual(line.slice(0, s.decisions.length));
  });

  test('the best line is the best turn, told once with its margin', async () => {
    const p = await puzzleOf('2026-11-26');
    const { state, played } = playTurn(p, bestLine(p)[0]!, (g) => {
      const next = bestLine(p)[placedSince(g, p)];
      return next as Move;
    });
    const v = judgeTurn(p, played, state.decisions, searchAll(state, p));
    expect(v.best).toBe(true);
    expect(v.lost).toBe(0);
    expect(v.title).toBe('★ You found the best turn');
    expect(v.body).toContain(lineText(bestLine(p)));
    expect(v.body).toContain(`About ${aboutPoints(p.margin)} ahead of the next best`);
    // Once: the title's news is not repeated in the body.
    expect(v.body).not.toMatch(/best turn/);
  });

  test('a miss adds up what each choice of the turn gave away, each by its own search', async () => {
    // On this day the runner-up's first tile is a double: the turn goes on, with a second choice.
    const p = await puzzleOf('2026-11-23');
    const { state, played } = playTurn(p, p.runnerUp);
    expect(state.decisions.length).toBe(2);
    const answers = searchAll(state, p);
    const v = judgeTurn(p, played, state.decisions, answers);
    expect(v.best).toBe(false);
    // The runner-up gives away the margin the puzzle states (the second search's), no more.
    const first = p.margin;
    const second = answers[1]!;
    const chosen = second.evaluations.find((e) => sameMove(e.move, played[1]!))!;
    const later = Math.max(0, (second.best.value ?? 0) - (chosen.value ?? 0));
    expect(v.lost).toBeCloseTo(first + later, 9);
    expect(v.title).toBe('Not the best turn');
    expect(v.body).toContain(
      `Your turn, ${turnText(played, bestLine(p).length)}, gave away about ${v.lost.toFixed(1)} points`,
    );
    expect(v.body).toContain(`The best line: ${lineText(bestLine(p))}`);
    // The first answer of the judge is the puzzle's own search, not asked again.
    expect(judgeTurn(p, played, state.decisions, [undefined, second])).toEqual(v);
  });

  test('the best line is the best turn even where a later search would prefer another tile', async () => {
    const p = await puzzleOf('2026-11-26');
    const line = bestLine(p);
    const { state, played } = playTurn(p, line[0]!, (g) => line[placedSince(g, p)] as Move);
    // Later searches that put some other move first: the line still stands.
    const contrary = searchAll(state, p).map((a, i) => {
      if (i === 0 || !a) return a;
      const other = a.evaluations.find((e) => !sameMove(e.move, a.best.move));
      return other ? { ...a, best: { ...other, value: (a.best.value ?? 0) + 5 } } : a;
    });
    expect(judgeTurn(p, played, state.decisions, contrary).best).toBe(true);
  });

  test('a search that failed judges nothing', async () => {
    const p = await puzzleOf('2026-11-23');
    const { state, played } = playTurn(p, p.runnerUp);
    const v = judgeTurn(p, played, state.decisions, [undefined, null]);
    expect(v.lost).toBeCloseTo(p.margin, 9);
  });

  test('the next best gives away the margin the puzzle states, not the first search’s', async () => {
    const p = await puzzleOf('2026-11-23');
    // A second search that found a smaller lead than the first (the first's is biased up).
    const q: Puzzle = { ...p, margin: puzzleMargin(p.best)!.margin - 1.5 };
    const { state, played } = playTurn(q, q.runnerUp);
    const v = judgeTurn(q, played, state.decisions, [undefined, null]);
    expect(v.lost).toBeCloseTo(q.margin, 9);
    expect(judgeTurn(q, bestLine(q), [], []).body).toContain(
      `About ${aboutPoints(q.margin)} ahead of the next best`,
    );
  });

  test('the best line is shown a tile at a time, to the very position the line leaves', async () => {
    const p = await puzzleOf('2026-11-23');
    const line = bestLine(p);
    let s = startLesson(bestLineLesson(p));
    expect(s.game).toEqual(startLesson(puzzleLesson(p)).game);
    let game = p.state;
    for (const m of line) {
      const before = s.events.length;
      s = act(s, { type: 'next' });
      expect(s.events.length).toBe(before + 1);
      const r = applyMove(game, m);
      if (!r.ok) throw new Error(r.error.message);
      game = r.value.state;
      expect(s.game.hand?.layout).toEqual(game.hand?.layout);
    }
    expect(s.done).toBe(false);
    expect(act(s, { type: 'next' }).done).toBe(true);
    const words = bestLineWords(p);
    expect(words).toHaveLength(line.length);
    line.forEach((m, i) => {
      if (m.type === 'play') expect(words[i]).toContain(`You played ${formatTile(m.tile)}`);
    });
  });

  test('the verdicts the panel is measured by: the best, and a miss as long as the line', async () => {
    const p = await puzzleOf('2026-11-26');
    const [best, miss] = puzzleVerdicts(p);
    expect(best).toEqual(judgeTurn(p, bestLine(p), [], []));
    expect(miss?.best).toBe(false);
    expect(miss?.body).toContain(`Your turn, ${lineText(bestLine(p))} and 10 more, gave away`);
  });

  test('a miss names as many moves as the best line has, and counts the rest', () => {
    const play = (tile: string, on: string): Move => ({
      type: 'play',
      seat: 0,
      tile: parseTile(tile, 6)!,
      on: parseTile(on, 6)!,
    });
    const turn = [play('5-5', '5-0'), { type: 'draw', seat: 0 } as const, play('5-4', '5-5')];
    expect(turnText(turn, 3)).toBe('5-5 on 5-0, a draw, 5-4 on 5-5');
    expect(turnText(turn, 1)).toBe('5-5 on 5-0 and 2 more');
    expect(turnText(turn, 0)).toBe('5-5 on 5-0 and 2 more');
  });
});

/** How many of the person's moves are down since the puzzle's position. */
function placedSince(g: GameState, p: Puzzle): number {
  return (g.hand?.layout.nodes.length ?? 0) - (p.state.hand?.layout.nodes.length ?? 0);
}

function sameMove(a: Move, b: Move): boolean {
  if (a.type !== 'play' || b.type !== 'play') return a.type === b.type;
  return a.tile === b.tile && a.on === b.on && (a.slot ?? null) === (b.slot ?? null);
}
