/**
 * The menu's forms, loaded together on first use (or while the menu sits idle): New game and
 * Play online, which shares New game's choices. Not named newGame…/online…: this entry stays
 * a chunk of its own.
 */
export { NewGameScene } from './menus/NewGameScene';
export { OnlineScene } from './online/OnlineScene';
