/**
 * The table's scene, loaded on first use: the family table, and the drivers it is handed.
 * Not in scenes/table/ nor named table…: vite.config.ts puts `scenes/table/table*` modules
 * in the shared `table` chunk, and this entry must stay a chunk of its own (a retried import after a failed load would
 * otherwise meet the failed file again through that chunk).
 */
export { FamilyTableScene } from './family/FamilyTableScene';
// The family table's drivers (a game, a lesson, a replay, an online seat), handed to its scene.
export { familyDriverFor } from './family/familyModes';
