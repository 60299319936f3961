/** End-of-hand scoring (RULES.md §6) and the target (§7, §14.3). */
import type { Options } from './options';
import { sideCount, sideOf, type GameConfig, type HandEnd, type HandResult } from './state';

/** Rounds a pip count to the nearest five (remainders 1–2 down, 3–4 up). */
export function round5(n: number): number {
  return 5 * Math.floor((n + 2) / 5);
}

/** Points for a placement that leaves this total (0 when it does not score). */
export function playPoints(total: number, options: Options): number {
  if (options.inPlayScoring === 'none') return 0;
  return total > 0 && total % 5 === 0 ? total / options.inPlayDivisor : 0;
}

/** Whether plays score during the hand at all (not in Block, Draw and the Cross games, §15.6). */
export function scoresInPlay(options: Options): boolean {
  return options.inPlayScoring !== 'none';
}

/** Whether a placement leaving this total counts as a scoring play for the chain. */
export function isScoringTotal(total: number, options: Options): boolean {
  if (total % 5 !== 0 || options.inPlayScoring === 'none') return false;
  return total > 0 || options.zeroTotalScores;
}

function seatsOfSide(config: GameConfig, side: number): number[] {
  const out: number[] = [];
  for (let s = 0; s < config.players; s++) if (sideOf(config, s) === side) out.push(s);
  return out;
}

/** Who holds the lightest hand after a block, as the rules compare hands (§6.2, §14.7). */
export interface Lightest {
  /** The sides holding it, ascending; more than one is a tie. */
  readonly sides: readonly number[];
  /** The seats holding it: each such side's seats when teams compare sums, else the lightest seats. */
  readonly seats: readonly number[];
  /** The pips compared: a team's sum (`team`), else one seat's hand. */
  readonly pips: number;
  /** Teams compared their sums (partners under `team_sum`). */
  readonly team: boolean;
}

/** The lightest hand after a block: by team sum, or by the lightest single hand. */
export function lightestHands(config: GameConfig, pips: readonly number[]): Lightest {
  if (config.partners && config.options.partnershipBlockCompare === 'team_sum') {
    const perSide = sidePips(config, pips);
    const low = Math.min(...perSide);
    const sides = perSide.flatMap((p, side) => (p === low ? [side] : []));
    const seats = sides.flatMap((side) => seatsOfSide(config, side)).sort((a, b) => a - b);
    return { sides, seats, pips: low, team: true };
  }
  const low = Math.min(...pips);
  const seats = pips.flatMap((p, s) => (p === low ? [s] : []));
  const sides = [...new Set(seats.map((s) => sideOf(config, s)))].sort((a, b) => a - b);
  return { sides, seats, pips: low, team: false };
}

/** Who won a blocked hand (§6.2, §14.7): seats ascending, [] when nobody did. */
export function blockedWinners(config: GameConfig, pips: readonly number[]): number[] {
  const light = lightestHands(config, pips);
  const only = light.sides.length === 1 ? light.sides[0] : undefined;
  if (config.partners) return only === undefined ? [] : seatsOfSide(config, only);
  if (only !== undefined) return light.seats.slice();
  return tieScores(config, light.seats.length) ? light.seats.slice() : [];
}

/** Whether a tie for lowest in a blocked hand scores for the tied seats. */
function tieScores(config: GameConfig, tied: number): boolean {
  const { options } = config;
  if (options.handScoring !== 'pagat' && options.handScoring !== 'stp') return false;
  if (options.blockTie === 'none') return false;
  if (options.blockTie === 'both_score_others') return true;
  return tied < config.players;
}

/** The §15.8 scorings: the winning side takes the losing sides' pips. */
export function isParlourScoring(options: Options): boolean {
  const h = options.handScoring;
  return h === 'block' || h === 'block_net' || h === 'muggins';
}

/** Pips per side: a seat's own, or a team's sum with partners. */
function sidePips(config: GameConfig, pips: readonly number[]): number[] {
  const out = new Array<number>(sideCount(config)).fill(0);
  pips.forEach((p, s) => {
    const side = sideOf(config, s);
    out[side] = (out[side] as number) + p;
  });
  return out;
}

