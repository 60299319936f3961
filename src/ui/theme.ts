/** Colours and text styles shared by every scene. */
import type * as Phaser from 'phaser';

/** The sides' colours (seats and pegs), by palette; the first is the table's own. */
export const SIDE_PALETTES = {
  // Four for the line of play and Texas 42; Mexican Train seats up to eight.
  standard: [0xe8c15a, 0x6fb7ff, 0xff8a65, 0xb39ddb, 0x81c784, 0xf48fb1, 0x4dd0e1, 0xffcc80],
  // Okabe and Ito's colours, told apart with any common colour-vision deficiency.
  'colour-blind': [0xf0e442, 0x56b4e9, 0xd55e00, 0xcc79a7, 0xe69f00, 0x009e73, 0x5c9ded, 0xffffff],
} as const;

const sides: number[] = [...SIDE_PALETTES.standard];
const sidesCss: string[] = sides.map(hex);

function hex(c: number): string {
  return `#${c.toString(16).padStart(6, '0')}`;
}

/** Switches the sides' colours; scenes read them as they draw, so the next drawing shows it. */
export function setSidePalette(palette: keyof typeof SIDE_PALETTES): void {
  sides.splice(0, sides.length, ...SIDE_PALETTES[palette]);
  sidesCss.splice(0, sidesCss.length, ...sides.map(hex));
}

export const colours = {
  felt: 0x0f5132,
  feltDark: 0x0a3a24,
  feltLight: 0x17694a,
  rail: 0x3b2414,
  railLight: 0x5a3820,
  ivory: 0xf7f2e2,
  ivoryShade: 0xe3dcc6,
  ink: 0x141414,
  gold: 0xe8c15a,
  goldDark: 0xa8821f,
  highlight: 0xfff3b0,
  danger: 0xd9534f,
  panel: 0x0b2e1f,
  panelEdge: 0x2f7a57,
  button: 0x1d6b47,
  buttonHover: 0x268a5c,
  buttonPrimary: 0xc9962b,
  buttonPrimaryHover: 0xe0ad3c,
  disabled: 0x4c5a53,
  sides: sides as readonly number[],
} as const;

export const css = {
  text: '#f7f2e2',
  soft: '#cfe3d4',
  dim: '#8fb3a0',
  gold: '#e8c15a',
  ink: '#141414',
  danger: '#ffb3ae',
  sides: sidesCss as readonly string[],
} as const;

export const FONT = '"Trebuchet MS", "Segoe UI", system-ui, sans-serif';
export const SERIF = 'Georgia, "Times New Roman", serif';

/** A text style at a pixel size. */
export function textStyle(
  size: number,
  opts: {
    colour?: string;
    bold?: boolean;
    serif?: boolean;
    align?: 'left' | 'center' | 'right';
    wrap?: number;
  } = {},
): Phaser.Types.GameObjects.Text.TextStyle {
  const style: Phaser.Types.GameObjects.Text.TextStyle = {
    fontFamily: opts.serif ? SERIF : FONT,
    fontSize: `${Math.round(size)}px`,
    color: opts.colour ?? css.text,
    fontStyle: opts.bold ? 'bold' : 'normal',
    align: opts.align ?? 'left',
  };
  if (opts.wrap !== undefined) style.wordWrap = { width: opts.wrap, useAdvancedWrap: true };
  return style;
}

/** How big type and buttons are on this screen: 1 on a 1280x720 table, less on a phone. */
export function uiScale(width: number, height: number): number {
  return Math.max(0.62, Math.min(1.25, Math.min(width / 1280, height / 720) * 1.05, width / 560));
}
