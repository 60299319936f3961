/** A game's config from its settings, for tests: the engine's makeConfig, which must accept them. */
import { makeConfig, type GameConfig, type NewGame } from '../../src/engine/index';

export function config(settings: NewGame): GameConfig {
  const c = makeConfig(settings);
  if (!c.ok) throw new Error(c.error.message);
  return c.value;
}
