/**
 * The deal-code dialog of the New Game screen: a modal entry where a code is
 * typed (keys are captured while it is open) or tapped on the keypad. What a
 * key does is `typeCode` / `finishCode` (machine/newGameChoices.ts, tested in
 * Node); this module only draws the dialog and lays it out again on resize.
 */
import * as Phaser from 'phaser';
import { finishCode, typeCode, type CodeEntry } from '../../machine/newGameChoices';
import { SEED_ALPHABET, SEED_LENGTH, type SeedCode } from '../../machine/settings';
import { colours, css, textStyle } from '../../ui/theme';
import { Button, drawPanel, modalFrame, type FocusLayer, type FocusRing } from '../../ui/widgets';

/**
 * A modal entry for a deal code: type it (keys are captured while it is open)
 * or tap the keypad; checked with parseSeed, with errors shown inline.
 */
export function openSeedEntry(
  scene: Phaser.Scene,
  ring: FocusRing,
  opts: {
    readonly current: SeedCode | null;
    readonly first?: string | undefined;
    readonly done: (seed: SeedCode | null) => void;
  },
): void {
  let entry: CodeEntry = { text: opts.current ?? '', error: '' };
  let root: Phaser.GameObjects.Container | undefined;
  let layer: FocusLayer | undefined;
  let redrawCode = (): void => undefined;

  const close = (): void => {
    layer?.pop();
    root?.destroy();
    scene.scale.off(Phaser.Scale.Events.RESIZE, build);
    scene.events.off(Phaser.Scenes.Events.SHUTDOWN, close);
  };
  const type = (key: string): void => {
    entry = typeCode(entry, key);
    redrawCode();
  };
  const erase = (): void => {
    entry = { text: entry.text.slice(0, -1), error: '' };
    redrawCode();
  };
  const use = (): void => {
    const done = finishCode(entry);
    if (!done.ok) {
      entry = { ...entry, error: done.error };
      redrawCode();
      return;
    }
    close();
    opts.done(done.seed);
  };
  const onKey = (e: KeyboardEvent): boolean => {
    if (e.ctrlKey || e.metaKey || e.altKey) return false;
    if (e.key === 'Backspace') erase();
    else if (e.key === 'Delete') {
      entry = { text: '', error: '' };
      redrawCode();
    } else if (e.key.length === 1) type(e.key);
    else return false;
    return true;
  };

  function build(): void {
    root?.destroy();
    const { c, W, H, s } = modalFrame(scene);
    root = c;
    // A short (landscape) screen gets a wide panel with the keypad in two rows of 16.
    const short = H < 560;
    const pw = Math.min(short ? 860 : 560, W - 16);
    const pad = W < 600 || short ? 14 : Math.round(24 * s);
    const inner = pw - pad * 2;
    const title = scene.add
      .text(
        0,
        0,
        'Deal code',
        textStyle(Math.max(22, 30 * s), { serif: true, bold: true, colour: css.gold }),
      )
      .setOrigin(0.5, 0);
    const info = scene.add
      .text(
        0,
        0,
        'Type the 6-character code of a shared deal to play it again, or leave it empty for a random deal.',
        textStyle(Math.max(15, 18 * s), { colour: css.soft, wrap: inner, align: 'center' }),
      )
      .setOrigin(0.5, 0)
      .setLineSpacing(3);
    const boxH = Math.max(44, Math.round(54 * s));
    const boxW = Math.min(Math.round(boxH * 0.85), (inner - 60 - 5 * 8) / 6);
    const errSize = Math.max(14, Math.round(16 * s));
    const errH = errSize * (short ? 1.7 : 2.9);
    const keyCols = short ? 16 : 8;
    const keyRows = SEED_ALPHABET.length / keyCols;
    const keyH = short ? 36 : Math.max(40, Math.round(46 * s));
    const keyGap = short ? 5 : 6;
    const keyW = Math.min(Math.round(keyH * 1.3), (inner - (keyCols - 1) * keyGap) / keyCols);
    const btnH = Math.max(44, Math.round(50 * s));
    const keysH = keyRows * keyH + (keyRows - 1) * keyGap + (short ? 10 : 18);
    const ph =
      pad +
      title.height +
      (short ? 4 : 10) +
      info.height +
      (short ? 10 : 18) +
      boxH +
      8 +
      errH +
      keysH +
      btnH +
      pad;
    const px = (W - pw) / 2;
    const py = Math.max(6, (H - ph) / 2);
    const g = scene.add.graphics();
    drawPanel(g, px, py, pw, ph, 0.98);
    title.setPosition(W / 2, py + pad);
    info.setPosition(W / 2, title.y + title.height + (short ? 4 : 10));
    c.add([g, title, info]);

    // The code: six boxes, the next one to fill outlined in gold; a rub-out key beside them.
    const boxesY = info.y + info.height + (short ? 10 : 18);
    const rowW = 6 * boxW + 5 * 8;
    const x0 = W / 2 - (rowW + 8 + boxH) / 2;
    const boxes = scene.add.graphics();
    const chars = Array.from({ length: SEED_LENGTH }, (_, i) =>
      scene.add
        .text(
          x0 + i * (boxW + 8) + boxW / 2,
          boxesY + boxH / 2,
          '',
          textStyle(boxH * 0.5, { bold: true, colour: css.ink }),
        )
        .setOrigin(0.5),
    );
    const rub = new Button(scene, x0 + rowW + 8 + boxH / 2, boxesY + boxH / 2, '⌫', erase, {
      width: boxH,
      height: boxH,
      name: 'Erase',
    });
    const err = scene.add
      .text(
        W / 2,
        boxesY + boxH + 8,
        '',
        textStyle(errSize, { colour: css.danger, wrap: inner, align: 'center' }),
      )
      .setOrigin(0.5, 0);
    c.add([boxes, ...chars, rub, err]);
    redrawCode = () => {
      const { text, error } = entry;
      boxes.clear();
      chars.forEach((t, i) => {
        const x = x0 + i * (boxW + 8);
        // Filled boxes are ivory tiles; empty ones are slots in the felt.
        boxes
          .fillStyle(i < text.length ? colours.ivory : colours.feltDark, 1)
          .fillRoundedRect(x, boxesY, boxW, boxH, 8);
        const next = i === Math.min(text.length, SEED_LENGTH - 1) && text.length < SEED_LENGTH;
        boxes
          .lineStyle(next ? 3 : 1, next ? colours.gold : colours.ivoryShade, 1)
          .strokeRoundedRect(x, boxesY, boxW, boxH, 8);
        t.setText(text[i] ?? '');
      });
      err.setText(error);
    };
    redrawCode();

    // The keypad, for touch screens.
    {
      const ky = boxesY + boxH + 8 + errH;
      const kx = W / 2 - (keyCols * keyW + (keyCols - 1) * keyGap) / 2;
      [...SEED_ALPHABET].forEach((ch, i) => {
        const col = i % keyCols;
        const r = Math.floor(i / keyCols);
        c.add(
          new Button(
            scene,
            kx + col * (keyW + keyGap) + keyW / 2,
            ky + r * (keyH + keyGap) + keyH / 2,
            ch,
            () => type(ch),
            {
              width: keyW,
              height: keyH,
              fontSize: Math.round(keyH * 0.45),
            },
          ),
        );
      });
    }

    const by = py + ph - pad - btnH / 2;
    const bw = (inner - 2 * 10) / 3;
    const button = (i: number, label: string, act: () => void, primary = false): Button =>
      new Button(scene, px + pad + bw / 2 + i * (bw + 10), by, label, act, {
        width: bw,
        height: btnH,
        primary,
      });
    const random = button(0, 'Random', () => {
      close();
      opts.done(null);
    });
    const cancel = button(1, 'Cancel', close);
    const ok = button(2, 'Use code', use, true);
    c.add([random, cancel, ok]);
    if (layer) layer.update([random, cancel, ok]);
    else layer = ring.push([random, cancel, ok], { onBack: close, onKey }, 2);
  }

  build();
  if (opts.first !== undefined) {
    entry = { text: '', error: '' };
    type(opts.first);
  }
  scene.scale.on(Phaser.Scale.Events.RESIZE, build);
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, close);
}
