/**
 * Issue 37's "wrong or misleading sentences" in the line lessons and the coach, each checked
 * against what the engine and the runner do: a goal names the edge of a double the lesson's
 * last tile takes, going out wins what the engine pays, a refusal names the tile tapped and
 * the move refused.
 */
import { describe, expect, test } from 'vitest';
import { formatTile, isDouble, legalMoves } from '../../src/engine/index';
import { goingOutWins, reword } from '../../src/tutorial/coach';
import { act, LESSONS, solve, startLesson } from '../../src/tutorial/index';

describe('what a lesson says, as the engine plays it', () => {
  test('a goal naming a double’s side or end names where the last tile on a double went', () => {
    let checked = 0;
    for (const lesson of LESSONS) {
      const said = /(?:an? |the )(end|side) of|double’s (end|side)s/.exec(lesson.goal);
      if (!said) continue;
      const states = solve(lesson);
      const nodes = states[states.length - 1]!.game.hand?.layout.nodes ?? [];
      const i = nodes.findLastIndex((n) => {
        const parent = nodes[n.parent];
        return parent !== undefined && isDouble(parent.tile);
      });
      const parent = nodes[nodes[i]!.parent]!;
      const kind = parent.edges.indexOf(i) <= 1 ? 'side' : 'end';
      expect(said[1] ?? said[2], `${lesson.id}: ${lesson.goal}`).toBe(kind);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  test('going out is said to win what the engine pays: the pips rounded, divided', () => {
    let checked = 0;
    for (const lesson of LESSONS) {
      for (const s of solve(lesson)) {
        const step = lesson.steps[s.step];
        if (!step || s.done || !/\bwin (the )?pips\b/.test(step.text)) continue;
        const wins = goingOutWins(s.game);
        // "the other hand’s pips, rounded to five, ÷ 5": the sentence carries the rounding.
        expect(step.text, lesson.id).toContain(wins!.replace(/^.*pips/, ''));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  test('a Pass refused is not told "you may not draw", nor a Draw "you may not pass"', () => {
    let checked = 0;
    for (const lesson of LESSONS) {
      for (const s of solve(lesson)) {
        if (s.done || lesson.steps[s.step]?.kind !== 'play') continue;
        for (const type of ['draw', 'pass'] as const) {
          const said = act(s, { type }).feedback;
          if (said?.tone !== 'wrong' || said === s.feedback) continue;
          const other = type === 'draw' ? /\bpass/i : /\bdraw/i;
          const own = type === 'draw' ? /\bdraw/i : /\bpass/i;
          if (other.test(said.text)) expect(said.text, `${lesson.id}: ${type}`).toMatch(own);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('the coach’s refusals', () => {
  test('an unfinished cross: a double has two sides and two ends, not four sides', () => {
    const lesson = LESSONS.find((l) => l.preset === 'cross')!;
    const text = reword({ code: 'cross-unfinished', message: '' }, startLesson(lesson).game, null);
    expect(text).not.toMatch(/four (of its )?sides/);
    expect(text).toMatch(/two sides and two ends/);
  });

  test('a tile tapped that fits nowhere is named, not the tile the line was led with', () => {
    let checked = 0;
    for (const lesson of LESSONS) {
      for (const s of solve(lesson)) {
        const step = lesson.steps[s.step];
        const hand = s.game.hand;
        if (s.done || !hand || hand.turn !== 0 || !step || !/play|draw|game/.test(step.kind))
          continue;
        const fits = new Set(
          legalMoves(s.game).flatMap((m) => (m.type === 'play' ? [m.tile] : [])),
        );
        for (const tile of hand.hands[0] ?? []) {
          if (fits.has(tile)) continue;
          const said = act(s, { type: 'play', tile }).feedback?.text ?? '';
          expect(said, `${lesson.id}: ${formatTile(tile)}`).not.toMatch(/tile on the table/);
          // The engine's reason names the tile tapped (a lesson may put it in its own words).
          if (/open end/.test(said)) expect(said, lesson.id).toContain(formatTile(tile));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});
