/** Practice mode: hints that teach the count, the tile tracker, undo, the Muggins drill and the review. */
export * from './best';
export * from './breakdown';
export * from './review';
export * from './targets';
export * from './tracker';
