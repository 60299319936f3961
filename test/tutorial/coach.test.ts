/**
 * The guided game's coach judges a move by the one judge (src/practice/judge.ts: the
 * search practice's best move and the debrief use): a chain that goes out is not called a
 * mistake; a worse move is named with the better chain and the margin.
 */
import { lineState } from '../../src/machine/lineState';
import { describe, expect, test } from 'vitest';
import {
  handBonus,
  legalMoves,
  newGame,
  parseTile,
  round5,
  type Preset,
  type Tile,
} from '../../src/engine/index';
import { advance, dealHand, startContext } from '../../src/machine/context';
import { settingsFor } from '../practice/helpers';
import { adviceFor } from '../../src/practice/best';
import { judgeMove } from '../../src/practice/judge';
import { coachBefore, describeEvent, goingOutWins } from '../../src/tutorial/coach';
import {
  act,
  lessonById,
  startLesson,
  type Lesson,
  type TutorialState,
} from '../../src/tutorial/index';

const T = (s: string): Tile => parseTile(s, 6)!;

/** North led 6-3; the learner holds 4-3, 3-3 and 3-1. */
const lesson: Lesson = {
  id: 'coach-test',
  title: 'Coach test',
  summary: '',
  group: 'game',
  preset: 'horse-race',
  players: 2,
  deal: {
    hands: [
      ['4-3', '3-3', '3-1'],
      ['6-3', '5-5', '0-0'],
    ],
    boneyard: ['2-2', '1-1'],
  },
  leader: 1,
  setup: [{ seat: 1, play: '6-3' }],
  steps: [{ kind: 'game', opponent: 'easy', seed: 'coach', text: 'Play.' }],
  goal: '',
  success: (g) => g.hand?.result !== null,
};

function play(s: TutorialState, tile: string, on: string): TutorialState {
  return act(s, { type: 'play', tile: T(tile), on: T(on) });
}

/** Hands the runner the search's answer for its last decision, as the scene's worker does. */
function judgeLast(s: TutorialState, seed: string): TutorialState {
  const i = s.decisions.length - 1;
  const d = s.decisions[i];
  if (!d || s.answers[i] !== undefined) return s;
  return act(s, { type: 'judged', decision: i, answer: adviceFor(d.view, seed) });
}

describe('the coach judges by the search, not by this turn’s points', () => {
  test('the script still finds the best single tile by its points', () => {
    const g = startLesson(lesson).game;
    expect(coachBefore(g)?.points).toBe(2); // 4-3 on 6-3 alone makes 10
  });

  test('the chain that went out earns no "better" remark', () => {
    let s = startLesson(lesson);
    const said: string[] = [];
    for (const [tile, on] of [
      ['3-3', '6-3'],
      ['4-3', '3-3'],
      ['3-1', '3-3'],
    ] as const) {
      s = play(s, tile, on);
      s = judgeLast(s, 'coach');
      said.push(s.feedback?.text ?? '');
    }
    expect(s.game.hand?.result?.end).toBe('domino');
    expect(said.join(' ')).not.toMatch(/Better:|would have/);
  });

  test('a move the search calls a mistake is named with the better chain and the margin', () => {
    const s = play(startLesson(lesson), '4-3', '6-3'); // 10: +2, and play again
    expect(s.feedback?.text).not.toMatch(/Coach:/); // not judged yet
    const d = s.decisions[0]!;
    const answer = adviceFor(d.view, 'coach');
    const j = judgeMove(answer, d.move)!;
    expect(j.mistake).toBe(true);
    const said = act(s, { type: 'judged', decision: 0, answer });
    expect(said.feedback?.text).toContain(`Coach: you played 4-3 on 6-3, scoring 2 points.`);
    expect(said.feedback?.text).toContain(`About ${j.givenAway.toFixed(1)} points better`);
    // The answer is kept for the debrief and the stars; a second answer changes nothing.
    expect(said.answers[0]).toBe(answer);
    expect(act(said, { type: 'judged', decision: 0, answer: null })).toBe(said);
  });
});

