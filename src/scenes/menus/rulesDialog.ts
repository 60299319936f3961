/**
 * A game's rule options in a dialog, opened from New game's (and Play online's) Rules row:
 * a picker per option with its short line under it, one that needs another (nello's doubles)
 * dimmed until that one is on, and Done. What each offers and what a change does is
 * machine/newGameChoices.ts and ruleOptions.ts (tested in Node); this draws them, in two
 * columns on a wide screen, and with one line for the option in focus where the screen is
 * too short for a line under each.
 */
import * as Phaser from 'phaser';
import { choose, resolve, type Screen, type Wishes } from '../../machine/newGameChoices';
import type { ResolvedRule, RuleValue } from '../../machine/ruleOptions';
import { css, textStyle } from '../../ui/theme';
import {
  Button,
  drawPanel,
  modalFrame,
  Picker,
  type Focusable,
  type FocusLayer,
  type FocusRing,
} from '../../ui/widgets';

export interface RulesDialogOptions {
  /** "Texas 42 rules". */
  readonly title: string;
  /** The options as they are now (called again after each change). */
  readonly rules: () => readonly ResolvedRule[];
  readonly change: (key: string, value: RuleValue) => void;
  /** Called once the dialog has closed (Done or Escape). */
  readonly done: () => void;
}

/**
 * The rule options of the game the wishes name (New game's and Play online's alike): each
 * change goes through `choose`, and `done` follows the dialog's close.
 */
export function openGameRules(
  scene: Phaser.Scene,
  ring: FocusRing,
  screen: Screen,
  wishes: { readonly get: () => Wishes; readonly set: (w: Wishes) => void },
  done: () => void,
): void {
  openRulesDialog(scene, ring, {
    title: `${resolve(wishes.get(), screen).game.name} rules`,
    rules: () => resolve(wishes.get(), screen).rules,
    change: (key, value) => wishes.set(choose(wishes.get(), { kind: 'rule', key, value }, screen)),
    done,
  });
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
    const pad = W < 600 || H < 480 ? 12 : Math.round(22 * s);
    const colGap = 20;
    const rowH = Math.max(44, Math.round(48 * s));
    const btnH = Math.max(44, Math.round(50 * s));
    const lineSize = Math.max(13, Math.round(15 * s));
    const title = scene.add
      .text(W / 2, 0, opts.title, {
        ...textStyle(Math.max(20, 30 * s), { serif: true, bold: true, colour: css.gold }),
      })
      .setOrigin(0.5, 0);
    const measure = scene.add.text(0, 0, '', textStyle(lineSize, { colour: css.soft }));
    /** The tallest of the options' lines at a width. */
    const tallest = (width: number): number => {
      measure.setWordWrapWidth(width, true);
      return Math.max(...rules.map((r) => measure.setText(r.option.line).height));
    };
    // The first plan that fits: a line under each picker, in one column or two (wide), else
    // one line for the option in focus, in one column, or in two with Done in the grid's
    // free place (a phone on its side).
    const plans = [
      { cols: 1, lines: true, inGrid: false },
      ...(W >= 900 ? [{ cols: 2, lines: true, inGrid: false }] : []),
      { cols: 1, lines: false, inGrid: false },
      ...(W >= 600 ? [{ cols: 2, lines: false, inGrid: rules.length % 2 === 1 }] : []),
    ].map((plan) => {
      const pw = Math.min(plan.cols === 2 ? 1000 : 560, W - 16);
      const rowW = (pw - pad * 2 - (plan.cols - 1) * colGap) / plan.cols;
      const perCol = Math.ceil((rules.length + (plan.inGrid ? 1 : 0)) / plan.cols);
      const lineH = plan.lines ? tallest(rowW - 16) : 0;
      const step = rowH + (plan.lines ? 4 + lineH + 10 : 8);
      const noteH = plan.lines ? 0 : tallest(pw - pad * 2) + 10;
      const ph =
        pad + title.height + 12 + perCol * step + noteH + (plan.inGrid ? 0 : btnH + 12) + pad;
      return { ...plan, pw, rowW, perCol, step, ph };
    });
    const plan = plans.find((x) => x.ph <= H - 12) ?? plans[plans.length - 1];
    measure.destroy();
    if (!plan) return;
    const { pw, rowW, perCol, step, ph } = plan;
    const px = (W - pw) / 2;
    const py = Math.max(6, (H - ph) / 2);
    const g = scene.add.graphics();
    drawPanel(g, px, py, pw, ph, 0.98);
    title.setY(py + pad);
    c.add([g, title]);
    const top = title.y + title.height + 12;
    /** The middle of the grid's place `i` (column by column). */
    const spot = (i: number): [number, number] => [
      px + pad + rowW / 2 + Math.floor(i / perCol) * (rowW + colGap),
      top + (i % perCol) * step + rowH / 2,
    ];
    note = plan.lines
      ? null
      : scene.add
          .text(W / 2, top + perCol * step + 2, '', {
            ...textStyle(lineSize, { colour: css.soft, wrap: pw - pad * 2 }),
          })
          .setOrigin(0.5, 0);
    if (note) c.add(note);
    const showNote = (at: number): void => {
      focus = at;
      note?.setText(rules[at]?.option.line ?? '');
    };
    const valueWidth = Math.min(rowW * 0.45, 190);
    pickers = rules.map((r, i) => {
      const [x, y] = spot(i);
      const picker = new Picker<RuleValue>(
        scene,
        x,
        y,
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
      if (plan.lines)
        c.add(
          scene.add.text(x - rowW / 2 + 8, y + rowH / 2 + 4, r.option.line, {
            ...textStyle(lineSize, { colour: css.soft, wrap: rowW - 16 }),
          }),
        );
      c.add(picker);
      return picker;
    });
    const [doneX, doneY] = plan.inGrid ? spot(rules.length) : [W / 2, py + ph - pad - btnH / 2];
    const done = new Button(scene, doneX, doneY, 'Done', close, {
      width: Math.min(220, rowW),
      height: plan.inGrid ? rowH : btnH,
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
