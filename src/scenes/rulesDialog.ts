/**
 * A game's rule options in a dialog, opened from New game's (and Play online's) Rules row:
 * a picker per option with its short line under it, one that needs another (nello's doubles)
 * dimmed until that one is on, and Done. What each offers and what a change does is
 * machine/newGameChoices.ts and ruleOptions.ts (tested in Node); this draws them, in two
 * columns on a wide screen, and with one line for the option in focus where the screen is
 * too short for a line under each.
 */
import * as Phaser from 'phaser';
import type { ResolvedRule, RuleValue } from '../machine/ruleOptions';
import { css, textStyle } from '../view/theme';
import {
  Button,
  drawPanel,
  modalFrame,
  Picker,
  type Focusable,
  type FocusLayer,
  type FocusRing,
} from '../view/ui';

export interface RulesDialogOptions {
  /** "Texas 42 rules". */
  readonly title: string;
  /** The options as they are now (called again after each change). */
  readonly rules: () => readonly ResolvedRule[];
  readonly change: (key: string, value: RuleValue) => void;
  /** Called once the dialog has closed (Done or Escape). */
  readonly done: () => void;
}

export function openRulesDialog(
  scene: Phaser.Scene,
  ring: FocusRing,
  opts: RulesDialogOptions,
): void {
  let root: Phaser.GameObjects.Container | undefined;
  let layer: FocusLayer | undefined;
  let pickers: Picker<RuleValue>[] = [];
  let focus = 0;
  let note: Phaser.GameObjects.Text | null = null;

  const close = (): void => {
    layer?.pop();
    root?.destroy();
    scene.scale.off(Phaser.Scale.Events.RESIZE, build);
    scene.events.off(Phaser.Scenes.Events.SHUTDOWN, close);
    opts.done();
  };
  /** The pickers brought up to date after a change (nello's doubles follow nello). */
  const sync = (): void => {
    opts.rules().forEach((r, i) => {
      pickers[i]?.setValue(r.value);
      pickers[i]?.setEnabled(r.enabled);
    });
  };

  function build(): void {
    root?.destroy();
    const { c, W, H, s } = modalFrame(scene);
    root = c;
    const rules = opts.rules();
    const cols = W >= 900 && rules.length > 4 ? 2 : 1;
    const pw = Math.min(cols === 2 ? 1000 : 560, W - 16);
    const pad = W < 600 ? 12 : Math.round(22 * s);
    const colGap = 20;
    const rowW = (pw - pad * 2 - (cols - 1) * colGap) / cols;
    const rowH = Math.max(44, Math.round(48 * s));
    const lineSize = Math.max(13, Math.round(15 * s));
    const title = scene.add
      .text(W / 2, 0, opts.title, {
        ...textStyle(Math.max(22, 30 * s), { serif: true, bold: true, colour: css.gold }),
      })
      .setOrigin(0.5, 0);
    const btnH = Math.max(44, Math.round(50 * s));
    const perCol = Math.ceil(rules.length / cols);
    // Each option's line under its picker, or (too little height) one line for the focused one.
    const lines = rules.map((r) =>
      scene.add.text(
        0,
        0,
        r.option.line,
        textStyle(lineSize, { colour: css.soft, wrap: rowW - 16 }),
      ),
    );
    const tallest = Math.max(...lines.map((l) => l.height));
    const chrome = pad + title.height + 12 + 12 + btnH + pad;
    const withLines = chrome + perCol * (rowH + 4 + tallest + 10) <= H - 12;
    if (!withLines) lines.forEach((l) => l.destroy());
    note = withLines
      ? null
      : scene.add
          .text(W / 2, 0, '', textStyle(lineSize, { colour: css.soft, wrap: pw - pad * 2 }))
          .setOrigin(0.5, 0);
    const noteH = note
      ? Math.max(...rules.map((r) => note?.setText(r.option.line).height ?? 0))
      : 0;
    const rowsH = perCol * (rowH + (withLines ? 4 + tallest + 10 : 8));
    const ph = chrome + rowsH + (note ? noteH + 10 : 0);
    const px = (W - pw) / 2;
    const py = Math.max(6, (H - ph) / 2);
    const g = scene.add.graphics();
    drawPanel(g, px, py, pw, ph, 0.98);
    title.setY(py + pad);
    c.add([g, title]);
    const top = title.y + title.height + 12;
    const showNote = (at: number): void => {
      focus = at;
      note?.setText(rules[at]?.option.line ?? '');
    };
    const valueWidth = Math.min(rowW * 0.45, 190);
    pickers = rules.map((r, i) => {
      const col = Math.floor(i / perCol);
      const row = i % perCol;
      const x = px + pad + rowW / 2 + col * (rowW + colGap);
      const y = top + row * (rowH + (withLines ? 4 + tallest + 10 : 8));
      const picker = new Picker<RuleValue>(
        scene,
        x,
        y + rowH / 2,
        r.option.label,
        r.option.choices,
        r.value,
        (value) => {
          opts.change(r.option.key, value);
          sync();
          showNote(i);
        },
        { width: rowW, height: rowH, valueWidth },
      ).setEnabled(r.enabled);
      const line = withLines ? lines[i] : undefined;
      if (line) {
        line.setPosition(x - rowW / 2 + 8, y + rowH + 4);
        c.add(line);
      }
      c.add(picker);
      return picker;
    });
    if (note) {
      note.setY(top + rowsH + 2);
      c.add(note);
    }
    const done = new Button(scene, W / 2, py + ph - pad - btnH / 2, 'Done', close, {
      width: Math.min(220, pw - pad * 2),
      height: btnH,
      primary: true,
    });
    c.add(done);
    const items: Focusable[] = [...pickers, done];
    showNote(Math.min(focus, rules.length - 1));
    // The note says the line of the option in focus (or the one last changed by a tap).
    const onFocus = (item: Focusable): void => {
      const at = pickers.indexOf(item as Picker<RuleValue>);
      if (at >= 0) showNote(at);
    };
    if (layer) layer.update(items, focus);
    else layer = ring.push(items, { onBack: close, onFocus }, focus);
  }

  build();
  scene.scale.on(Phaser.Scale.Events.RESIZE, build);
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, close);
}
