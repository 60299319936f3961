/** Computer players: they see only an information set. */
export * from './infoSet';
export * from './player';
export * from './inference';
export * from './determinize';
export * from './chain';
export * from './rollout';
export * from './search';
export * from './evaluate';
export * from './levels';
export * from './arena';