/**
 * §15.8 (D15.15) as steps, one per losing side: the side's pips, less W (the
 * winning side's own pips after a block, 0 after a domino) under muggins, each
 * rounded to five under muggins; block adds them raw; block_net subtracts W once.
 */
function parlourSteps(
  config: GameConfig,
  end: HandEnd,
  winners: readonly number[],
  pips: readonly number[],
): BonusStep[] {
  if (end === 'target' || winners.length === 0) return [];
  const options = config.options;
  const won = sideOf(config, winners[0] as number);
  const perSide = sidePips(config, pips);
  const w = end === 'blocked' ? (perSide[won] as number) : 0;
  const steps: BonusStep[] = [];
  for (let side = 0; side < perSide.length; side++) {
    if (side === won) continue;
    const seats = seatsOfSide(config, side);
    const seatPips = seats.map((s) => pips[s] as number);
    const raw = perSide[side] as number;
    const counted = options.handScoring === 'muggins' ? raw - w : raw;
    const rounded = options.handScoring === 'muggins' ? round5(counted) : counted;
    steps.push({
      side: won,
      seats,
      pips: seatPips,
      counted,
      rounded,
      divisor: 1,
      points: rounded,
      subtract: false,
      reserve: 0,
    });
  }
  if (options.handScoring === 'block_net' && w > 0) {
    const total = steps.reduce((sum, st) => sum + st.points, 0);
    const own = seatsOfSide(config, won);
    steps.push({
      side: won,
      seats: own,
      pips: own.map((s) => pips[s] as number),
      counted: w,
      rounded: w,
      divisor: 1,
      points: -Math.min(w, total),
      subtract: true,
      reserve: 0,
    });
  }
  return steps;
}

/**
 * End-of-hand points per side. `winners` are seats (the team with partners);
 * `reservePips` are the undrawable boneyard's pips, used only with
 * reserve_pips_to_winner.
 */
export function handBonus(
  config: GameConfig,
  end: HandEnd,
  winners: readonly number[],
  pips: readonly number[],
  reservePips: number,
): number[] {
  const { options } = config;
  const bonus: number[] = new Array<number>(sideCount(config)).fill(0);
  if (end === 'target') return bonus;
  if (isParlourScoring(options)) {
    for (const step of parlourSteps(config, end, winners, pips))
      bonus[step.side] = (bonus[step.side] as number) + step.points;
    return bonus;
  }
  const div = options.inPlayDivisor;
  if (options.handScoring === 'celko' || options.handScoring === 'domino_play') {
    for (let s = 0; s < config.players; s++) {
      const side = sideOf(config, s);
      bonus[side] = (bonus[side] as number) - round5(pips[s] as number) / div;
    }
    return bonus.map((b) => b + 0);
  }
  if (winners.length === 0) return bonus;
  const winningSides = [...new Set(winners.map((s) => sideOf(config, s)))];
  const extra = options.reservePipsToWinner ? reservePips : 0;
  for (const side of winningSides) {
    // Each winning side counts the pips of the seats it is paid by.
    const payers: number[] = [];
    for (let s = 0; s < config.players; s++) {
      if (sideOf(config, s) === side) continue;
      if (options.blockTie !== 'both_score_others' && winners.includes(s)) continue;
      payers.push(s);
    }
    const own = config.partners ? 0 : (pips[seatsOfSide(config, side)[0] as number] as number);
    let counted: number;
    if (options.roundingScope === 'per_hand') {
      counted = payers.reduce((sum, s) => sum + round5(pips[s] as number), 0) + round5(extra);
    } else {
      let raw = payers.reduce((sum, s) => sum + (pips[s] as number), 0) + extra;
      if (options.handScoring === 'stp' && options.stpNet) raw = Math.max(0, raw - own);
      counted = round5(raw);
    }
    let value = counted / div;
    if (options.blockTie === 'split' && winningSides.length > 1) {
      value = Math.floor(value / winningSides.length);
    }
    bonus[side] = (bonus[side] as number) + value;
  }
  return bonus;
}

