/**
 * The arena's Mexican Train run (scripts/arena.ts with `--preset mexican-train`): plays the
 * games of src/ai/trains/trainsArena.ts (A in one seat, B in the others, each deal once with A in
 * every seat) and prints game wins against the fair share with 95% intervals, mean points
 * per round (lower is better) and milliseconds per decision.
 */
import type { Level } from '../../src/ai/core/level';
import { runTrainsArena } from '../../src/ai/trains/trainsArena';

export interface TrainsArenaArgs {
  readonly a: Level;
  readonly b: Level;
  readonly games: number;
  readonly players: number;
  readonly seed: string;
  /** The set (12 or 9) and the rounds per game; the preset's defaults when absent. */
  readonly maxPip?: number;
  readonly rounds?: number;
  readonly json: boolean;
  readonly cpu: boolean;
}

export function printTrainsArena(args: TrainsArenaArgs): void {
  const started = performance.now();
  const progress = process.argv.includes('--progress');
  const options: Record<string, unknown> = {};
  if (args.maxPip !== undefined) options.max_pip = args.maxPip;
  if (args.rounds !== undefined) options.rounds = args.rounds;
  const r = runTrainsArena({
    ...args,
    options,
    ...(args.cpu ? { clock: () => process.cpuUsage().user / 1000 } : {}),
    onGame: (done, total) => {
      if (progress && (done % 10 === 0 || done === total)) {
        const s = ((performance.now() - started) / 1000).toFixed(0);
        process.stderr.write(`arena: ${done}/${total} games, ${s} s\n`);
      }
    },
  });
  if (args.json) {
    process.stdout.write(`${JSON.stringify(r)}\n`);
    return;
  }
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const ms = (x: number) => x.toFixed(x < 10 ? 2 : 1);
  const n = r.players;
  const lines = [
    `arena: ${r.a} (A) vs ${r.b} (B), mexican-train, double-${r.maxPip}, ${n} players, seed "${r.seed}"`,
    `  ${r.games} games (${r.games / n} deals, each played ${n} times with A in every seat and B in the other ${n - 1}), ${r.hands} rounds`,
    `  A ${r.a.padEnd(6)} wins ${String(r.winsA).padStart(5)}  ${pct(r.winRateA).padStart(6)}  95% CI [${pct(r.ci95A[0])}, ${pct(r.ci95A[1])}]  (fair share ${pct(r.fairShareA)})`,
    `  B ${r.b.padEnd(6)} wins ${String(r.winsB).padStart(5)}  ${pct(r.winRateB).padStart(6)}  95% CI [${pct(r.ci95B[0])}, ${pct(r.ci95B[1])}]  (a shared lowest total counts for each side in it)`,
    `  points per round (lower is better): A ${r.pointsPerRoundA.toFixed(2)}, B ${r.pointsPerRoundB.toFixed(2)} (per seat); A went out in ${r.dominoesA} of ${r.hands} rounds`,
    `  ms per move (every call)      A p50 ${ms(r.msPerMoveA.p50)} p95 ${ms(r.msPerMoveA.p95)}   B p50 ${ms(r.msPerMoveB.p50)} p95 ${ms(r.msPerMoveB.p95)}`,
    `  ms per decision (2+ choices)  A p50 ${ms(r.msPerDecisionA.p50)} p95 ${ms(r.msPerDecisionA.p95)}   B p50 ${ms(r.msPerDecisionB.p50)} p95 ${ms(r.msPerDecisionB.p95)}`,
    `  wall time ${((performance.now() - started) / 1000).toFixed(1)} s`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
