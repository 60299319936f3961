/**
 * The counting drill's claim panel, at the foot of the layout's area: "what did your play
 * score?", the value typed (digits, Backspace, Enter) or stepped with − and +, and Claim.
 * Built once per open claim (a rebuild mid-click would lose the click); the value claimed
 * goes to the driver, which judges it.
 */
import type * as Phaser from 'phaser';
import type { PracticeTableView } from '../../view/line/gameDriverPractice';
import type { PracticeFrame } from '../../view/line/practicePlace';
import { css, textStyle } from '../../ui/theme';
import { Button, drawPanel } from '../../ui/widgets';

/** The panel's size, and its buttons' height: a finger's 44 px on a phone. */
export function claimSize(regions: PracticeFrame): { w: number; h: number; bh: number } {
  const s = Math.max(0.8, regions.scale);
  const bh = Math.max(32 * s, regions.portrait ? 44 : 0);
  return { w: Math.min(regions.layout.w - 8, 360 * s), h: 52 * s + bh, bh };
}

export class ClaimPanel {
  private readonly box: Phaser.GameObjects.Container;
  private value = 0;
  /** The claim and layout the panel was built for. */
  private built: string | null = null;
  private text: Phaser.GameObjects.Text | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly claim: (value: number) => void,
  ) {
    this.box = scene.add.container(0, 0).setDepth(950);
  }

  destroy(): void {
    this.box.destroy();
  }

  /** The open claim's value as typed. */
  get typed(): number {
    return this.value;
  }

  /** Digits, Backspace and Enter, while a claim is open; true when the key was used. */
  key(e: KeyboardEvent): boolean {
    if (/^[0-9]$/.test(e.key)) this.value = Math.min(999, this.value * 10 + Number(e.key));
    else if (e.key === 'Backspace') this.value = Math.floor(this.value / 10);
    else if (e.key === 'Enter') {
      e.preventDefault();
      this.submit();
      return true;
    } else return false;
    this.text?.setText(String(this.value));
    return true;
  }

  /** The panel for `open` (none when null), built again only for a new claim or a new layout. */
  draw(open: PracticeTableView['claim'], regions: PracticeFrame): void {
    const L = regions.layout;
    const key = open ? `${open.hand}/${open.move}/${L.x},${L.y},${L.w},${L.h}` : null;
    if (key !== this.built) {
      this.built = key;
      this.box.removeAll(true);
      this.text = null;
      if (key !== null) this.build(regions);
    }
    this.text?.setText(String(this.value));
  }

  /** The panel's buttons, for browser tests. */
  buttons(): { label: string; x: number; y: number }[] {
    return this.box.list.flatMap((o) =>
      o instanceof Button ? [{ label: o.label, x: o.x, y: o.y }] : [],
    );
  }

  private submit(): void {
    const value = this.value;
    this.value = 0;
    this.claim(value);
  }

  private build(regions: PracticeFrame): void {
    const L = regions.layout;
    const s = Math.max(0.8, regions.scale);
    const { w, h, bh } = claimSize(regions);
    const x = L.x + L.w / 2;
    const y = L.y + L.h - h / 2 - 4;
    const scene = this.scene;
    const g = scene.add.graphics();
    drawPanel(g, x - w / 2, y - h / 2, w, h, 0.96);
    const q = scene.add
      .text(x, y - 22 * s, 'Count it: what did your play score?', textStyle(15 * s, { bold: true }))
      .setOrigin(0.5);
    this.text = scene.add
      .text(x - 40 * s, y + 16 * s, '0', textStyle(22 * s, { bold: true, colour: css.gold }))
      .setOrigin(0.5);
    const step = (d: number) => () => {
      this.value = Math.max(0, this.value + d);
      this.text?.setText(String(this.value));
    };
    const size = { width: Math.max(40 * s, bh), height: bh };
    const minus = new Button(scene, x - 100 * s, y + 16 * s, '−', step(-1), size);
    const plus = new Button(scene, x + 20 * s, y + 16 * s, '+', step(1), size);
    const claim = new Button(scene, x + 100 * s, y + 16 * s, 'Claim', () => this.submit(), {
      width: 96 * s,
      height: bh,
      primary: true,
    });
    this.box.add([g, q, this.text, minus, plus, claim]);
  }
}
