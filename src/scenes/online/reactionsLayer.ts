/**
 * Quick reactions drawn at an online table, shared by the line of play's online table and the
 * family table online: the reactions button (a seat's, never a spectator's), the five chips
 * it opens (a tap on one sends it and closes them; Escape, R or a tap elsewhere closes them;
 * they rest a second after a send), and the bubbles of the reactions heard, beside their
 * seats' labels for 2.5 s, with a soft tick (the sound's mute holds) and the words for the
 * screen reader ("North: Nice!"). What shows, where and for how long is `view/reactions.ts`.
 */
import * as Phaser from 'phaser';
import type { OnlineSession } from '../../net/session';
import { collectBoxes, tagBox, type Box } from '../../ui/boxes';
import { viewSize } from '../../ui/hiDpi';
import {
  BUTTON_SIZE,
  FADE_MS,
  PAUSE_MS,
  REACTION_CHOICES,
  SHOW_MS,
  WEIGHT,
  chipsPlace,
  chipsReady,
  handObstacles,
  hearReactions,
  nextChange,
  placeBubbles,
  reactionCaption,
  startReactions,
  type Bubble,
  type Obstacle,
  type ReactionsState,
  type SeatAnchor,
} from '../../view/reactions';
import type { Rect } from '../../view/tableRegions';
import { colours, css, textStyle } from '../../ui/theme';
import { Button, drawPanel } from '../../ui/widgets';
import type { Services } from '../services';

/** Bubbles over the table and its panels; the button with the corner's; the chips over all. */
const BUBBLE_DEPTH = 1100;
const BUTTON_DEPTH = 1250;
const CHIPS_DEPTH = 1300;
const WORDS_SIZE = 15;

/** The reactions button: a speech bubble drawn on it ("Reactions" to tests and screen readers). */
class ReactionsButton extends Button {
  constructor(scene: Phaser.Scene, onClick: () => void) {
    super(scene, 0, 0, '', onClick, {
      width: BUTTON_SIZE,
      height: BUTTON_SIZE,
      name: 'Reactions',
    });
    const g = scene.add.graphics();
    g.fillStyle(colours.ivory, 1).fillRoundedRect(-12, -10, 24, 16, 6);
    g.fillTriangle(-7, 5, -1, 5, -8, 12);
    g.fillStyle(colours.button, 1);
    for (const x of [-6, 0, 6]) g.fillCircle(x, -2, 2);
    this.add(g);
  }

  override get label(): string {
    return 'Reactions';
  }
}

/** What the table tells the layer: its seats' labels, and its hand's tiles (not in `boxes()`). */
export interface ReactionsTable {
  /** The seats' labels as drawn now, every seat's (the reader's own included). */
  anchors(): readonly SeatAnchor[];
  hand(): readonly { readonly x: number; readonly y: number; readonly half: number }[];
}

interface Chips {
  readonly container: Phaser.GameObjects.Container;
  readonly buttons: Button[];
  focus: number;
}

