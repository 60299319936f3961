/**
 * The scenes that draw the line's table on demand, in one chunk: the tutorial's lesson list
 * and lessons (a kept game's replay is the family table's). Loaded together (`loadTutorial` in main.ts); the table's
 * modules they share with the game's own table are the `table` chunk (vite.config.ts).
 */
export { LessonsScene } from './lessons/LessonsScene';
