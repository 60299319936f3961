import * as Phaser from 'phaser';

/** The initial size; the canvas then follows the window (RESIZE) and scenes reflow. */
export const GAME_WIDTH = 1280;
export const GAME_HEIGHT = 720;

/** Table colours shared by scenes (numbers for Graphics, strings for Text and CSS). */
export const palette = {
  felt: 0x0f5132,
  feltCss: '#0f5132',
  ivory: 0xf7f2e2,
  ivoryEdge: 0xc9bfa3,
  pip: 0x141414,
  shadow: 0x000000,
  text: '#f7f2e2',
  textSoft: '#cfe3d4',
} as const;

/**
 * The game's Phaser configuration. Scenes are added by main.ts, which wires the layers.
 *
 * Canvas renderer: the table is flat shapes and text, and Canvas behaves the same on every
 * phone and in headless browser tests. Phaser's own audio is off because Howler plays sounds.
 */
export const gameConfig = {
  type: Phaser.CANVAS,
  parent: 'game',
  width: GAME_WIDTH,
  height: GAME_HEIGHT,
  backgroundColor: palette.feltCss,
  audio: { noAudio: true },
  banner: false,
  scale: {
    // One canvas the size of the window: scenes lay themselves out for 1280x720 down to a
    // 390x844 phone held upright, and again on every resize.
    mode: Phaser.Scale.RESIZE,
    autoCenter: Phaser.Scale.NO_CENTER,
  },
} satisfies Phaser.Types.Core.GameConfig;
