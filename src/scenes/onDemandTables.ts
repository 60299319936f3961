/**
 * The scenes that draw the one table on demand, in one chunk: the tutorial's lesson list and
 * lessons, and the replay viewer. Loaded together (`loadTutorial` in main.ts), so the table's
 * modules they share with the game's own table stay in the start chunk instead of a chunk of
 * their own.
 */
export { LessonsScene } from './LessonsScene';
export { TutorialScene } from './TutorialScene';
export { ReplayScene } from './ReplayScene';
