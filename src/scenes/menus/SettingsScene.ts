/**
 * Settings: sound, volume, game speed, reduced motion, light hints, seat colours, auto-draw
 * and the person's name, each saved
 * the moment it changes. Opened from the menu (which it replaces) or from the
 * table (over which it is launched while the table is paused); see `openOverlay`.
 */
import { SPEED, SPEEDS } from '../../machine/vocabulary';
import { yourLabel } from '../../view/names';
import { colours, css, textStyle } from '../../ui/theme';
import { Button, drawFelt, drawPanel, type Focusable, Picker } from '../../ui/widgets';
import { openNameEntry } from '../nameEntry';
import { MenuScreen } from '../screen';
import type { Services } from '../services';
import { closeOverlay, returnTo, tableUnder, type ReturnTo } from '../overlay';

const ON_OFF = [
  { value: true, label: 'On' },
  { value: false, label: 'Off' },
] as const;

export class SettingsScene extends MenuScreen {
  private from: ReturnTo = 'Menu';
  /** The table scene underneath, when opened over one. */
  private table = 'FamilyTable';
  private closeName: (() => void) | undefined;

  constructor(private readonly services: Services) {
    super({ key: 'Settings' });
  }

  init(data: unknown): void {
    this.from = returnTo(data);
    this.table = tableUnder(data);
  }

  create(): void {
    if (this.from === 'Table') this.scene.bringToTop();
    this.openScreen();
    this.events.once('shutdown', () => {
      this.closeName?.();
      this.closeName = undefined;
    });
  }

  protected back(): void {
    this.services.sound.play('click');
    closeOverlay(this, this.from, this.table);
  }

  /** The "Your name" dialog (DOM, over the canvas); the row shows the new name at once. */
  private editName(): void {
    this.services.sound.play('click');
    this.closeName?.();
    this.closeName = openNameEntry(this.services.prefs.get().playerName, (name) => {
      this.closeName = undefined;
      if (name !== null) this.services.prefs.set({ playerName: name });
      if (this.scene.isActive()) this.layout();
    });
  }

