/**
 * New game: rules, players, partners, opponents, target and an optional deal
 * code, then Start. The last choices are remembered in the injected storage
 * (`horseRace.newGame`); anything unreadable there falls back to the defaults.
 */
import * as Phaser from 'phaser';
import { PRESET_OPTIONS } from '../engine/options';
import {
  GAME_PRESETS,
  parseSeed,
  SEED_ALPHABET,
  SEED_LENGTH,
  type GamePreset,
  type SeedCode,
} from '../machine/settings';
import { colours, css, textStyle, uiScale } from '../view/theme';
import {
  Button,
  DIALOG_DEPTH,
  drawFelt,
  drawPanel,
  type Focusable,
  type FocusLayer,
  FocusRing,
  onResize,
  Picker,
} from '../view/ui';
import type { NewGameChoice, Services } from './services';
import { showToast } from './toast';

type Level = NewGameChoice['level'];

/** What the pickers show; `partners` is the wish, honoured only where the rules allow it. */
interface Choices {
  readonly preset: GamePreset;
  readonly players: number;
  readonly partners: boolean;
  readonly level: Level;
  readonly target: number;
  readonly seed: SeedCode | null;
}

export const STORAGE_KEY = 'horseRace.newGame';

const RULES: Readonly<Record<GamePreset, { readonly label: string; readonly short: string }>> = {
  'horse-race': { label: 'Horse Race (pagat)', short: 'Horse Race (pagat)' },
  'horse-race-celko': { label: 'Horse Race — Celko’s scoring', short: 'Celko’s scoring' },
  'horse-race-domino-play': {
    label: 'Horse Race — domino-play scoring',
    short: 'domino-play scoring',
  },
  'seven-toed-pete': { label: 'Seven-Toed Pete', short: 'Seven-Toed Pete' },
};

/** The preset's own target first among a few sensible others. */
const TARGETS: Readonly<Record<GamePreset, readonly number[]>> = {
  'horse-race': [31, 61, 121],
  'horse-race-celko': [150, 200, 250],
  'horse-race-domino-play': [61, 121, 250],
  'seven-toed-pete': [101, 151],
};

const LEVELS: readonly { value: Level; label: string }[] = [
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
];

const ON_OFF = [
  { value: false, label: 'Off' },
  { value: true, label: 'On' },
] as const;

function targetChoices(preset: GamePreset): { value: number; label: string }[] {
  const list = [...new Set([...TARGETS[preset], PRESET_OPTIONS[preset].target])].sort(
    (a, b) => a - b,
  );
  // Seven-Toed Pete is won by the best score *above* 100: the engine's target is 101.
  return list.map((t) => ({
    value: t,
    label: preset === 'seven-toed-pete' ? `Above ${t - 1}` : String(t),
  }));
}

function describe(c: Choices): string {
  const partners = partnersAllowed(c) && c.partners ? ' Partners sit opposite.' : '';
  switch (c.preset) {
    case 'horse-race':
      return `Every double spins; score the count ÷ 5 when it is a multiple of five; first to ${c.target}.${partners}`;
    case 'horse-race-celko':
      return `Full points, everyone subtracts their pips at the end; to ${c.target}.${partners}`;
    case 'horse-race-domino-play':
      return `Full points; only doubles and scores keep a turn going; to ${c.target}.${partners}`;
    case 'seven-toed-pete':
      return `Four players, seven tiles each, no boneyard; only the first double spins; above ${c.target - 1}.`;
  }
}

function partnersAllowed(c: Pick<Choices, 'preset' | 'players'>): boolean {
  return c.players === 4 && PRESET_OPTIONS[c.preset].partnersAllowed;
}

/** Fixes players and target to what the rules allow. */
function settle(c: Choices): Choices {
  const fixed = PRESET_OPTIONS[c.preset].fixedPlayers;
  const players = fixed > 0 ? fixed : [2, 3, 4].includes(c.players) ? c.players : 2;
  const targets = targetChoices(c.preset).map((t) => t.value);
  const target = targets.includes(c.target) ? c.target : PRESET_OPTIONS[c.preset].target;
  return { ...c, players, target };
}

const DEFAULTS: Choices = settle({
  preset: 'horse-race',
  players: 2,
  partners: false,
  level: 'medium',
  target: PRESET_OPTIONS['horse-race'].target,
  seed: null,
});

/** The remembered choices, each field checked on its own (the seed is never remembered). */
function load(storage: Services['storage']): Choices {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    return DEFAULTS;
  }
  if (typeof raw !== 'object' || raw === null) return DEFAULTS;
  const r = raw as Record<string, unknown>;
  const preset = GAME_PRESETS.find((p) => p === r.preset) ?? DEFAULTS.preset;
  return settle({
    preset,
    players: typeof r.players === 'number' ? r.players : DEFAULTS.players,
    partners: r.partners === true,
    level: LEVELS.find((l) => l.value === r.level)?.value ?? DEFAULTS.level,
    target: typeof r.target === 'number' ? r.target : PRESET_OPTIONS[preset].target,
    seed: null,
  });
}

