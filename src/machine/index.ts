/** The game-flow machine, its selectors and saves: what main.ts and the scenes use. */
export * from './computer';
export * from './context';
export * from './gameMachine';
export * from './history';
export * from './save';
export * from './selectors';
export * from './settings';
export { SPEED } from './vocabulary';
export * from './practice';
export * from './practiceSelectors';
