/**
 * The practice controls on the table: hint level, best move, undo, the tile
 * tracker, open hands, the counting drill and the review; the count broken
 * down arm by arm; the claim panel of the drill. Everything shown comes from
 * the session's PracticeApi as data; this file only lays it out.
 */
import type * as Phaser from 'phaser';
import type { Tile } from '../engine/tiles';
import { formatTile } from '../engine/tiles';
import type { BestMove } from '../practice/best';
import { formatBreakdown } from '../practice/breakdown';
import type { PracticeApi } from '../practice/session';
import { voidText } from '../practice/tracker';
import { seatName } from '../view/names';
import type { Regions } from '../view/tableRegions';
import { css, textStyle } from '../view/theme';
import { Button, drawPanel } from '../view/ui';

const LEVEL_LABEL = { off: 'Hints: off', totals: 'Hints: totals', best: 'Hints: best' } as const;
const NEXT_LEVEL = { off: 'totals', totals: 'best', best: 'off' } as const;

export interface PracticeHudActions {
  readonly undo: () => void;
  readonly review: () => void;
  /** Something changed that the table draws (hints, the best move). */
  readonly redraw: () => void;
  /**
   * A claim judged: the table says it out loud (a banner, and a sound: a chime for points
   * claimed, the losing sound for Muggins).
   */
  readonly judged?: (text: string, outcome: JudgedOutcome, points: number) => void;
}

/** A claim right, wrong or caught by Muggins; or the person's own Muggins call, taken or refused. */
export type JudgedOutcome = 'right' | 'wrong' | 'muggins' | 'called' | 'refused';

/** What the table tells the HUD each time it draws. */
export interface PracticeHudState {
  readonly players: number;
  readonly partners: boolean;
  /** The person may act now (idle, on turn). */
  readonly onTurn: boolean;
  readonly handOver: boolean;
  /** Other seats' tiles, for open hands. */
  readonly hands: readonly (readonly Tile[])[];
  readonly seatSpots: readonly { x: number; y: number }[];
  /** Every playable tile at once: the most it can score now, over the tile in hand. */
  readonly tags: readonly { x: number; y: number; points: number }[];
}

/** The layout area's top strip taken by practice's two text lines (and, upright, the buttons). */
export function practiceStrip(regions: Regions): number {
  return (regions.portrait ? 150 : 62) * regions.scale;
}

