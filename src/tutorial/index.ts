/** Lessons as data, the pure step machine that runs them, and saved progress. */
export * from './types';
export * from './lessons';
export * from './runner';
export * from './progress';
export * from './solve';
export * from './lessonEnd';
export * from './stars';
export { askValue } from './ask';
export { DRILL_KINDS, DRILL_NAMES, drillId, drillLesson, type DrillKind } from './drills';
export * from './chapters';
