/**
 * The scenes that draw the one table on demand, in one chunk: the tutorial's lesson list and
 * lessons, and the replay viewer. Loaded together (`loadTutorial` in main.ts); the table's
 * modules they share with the game's own table are the `table` chunk (vite.config.ts).
 */
export { LessonsScene } from './lessons/LessonsScene';
export { TutorialScene } from './lessons/TutorialScene';
export { ReplayScene } from './replay/ReplayScene';