export class PracticeHud {
  private readonly buttons: Record<'hints' | 'best' | 'undo' | 'tiles' | 'open' | 'count', Button>;
  /** "Muggins!" on a computer's missed count (the drill on only). */
  private readonly muggins: Button;
  private readonly line: Phaser.GameObjects.Text;
  private readonly reason: Phaser.GameObjects.Text;
  private readonly tracker: Phaser.GameObjects.Container;
  private readonly claimBox: Phaser.GameObjects.Container;
  private readonly openHands: Phaser.GameObjects.Container;
  private readonly tags: Phaser.GameObjects.Container;
  private regions: Regions;
  private showBest = false;
  private showTracker = false;
  private claimValue = 0;
  private claimKey: string | null = null;
  private claimText: Phaser.GameObjects.Text | null = null;
  private state: PracticeHudState | null = null;
  private readonly stop: () => void;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly api: PracticeApi,
    regions: Regions,
    private readonly actions: PracticeHudActions,
  ) {
    this.regions = regions;
    const make = (label: string, fn: () => void): Button =>
      new Button(scene, 0, 0, label, fn, { width: 130, height: 30, fontSize: 14 });
    this.buttons = {
      hints: make(LEVEL_LABEL[api.options().hints], () => {
        api.setOptions({ hints: NEXT_LEVEL[api.options().hints] });
        if (api.options().hints !== 'best') this.showBest = false;
      }),
      best: make('Best move', () => {
        this.showBest = !this.showBest;
        this.actions.redraw();
      }),
      undo: make('Undo', () => this.actions.undo()),
      tiles: make('Tiles', () => {
        this.showTracker = !this.showTracker;
        this.refresh();
      }),
      open: make('Open hands', () => api.setOptions({ openHands: !api.options().openHands })),
      count: make('Count: off', () => api.setOptions({ count: !api.options().count })),
    };
    this.muggins = new Button(scene, 0, 0, 'Muggins!', () => this.callMuggins(), {
      width: 130,
      height: 30,
      fontSize: 14,
      primary: true,
    });
    this.line = scene.add
      .text(0, 0, '', textStyle(16, { bold: true, align: 'center' }))
      .setOrigin(0.5, 0);
    this.reason = scene.add
      .text(0, 0, '', textStyle(14, { colour: css.gold, align: 'center' }))
      .setOrigin(0.5, 0);
    this.tracker = scene.add.container(0, 0).setDepth(900);
    this.claimBox = scene.add.container(0, 0).setDepth(950);
    this.openHands = scene.add.container(0, 0).setDepth(50);
    this.tags = scene.add.container(0, 0).setDepth(60);
    this.stop = api.onChange(() => {
      this.actions.redraw();
    });
    this.layout(regions);
  }

  destroy(): void {
    this.stop();
  }

  /** The practice line as shown (the count broken down, the practice scores). */
  get lineText(): string {
    return this.line.text;
  }

  /** Whether the best move is to be marked now. */
  get bestShown(): boolean {
    return this.showBest && this.api.options().hints === 'best';
  }

  /** The best move to mark, computed on request only. */
  best(): BestMove | null {
    return this.bestShown && this.state?.onTurn ? this.api.best() : null;
  }

  get allButtons(): Button[] {
    const list = Object.values(this.buttons);
    return this.muggins.visible ? [...list, this.muggins] : list;
  }

  /** The person calls Muggins on the computers' missed counts: taken into the tally, or refused. */
  callMuggins(): void {
    const r = this.api.callMuggins();
    const players = this.state?.players ?? 2;
    if ('refused' in r) {
      const text = `No Muggins: ${r.refused}.`;
      this.actions.judged?.(text, 'refused', 0);
      return;
    }
    const points = r.taken.reduce((sum, c) => sum + c.points, 0);
    const names = [...new Set(r.taken.map((c) => seatName(c.seat, players)))].join(' and ');
    const what = `${points} point${points === 1 ? '' : 's'}`;
    const text = `Muggins! ${names} missed ${what}: yours, in the drill's tally.`;
    this.actions.judged?.(text, 'called', points);
  }

  layout(regions: Regions): void {
    this.regions = regions;
    const s = regions.scale;
    const list = Object.values(this.buttons);
    const L = regions.layout;
    const strip = practiceStrip(regions);
    if (regions.portrait) {
      // Two rows of three, clear of the boneyard's count above them.
      const w = Math.min(124, (L.w - 16) / 3);
      list.forEach((b, i) => {
        b.setScale(Math.min(1, w / 130));
        b.setPosition(
          L.x + L.w / 2 + ((i % 3) - 1) * (w + 6),
          L.y - strip + 30 * s + Math.floor(i / 3) * 34 * s,
        );
      });
      this.line.setPosition(L.x + L.w / 2, L.y - strip + 78 * s);
      // Under the strip, at the right: clear of the count line and the layout's middle.
      const ms = Math.min(1, Math.min(124, (L.w - 16) / 3) / 130);
      this.muggins.setScale(ms);
      this.muggins.setPosition(L.x + L.w - 65 * ms - 4, L.y + 22 * s);
    } else {
      // The right-hand column: three buttons above the count, three below it.
      const x = regions.total.x;
      const above = regions.menu.y + 36 * s;
      const below = regions.total.y + 56 * s;
      list.forEach((b, i) => {
        b.setScale(Math.max(0.75, Math.min(1.1, s)));
        b.setPosition(x, i < 3 ? above + i * 36 * s : below + (i - 3) * 36 * s);
      });
      this.muggins.setScale(Math.max(0.75, Math.min(1.1, s)));
      this.muggins.setPosition(x, below + 3 * 36 * s + 8 * s);
      this.line.setPosition(L.x + L.w / 2, L.y - strip + 4 * s);
    }
    const small = regions.portrait ? 0.85 : 1;
    this.line.setFontSize(Math.round(16 * s * small)).setWordWrapWidth(L.w - 8);
    this.reason.setFontSize(Math.round(14 * s * small)).setWordWrapWidth(L.w - 8);
    this.refresh();
  }

  render(state: PracticeHudState): void {
    this.state = state;
    this.refresh();
  }

  /** Digits, Backspace and Enter go to an open claim; true when the key was used. */
  key(e: KeyboardEvent): boolean {
    if (!this.api.pending()) return false;
    if (/^[0-9]$/.test(e.key)) {
      this.claimValue = Math.min(999, this.claimValue * 10 + Number(e.key));
    } else if (e.key === 'Backspace') this.claimValue = Math.floor(this.claimValue / 10);
    else if (e.key === 'Enter') {
      e.preventDefault();
      this.submitClaim();
    } else return false;
    this.refresh();
    return true;
  }

  /** For browser tests: the open claim's value as typed. */
  get claimTyped(): number {
    return this.claimValue;
  }

  submitClaim(): void {
    const judged = this.api.claim(this.claimValue);
    this.claimValue = 0;
    if (!judged || !this.state) return;
    const players = this.state.players;
    const text =
      judged.outcome === 'claimed'
        ? `Right: ${judged.points} is yours.`
        : judged.outcome === 'none'
          ? judged.answer === 0
            ? 'Right: no score.'
            : 'That play scored nothing.'
          : `Muggins! ${seatName(judged.caller ?? 1, players)} calls the ${judged.points} you missed.`;
    this.flash(text, judged.caller === null ? css.gold : css.danger);
    this.actions.judged?.(
      text,
      judged.caller !== null
        ? 'muggins'
        : judged.outcome === 'none' && judged.answer !== 0
          ? 'wrong'
          : 'right',
      judged.points,
    );
  }

  private flash(text: string, colour: string): void {
    this.reason.setText(text).setColor(colour);
    this.scene.time.delayedCall(1800, () => this.refresh());
  }

  private refresh(): void {
    const api = this.api;
    const opts = api.options();
    this.buttons.hints.setLabel(LEVEL_LABEL[opts.hints]);
    this.buttons.best
      .setLabel(this.bestShown ? 'Hide best' : 'Best move')
      .setEnabled(opts.hints === 'best');
    this.buttons.undo.setEnabled(api.canUndo());
    this.buttons.tiles.setLabel(this.showTracker ? 'Hide tiles' : 'Tiles');
    this.buttons.open.setLabel(opts.openHands ? 'Hide hands' : 'Open hands');
    this.buttons.count.setLabel(opts.count ? 'Count: on' : 'Count: off');
    // While a claim is open the count line would give the answer away: it waits for the claim.
    const b = opts.hints === 'off' || api.claimOpen() ? null : api.breakdown();
    const tally = api.tally();
    const drill =
      opts.count && tally.scoring > 0
        ? `   Claimed ${tally.claimed} of ${tally.scoring}${tally.muggins > 0 ? `, Muggins ${tally.muggins} (${tally.mugginsPoints} missed)` : ''}`
        : '';
    this.muggins.setVisible(opts.count);
    const mt = api.mugginsTally();
    const caught =
      opts.count && mt.missed > 0
        ? `   You caught ${mt.caught} of ${mt.missed} missed (${mt.caughtPoints})`
        : '';
    const said = opts.count
      ? api
          .recentClaims()
          .map((c) => `   ${seatName(c.seat, this.state?.players ?? 2)} claims ${c.points}`)
          .join('')
      : '';
    this.line.setText(
      `${b && b.parts.length > 0 ? `Count: ${formatBreakdown(b)}` : ''}${drill}${caught}${said}`,
    );
    const best = this.best();
    this.reason.setColor(css.gold).setText(best ? `Best: ${bestName(best)}. ${best.reason}` : '');
    // The reason goes under the count line, however many lines that takes.
    this.reason.setPosition(this.line.x, this.line.y + (this.line.text ? this.line.height : 0) + 2);
    this.drawTracker();
    this.drawClaim();
    this.drawOpenHands();
    this.drawTags();
  }

  private drawTags(): void {
    this.tags.removeAll(true);
    const st = this.state;
    if (!st || this.api.options().hints === 'off') return;
    const s = this.regions.scale;
    const half = this.regions.handTile / 2;
    for (const t of st.tags) {
      if (t.points <= 0) continue;
      const label = this.scene.add
        .text(t.x, t.y - half - 2 * s, `+${t.points}`, {
          ...textStyle(Math.round(13 * s), { bold: true, colour: css.ink }),
          backgroundColor: '#e8c15a',
          padding: { x: 4, y: 1 },
        })
        .setOrigin(0.5, 1);
      this.tags.add(label);
    }
  }

  private drawTracker(): void {
    this.tracker.removeAll(true);
    const t = this.showTracker ? this.api.tracker() : null;
    if (!t || !this.state) return;
    const L = this.regions.layout;
    const s = this.regions.scale;
    const lines = [`Not seen yet: ${t.unseen.length} tiles`];
    for (const g of t.groups)
      if (g.tiles.length > 0) lines.push(`${g.value}s: ${g.tiles.map(formatTile).join(' ')}`);
    for (const v of t.voids)
      lines.push(`${seatName(v.seat, this.state.players)} has ${voidText(v.values)}`);
    if (t.voids.length === 0) lines.push('No draw or pass has shown a missing number yet.');
    const text = this.scene.add.text(L.x + 16, L.y + 12, lines.join('\n'), {
      ...textStyle(Math.round(15 * s), { wrap: L.w - 32 }),
      lineSpacing: 4,
    });
    // Above the claim panel when one is open, and shrunk to fit the room there is.
    const room = L.h - (this.api.pending() ? 92 * Math.max(0.8, s) : 0) - 24;
    if (text.height > room) text.setScale(Math.max(0.4, room / text.height));
    const g = this.scene.add.graphics();
    drawPanel(g, L.x + 4, L.y, L.w - 8, text.displayHeight + 24, 0.95);
    this.tracker.add([g, text]);
  }

  /** The claim panel: built once per open claim (a rebuild mid-click would lose the click). */
  private drawClaim(): void {
    const open = this.api.pending();
    const key = open && this.state ? `${open.hand}/${open.move}/${this.layoutKey()}` : null;
    if (key !== this.claimKey) {
      this.claimKey = key;
      this.claimBox.removeAll(true);
      this.claimText = null;
      if (key !== null) this.buildClaim();
    }
    this.claimText?.setText(String(this.claimValue));
  }

  private layoutKey(): string {
    const L = this.regions.layout;
    return `${L.x},${L.y},${L.w},${L.h}`;
  }

  private buildClaim(): void {
    const L = this.regions.layout;
    const s = Math.max(0.8, this.regions.scale);
    const w = Math.min(L.w - 8, 360 * s);
    const h = 84 * s;
    const x = L.x + L.w / 2;
    const y = L.y + L.h - h / 2 - 4;
    const g = this.scene.add.graphics();
    drawPanel(g, x - w / 2, y - h / 2, w, h, 0.96);
    const q = this.scene.add
      .text(x, y - 22 * s, 'Count it: what did your play score?', textStyle(15 * s, { bold: true }))
      .setOrigin(0.5);
    this.claimText = this.scene.add
      .text(x - 40 * s, y + 16 * s, '0', textStyle(22 * s, { bold: true, colour: css.gold }))
      .setOrigin(0.5);
    const step = (d: number) => () => {
      this.claimValue = Math.max(0, this.claimValue + d);
      this.claimText?.setText(String(this.claimValue));
    };
    const size = { width: 40 * s, height: 32 * s };
    const minus = new Button(this.scene, x - 100 * s, y + 16 * s, '−', step(-1), size);
    const plus = new Button(this.scene, x + 20 * s, y + 16 * s, '+', step(1), size);
    const claim = new Button(
      this.scene,
      x + 100 * s,
      y + 16 * s,
      'Claim',
      () => this.submitClaim(),
      {
        width: 96 * s,
        height: 32 * s,
        primary: true,
      },
    );
    this.claimBox.add([g, q, this.claimText, minus, plus, claim]);
  }

  /** The claim panel's buttons, for browser tests. */
  claimButtons(): { label: string; x: number; y: number }[] {
    return this.claimBox.list.flatMap((o) =>
      o instanceof Button ? [{ label: o.label, x: o.x, y: o.y }] : [],
    );
  }

  private drawOpenHands(): void {
    this.openHands.removeAll(true);
    const st = this.state;
    if (!st || !this.api.options().openHands) return;
    const s = this.regions.scale;
    st.hands.forEach((tiles, seat) => {
      const spot = st.seatSpots[seat];
      if (seat === this.api.seat() || !spot || tiles.length === 0) return;
      const portraitOrTop =
        this.regions.portrait || (seat === Math.floor(st.players / 2) && st.players !== 3);
      const text = this.scene.add
        .text(spot.x, spot.y + (portraitOrTop ? 20 : 60) * s, tiles.map(formatTile).join(' '), {
          ...textStyle(Math.round(13 * s), {
            bold: true,
            colour: css.ink,
            align: 'center',
            wrap: 150 * s,
          }),
          backgroundColor: '#f7f2e2',
          padding: { x: 4, y: 2 },
        })
        .setOrigin(0.5, 0);
      this.openHands.add(text);
    });
  }
}

function bestName(best: BestMove): string {
  const m = best.best.move;
  if (m.type !== 'play') return m.type;
  return m.on === null
    ? `lead ${formatTile(m.tile)}`
    : `${formatTile(m.tile)} on ${formatTile(m.on)}`;
}
