/**
 * The score a side must go above to win: the target less one ("above 100" for Seven-Toed
 * Pete's 101). Apart from the reckoning, so that the menu's games table reads it without
 * loading the engine.
 */
export function targetAbove(target: number): number {
  return target - 1;
}
