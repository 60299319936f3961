import { runArena, hardPlayer, playerFor } from '../src/ai/index';
const preset = (process.argv[2] ?? 'draw') as 'draw';
const r = runArena({
  a: hardPlayer(),
  b: playerFor('medium'),
  games: 24,
  players: 4,
  preset,
  maxPip: 12,
  seed: 'prof',
});
console.log(preset, r.msPerDecisionA, r.msPerMoveA, r.hands);
