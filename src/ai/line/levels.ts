/**
 * The computer players by level. Each sees only an InformationSet and draws
 * every random choice from the generator it is handed, so a seed reproduces
 * its play.
 */
import { Generator, toMove, type LegalMove } from '../../engine/index';
import { evaluateMoves, type MoveEvaluation } from './evaluate';
import type { Level } from '../core/level';
import { randomPlayer, type Choice, type ComputerPlayer } from './player';
import { SEARCH_DEFAULTS, searchMoves, type SearchOptions } from './search';

/** How often Easy takes a scoring placement when it has one. */
const EASY_SCORING_RATE = 0.55;

/** Picks uniformly among the entries with the highest key. */
function pickBest<T>(items: readonly T[], key: (item: T) => number, g: Generator): T | undefined {
  let best = -Infinity;
  const top: T[] = [];
  for (const item of items) {
    const k = key(item);
    if (k > best) {
      best = k;
      top.length = 0;
      top.push(item);
    } else if (k === best) top.push(item);
  }
  return top.length > 1 ? top[g.int(top.length)] : top[0];
}

/** Easy: any legal move, with a light preference for placements that score. */
export const easyPlayer: ComputerPlayer = {
  level: 'easy',
  choose(view, rng): Choice {
    const g = new Generator(rng);
    const evals = evaluateMoves(view);
    const scoring = evals.filter((e) => e.points > 0);
    const pool = scoring.length > 0 && g.float() < EASY_SCORING_RATE ? scoring : evals;
    const pick = pool[g.int(pool.length)] as MoveEvaluation;
    return { move: pick.move, rng: g.state() };
  },
};

/**
 * Medium: greedy. The move whose chain scores most this turn; ties go to the
 * heavier tile (fewer pips left to pay at the end), then to a double, then to
 * a seeded coin.
 */
export const mediumPlayer: ComputerPlayer = {
  level: 'medium',
  choose(view, rng): Choice {
    if (view.legal.length === 1) return { move: toMove(view.legal[0] as LegalMove), rng };
    const g = new Generator(rng);
    const evals = evaluateMoves(view);
    const pick = pickBest(evals, (e) => e.chainPoints * 1000 + e.pips * 2 + (e.double ? 1 : 0), g);
    return { move: pick?.move ?? toMove(view.legal[0] as LegalMove), rng: g.state() };
  },
};

/** Hard: determinized search over the worlds the history allows (see search.ts). */
export function hardPlayer(options: Partial<SearchOptions> = {}): ComputerPlayer {
  const settings: SearchOptions = { ...SEARCH_DEFAULTS, ...options };
  return {
    level: 'hard',
    choose(view, rng): Choice {
      if (view.legal.length === 1) return { move: toMove(view.legal[0] as LegalMove), rng };
      const result = searchMoves(view, rng, settings);
      let best = 0;
      result.values.forEach((v, i) => {
        if (v > (result.values[best] as number)) best = i;
      });
      const plan = result.plans[best];
      const move = plan?.moves[0] ?? toMove(view.legal[best] as LegalMove);
      return { move, rng: result.rng };
    },
  };
}

const PLAYERS: Readonly<Record<Level, ComputerPlayer>> = {
  random: randomPlayer,
  easy: easyPlayer,
  medium: mediumPlayer,
  hard: hardPlayer(),
};

/** The computer player of a level. */
export function playerFor(level: Level): ComputerPlayer {
  return PLAYERS[level];
}