function save(storage: Services['storage'], c: Choices): void {
  const { preset, players, partners, level, target } = c;
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify({ preset, players, partners, level, target }));
  } catch {
    // Storage full or blocked: the choices are simply not remembered.
  }
}

export class NewGameScene extends Phaser.Scene {
  private choices: Choices = DEFAULTS;
  private error = '';
  private ring?: FocusRing;
  private root?: Phaser.GameObjects.Container;
  private widgets?: {
    readonly players: Picker<number>;
    readonly partners: Picker<boolean>;
    readonly target: Picker<number>;
    readonly deal: DealRow;
    readonly note: Phaser.GameObjects.Text;
  };

  /** Opened from the menu's Practice button: the game starts in practice mode. */
  private practice = false;

  constructor(private readonly services: Services) {
    super({ key: 'NewGame' });
  }

  init(data?: { practice?: boolean }): void {
    this.practice = data?.practice === true;
  }

  create(): void {
    this.choices = load(this.services.storage);
    this.error = '';
    const ring = new FocusRing(this);
    this.ring = ring;
    ring.setBack(() => this.back());
    // Typing while the deal row has the focus opens the code entry with that character.
    ring.setKeyHandler((e) => {
      const deal = this.widgets?.deal;
      if (
        !deal?.focused ||
        e.key.length !== 1 ||
        e.key === ' ' ||
        e.ctrlKey ||
        e.metaKey ||
        e.altKey
      )
        return false;
      this.enterSeed(e.key);
      return true;
    });
    this.layout();
    onResize(this, () => this.layout());
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.root = undefined;
      this.widgets = undefined;
    });
  }

  private back(): void {
    this.services.sound.play('click');
    save(this.services.storage, this.choices);
    this.scene.start('Menu');
  }

  private start(): void {
    const c = this.choices;
    save(this.services.storage, c);
    const choice: NewGameChoice = {
      preset: c.preset,
      players: c.players,
      partners: partnersAllowed(c) && c.partners,
      level: c.level,
      target: c.target,
      ...(c.seed === null ? {} : { seed: c.seed }),
      ...(this.practice ? { practice: true } : {}),
    };
    const result = this.services.session.start(choice);
    if (result.ok) {
      this.services.sound.play('click');
      this.scene.start('Table');
      return;
    }
    this.error = `The game could not start: ${result.message}`;
    this.sync();
    showToast(this, this.error, { tone: 'error' });
  }

  private enterSeed(first?: string): void {
    if (!this.ring) return;
    openSeedEntry(this, this.ring, {
      current: this.choices.seed,
      first,
      done: (seed) => this.change({ seed }),
    });
  }

  private change(patch: Partial<Choices>): void {
    this.choices = settle({ ...this.choices, ...patch });
    this.error = '';
    this.sync();
  }

  /** Brings the pickers that depend on other choices up to date, in place. */
  private sync(): void {
    const w = this.widgets;
    if (!w) return;
    const c = this.choices;
    const fixed = PRESET_OPTIONS[c.preset].fixedPlayers;
    const players = (fixed > 0 ? [fixed] : [2, 3, 4]).map((n) => ({ value: n, label: String(n) }));
    w.players.setChoices(players, c.players);
    w.players.setEnabled(fixed === 0);
    const allowed = partnersAllowed(c);
    w.partners.setEnabled(allowed);
    w.partners.setValue(allowed && c.partners);
    w.target.setChoices(targetChoices(c.preset), c.target);
    w.deal.setCode(c.seed);
    w.note.setText(this.error || describe(c));
    w.note.setColor(this.error ? css.danger : css.soft);
  }

  private layout(): void {
    const focus = this.ring?.focusIndex ?? 0;
    this.root?.destroy();
    const root = this.add.container(0, 0);
    this.root = root;
    const { width: W, height: H } = this.scale;
    const s = uiScale(W, H);
    const c = this.choices;

    const bg = this.add.graphics();
    drawFelt(bg, W, H);
    root.add(bg);

    const pad = W < 600 ? 14 : Math.round(28 * s);
    const titleSize = Math.max(28, Math.round(42 * s));
    const btnH = Math.max(44, Math.round(52 * s));
    const noteSize = Math.max(15, Math.round(18 * s));
    const noteH = noteSize * 2.6 + 8;
    const chrome = pad + titleSize * 1.3 + 14 + noteH + 14 + btnH + pad;
    // Six rows in one column, or three in each of two on a screen too short for one.
    const cols = chrome + 6 * 44 + 5 * 10 > H - 16 && W >= 700 ? 2 : 1;
    const rows = 6 / cols;
    const colGap = 20;
    const pw = Math.min(cols === 2 ? 1040 : 640, W - 16);
    const rowW = (pw - pad * 2 - (cols - 1) * colGap) / cols;
    const rowH = Math.round(
      Math.max(
        cols === 2 ? 40 : 44,
        Math.min(rowW < 400 ? 48 : 52, (H - chrome - 16) / (rows * 1.25)),
      ),
    );
    const gap = Math.round(rowH * (H > 780 ? 0.34 : 0.22));
    const ph = chrome + rows * rowH + (rows - 1) * gap;
    const px = (W - pw) / 2;
    const py = Math.max(8, (H - ph) / 2);
    const rowsTop = py + pad + titleSize * 1.3;
    const panel = this.add.graphics();
    drawPanel(panel, px, py, pw, ph, 0.95);
    const title = this.add
      .text(
        W / 2,
        py + pad,
        this.practice ? 'Practice game' : 'New game',
        textStyle(titleSize, { serif: true, bold: true, colour: css.gold }),
      )
      .setOrigin(0.5, 0);
    root.add([panel, title]);

    const narrow = rowW < 480;
    // The values get what the longest label leaves (Picker puts its arrows 0.65 rows from the value).
    const probe = this.add.text(0, 0, 'Opponents', textStyle(Math.round(rowH * 0.42)));
    const valueWidth = Math.min(rowW * 0.52, rowW - probe.width - rowH - 30);
    probe.destroy();
    const valueX = rowW / 2 - rowH * 0.65 - valueWidth / 2;
    const opts = { width: rowW, height: rowH, valueWidth };
    let slot = 0;
    /** The centre of the next row: down the first column, then the second. */
    const next = (): { x: number; y: number } => {
      const col = Math.floor(slot / rows);
      const at = {
        x: px + pad + rowW / 2 + col * (rowW + colGap),
        y: rowsTop + rowH / 2 + (slot % rows) * (rowH + gap),
      };
      slot++;
      return at;
    };
    const xy = (): [number, number] => {
      const { x, y } = next();
      return [x, y];
    };
    const rules = new Picker<GamePreset>(
      this,
      ...xy(),
      'Rules',
      GAME_PRESETS.map((p) => ({ value: p, label: narrow ? RULES[p].short : RULES[p].label })),
      c.preset,
      (preset) => this.change({ preset }),
      opts,
    );
    const players = new Picker<number>(
      this,
      ...xy(),
      'Players',
      [],
      c.players,
      (n) => this.change({ players: n }),
      opts,
    );
    const partners = new Picker<boolean>(
      this,
      ...xy(),
      'Partners',
      ON_OFF,
      c.partners,
      (on) => this.change({ partners: on }),
      opts,
    );
    const level = new Picker<Level>(
      this,
      ...xy(),
      'Opponents',
      LEVELS,
      c.level,
      (l) => this.change({ level: l }),
      opts,
    );
    const target = new Picker<number>(
      this,
      ...xy(),
      'Target',
      [],
      c.target,
      (t) => this.change({ target: t }),
      opts,
    );
    const deal = new DealRow(this, ...xy(), rowW, rowH, valueX, () => this.enterSeed());
    const note = this.add
      .text(W / 2, rowsTop + rows * rowH + (rows - 1) * gap + 14, '', {
        ...textStyle(noteSize, { colour: css.soft, wrap: pw - pad * 2, align: 'center' }),
        fontStyle: 'italic',
      })
      .setOrigin(0.5, 0)
      .setLineSpacing(3);
    root.add([rules, players, partners, level, target, deal, note]);

    const by = py + ph - pad - btnH / 2;
    const bw = Math.min(220, (rowW - 14) / 2);
    const back = new Button(this, W / 2 - bw / 2 - 7, by, 'Back', () => this.back(), {
      width: bw,
      height: btnH,
    });
    const start = new Button(this, W / 2 + bw / 2 + 7, by, 'Start', () => this.start(), {
      width: bw,
      height: btnH,
      primary: true,
    });
    root.add([back, start]);

    this.widgets = { players, partners, target, deal, note };
    this.sync();
    const items: Focusable[] = [rules, players, partners, level, target, deal, start, back];
    this.ring?.set(items, focus);
  }
}

