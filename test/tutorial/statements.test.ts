/**
 * What the lessons and docs say, checked against the engine and the code
 * (issue 14's "wrong today"): a number of arms named in a step is the number
 * the layout has; a tie said to score nothing is only said where the engine
 * pays nobody; the tutorial docs list the lessons there are, and claim every
 * rule is taught by doing only when it is; a side or an end named for a
 * tile played on a double is where the engine puts it; practice's best move runs where
 * main.ts puts it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { blockedWinners, handBonus, newGame, playPoints } from '../../src/engine/index';
import { formatTile, isDouble } from '../../src/engine/core/tiles';
import { PARLOUR_PRESETS } from '../../src/engine/line/options';
import { blockText, helpPage } from '../../src/scenes/menus/helpPages';
import { armCount as arms } from '../../src/tutorial/drills';
import { drillLesson, LESSONS, solve, type Lesson } from '../../src/tutorial/index';
import { RULE_TAGS, rulesByDoing } from '../../src/tutorial/ruleTags';
import { FAMILY_LESSONS } from '../../src/tutorial/familyLessons';
import { familyLessonRules } from '../../src/tutorial/familySolve';

/**
 * Where the engine put each tile played on a double, over the whole lesson:
 * "6-3 on 3-3" → the kinds of edge it took (edges 0 and 1 are sides, 2 and 3 ends).
 */
function slotsOnDoubles(lesson: Lesson): Map<string, Set<'side' | 'end'>> {
  const out = new Map<string, Set<'side' | 'end'>>();
  for (const s of solve(lesson)) {
    const nodes = s.game.hand?.layout.nodes ?? [];
    nodes.forEach((n, i) => {
      const parent = nodes[n.parent];
      if (!parent || !isDouble(parent.tile)) return;
      const key = `${formatTile(n.tile)} on ${formatTile(parent.tile)}`;
      const kinds = out.get(key) ?? new Set<'side' | 'end'>();
      kinds.add(parent.edges.indexOf(i) <= 1 ? 'side' : 'end');
      out.set(key, kinds);
    });
  }
  return out;
}

/** The placements a step makes or asks for, tile on tile. */
function placementsOf(step: Lesson['steps'][number]): { tile: string; on: string }[] {
  if (step.kind === 'auto')
    return step.moves.flatMap((m) =>
      m.play !== undefined && m.on !== undefined ? [{ tile: m.play, on: m.on }] : [],
    );
  if (step.kind === 'play' && 'tile' in step.expect && step.expect.on)
    return [{ tile: step.expect.tile, on: step.expect.on }];
  return [];
}

const WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6 };

