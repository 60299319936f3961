/**
 * How to play: a short, friendly summary of the rules and the controls. The text
 * scrolls (drag, wheel, arrow keys, Page Up/Down, Home/End) inside a viewport
 * camera when it does not fit. Opened like Settings, from the menu or the table, on the
 * page of the game on the table (Horse Race's from the menu); the tabs at its top (or ← →)
 * choose another family's game's page.
 */
import * as Phaser from 'phaser';
import { colours, css, textStyle, uiScale } from '../../ui/theme';
import { Button, drawFelt, drawPanel, listenKeys, onResize } from '../../ui/widgets';
import type { Services } from '../services';
import { helpPage, helpTabOf, helpTabs } from './helpPages';
import { drawHelpPicture } from './helpPicture';
import { HELP_PICTURES } from '../../view/helpPictures';
import { closeOverlay, returnTo, tableUnder, type ReturnTo } from '../overlay';
import { cssPointer, fitCamera, viewSize } from '../../ui/hiDpi';

export class HelpScene extends Phaser.Scene {
  private from: ReturnTo = 'Menu';
  /** The table scene underneath, when opened over one. */
  private table = 'FamilyTable';
  /** The game on the table, whose page is shown; null from the menu. */
  private preset: string | null = null;
  private scroll = 0;
  private maxScroll = 0;
  private view?: Phaser.Cameras.Scene2D.Camera;
  private objects: Phaser.GameObjects.GameObject[] = [];
  private bar?: Phaser.GameObjects.Graphics;
  private drawBar: () => void = () => undefined;

  constructor(private readonly services: Services) {
    super({ key: 'Help' });
  }

  init(data: unknown): void {
    this.from = returnTo(data);
    this.table = tableUnder(data);
    // Over a game: that game's page first.
    this.preset =
      this.from === 'Table'
        ? (this.services.session.table()?.snapshot().context.settings.preset ?? null)
        : null;
    this.scroll = 0;
  }

