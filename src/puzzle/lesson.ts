/**
 * The daily puzzle as lessons, so that the tutorial's table, runner and driver show it: the
 * deal and the moves to the position, then "find the best turn", one step lasting the
 * person's whole turn (any legal placement is taken; the puzzle judges the turn against
 * the search). And the best line, shown a tile at a time: one scripted step per placement.
 */
import { toRecordMove } from '../engine/index';
import { formatTile } from '../engine/core/tiles';
import { describeEvent } from '../tutorial/coach';
import { act, startLesson } from '../tutorial/runner';
import type { Lesson, Step } from '../tutorial/types';
import type { Candidate, Puzzle } from './daily';
import { bestLine, moveText } from './verdict';

/** The prompt of the puzzle's one step. */
export const PUZZLE_PROMPT =
  'Play your whole turn: a double or a score means another tile. The count, your hand and what North may hold all matter.';

function position(c: Candidate): Omit<Lesson, 'id' | 'title' | 'steps'> {
  return {
    summary: 'Find the best turn.',
    group: 'drill',
    preset: 'horse-race',
    players: 2,
    deal: {
      hands: c.deal.hands.map((h) => h.map(formatTile)),
      boneyard: c.deal.boneyard.map(formatTile),
    },
    leader: c.leader,
    setup: c.moves,
    goal: 'Find the best turn.',
    success: () => true,
  };
}

/** The puzzle to solve (or to try again): its position, and the person's whole turn. */
export function puzzleLesson(c: Candidate): Lesson {
  return {
    ...position(c),
    id: `puzzle-${c.date}`,
    title: `Daily puzzle ${c.date}`,
    steps: [
      {
        kind: 'play',
        expect: { any: true },
        wholeTurn: true,
        text: PUZZLE_PROMPT,
        highlight: { count: true },
      },
    ],
  };
}

/**
 * The best line from the puzzle's position: a first step to read, then each placement of
 * the line as a scripted step of its own (made when the step is reached), so a table shows
 * the line a tile at a time as the driver goes on.
 */
/** What the table says as each tile of the best line lands ("You played 6-5 on 5-5: …"). */
export function bestLineWords(p: Puzzle): string[] {
  let s = startLesson(bestLineLesson(p));
  const out: string[] = [];
  while (!s.done) {
    const before = s.events.length;
    s = act(s, { type: 'next' });
    const event = s.events[s.events.length - 1];
    if (event && s.events.length > before) out.push(describeEvent(event, s.game));
  }
  return out;
}

export function bestLineLesson(p: Puzzle): Lesson {
  const line = bestLine(p);
  const steps: Step[] = [
    { kind: 'say', text: 'The best line, a tile at a time.' },
    ...line.map((m, i): Step => ({
      kind: 'auto',
      moves: [toRecordMove(m)],
      text: `${i + 1} of ${line.length}: ${moveText(m)}.`,
    })),
  ];
  return { ...position(p), id: `puzzle-${p.date}-best`, title: `Best line ${p.date}`, steps };
}
