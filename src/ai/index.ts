/** Computer players: they see only an information set. */
export * from './line/infoSet';
export * from './line/player';
export * from './line/inference';
export * from './line/determinize';
export * from './line/chain';
export * from './line/rollout';
export * from './line/search';
export * from './line/evaluate';
export * from './line/levels';
export * from './core/arenaFigures';
export * from './line/arena';
