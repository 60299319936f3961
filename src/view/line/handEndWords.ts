/**
 * The hand-end panel's explanation of the scoring, in words and numbers, from the engine's
 * hand-end steps (`bonusSteps`): Horse Race's "West 8 + East 12 = 20 pips → rounded 20 →
 * 20 ÷ 5 = +4 for You"; Block's pips of the others to the winner, not rounded (§15.8); a
 * tie for the lightest hand, where nobody wins (and nobody scores, unless the result says
 * each seat loses its own pips, as under Celko); Muggins' loser-less-winner rounded to the
 * nearest five. Pure: it computes no score, only says the engine's result and steps.
 */
import type { BonusStep, GameConfig, HandResult } from '../../engine/index';
import { lightestHands } from '../../engine/line/scoring';
import { plural } from '../../engine/core/words';

/** What the words need of the hand just ended: the engine's result (its log entry carries it). */
export type HandEndFacts = Pick<HandResult, 'end' | 'winners' | 'pips' | 'bonus'>;

const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`);

/** "West 8 + East 12 = 20" (or "West 8" alone). */
function pipSum(step: BonusStep, names: readonly string[]): string {
  const parts = step.seats.map((seat, i) => `${names[seat] ?? ''} ${step.pips[i] ?? 0}`);
  const raw = step.pips.reduce((a, b) => a + b, 0);
  return parts.length > 1 ? `${parts.join(' + ')} = ${raw}` : (parts[0] ?? '0');
}

/**
 * A blocked hand with a tie for the lightest: who tied (as the rules compared hands, the
 * engine's `lightestHands`), and whether anybody scores all the same (the result's bonus:
 * under Celko and domino-play every seat still loses its own pips).
 */
function tieLine(
  config: GameConfig,
  facts: HandEndFacts,
  names: readonly string[],
  sideNames: readonly string[],
): string {
  const light = lightestHands(config, facts.pips);
  const tied = light.team
    ? light.sides.map((side) => sideNames[side] ?? '')
    : light.seats.map((seat) => names[seat] ?? '');
  const scores = facts.bonus.some((b) => b !== 0) ? '' : ' and nobody scores';
  return `${tied.join(' and ')} tie for the lightest hand (${plural(light.pips, 'pip')} each): nobody wins the hand${scores}.`;
}

/** Block, Draw and the Cross games (§15.8): the losers' pips to the winner, not rounded. */
function blockLines(
  steps: readonly BonusStep[],
  names: readonly string[],
  sideNames: readonly string[],
): string[] {
  const gains = steps.filter((s) => !s.subtract);
  const won = steps[0]?.side ?? 0;
  const who = sideNames[won] ?? '';
  const lines: string[] = [];
  const seats = gains.flatMap((s) =>
    s.seats.map((seat, i) => `${names[seat] ?? ''} ${s.pips[i] ?? 0}`),
  );
  const raw = gains.reduce((a, s) => a + s.counted, 0);
  const sum = seats.length > 1 ? `${seats.join(' + ')} = ${raw}` : (seats[0] ?? '0');
  lines.push(`${sum} pips = +${raw} for ${who}`);
  for (const s of steps.filter((st) => st.subtract))
    lines.push(
      `less ${who}'s own ${plural(s.counted, 'pip')}: ${signed(s.points)} → +${raw + s.points} in all`,
    );
  return lines;
}

/** Muggins (§15.8): each losing side's pips less the winner's, rounded to the nearest five. */
function mugginsLines(
  steps: readonly BonusStep[],
  names: readonly string[],
  sideNames: readonly string[],
): string[] {
  const won = steps[0]?.side ?? 0;
  const who = sideNames[won] ?? '';
  const lines = steps.map((s) => {
    const raw = s.pips.reduce((a, b) => a + b, 0);
    const w = raw - s.counted;
    const less = w > 0 ? ` − ${who} ${w} = ${s.counted}` : '';
    return `${pipSum(s, names)}${less} pips → rounded to ${s.rounded} = +${s.points} for ${who}`;
  });
  if (steps.length > 1) {
    const total = steps.reduce((a, s) => a + s.points, 0);
    lines.push(`In all: +${total} for ${who}`);
  }
  return lines;
}