// ---- The deal code ------------------------------------------------------------------------

/** The "Deal" row: shows Random or the code, and opens the code entry. */
class DealRow extends Phaser.GameObjects.Container implements Focusable {
  readonly enabled = true;
  focused = false;
  private readonly bg: Phaser.GameObjects.Graphics;
  private readonly value: Phaser.GameObjects.Text;
  private readonly hint: Phaser.GameObjects.Text;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    private readonly rowW: number,
    private readonly rowH: number,
    /** Where the pickers centre their values. */
    private readonly valueX: number,
    private readonly open: () => void,
  ) {
    super(scene, x, y);
    const [w, h] = [rowW, rowH];
    const size = Math.round(h * 0.42);
    this.bg = scene.add.graphics();
    const label = scene.add
      .text(-w / 2 + 14, 0, 'Deal', textStyle(size, { colour: css.soft }))
      .setOrigin(0, 0.5);
    this.value = scene.add.text(0, 0, '', textStyle(size, { bold: true })).setOrigin(0.5);
    this.hint = scene.add
      .text(w / 2 - 14, 0, '', textStyle(Math.max(13, size * 0.78), { colour: css.gold }))
      .setOrigin(1, 0.5);
    this.add([this.bg, label, this.value, this.hint]);
    this.setSize(w, h);
    this.setInteractive({ useHandCursor: true });
    this.on('pointerup', () => this.open());
    scene.add.existing(this);
    this.setCode(null);
  }

  setCode(code: SeedCode | null): void {
    this.value.setText(code ?? 'Random');
    this.value.setLetterSpacing(code ? 3 : 0);
    this.hint.setText(code ? 'Change ›' : 'Enter a code ›');
    // Centred where a picker shows its value, clear of the hint.
    this.value.setX(
      Math.min(this.valueX, this.rowW / 2 - this.hint.width - 28 - this.value.width / 2),
    );
    this.redraw();
  }

  setFocused(focused: boolean): void {
    this.focused = focused;
    this.redraw();
  }

  activate(): void {
    this.open();
  }

  private redraw(): void {
    const { rowW: w, rowH: h } = this;
    this.bg.clear();
    this.bg.fillStyle(colours.panel, 0.85).fillRoundedRect(-w / 2, -h / 2, w, h, h * 0.25);
    this.bg.lineStyle(
      this.focused ? 3 : 1,
      this.focused ? colours.highlight : colours.panelEdge,
      1,
    );
    this.bg.strokeRoundedRect(-w / 2, -h / 2, w, h, h * 0.25);
  }
}