describe('what the lessons say', () => {
  test('a number of arms named in a step is the number on the table', () => {
    let checked = 0;
    for (const lesson of LESSONS) {
      for (const s of solve(lesson)) {
        const step = lesson.steps[s.step];
        const m = step && !s.done ? /\b(two|three|four|five|six) arms\b/i.exec(step.text) : null;
        if (!m || !s.game.hand) continue;
        expect(arms(s.game.hand.layout), `${lesson.id}: ${step!.text}`).toBe(
          WORDS[m[1]!.toLowerCase()],
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  test('a side or an end of a double named in a step is where the engine puts the tile', () => {
    let checked = 0;
    for (const lesson of LESSONS) {
      const slots = slotsOnDoubles(lesson);
      for (const step of lesson.steps) {
        for (const { tile, on } of placementsOf(step)) {
          const said = new RegExp(
            `(?:${tile} on (?:one|a|an|the|its)(?: other| free)? |(?:one|a|an|the|its)(?: other| free)? )(side|end) of ${on}|${tile} on (?:one|a|an|the|its)(?: other| free)? (side|end)\\b`,
          ).exec(step.text);
          if (!said) continue;
          const kinds = slots.get(`${tile} on ${on}`);
          expect(kinds && [...kinds], `${lesson.id}: ${step.text}`).toEqual([said[1] ?? said[2]]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });

  test('a tie said to score nothing is said only where the engine pays nobody', () => {
    for (const lesson of LESSONS) {
      for (const step of lesson.steps) {
        for (const sentence of step.text.split(/(?<=[.!?])\s/)) {
          if (!/\btie/i.test(sentence) || !/nothing|nobody|no one/i.test(sentence)) continue;
          // A sentence about two players or two teams says so itself.
          const twoSided =
            lesson.players === 2 ||
            lesson.partners === true ||
            /two (players|teams)/.test(sentence);
          expect(twoSided || lesson.preset === 'seven-toed-pete', `${lesson.id}: ${sentence}`).toBe(
            true,
          );
        }
      }
    }
  });
});

describe('one word for one thing', () => {
  /** Every text a learner reads: the lessons in order (steps, explanations, refusals), then Help. */
  const texts = [
    ...LESSONS.flatMap((l) => [
      l.summary,
      l.goal,
      ...l.steps.flatMap((s) => [
        s.text,
        ...(s.kind === 'quiz' ? [s.explain] : []),
        ...(s.kind === 'play' ? [...Object.values(s.why ?? {}), s.otherwise ?? ''] : []),
      ]),
    ]),
    ...[null, ...PARLOUR_PRESETS].flatMap((p) => helpPage(p).map(blockText)),
  ];
  const docs = readFileSync('docs/tutorial.md', 'utf8');

  test('the count is the tips of the arms everywhere, never "the open ends" added up', () => {
    const defined = texts.filter((t) => /that is the count|^The count:/.test(t));
    expect(defined.length).toBeGreaterThanOrEqual(2);
    for (const t of defined) expect(t).toMatch(/tips of (the|its) arms/);
    for (const t of texts)
      expect(t).not.toMatch(/add(s|ed)? up (the pips on )?(all )?the open ends/i);
    // A spinner's free end is open for play but adds nothing: never called an open end that adds 0.
    for (const t of texts) expect(t).not.toMatch(/open end[^.]*adds (0|nothing)/);
  });

  test('a double has two sides and two ends: the cross has four edges, never four sides', () => {
    for (const t of [...texts, docs]) expect(t).not.toMatch(/four sides|all four of its sides/i);
    const cross = texts.filter((t) => /\bcross\b/i.test(t) && /four edges/.test(t));
    expect(cross.length).toBeGreaterThanOrEqual(3);
  });
});

describe('a word is explained where the lessons first use it', () => {
  /** The word, and what must come with its first use in the lessons' steps. */
  const GLOSSARY: readonly [string, RegExp, RegExp][] = [
    ['pips', /\bpips?\b/i, /pips \(the dots\)/],
    ['a double’s sides', /\bsides?\b/i, /long edges are its sides/],
    ['a spinner', /\bspinners?\b/i, /the layout branches/],
    ['a spinner’s ends', /\b(its|two) ends\b/i, /ends \(its short edges\)/],
    ['arms', /\barms?\b/i, /arms \(the lines of tiles/],
    ['the boneyard', /\bboneyard\b/i, /boneyard \(the tiles left face down/],
    ['pegged', /\bpeg/i, /pegged: your peg moves/],
    ['sleeping tiles', /\bsleep/i, /sleep: they stay face down and are never drawn/],
  ];
  /** What a learner reads, lesson by lesson and step by step, in order. */
  const read = LESSONS.flatMap((l) =>
    l.steps.flatMap((s) => [s.text, ...(s.kind === 'quiz' ? [s.explain] : [])]),
  );

  test.each(GLOSSARY)('%s', (_, word, explained) => {
    const first = read.find((t) => word.test(t));
    expect(first).toBeDefined();
    expect(first).toMatch(explained);
  });
});

describe('Muggins, as told and as the engine scores it', () => {
  const lesson = LESSONS.find((l) => l.id === 'muggins')!;

  test('the table scores the points: the lesson never asks the learner to call them', () => {
    // The engine has scored the lead before the quiz asks about it: nobody called anything.
    const quiz = solve(lesson).find((s) => lesson.steps[s.step]?.kind === 'quiz' && !s.done)!;
    expect(quiz.game.scores[0]).toBe(10);
    for (const step of lesson.steps) expect(step.text).not.toMatch(/\bcall (it|your)/i);
    expect(lesson.summary).not.toMatch(/call it/i);
  });

  test('it says what “Muggins!” does here: a call is tallied, the scores stay the engine’s', () => {
    // docs/practice.md, "One truth": the drill never moves points (src/machine/muggins.ts).
    const help = helpPage('muggins').map(blockText);
    const said = [
      lesson.steps.map((s) => s.text).find((t) => /“Muggins!”/.test(t)),
      help.find((t) => /“Muggins!”/.test(t)),
    ];
    for (const t of said) {
      expect(t).toMatch(/Count it yourself/);
      expect(t).toMatch(/opponent calls “Muggins!”/);
      expect(t).not.toMatch(/takes them|takes (your|the) points/);
      expect(t).toMatch(/moves no points/);
    }
  });
});

describe('a tie for lowest, as told and as the engine scores it', () => {
  /** The end-of-hand points by side after a block with these pips (horse-race). */
  function blockedPoints(pips: readonly number[], partners = false): number[] {
    const made = newGame({ preset: 'horse-race', players: pips.length, partners });
    if (!made.ok) throw new Error('no game');
    const config = made.value.config;
    return handBonus(config, 'blocked', blockedWinners(config, pips), pips, 0);
  }

  test('the three-player lesson names every tie that scores nothing, and the engine agrees', () => {
    const three = LESSONS.find((l) => l.id === 'three-tie')!;
    const said = three.steps.map((s) => s.text).find((t) => /tie/.test(t) && /nothing/.test(t));
    expect(said).toBeDefined();
    expect(said).not.toMatch(/^Only with two/);
    // A tie of two players, of two teams, of all three: nobody outside it pays.
    expect(said).toMatch(/two players/);
    expect(blockedPoints([3, 3])).toEqual([0, 0]);
    expect(said).toMatch(/two teams/);
    expect(blockedPoints([3, 1, 2, 4], true)).toEqual([0, 0]);
    expect(said).toMatch(/all three/);
    expect(blockedPoints([3, 3, 3])).toEqual([0, 0, 0]);
    // A tie of two with a third player outside it scores (the quiz before it).
    expect(blockedPoints([3, 3, 22])).toEqual([4, 4, 0]);
  });
});

describe('domino-play’s rules, as told and as the engine plays them', () => {
  const made = newGame({ preset: 'horse-race-domino-play', players: 2 });
  if (!made.ok) throw new Error('no domino-play game');
  const config = made.value.config;
  const lesson = LESSONS.find((l) => l.id === 'domino-play')!;
  const told = lesson.steps
    .map((s) => `${s.text} ${s.kind === 'quiz' ? s.explain : ''}`)
    .concat(lesson.summary)
    .join(' ');
  const help =
    helpPage(null)
      .map(blockText)
      .find((t) => /domino-play/.test(t)) ?? '';

  test.each([
    ['the lesson', told],
    ['the Help page', help],
  ])('%s: the chain, the drawing and the end of a hand', (_, text) => {
    // In play a count scores in full.
    expect(playPoints(10, config.options)).toBe(10);
    expect(text).toMatch(/in full/);
    // The tile that follows a double or a score must itself be one, and is never drawn for.
    expect(config.options.chainRule).toBe('double_or_scoring_only');
    expect(config.options.continuationDraw).toBe(false);
    expect(text).toMatch(/only another double or scoring tile may follow/);
    expect(text).toMatch(/no drawing for it/);
    // At the end everyone subtracts their own pips, rounded to five; going out wins nothing.
    expect(handBonus(config, 'domino', [0], [0, 12], 0)).toEqual([0, -10]);
    expect(handBonus(config, 'blocked', [0], [3, 12], 0)).toEqual([-5, -10]);
    expect(text).toMatch(/[Ee]veryone subtracts their own pips, rounded to five/);
    expect(text).toMatch(/going out wins no bonus/);
  });

  test('the Help page names the target', () => {
    expect(help).toContain(`Play to ${config.options.target}.`);
  });
});

describe('what the docs say', () => {
  const tutorial = readFileSync('docs/tutorial.md', 'utf8');

  test('docs/tutorial.md lists every lesson, in order', () => {
    const rows = [...tutorial.matchAll(/^\| (\d+)\s+\| `([a-z0-9-]+)`/gm)].map((m) => m[2]);
    expect(rows).toEqual([...LESSONS, ...FAMILY_LESSONS].map((l) => l.id));
  });

  test('"every rule by doing" is claimed only when every rule is taught by doing', () => {
    const done = [
      ...rulesByDoing(LESSONS),
      ...FAMILY_LESSONS.flatMap((l) => familyLessonRules(l).done),
    ];
    const all = RULE_TAGS.every((t) => done.includes(t));
    if (/every rule by doing/i.test(tutorial)) expect(all).toBe(true);
    expect(tutorial).not.toMatch(/four arms make 10/);
  });

  test('the rules taught by doing are the tagged ones, and the docs say they are not all', () => {
    const claim = /Each of\s+the (\d+) rules it names[^]*?taught by doing[^]*?\./.exec(tutorial);
    expect(claim).not.toBeNull();
    expect(Number(claim![1])).toBe(RULE_TAGS.length);
    expect(tutorial).toMatch(/They are not every rule of RULES\.md/);
    expect(tutorial).not.toMatch(
      /every rule, the parlour\s+games’?'? \(RULES\.md §15\)[^.]*included/,
    );
  });

  test('"neither place nor size gives the answer away" only where the ranks say so', () => {
    // The score drill's points: 1 or 2 in most drills, so seldom the largest choice.
    const rank = [0, 0, 0, 0];
    for (let i = 0; i < 200; i++) {
      const quiz = drillLesson('score', `docs-${i}`).steps.find(
        (st) => st.kind === 'quiz' && st.ask.of === 'points',
      );
      if (quiz?.kind === 'quiz') rank[quiz.choices.filter((c) => c < quiz.answer).length]! += 1;
    }
    const uniform = rank.every((n) => Math.abs(n / 200 - 0.25) <= 0.05);
    if (!uniform) expect(tutorial).not.toMatch(/neither place nor size gives the\s+answer away/);
  });

  test('docs/practice.md puts the best move where main.ts runs it', () => {
    const practice = readFileSync('docs/practice.md', 'utf8');
    const main = readFileSync('src/main.ts', 'utf8');
    expect(main).toContain('createWorkerAdvisor');
    expect(practice).not.toMatch(/best move[^.]*on the main thread/is);
    expect(practice).toMatch(/Web Worker/);
  });
});
