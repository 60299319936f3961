/** The rules engine: pure functions over readonly plain data. */
export * from './tiles';
export * from './rng';
export * from './options';
export * from './layout';
export * from './state';
export * from './scoring';
export * from './legal';
export * from './moves';
export * from './game';
export * from './record';
export * from './replayText';
export * from './playout';
export * from './claims';
export * from './count';
export * from './quickTotal';
export * from './reckoning';
export * from './tricksFamily';