/** The hand result for a hand that ended by domino or block. */
export function finishHand(
  config: GameConfig,
  end: 'domino' | 'blocked',
  dominoSeat: number | null,
  pips: readonly number[],
  reservePips: number,
): HandResult {
  const winners =
    end === 'domino' && dominoSeat !== null
      ? config.partners
        ? seatsOfSide(config, sideOf(config, dominoSeat))
        : [dominoSeat]
      : blockedWinners(config, pips);
  return { end, winners, pips, bonus: handBonus(config, end, winners, pips, reservePips) };
}

/** Adds points to a side, honouring exact_target (overshooting points are void). */
export function addPoints(
  scores: readonly number[],
  side: number,
  points: number,
  options: Options,
): number[] {
  const out = scores.slice();
  const next = (out[side] as number) + points;
  if (options.exactTarget && points > 0 && next > options.target) return out;
  out[side] = next;
  return out;
}

/** The winning side when one side alone holds the highest total at or above the target; else null. */
export function uniqueLeaderAtTarget(scores: readonly number[], target: number): number | null {
  let best = -Infinity;
  let who = -1;
  let tied = false;
  for (let i = 0; i < scores.length; i++) {
    const v = scores[i] as number;
    if (v > best) {
      best = v;
      who = i;
      tied = false;
    } else if (v === best) tied = true;
  }
  return best >= target && !tied ? who : null;
}

/** One line of the end-of-hand arithmetic, for a screen to show step by step. */
export interface BonusStep {
  /** The side whose score changes. */
  readonly side: number;
  /** The seats whose pips are counted. */
  readonly seats: readonly number[];
  /** Their pips, seat by seat. */
  readonly pips: readonly number[];
  /** The pips counted (summed, less the winner's own under stp_net). */
  readonly counted: number;
  /** Rounded to the nearest five (per seat first under per_hand). */
  readonly rounded: number;
  readonly divisor: number;
  /** Points to the side: positive for a winner's bonus, negative where the preset subtracts. */
  readonly points: number;
  /** The seat subtracts its own pips (Celko, domino-play) rather than counting others'. */
  readonly subtract: boolean;
  /** The undrawable boneyard's pips counted too (reserve_pips_to_winner); 0 otherwise. */
  readonly reserve: number;
}

/**
 * How a hand result's bonus was reached, as steps a player can follow: the
 * winner's count of the other hands (pagat, Seven-Toed Pete), or each seat's
 * own subtraction (Celko, domino-play). Sums to `result.bonus` by side.
 */
export function bonusSteps(config: GameConfig, result: HandResult, reservePips = 0): BonusStep[] {
  const { options } = config;
  const div = options.inPlayDivisor;
  if (result.end === 'target') return [];
  if (isParlourScoring(options))
    return parlourSteps(config, result.end, result.winners, result.pips);
  if (options.handScoring === 'celko' || options.handScoring === 'domino_play') {
    return result.pips.map((p, seat) => ({
      side: sideOf(config, seat),
      seats: [seat],
      pips: [p],
      counted: p,
      rounded: round5(p),
      divisor: div,
      points: -round5(p) / div + 0,
      subtract: true,
      reserve: 0,
    }));
  }
  const steps: BonusStep[] = [];
  const winningSides = [...new Set(result.winners.map((s) => sideOf(config, s)))];
  for (const side of winningSides) {
    const seats: number[] = [];
    for (let s = 0; s < config.players; s++) {
      if (sideOf(config, s) === side) continue;
      if (options.blockTie !== 'both_score_others' && result.winners.includes(s)) continue;
      seats.push(s);
    }
    const pips = seats.map((s) => result.pips[s] as number);
    const extra = options.reservePipsToWinner ? reservePips : 0;
    let counted = pips.reduce((a, b) => a + b, 0) + extra;
    if (options.handScoring === 'stp' && options.stpNet && !config.partners) {
      counted = Math.max(
        0,
        counted - (result.pips[seatsOfSide(config, side)[0] as number] as number),
      );
    }
    const rounded =
      options.roundingScope === 'per_hand'
        ? pips.reduce((a, p) => a + round5(p), 0) + round5(extra)
        : round5(counted);
    steps.push({
      side,
      seats,
      pips,
      counted,
      rounded,
      divisor: div,
      points: result.bonus[side] as number,
      subtract: false,
      reserve: extra,
    });
  }
  return steps;
}