/**
 * The lines under the revealed hands: for the parlour games a sentence saying how the game
 * scores a hand, then the arithmetic; for the Horse Race family the arithmetic alone.
 */
export function handEndLines(
  config: GameConfig,
  facts: HandEndFacts,
  steps: readonly BonusStep[],
  names: readonly string[],
  sideNames: readonly string[],
): string[] {
  if (facts.end === 'target') return ['The game ended on a play: no end-of-hand count.'];
  // Facts without the hands' pips (none revealed): only what each side scored.
  if (facts.pips.length === 0) {
    const scored = facts.bonus.flatMap((b, side) =>
      b > 0 ? [`+${b} for ${sideNames[side] ?? ''}`] : [],
    );
    return scored.length > 0
      ? [`End of the hand: ${scored.join(', ')}.`]
      : ['Nobody scores for this hand.'];
  }
  const scoring = config.options.handScoring;
  const tie = facts.end === 'blocked' && facts.winners.length === 0;
  if (scoring === 'block' || scoring === 'block_net') {
    const rule =
      (facts.end === 'blocked' ? 'Blocked: the lightest hand wins. ' : '') +
      'The winner scores every pip left in the other hands, not rounded' +
      (scoring === 'block_net' ? ', less their own.' : '.');
    if (tie) return [rule, tieLine(config, facts, names, sideNames)];
    return steps.length > 0
      ? [rule, ...blockLines(steps, names, sideNames)]
      : [rule, 'Nobody scores for this hand.'];
  }
  if (scoring === 'muggins') {
    const rule =
      facts.end === 'blocked'
        ? "Blocked: the lightest hand wins. Each loser's pips, less the winner's, rounded to the nearest five, go to the winner."
        : "Each loser's pips, rounded to the nearest five, go to the one who went out.";
    if (tie) return [rule, tieLine(config, facts, names, sideNames)];
    return steps.length > 0
      ? [rule, ...mugginsLines(steps, names, sideNames)]
      : [rule, 'Nobody scores for this hand.'];
  }
  const lines = stepLines(steps, names, sideNames);
  if (tie) return [tieLine(config, facts, names, sideNames), ...lines];
  return lines.length > 0 ? lines : ['Nobody scores for this hand.'];
}

/** The counting lines for the bonus, e.g. "West 8 + East 12 = 20 → 20 ÷ 5 = +4 for You". */
export function stepLines(
  steps: readonly BonusStep[],
  names: readonly string[],
  sideNames: readonly string[],
): string[] {
  return steps.map((s) => {
    const seats = s.seats.map((seat, i) => `${names[seat] ?? ''} ${s.pips[i] ?? 0}`);
    const parts = [...seats, ...(s.reserve > 0 ? [`boneyard ${s.reserve}`] : [])].join(' + ');
    const who = sideNames[s.side] ?? '';
    if (s.subtract) {
      const seat = names[s.seats[0] ?? 0] ?? '';
      const lost = s.divisor === 1 ? `${s.rounded}` : `${s.rounded} ÷ ${s.divisor}`;
      return `${seat}: ${s.counted} pips → rounded ${s.rounded} → −${lost} = ${s.points}`;
    }
    const sum = s.seats.length > 1 || s.reserve > 0 ? `${parts} = ${s.counted}` : parts;
    const divide = s.divisor === 1 ? `${s.rounded}` : `${s.rounded} ÷ ${s.divisor}`;
    // Nothing to score (too few pips to round up to five): say so, not "+0 for North".
    if (s.points === 0) return `${sum} pips → rounded ${s.rounded}: no score`;
    return `${sum} pips → rounded ${s.rounded} → ${divide} = +${s.points} for ${who}`;
  });
}