/** Reads one typed character as a code character (O is 0, I and L are 1), or null. */
function codeChar(key: string): string | null {
  const c = key.toUpperCase().replace('O', '0').replace(/[IL]/, '1');
  return SEED_ALPHABET.includes(c) ? c : null;
}

/**
 * A modal entry for a deal code: type it (keys are captured while it is open)
 * or tap the keypad; checked with parseSeed, with errors shown inline.
 */
function openSeedEntry(
  scene: Phaser.Scene,
  ring: FocusRing,
  opts: {
    readonly current: SeedCode | null;
    readonly first?: string | undefined;
    readonly done: (seed: SeedCode | null) => void;
  },
): void {
  let text: string = opts.current ?? '';
  let error = '';
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
    if (key === ' ' || key === '-') return;
    const c = codeChar(key);
    if (c === null)
      error = `“${key.toUpperCase()}” is not used in deal codes: they use 0–9 and the letters other than I, L, O and U.`;
    else if (text.length >= SEED_LENGTH) error = `A deal code has ${SEED_LENGTH} characters.`;
    else {
      text += c;
      error = '';
    }
    redrawCode();
  };
  const erase = (): void => {
    text = text.slice(0, -1);
    error = '';
    redrawCode();
  };
  const use = (): void => {
    if (text === '') {
      close();
      opts.done(null);
      return;
    }
    const seed = parseSeed(text);
    if (seed === null) {
      error = `A deal code has ${SEED_LENGTH} characters; this one has ${text.length}.`;
      redrawCode();
      return;
    }
    close();
    opts.done(seed);
  };
  const onKey = (e: KeyboardEvent): boolean => {
    if (e.ctrlKey || e.metaKey || e.altKey) return false;
    if (e.key === 'Backspace') erase();
    else if (e.key === 'Delete') {
      text = '';
      error = '';
      redrawCode();
    } else if (e.key.length === 1) type(e.key);
    else return false;
    return true;
  };

  function build(): void {
    root?.destroy();
    const { width: W, height: H } = scene.scale;
    const s = uiScale(W, H);
    const c = scene.add.container(0, 0).setDepth(DIALOG_DEPTH);
    root = c;
    const blocker = scene.add.rectangle(0, 0, W, H, 0x000000, 0.55).setOrigin(0).setInteractive();
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
    c.add([blocker, g, title, info]);

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
    text = '';
    type(opts.first);
  }
  scene.scale.on(Phaser.Scale.Events.RESIZE, build);
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, close);
}