describe('what going out wins, as the coach says it and the engine scores it', () => {
  test('one tile left in the guided hand: the other hand’s pips, rounded to five, ÷ 5', () => {
    const two: Lesson = {
      ...lesson,
      deal: {
        hands: [
          ['5-3', '2-0'],
          ['6-3', '5-5', '4-4'],
        ],
        boneyard: ['1-1', '2-2'],
      },
    };
    const s = play(startLesson(two), '5-3', '6-3'); // 6 + 5 = 11: no score, the turn ends
    expect(s.game.hand?.hands[0]?.length).toBe(1);
    expect(s.feedback?.text).toContain(
      'One tile left: going out wins the other hand’s pips, rounded to five, ÷ 5.',
    );
  });

  const cases: readonly [Preset, string | null, (n: number) => number][] = [
    ['horse-race', 'the other hand’s pips, rounded to five, ÷ 5', (n) => round5(n) / 5],
    ['seven-toed-pete', 'the other hands’ pips, rounded to five, ÷ 5', (n) => round5(3 * n) / 5],
    ['block', 'the other hand’s pips, not rounded', (n) => n],
    ['muggins', 'the other hand’s pips, rounded to five', (n) => round5(n)],
    ['horse-race-celko', null, () => 0],
    ['horse-race-domino-play', null, () => 0],
  ];
  test.each(cases)('%s: "%s"', (preset, said, bonus) => {
    const players = preset === 'seven-toed-pete' ? 4 : 2;
    const made = newGame({ preset, players });
    if (!made.ok) throw new Error(preset);
    const config = made.value.config;
    expect(goingOutWins(made.value)).toBe(said);
    for (let n = 0; n <= 40; n++) {
      const pips = [0, ...new Array<number>(players - 1).fill(n)];
      const won = handBonus(config, 'domino', [0], pips, 0)[0];
      // Celko and domino-play: the winner holds nothing, so subtracts nothing, and gains nothing.
      expect(won, `${preset}, ${n} pips`).toBe(bonus(n));
    }
  });
});

describe('the parlour games’ refusals in the learner’s words', () => {
  test('a wrong lead names the highest double; a play off an unfinished cross is told why', () => {
    const cross = lessonById('cross')!;
    let s = startLesson(cross);
    s = act(s, { type: 'next' });
    const lead = act(s, { type: 'play', tile: T('4-2') });
    expect(lead.feedback).toEqual({
      tone: 'wrong',
      text: '4-2 cannot lead: the highest double dealt leads, and that is your 4-4.',
    });
    s = act(s, { type: 'play', tile: T('4-4') });
    s = act(s, { type: 'next' }); // North plays 4-1 on the cross.
    const off = act(s, { type: 'play', tile: T('1-0'), on: T('4-1') });
    // The lesson's own words for the tile it expects to be tried (the engine's: "The cross is not complete").
    expect(off.feedback?.text).toMatch(/the cross is not complete/);
    expect(off.game).toBe(s.game);
  });
});

describe("the coach's names", () => {
  test('with partners the hand points go to a team, named as the table names it', () => {
    let ctx = dealHand(startContext(settingsFor('horse-race', 4, 'COACH4', true)));
    const said: string[] = [];
    for (let turn = 0; turn < 5000 && !ctx.game.over; turn++) {
      if (lineState(ctx).hand?.result) {
        const events = ctx.hands.at(-1)?.events ?? [];
        const last = events.at(-1);
        if (last) said.push(describeEvent(last, lineState(ctx)));
        // Who went out is the seat that played its last tile, not the first of its team.
        const names = ['You', 'West', 'North', 'East'];
        if (lineState(ctx).hand?.result?.end === 'domino' && last)
          expect(said.at(-1)).toContain(` ${names[last.seat] ?? ''} went out.`);
        ctx = dealHand(ctx);
        continue;
      }
      ctx = advance(ctx, legalMoves(lineState(ctx))[0] ?? null);
    }
    const points = said.filter((s) => s.includes('Hand points:'));
    expect(points.length).toBeGreaterThan(0);
    for (const s of points)
      expect(s).toMatch(
        /Hand points: (You & North|West & East) [+-]\d+(, (You & North|West & East) [+-]\d+)?\.$/,
      );
  });
});

describe('a restricted lead, as the deal restricts it', () => {
  test('no double dealt: the refusal names the heaviest tile, not a double', () => {
    let s = startLesson(lessonById('heaviest-lead')!);
    s = act(s, { type: 'answer', value: 0 });
    const lead = act(s, { type: 'play', tile: T('2-1') });
    expect(lead.feedback).toEqual({
      tone: 'wrong',
      text: '2-1 cannot lead: no double was dealt, so the heaviest tile leads, and that is your 6-3.',
    });
  });
});
