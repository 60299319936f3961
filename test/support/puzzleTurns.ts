/**
 * Whole turns at a daily puzzle, as the lesson runner plays them (for the Node and browser
 * tests alike): a turn begun with given moves and finished with the first legal move each
 * time, and Node's verdict on a turn (the same searches the advisor's worker makes).
 */
import type { Move } from '../../src/engine/index';
import { adviceFor } from '../../src/practice/best';
import type { Puzzle } from '../../src/puzzle/daily';
import { puzzleLesson } from '../../src/puzzle/lesson';
import { judgeTurn } from '../../src/puzzle/verdict';
import { act, learnerChoices, startLesson, type TutorialState } from '../../src/tutorial/runner';

function step(s: TutorialState, m: Move): TutorialState {
  return act(s, m.type === 'play' ? { type: 'play', tile: m.tile, on: m.on } : { type: m.type });
}

/** The moves of a turn: `first`, then the first legal move each time (the runner decides). */
export function turnFrom(p: Puzzle, first: readonly Move[]): Move[] {
  let s: TutorialState = startLesson(puzzleLesson(p));
  const out: Move[] = [];
  for (let i = 0; i < 30 && !s.done; i++) {
    const choices = learnerChoices(s);
    const tile = choices?.tiles[0];
    const next: Move =
      first[i] ??
      (tile
        ? { type: 'play', seat: 0, tile: tile.tile, on: tile.targets[0]?.on ?? null }
        : { type: choices?.canDraw ? 'draw' : 'pass', seat: 0 });
    s = step(s, next);
    out.push(next);
  }
  return out;
}

/** The runner's state after `turn`, from the puzzle's position. */
export function afterTurn(p: Puzzle, turn: readonly Move[]): TutorialState {
  return turn.reduce(step, startLesson(puzzleLesson(p)));
}

/** Node's verdict for a turn (the same searches the worker makes). */
export function verdictOf(p: Puzzle, turn: readonly Move[]): ReturnType<typeof judgeTurn> {
  const s = afterTurn(p, turn);
  const answers = s.decisions.map((d, i) => (i === 0 ? undefined : adviceFor(d.view, p.seed)));
  return judgeTurn(p, turn, s.decisions, answers);
}