export class ReactionsLayer {
  /** The seat's button; null for a spectator. */
  readonly button: Button | null;
  private state: ReactionsState;
  private chips: Chips | null = null;
  private sentAt: number | null = null;
  private bubbles: Bubble[] = [];
  private drawn: Phaser.GameObjects.Container[] = [];
  private timer: Phaser.Time.TimerEvent | null = null;
  /** What the table showed when last looked at with the chips shut (they shade the rest). */
  private obstacles: Obstacle[] = [];
  private readonly stop: () => void;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly session: OnlineSession,
    private readonly services: Pick<Services, 'sound' | 'say'>,
    private readonly table: ReactionsTable,
  ) {
    this.state = startReactions(session.state.reactions);
    const seated = (session.state.table?.you ?? -1) >= 0;
    this.button = seated ? new ReactionsButton(scene, () => this.toggle(false)) : null;
    // Shown once the table places it.
    this.button?.setDepth(BUTTON_DEPTH).setVisible(false);
    this.stop = session.subscribe((s) => {
      const before = this.state.last;
      this.state = hearReactions(this.state, s.reactions, this.now());
      if (this.state.last === before) return;
      for (const r of s.reactions.filter((h) => h.id > before)) {
        const name = table.anchors().find((a) => a.seat === r.seat)?.name ?? `Seat ${r.seat + 1}`;
        this.services.say?.(reactionCaption(name, r.reaction));
      }
      this.services.sound.play('tick');
      this.draw();
    });
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.destroy());
  }

  private now(): number {
    return this.scene.time.now;
  }

  /** Puts the button at `at` (its centre), or hides it (null); open chips close. */
  place(at: { x: number; y: number } | null): void {
    this.close();
    this.button?.setVisible(at !== null);
    if (at) this.button?.setPosition(at.x, at.y);
  }

  /** The button's box when shown (the table's corner keeps its room). */
  bounds(): Rect | null {
    const b = this.button;
    if (!b?.visible) return null;
    return { x: b.x - b.width / 2, y: b.y - b.height / 2, w: b.width, h: b.height };
  }

  /** The bubbles again, beside the labels as they are now (after the table is drawn). */
  draw(): void {
    this.timer?.remove();
    this.timer = null;
    this.clearBubbles();
    const now = this.now();
    this.state = hearReactions(this.state, [], now);
    if (this.state.shown.length === 0) {
      this.bubbles = [];
      return;
    }
    if (!this.chips) this.obstacles = this.look();
    const { width, height } = viewSize(this.scene);
    const room = { bounds: { x: 4, y: 4, w: width - 8, h: height - 8 }, obstacles: this.obstacles };
    const probe = this.scene.add.text(0, 0, '', textStyle(WORDS_SIZE, { bold: true }));
    const measure = (t: string): number => probe.setText(t).width;
    const anchors = this.table.anchors();
    this.bubbles = placeBubbles(this.state, now, anchors, room, measure);
    probe.destroy();
    for (const b of this.bubbles) {
      const side = anchors.find((a) => a.seat === b.seat)?.side ?? 0;
      const colour = colours.sides[side] ?? colours.gold;
      this.drawn.push(this.bubble(b, colour, now));
    }
    const next = nextChange(this.state, now);
    if (next !== null) this.timer = this.scene.time.delayedCall(next - now + 1, () => this.draw());
  }

  /** What the scene shows now, but the reactions' own, as obstacles for the bubbles. */
  private look(): Obstacle[] {
    const key = this.scene.sys.settings.key;
    const weight = (b: Box): number =>
      b.kind === 'button' ? WEIGHT.button : b.kind === 'panel' ? WEIGHT.panel : WEIGHT.text;
    const drawn = collectBoxes(this.scene.game)
      .filter((b) => b.id.startsWith(`${key}/`) && !b.id.includes('reaction'))
      .map((b): Obstacle => ({ rect: b, weight: weight(b) }));
    // The hand's tiles are not in `boxes()`: where they come to rest.
    return [...drawn, ...handObstacles(this.table.hand())];
  }

  private bubble(b: Bubble, colour: number, now: number): Phaser.GameObjects.Container {
    const { x, y, w, h } = b.rect;
    const g = this.scene.add.graphics();
    g.fillStyle(0x000000, 0.3).fillRoundedRect(x + 2, y + 3, w, h, h / 2);
    g.fillStyle(colours.ivory, 1).fillRoundedRect(x, y, w, h, h / 2);
    g.lineStyle(2, colour, 1).strokeRoundedRect(x, y, w, h, h / 2);
    const tail = tailPoints(b);
    if (tail) {
      g.fillStyle(colours.ivory, 1).fillTriangle(...tail);
      g.lineStyle(2, colour, 1).lineBetween(tail[0], tail[1], tail[4], tail[5]);
      g.lineBetween(tail[2], tail[3], tail[4], tail[5]);
    }
    tagBox(g, 'panel', `reaction:${b.caption}`, { x, y, w, h });
    const text = this.scene.add
      .text(x + w / 2, y + h / 2, b.text, textStyle(WORDS_SIZE, { bold: true, colour: css.ink }))
      .setOrigin(0.5);
    const c = this.scene.add.container(0, 0, [g, text]).setDepth(BUBBLE_DEPTH).setAlpha(b.alpha);
    // Its last FADE_MS it fades out (from where it is, drawn again mid-fade).
    const end = (this.state.shown.find((r) => r.id === b.id)?.at ?? now) + SHOW_MS;
    const fade = Math.max(now, end - FADE_MS);
    this.scene.tweens.add({ targets: c, alpha: 0, delay: fade - now, duration: end - fade });
    return c;
  }

  /** Opens the chips (the focus on the first when by the keyboard), or closes them. */
  private toggle(byKey: boolean): void {
    if (this.chips) return this.close();
    const button = this.bounds();
    if (!button) return;
    const { width, height } = viewSize(this.scene);
    const bounds = { x: 8, y: 8, w: width - 16, h: height - 16 };
    const place = chipsPlace(button, bounds, REACTION_CHOICES.length);
    // A light shade: a tap anywhere but on a chip closes them (and does nothing else).
    const shade = this.scene.add
      .rectangle(0, 0, width, height, 0x000000, 0.25)
      .setOrigin(0)
      .setInteractive();
    shade.on('pointerup', () => this.close());
    const g = this.scene.add.graphics();
    const { x, y, w, h } = place.panel;
    drawPanel(g, x, y, w, h, 0.96, 'reaction-chips');
    const ready = chipsReady(this.sentAt, this.now());
    const buttons = REACTION_CHOICES.map((choice, i) => {
      const r = place.chips[i] as Rect;
      const b = new Button(
        this.scene,
        r.x + r.w / 2,
        r.y + r.h / 2,
        choice.words,
        () => {
          this.send(choice.id);
        },
        { width: r.w, height: r.h, fontSize: 16 },
      );
      return b.setEnabled(ready);
    });
    const container = this.scene.add.container(0, 0, [shade, g, ...buttons]);
    this.chips = { container: container.setDepth(CHIPS_DEPTH), buttons, focus: byKey ? 0 : -1 };
    if (byKey) buttons[0]?.setFocused(true);
    if (!ready && this.sentAt !== null) {
      const wait = this.sentAt + PAUSE_MS - this.now();
      this.scene.time.delayedCall(wait, () =>
        this.chips?.buttons.forEach((b) => b.setEnabled(true)),
      );
    }
  }

  private send(reaction: (typeof REACTION_CHOICES)[number]['id']): void {
    if (!chipsReady(this.sentAt, this.now())) return;
    this.sentAt = this.now();
    this.session.react(reaction);
    this.close();
  }

  private close(): void {
    this.chips?.container.destroy();
    this.chips = null;
  }

  /**
   * The keys: R opens or closes the chips; while they are open the arrows and Tab move along
   * them, Enter or Space sends the one in focus and Escape closes them (every key is theirs).
   */
  key(e: KeyboardEvent): boolean {
    const toggle = (e.key === 'r' || e.key === 'R') && !e.ctrlKey && !e.metaKey && !e.altKey;
    const chips = this.chips;
    if (!chips) {
      if (!toggle || !this.button?.visible) return false;
      this.toggle(true);
      return true;
    }
    const n = chips.buttons.length;
    const move = (d: number): void => {
      chips.buttons[chips.focus]?.setFocused(false);
      chips.focus = (Math.max(chips.focus, d > 0 ? -1 : 0) + d + n) % n;
      chips.buttons[chips.focus]?.setFocused(true);
    };
    if (toggle || e.key === 'Escape') this.close();
    else if (e.key === 'ArrowDown' || e.key === 'ArrowRight' || e.key === 'Tab') move(1);
    else if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') move(-1);
    else if (e.key === 'Enter' || e.key === ' ') chips.buttons[chips.focus]?.activate();
    e.preventDefault();
    return true;
  }

  /** For browser tests: the button, the chips open and the bubbles showing. */
  spots(): {
    readonly buttons: { label: string; x: number; y: number }[];
    readonly bubbles: readonly Bubble[];
  } {
    const shown = [...(this.button?.visible ? [this.button] : []), ...(this.chips?.buttons ?? [])];
    return {
      buttons: shown.map((b) => ({ label: b.label, x: b.x, y: b.y })),
      bubbles: this.bubbles,
    };
  }

  destroy(): void {
    this.stop();
    this.timer?.remove();
    this.close();
    this.clearBubbles();
  }

  private clearBubbles(): void {
    this.scene.tweens.killTweensOf(this.drawn);
    for (const c of this.drawn) c.destroy();
    this.drawn = [];
  }
}

/** The tail's triangle (two base corners on the bubble's edge, then its tip), or null. */
function tailPoints(b: Bubble): [number, number, number, number, number, number] | null {
  const { x, y, w, h } = b.rect;
  const cx = x + w / 2;
  const cy = y + h / 2;
  switch (b.tail) {
    case 'above':
      return [cx - 6, y + 1, cx + 6, y + 1, cx, y - 7];
    case 'below':
      return [cx - 6, y + h - 1, cx + 6, y + h - 1, cx, y + h + 7];
    case 'left':
      return [x + 8, cy - 5, x + 8, cy + 5, x - 6, cy];
    case 'right':
      return [x + w - 8, cy - 5, x + w - 8, cy + 5, x + w + 6, cy];
    default:
      return null;
  }
}