  create(): void {
    if (this.from === 'Table') this.scene.bringToTop();
    this.layout();
    onResize(this, () => this.layout());

    // Drag the page to scroll it.
    let dragFrom: number | null = null;
    const onDown = (pointer: Phaser.Input.Pointer): void => {
      const v = this.view;
      const inside =
        v !== undefined &&
        pointer.x >= v.x &&
        pointer.x <= v.x + v.width &&
        pointer.y >= v.y &&
        pointer.y <= v.y + v.height;
      dragFrom = inside ? cssPointer(pointer).y : null;
    };
    const onMove = (pointer: Phaser.Input.Pointer): void => {
      if (dragFrom === null || !pointer.isDown) return;
      const y = cssPointer(pointer).y;
      this.scrollTo(this.scroll + dragFrom - y);
      dragFrom = y;
    };
    const onUp = (): void => {
      dragFrom = null;
    };
    const onWheel = (_p: Phaser.Input.Pointer, _o: unknown, _dx: number, dy: number): void =>
      this.scrollTo(this.scroll + dy);
    const input = this.input;
    input.on(Phaser.Input.Events.POINTER_DOWN, onDown);
    input.on(Phaser.Input.Events.POINTER_MOVE, onMove);
    input.on(Phaser.Input.Events.POINTER_UP, onUp);
    input.on(Phaser.Input.Events.POINTER_WHEEL, onWheel);

    listenKeys(this, (e) => this.onKey(e));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      input.off(Phaser.Input.Events.POINTER_DOWN, onDown);
      input.off(Phaser.Input.Events.POINTER_MOVE, onMove);
      input.off(Phaser.Input.Events.POINTER_UP, onUp);
      input.off(Phaser.Input.Events.POINTER_WHEEL, onWheel);
      this.clear();
    });
  }

  private onKey(e: KeyboardEvent): void {
    const page = (this.view?.height ?? 400) * 0.85;
    const steps: Record<string, number> = {
      ArrowDown: 56,
      ArrowUp: -56,
      PageDown: page,
      ' ': page,
      PageUp: -page,
      Home: -Infinity,
      End: Infinity,
    };
    const step = steps[e.key];
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      const tabs = helpTabs(this.preset);
      const at = helpTabOf(this.preset) + (e.key === 'ArrowLeft' ? -1 : 1);
      const tab = tabs[(at + tabs.length) % tabs.length];
      if (tab) this.showTab(tab.preset);
    } else if (step !== undefined) {
      e.preventDefault();
      this.scrollTo(this.scroll + step);
    } else if (e.key === 'Escape' || e.key === 'Enter' || e.key === 'Backspace') {
      e.preventDefault();
      this.back();
    }
  }

  /** Another game's page, from its top. */
  private showTab(preset: string): void {
    if (preset === this.preset) return;
    this.services.sound.play('click');
    this.preset = preset;
    this.scroll = 0;
    this.layout();
  }

  private back(): void {
    this.services.sound.play('click');
    closeOverlay(this, this.from, this.table);
  }

  private scrollTo(y: number): void {
    this.scroll = Math.max(0, Math.min(this.maxScroll, y));
    this.view?.setScroll(0, this.scroll);
    this.drawBar();
  }

  private clear(): void {
    for (const o of this.objects) o.destroy();
    this.objects = [];
    if (this.view) this.cameras.remove(this.view);
    this.view = undefined;
  }

  private layout(): void {
    this.clear();
    const { width: W, height: H } = viewSize(this);
    const s = uiScale(W, H);
    const keep = <T extends Phaser.GameObjects.GameObject>(o: T): T => {
      this.objects.push(o);
      return o;
    };

    // ---- The frame: background, panel, title, Back (main camera) --------------------------
    const bg = keep(this.add.graphics());
    if (this.from === 'Table') {
      bg.fillStyle(0x000000, 0.6).fillRect(0, 0, W, H);
      keep(this.add.zone(0, 0, W, H).setOrigin(0).setInteractive());
    } else drawFelt(bg, W, H);
    const margin = W < 600 ? 8 : Math.round(24 * s);
    const pw = Math.min(900, W - margin * 2);
    const px = (W - pw) / 2;
    const panel = keep(this.add.graphics());
    drawPanel(panel, px, margin, pw, H - margin * 2, 1);
    const pad = W < 600 ? 14 : Math.round(30 * s);
    const backH = Math.max(44, Math.round(46 * s));
    const headerY = margin + pad * 0.6 + backH / 2;
    const back = keep(
      new Button(this, px + pad + 50, headerY, 'Back', () => this.back(), {
        width: 100,
        height: backH,
        fontSize: Math.max(16, Math.round(19 * s)),
      }),
    );
    back.setFocused(true);
    keep(
      this.add
        .text(
          W / 2 + (W < 600 ? 40 : 0),
          headerY,
          'How to play',
          textStyle(Math.max(26, 38 * s), { serif: true, bold: true, colour: css.gold }),
        )
        .setOrigin(0.5),
    );
    // The pages to choose among: a game of each family, the one shown lit.
    const tabs = helpTabs(this.preset);
    const shown = helpTabOf(this.preset);
    const tabGap = 8;
    const tabW = (pw - pad * 2 - tabGap * (tabs.length - 1)) / tabs.length;
    const tabY = headerY + backH / 2 + pad * 0.4 + backH / 2;
    tabs.forEach((tab, i) => {
      const b = new Button(
        this,
        px + pad + tabW / 2 + i * (tabW + tabGap),
        tabY,
        tab.label,
        () => this.showTab(tab.preset),
        {
          width: tabW,
          height: backH,
          fontSize: Math.max(15, Math.round(18 * s)),
          primary: i === shown,
          name: `How to play ${tab.label}${i === shown ? ' (shown)' : ''}`,
        },
      );
      keep(b);
    });
    const top = tabY + backH / 2 + pad * 0.5;
    const edge = keep(this.add.graphics());
    edge.lineStyle(1, colours.panelEdge, 0.8).lineBetween(px + pad, top, px + pw - pad, top);

    // ---- The page (its own camera, which clips and scrolls it) ----------------------------
    const vx = px + pad;
    const vw = pw - pad * 2 - 14;
    const vy = top + 2;
    const vh = H - margin - pad * 0.5 - vy;
    const page = this.buildPage(vw, s);
    const contentH = page.getBounds().bottom + 16;
    this.maxScroll = Math.max(0, contentH - vh);
    this.scroll = Math.min(this.scroll, this.maxScroll);

    const view = this.cameras.add(0, 0, 1, 1);
    fitCamera(view, vx, vy, vw, vh);
    view.setScroll(0, this.scroll);
    this.view = view;
    this.cameras.main.ignore(page);
    view.ignore(this.objects.filter((o) => o !== page));

    // A scroll bar when the page is taller than its window.
    const bar = keep(this.add.graphics());
    view.ignore(bar);
    this.bar = bar;
    this.drawBar = () => {
      const g = this.bar;
      if (!g) return;
      g.clear();
      if (this.maxScroll <= 0) return;
      const x = vx + vw + 6;
      g.fillStyle(colours.panelEdge, 0.35).fillRoundedRect(x, vy + 4, 5, vh - 8, 2.5);
      const thumb = Math.max(30, ((vh - 8) * vh) / contentH);
      const y = vy + 4 + ((vh - 8 - thumb) * this.scroll) / this.maxScroll;
      g.fillStyle(colours.gold, 0.9).fillRoundedRect(x - 1, y, 7, thumb, 3.5);
    };
    this.drawBar();
  }

  /** Lays the page out from (0, 0) down, `width` wide; returns its container. */
  private buildPage(width: number, s: number): Phaser.GameObjects.Container {
    const page = this.add.container(0, 0);
    this.objects.push(page);
    const body = Math.max(16, Math.round(19 * s));
    const heading = Math.max(20, Math.round(25 * s));
    const keyW = Math.round(body * 5.4);
    let y = 4;
    helpPage(this.preset).forEach((block, i) => {
      if (block.kind === 'heading') {
        if (i > 0) y += body * 0.9;
        const t = this.add.text(
          0,
          y,
          block.text,
          textStyle(heading, { serif: true, bold: true, colour: css.gold }),
        );
        page.add(t);
        y += t.height + body * 0.35;
      } else if (block.kind === 'picture') {
        y += body * 0.2;
        y += drawHelpPicture(this, page, HELP_PICTURES[block.name], y, width, body) + body * 0.7;
      } else if (block.kind === 'point') {
        const dot = this.add.text(2, y, '•', textStyle(body, { colour: css.gold }));
        const t = this.add
          .text(body * 1.2, y, block.text, textStyle(body, { wrap: width - body * 1.2 }))
          .setLineSpacing(3);
        page.add([dot, t]);
        y += t.height + body * 0.45;
      } else {
        const t = this.add
          .text(keyW + 10, y, block.text, textStyle(body, { wrap: width - keyW - 10 }))
          .setLineSpacing(3);
        const g = this.add.graphics();
        page.add([g, t]);
        let x = 0;
        for (const key of block.keys) {
          const label = this.add
            .text(0, 0, key, textStyle(body * 0.85, { bold: true, colour: css.ink }))
            .setOrigin(0.5);
          const w = Math.max(body * 1.7, label.width + body * 0.9);
          const capH = body * 1.45;
          const cy = y + Math.min(t.height, body * 1.3) / 2;
          g.fillStyle(0x000000, 0.35).fillRoundedRect(x + 1, cy - capH / 2 + 3, w, capH, 6);
          g.fillStyle(colours.ivory, 1).fillRoundedRect(x, cy - capH / 2, w, capH, 6);
          g.lineStyle(1, colours.ivoryShade, 1).strokeRoundedRect(x, cy - capH / 2, w, capH, 6);
          label.setPosition(x + w / 2, cy);
          page.add(label);
          x += w + 6;
        }
        y += Math.max(t.height, body * 1.5) + body * 0.55;
      }
    });
    return page;
  }
}