  protected layout(): void {
    const { sound, prefs } = this.services;
    const { root, focus, W, H, s } = this.freshRoot();

    const pad = Math.max(16, Math.round(28 * s));
    const titleSize = Math.max(28, 40 * s);
    const noteSize = Math.max(14, 16 * s);
    const backH = Math.max(44, Math.round(50 * s));
    // The rows in one column, or in two on a screen too short for one: eight pickers and
    // Your name, and practice's three pickers where practice is offered.
    const count = this.services.practiceOptions ? 12 : 9;
    const cols =
      pad * 2 + titleSize * 1.25 + 16 + count * 44 + (count - 1) * 10 + 60 + backH + 20 > H - 16 &&
      W >= 700
        ? 2
        : 1;
    const rows = cols === 2 ? Math.ceil(count / 2) : count;
    const colGap = 20;
    const pw = Math.min(cols === 2 ? 1000 : 620, W - 24);
    const rowW = (pw - pad * 2 - (cols - 1) * colGap) / cols;
    // Phones: smaller rows, so that labels leave room for the values; never under a thumb's 44.
    const rowH = Math.round(Math.max(44, Math.min(rowW < 400 ? 48 : 52, (H - 300) / (count + 2))));
    let gap = Math.round(rowH * 0.24);
    const note = this.add
      .text(
        0,
        0,
        'Changes are saved straight away. Light hints show, on each open spot, the total that a play there would make; practice games have their own hint levels.',
        textStyle(noteSize, { colour: css.dim, wrap: pw - pad * 2, align: 'center' }),
      )
      .setOrigin(0.5, 0)
      .setLineSpacing(3);
    // A panel just too tall for the screen (a 390x844 phone) closes its rows up to fit, and
    // the room under the title and over the note, border and all, rather than be cut off at
    // the bottom; a much shorter one scrolls.
    const fixedFor = (head: number, over: number): number =>
      pad + titleSize * 1.25 + head + over + note.height + 20 + backH + pad;
    const gapFor = (fixed: number): number =>
      Math.floor((H - 16 - fixed - rows * rowH) / Math.max(1, rows - 1));
    const tight = gapFor(fixedFor(16, 22)) < gap;
    const [head, over] = tight ? [10, 16] : [16, 22];
    const fixedH = fixedFor(head, over);
    const fitGap = gapFor(fixedH);
    if (fitGap < gap) gap = Math.max(6, fitGap);
    const rowsH = rows * rowH + (rows - 1) * gap;
    const ph = fixedH + rowsH;
    const px = (W - pw) / 2;
    const py = Math.max(8, (H - ph) / 2);
    const rowsTop = py + pad + titleSize * 1.25 + head;
    // On a screen too short for the panel (twelve rows on a 360x640 phone) it scrolls, and
    // the background runs on under it.
    const fullH = Math.max(H, py + ph + 8);
    const bg = this.add.graphics();
    if (this.from === 'Table') {
      bg.fillStyle(0x000000, 0.6).fillRect(0, 0, W, fullH);
      // Clicks stop here instead of reaching the paused table.
      root.add(this.add.zone(0, 0, W, fullH).setOrigin(0).setInteractive());
    } else drawFelt(bg, W, fullH);
    root.addAt(bg, 0);
    const panel = this.add.graphics();
    drawPanel(panel, px, py, pw, ph, 0.97);
    const title = this.add
      .text(
        W / 2,
        py + pad,
        'Settings',
        textStyle(titleSize, { serif: true, bold: true, colour: css.gold }),
      )
      .setOrigin(0.5, 0);
    root.add([panel, title]);

    // The values get what the longest label leaves (Picker puts its arrows 0.65 rows from the value).
    const probe = this.add.text(
      0,
      0,
      this.services.practiceOptions ? 'Count it yourself' : 'Reduced motion',
      textStyle(Math.round(rowH * 0.42)),
    );
    const valueWidth = Math.min(170, rowW * 0.36, rowW - probe.width - rowH - 30);
    probe.destroy();
    const picker = { width: rowW, height: rowH, valueWidth };
    let slot = 0;
    const place = (): { x: number; y: number } => {
      const x = px + pad + rowW / 2 + Math.floor(slot / rows) * (rowW + colGap);
      const y = rowsTop + rowH / 2 + (slot % rows) * (rowH + gap);
      slot++;
      return { x, y };
    };
    const row = <T>(
      label: string,
      choices: readonly { value: T; label: string }[],
      value: T,
      set: (v: T) => void,
      wrap = true,
    ): Picker<T> => {
      const { x, y } = place();
      const p = new Picker<T>(this, x, y, label, choices, value, set, { ...picker, wrap });
      root.add(p);
      return p;
    };

    const items: Focusable[] = [
      row('Sound', ON_OFF, !sound.isMuted(), (on) => {
        sound.setMuted(!on);
        sound.play('click');
      }),
      row(
        'Volume',
        Array.from({ length: 11 }, (_, i) => ({ value: i, label: `${i * 10}%` })),
        Math.round(sound.volume() * 10),
        (v) => {
          sound.setVolume(v / 10);
          sound.play('tick');
        },
        false,
      ),
      row(
        'Game speed',
        SPEEDS.map((v) => ({ value: v, label: SPEED[v].label })),
        prefs.get().speed,
        (speed) => prefs.set({ speed }),
      ),
      row('Reduced motion', ON_OFF, prefs.get().reducedMotion, (reducedMotion) =>
        prefs.set({ reducedMotion }),
      ),
      row('Light hints', ON_OFF, prefs.get().hints, (hints) => prefs.set({ hints })),
      row(
        'Seat colours',
        [
          { value: 'standard' as const, label: 'Standard' },
          { value: 'colour-blind' as const, label: 'Colour-blind safe' },
        ],
        prefs.get().palette,
        (palette) => prefs.set({ palette }),
      ),
      row('Auto-draw', ON_OFF, prefs.get().autoDraw, (autoDraw) => prefs.set({ autoDraw })),
      row(
        'Tile faces',
        [
          { value: 'auto' as const, label: 'Numerals' },
          { value: 'pips' as const, label: 'Pips' },
          { value: 'coloured' as const, label: 'Coloured pips' },
        ],
        prefs.get().faces,
        (faces) => prefs.set({ faces }),
      ),
    ];
    const spot = place();
    const name = new Button(
      this,
      spot.x,
      spot.y,
      `Your name: ${yourLabel(prefs.get().playerName)}`,
      () => this.editName(),
      { width: rowW, height: rowH },
    );
    root.add(name);
    items.push(name);
    const practice = this.services.practiceOptions;
    if (practice) {
      items.push(
        row(
          'Practice hints',
          [
            { value: 'off' as const, label: 'Off' },
            { value: 'totals' as const, label: 'Totals' },
            { value: 'best' as const, label: 'Totals + best' },
          ],
          practice.get().hints,
          (hints) => practice.set({ hints }),
        ),
        row('Count it yourself', ON_OFF, practice.get().count, (count) => practice.set({ count })),
        row('Open hands', ON_OFF, practice.get().openHands, (openHands) =>
          practice.set({ openHands }),
        ),
      );
    }

    note.setPosition(W / 2, rowsTop + rowsH + over);
    const back = new Button(
      this,
      W / 2,
      py + ph - pad - backH / 2,
      this.from === 'Table' ? 'Back to the game' : 'Back',
      () => this.back(),
      { width: Math.min(260, rowW), height: backH },
    );
    const edge = this.add.graphics();
    edge.lineStyle(1, colours.panelEdge, 0.6);
    edge.lineBetween(px + pad, note.y - 11, px + pw - pad, note.y - 11);
    root.add([note, edge, back]);
    items.push(back);
    this.fitContent(fullH);
    this.ring?.set(items, focus);
  }
}
