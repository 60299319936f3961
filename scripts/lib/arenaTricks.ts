/**
 * The arena's Texas 42 run (scripts/arena.ts with `--preset texas-42`): plays the games of
 * src/ai/tricks/tricksArena.ts and prints game wins with 95% intervals, the bids each side won,
 * made and was set on, marks per hand and milliseconds per decision.
 */
import type { Level } from '../../src/ai/core/level';
import { runTricksArena, type BidTally } from '../../src/ai/tricks/tricksArena';

export interface TricksArenaArgs {
  readonly a: Level;
  readonly b: Level;
  readonly games: number;
  readonly seed: string;
  readonly json: boolean;
}

export function printTricksArena(args: TricksArenaArgs): void {
  const started = performance.now();
  const progress = process.argv.includes('--progress');
  const r = runTricksArena({
    ...args,
    onGame: (done, total) => {
      if (progress && (done % 10 === 0 || done === total))
        process.stderr.write(`arena: ${done}/${total} games\n`);
    },
  });
  if (args.json) {
    process.stdout.write(`${JSON.stringify(r)}\n`);
    return;
  }
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const ms = (x: number) => x.toFixed(x < 10 ? 2 : 1);
  const bids = (t: BidTally) =>
    `won ${t.won}, made ${t.made} (${pct(t.won > 0 ? t.made / t.won : 0)}), set ${t.set}`;
  const lines = [
    `arena: ${r.a}+${r.a} (A) vs ${r.b}+${r.b} (B), texas-42, seed "${r.seed}"`,
    `  ${r.games} games (${r.games / 2} deals, each played twice with the sides swapped), ${r.hands} hands, ${r.allPass} thrown in`,
    `  A ${r.a.padEnd(6)} wins ${String(r.winsA).padStart(5)}  ${pct(r.winsA / r.games).padStart(6)}  95% CI [${pct(r.ci95A[0])}, ${pct(r.ci95A[1])}]`,
    `  B ${r.b.padEnd(6)} wins ${String(r.winsB).padStart(5)}  ${pct(r.winsB / r.games).padStart(6)}  95% CI [${pct(r.ci95B[0])}, ${pct(r.ci95B[1])}]`,
    `  bids: A ${bids(r.sides[0].bids)}; B ${bids(r.sides[1].bids)}`,
    `  marks per hand: A ${r.sides[0].marksPerHand.toFixed(2)}, B ${r.sides[1].marksPerHand.toFixed(2)}`,
    `  ms per decision (2+ choices)  A p50 ${ms(r.msPerDecisionA.p50)} p95 ${ms(r.msPerDecisionA.p95)}   B p50 ${ms(r.msPerDecisionB.p50)} p95 ${ms(r.msPerDecisionB.p95)}`,
    `  wall time ${((performance.now() - started) / 1000).toFixed(1)} s`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
