/**
 * The family table as a replay viewer, one of its drivers (familyDriver.ts): a kept game's
 * positions (view/familyReplay.ts) as the table's source, with Back, Play or Pause, Forward,
 * Previous hand, Next hand and Library as its buttons, as the line's replay viewer has them,
 * and on the keyboard (not under a panel) the arrows (up and down: a hand), Page Up and Page
 * Down, Home and End, Space and Enter (play or pause), Esc (the library).
 * The table draws each position as it draws a game; moves are not taken, no end panel opens.
 */
import type * as Phaser from 'phaser';
import type { ArchivedGame } from '../../archive/game';
import { handName } from '../../machine/games';
import type { FamilyAction } from '../../view/familyTable';
import {
  familyReplay,
  handJump,
  replayAt,
  replayFraction,
  replayTicks,
  type ReplayPosition,
} from '../../view/familyReplay';
import type { Rect } from '../../view/tableRegions';
import type { FamilySource } from '../../view/familyTables';
import type { FamilyTableDriver, PanelsOpen } from '../family/familyDriver';
import { showToast } from '../toast';
import { ReplayScrubber } from './replayScrubber';

/** How long a position shows while playing. */
const STEP_MS = 700;
/** The scrubber's band over the board: a finger's height and a gap. */
const SCRUB_BAND = 52;
/** The least board left under it; a shorter board (a phone on its side) keeps its room. */
const SCRUB_MIN_BOARD = 90;

export class FamilyReplayControls implements FamilyTableDriver {
  readonly menuLabel = 'Menu';
  readonly menu = null;
  readonly panels = false;
  readonly arrangeable = false;
  private at = 0;
  /** The last move along the game was one step (Forward, Back, Play), not a jump. */
  private single = true;
  private listeners = new Set<() => void>();
  private timer: ReturnType<typeof setInterval> | null = null;
  /** The track across the whole game, a tick where each hand starts, over the board. */
  private readonly scrubber: ReplayScrubber;

  constructor(
    scene: Phaser.Scene,
    private readonly positions: readonly ReplayPosition[],
    /** Back to the library. */
    private readonly exit: () => void,
    private readonly toMenu: () => void,
  ) {
    this.scrubber = new ReplayScrubber(scene, replayTicks(positions), (fraction) =>
      this.go(replayAt(positions.length, fraction)),
    );
    this.scrubber.container.setDepth(800);
  }

  /** The scrubber over the top of the board, as the line's replay viewer has it; the rest is the board's. */
  place(board: Rect): Rect {
    const shown = board.h - SCRUB_BAND >= SCRUB_MIN_BOARD;
    this.scrubber.container.setVisible(shown);
    if (!shown) return board;
    const w = Math.min(board.w - 16, 640);
    this.scrubber.place({ x: board.x + board.w / 2, y: board.y + 26, w, h: 44 });
    this.scrubber.show(replayFraction(this.positions.length, this.at));
    return { ...board, y: board.y + SCRUB_BAND, h: board.h - SCRUB_BAND };
  }

  /** The scrubber, for browser tests (its centre; absent while it has no room). */
  buttons(): { label: string; x: number; y: number }[] {
    const { x, y } = this.scrubber.where;
    return this.scrubber.container.visible ? [{ label: 'Scrubber', x, y }] : [];
  }

  /** The position shown. */
  source(): FamilySource {
    return this.position().source;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** One step (Forward, Back, Play) is played out and sounded; a jump is drawn at once. */
  stepped(): boolean {
    return this.single;
  }

  /** Moves are not taken, nor hands dealt: the buttons step through the game. */
  move(): void {}

  next(): void {}

  /** Main menu (the pause menu's). */
  leave(): void {
    this.stop();
    this.toMenu();
  }

  destroy(): void {
    this.stop();
  }

  private position(): ReplayPosition {
    return this.positions[this.at] ?? (this.positions[0] as ReplayPosition);
  }

  /** "Replay · hand 2 of 5 · move 7 of 28" (Mexican Train: "round 2 of 5"), as the table says it. */
  where(): string {
    const p = this.position();
    const hands = (this.positions[this.positions.length - 1]?.hand ?? 0) + 1;
    const moves = this.positions.filter((q) => q.hand === p.hand).length - 1;
    const hand = handName(p.source.settings.preset);
    return `Replay · ${hand} ${p.hand + 1} of ${hands} · move ${p.move} of ${moves}`;
  }

  actions(): FamilyAction[] {
    const a = (id: string, label: string, primary = false): FamilyAction => ({
      id,
      label,
      group: 'replay',
      primary,
    });
    return [
      a('replay:back', 'Back'),
      a('replay:play', this.timer ? 'Pause' : 'Play', true),
      a('replay:forward', 'Forward'),
      a('replay:hand-back', 'Previous hand'),
      a('replay:hand-on', 'Next hand'),
      a('replay:leave', 'Library'),
    ];
  }

  /** A replay button pressed: true when it was one of them. */
  press(id: string): boolean {
    if (id === 'replay:back') this.go(this.at - 1);
    else if (id === 'replay:forward') this.go(this.at + 1);
    else if (id === 'replay:hand-back') this.go(handJump(this.positions, this.at, -1));
    else if (id === 'replay:hand-on') this.go(handJump(this.positions, this.at, 1));
    else if (id === 'replay:play') this.toggle();
    else if (id === 'replay:leave') {
      this.stop();
      this.exit();
    } else return false;
    return true;
  }

  key(e: KeyboardEvent, panels: PanelsOpen): boolean {
    if (panels.open) return false;
    if (e.key === 'ArrowLeft') return this.press('replay:back');
    if (e.key === 'ArrowRight') return this.press('replay:forward');
    if (e.key === 'ArrowUp' || e.key === 'PageUp') return this.press('replay:hand-back');
    if (e.key === 'ArrowDown' || e.key === 'PageDown') return this.press('replay:hand-on');
    if (e.key === 'Home' || e.key === 'End') {
      this.go(e.key === 'Home' ? 0 : this.positions.length - 1);
      return true;
    }
    if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      return this.press('replay:play');
    }
    if (e.key === 'Escape') return this.press('replay:leave');
    return false;
  }

  private go(at: number, manual = true): void {
    if (manual) this.stop();
    const next = Math.max(0, Math.min(this.positions.length - 1, at));
    if (next === this.at) return;
    this.single = Math.abs(next - this.at) === 1;
    this.at = next;
    this.listeners.forEach((l) => l());
  }

  private toggle(): void {
    if (this.timer) {
      this.stop();
    } else {
      if (this.at >= this.positions.length - 1) this.at = -1;
      this.timer = setInterval(() => {
        if (this.at >= this.positions.length - 1) this.stop();
        else this.go(this.at + 1, false);
      }, STEP_MS);
      this.go(this.at + 1, false);
    }
    this.listeners.forEach((l) => l());
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

/** A kept game's replay controls; null when its record cannot be read (said, and back to the library). */
export function openReplay(scene: Phaser.Scene, game: ArchivedGame): FamilyReplayControls | null {
  const leave = (): void => void scene.scene.start('History');
  const read = familyReplay(game.record, game.seats);
  if (read.ok)
    return new FamilyReplayControls(scene, read.positions, leave, () => scene.scene.start('Menu'));
  showToast(scene, read.message, { tone: 'error' });
  leave();
  return null;
}
