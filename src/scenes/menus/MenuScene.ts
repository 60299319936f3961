/**
 * The main menu on the felt: title, a few decorative tiles, and New game,
 * Continue (the saved game), Tutorial, Practice, Play online, Daily puzzle, Your games and
 * Statistics (side by side), Settings and How to play; an "update ready" button when a new
 * version is waiting.
 * Keyboard: Up/Down and Enter through the FocusRing; M toggles the sound.
 */
import * as Phaser from 'phaser';
import { colours, css, textStyle, uiScale } from '../../ui/theme';
import {
  addDomino,
  Button,
  drawFelt,
  type Focusable,
  FocusRing,
  listenKeys,
  onResize,
  showDialog,
} from '../../ui/widgets';
import { finishedCaption, inProgressCaption } from '../../view/savedGame';
import type { SaveStatus, Services } from '../services';
import { openNewGame, whenTable, type OverlayData } from '../overlay';
import { showToast } from '../toast';
import { viewSize } from '../../ui/hiDpi';
import { tagBox } from '../../ui/boxes';
import { menuLayout } from '../../view/menuLayout';
import { HOUSE_LINE } from '../../view/pageTitle';

/** The menu's buttons (one under another, or three to a row on a phone held sideways: `menuLayout`). */
const BUTTONS = 10;
/** Your games and Statistics share a place in a column (`menuLayout`). */
const PAIRED = 6;

/** The round sound button: its radius, its margin from the corner, and the title's gap from it. */
const SOUND_R = 22;
const SOUND_CORNER = 14;
const CORNER_GAP = 10;

/** How long the menu is up before the work done ahead starts (`Services.menuIdle`). */
const MENU_IDLE_MS = 1500;

export class MenuScene extends Phaser.Scene {
  private ring?: FocusRing;
  private root?: Phaser.GameObjects.Container;
  private firstLayout = true;
  /** The unreadable-save notice is shown once, not every time the menu returns. */
  private unreadableShown = false;

  constructor(
    private readonly services: Services,
    /** The tutorial's progress, for the "3/13 done" tag on Tutorial. */
    private readonly tutorial?: { caption(): string },
  ) {
    super({ key: 'Menu' });
  }

  create(): void {
    this.firstLayout = true;
    this.ring = new FocusRing(this);
    this.layout();
    onResize(this, () => this.layout());
    listenKeys(this, (e) => {
      if (e.key === 'm' || e.key === 'M') this.toggleMute();
    });
    // A new version of the app is offered here only, never during a hand.
    const unsubscribe = this.services.update?.subscribe(() => this.layout());
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.root = undefined;
      unsubscribe?.();
    });
    // The scene's clock: leaving the menu sooner cancels it.
    this.time.delayedCall(MENU_IDLE_MS, () => this.services.menuIdle?.());

    if (!this.tellUnreadable(() => this.showNotice())) this.showNotice();
    // The game's code loads while the menu shows (from the save's summary): once it has read
    // the save in full, Continue and its caption follow what it found.
    const shown = JSON.stringify(this.services.session.saveStatus());
    void this.services.session.whenLoaded?.().then(() => {
      if (!this.scene.isActive() || !this.root) return;
      if (JSON.stringify(this.services.session.saveStatus()) !== shown) this.layout();
      this.tellUnreadable(() => undefined);
    });
  }

  /** A save that could not be read, said once (then `after`); false when there is none to say. */
  private tellUnreadable(after: () => void): boolean {
    const status = this.services.session.saveStatus();
    if (status.kind !== 'unreadable' || this.unreadableShown) return false;
    this.unreadableShown = true;
    const where = status.kept
      ? 'A copy of it is kept in this browser. You can start a new game.'
      : 'It could not be copied aside, so it is left as it was; a new game will replace it.';
    showDialog(this, {
      title: 'Saved game',
      message: `${status.message} ${where}`,
      ring: this.ring,
      buttons: [{ label: 'OK', primary: true, onClick: after }],
    });
    return true;
  }

  /** What start-up left to tell or ask (a link's problem, a link that would replace the save). */
  private showNotice(): void {
    const notice = this.services.menuNotice?.();
    if (!notice) return;
    showDialog(this, {
      title: notice.title,
      message: notice.message,
      ring: this.ring,
      buttons: (notice.choices ?? [{ label: 'OK', primary: true, run: () => null }]).map((c) => ({
        label: c.label,
        ...(c.primary ? { primary: true } : {}),
        ...(c.cancel ? { cancel: true } : {}),
        onClick: () => {
          // The table loads first (a chunk of its own), so a choice that opens it waits for it.
          const choose = (): void => {
            const next = c.run();
            if (next) this.scene.start(next, {});
            else this.layout();
          };
          if (c.opensTable) whenTable(this, this.services, choose);
          else choose();
        },
      })),
    });
  }

  private click(action: () => void): () => void {
    return () => {
      this.services.sound.play('click');
      action();
    };
  }

  private toggleMute(): void {
    const { sound } = this.services;
    const muted = !sound.isMuted();
    sound.setMuted(muted);
    if (!muted) sound.play('click');
    showToast(this, muted ? 'Sound off' : 'Sound on', { duration: 900 });
    this.layout();
  }

  /** History and statistics: their scenes load on first use. */
  /** Your games, or its Statistics (whose Back comes here). */
  private openLibrary(scene: 'History' | 'Stats' = 'History'): void {
    const load = this.services.loadLibrary?.() ?? Promise.resolve();
    load.then(
      () => this.scene.start(scene, { from: 'Menu' }),
      () =>
        showToast(this, 'Your games could not be opened. Check the connection and try again.', {
          tone: 'error',
        }),
    );
  }

  private continueGame(): void {
    whenTable(this, this.services, () => {
      const result = this.services.session.resume();
      if (result.ok) return void this.scene.start('FamilyTable', {});
      // The full reading may have found the save unreadable: the menu says so and drops Continue.
      this.layout();
      if (this.services.session.saveStatus().kind === 'unreadable')
        this.tellUnreadable(() => undefined);
      else
        showToast(this, `The saved game could not be resumed: ${result.message}`, {
          tone: 'error',
        });
    });
  }

  private layout(): void {
    const focusAt = this.ring?.focusIndex ?? 0;
    this.root?.destroy();
    const root = this.add.container(0, 0);
    this.root = root;
    const { width: W, height: H } = viewSize(this);
    const s = uiScale(W, H);
    const status = this.services.session.saveStatus();

    const bg = this.add.graphics();
    drawFelt(bg, W, H);
    root.add(bg);

    const plan = menuLayout(W, H, BUTTONS, s, PAIRED);
    const { title: head, sub: subAt, capSize } = plan;

    // ---- Title -----------------------------------------------------------------------------
    const title = this.add
      .text(head.x, head.y, 'Horse Race', {
        ...textStyle(head.size, { serif: true, bold: true }),
        shadow: { offsetX: 0, offsetY: 4, color: '#00000088', blur: 8, fill: true },
      })
      .setOrigin(0.5);
    const sub = this.add
      .text(subAt.x, subAt.y, HOUSE_LINE, {
        ...textStyle(subAt.size, { serif: true, colour: css.soft }),
        fontStyle: 'italic',
      })
      .setOrigin(0.5);
    if (sub.width > subAt.room) sub.setScale(subAt.room / sub.width);
    // A centred title level with the sound button (top right) keeps clear of it by
    // CORNER_GAP: on a phone it is scaled down a little rather than touch the button.
    const clear = W - 2 * (SOUND_CORNER + SOUND_R * 2 + CORNER_GAP);
    const centred = plan.shape !== 'side';
    if (centred && title.y - title.height / 2 < SOUND_CORNER + SOUND_R * 2 && title.width > clear)
      title.setScale(clear / title.width);
    root.add([title, sub]);

    // ---- Decorative tiles ------------------------------------------------------------------
    if (plan.row) this.tileRow(root, plan.row.x, plan.row.y, plan.row.half);
    const cl = plan.clusters;
    if (cl) {
      this.spinnerCluster(root, cl.left, cl.y, cl.half);
      this.boneyardCluster(root, cl.right, cl.y, cl.half);
    }

    // ---- Buttons ---------------------------------------------------------------------------
    const items: Focusable[] = [];
    const add = (label: string, action: () => void, primary = false): Button => {
      const at = plan.buttons[items.length] ?? { x: 0, y: 0, w: 0, h: 0 };
      const b = new Button(this, at.x + at.w / 2, at.y + at.h / 2, label, this.click(action), {
        width: at.w,
        height: at.h,
        primary,
      });
      root.add(b);
      items.push(b);
      return b;
    };
    const caption = (at: { x: number; y: number; w: number }, words: string, colour: string) => {
      const t = this.add.text(at.x, at.y, words, textStyle(capSize, { colour })).setOrigin(0.5, 0);
      if (t.width > at.w) t.setScale(at.w / t.width);
      root.add(t);
    };
    add('New game', () => openNewGame(this, this.services), true);
    const cont = add('Continue', () => this.continueGame());
    cont.setEnabled(status.kind === 'ok');
    const danger = status.kind === 'unreadable';
    caption(plan.continueCaption, captionFor(status), danger ? css.danger : css.soft);
    const tutorial = add('Tutorial', () => {
      const load = this.services.loadTutorial?.() ?? Promise.resolve();
      load.then(
        () => this.scene.start('Lessons'),
        () =>
          showToast(this, 'The lessons could not be loaded. Check the connection and try again.', {
            tone: 'error',
          }),
      );
    });
    // Practice: a game with the arithmetic shown, undo and reviews (chosen on the new-game form).
    add('Practice', () => openNewGame(this, this.services, { practice: true }));
    const progress = this.tutorial?.caption();
    if (progress && plan.tutorialCaption) caption(plan.tutorialCaption, progress, css.gold);
    else if (progress) this.badge(root, tutorial, progress);
    // Play online: friends at their own devices (src/scenes/online/OnlineScene.ts, loaded with New game).
    add('Play online', () => openNewGame(this, this.services, { mode: 'choose' }, 'Online'));
    add('Daily puzzle', () => {
      const load = this.services.loadPuzzle?.() ?? Promise.resolve();
      load.then(
        () => this.scene.start('Puzzle'),
        () =>
          showToast(this, 'The puzzle could not be loaded. Check the connection and try again.', {
            tone: 'error',
          }),
      );
    });
    add('Your games', () => this.openLibrary());
    add('Statistics', () => this.openLibrary('Stats'));
    add('Settings', () => {
      const load = this.services.loadSettings?.() ?? Promise.resolve();
      load.then(
        () => this.scene.start('Settings', { from: 'Menu' } satisfies OverlayData),
        () => showToast(this, 'Settings could not be loaded. Please try again.', { tone: 'error' }),
      );
    });
    add('How to play', () => {
      const load = this.services.loadHelp?.() ?? Promise.resolve();
      load.then(
        () => this.scene.start('Help', { from: 'Menu' } satisfies OverlayData),
        () =>
          showToast(this, 'How to play could not be loaded. Check the connection and try again.', {
            tone: 'error',
          }),
      );
    });

    // ---- Corner and footer -----------------------------------------------------------------
    this.soundButton(root, W - SOUND_CORNER - SOUND_R, SOUND_CORNER + SOUND_R);
    if (this.services.update?.available()) {
      const update = new Button(
        this,
        14 + 80,
        14 + 22,
        'Update ready',
        this.click(() => this.services.update?.apply()),
        { width: 160, height: 44, fontSize: 16, primary: true },
      );
      root.add(update);
      items.push(update);
    }
    if (plan.foot) {
      const foot = this.add
        .text(
          W / 2,
          H - 24,
          '↑ ↓ choose   ·   Enter select   ·   M sound on/off',
          textStyle(Math.max(13, 15 * s), { colour: css.dim }),
        )
        .setOrigin(0.5);
      root.add(foot);
    }

    const focus = this.firstLayout ? (status.kind === 'ok' ? 1 : 0) : focusAt;
    this.firstLayout = false;
    this.ring?.set(items, focus);
  }

  /** A small badge on the right of a button: the tutorial's progress. */
  private badge(root: Phaser.GameObjects.Container, b: Button, label: string): void {
    const { width: btnW, height: btnH } = b;
    const t = this.add
      .text(0, 0, label, textStyle(Math.max(11, btnH * 0.24), { bold: true, colour: css.ink }))
      .setOrigin(0.5);
    // In the room right of the button's label; smaller type where that room is short (a phone).
    const room = btnW / 2 - b.labelWidth / 2 - 10 - btnH * 0.2;
    const scale = Math.min(1, room / (t.width + 12));
    t.setScale(scale);
    const w = t.displayWidth + 12 * scale;
    const h = t.displayHeight + 4;
    const x = b.x + btnW / 2 - w / 2 - btnH * 0.2;
    t.setPosition(x, b.y);
    const g = this.add.graphics();
    g.fillStyle(colours.gold, 0.9).fillRoundedRect(x - w / 2, b.y - h / 2, w, h, h / 2);
    root.add([g, t]);
  }

  /** A round speaker button in the corner: shows and toggles the sound (as M does). */
  private soundButton(root: Phaser.GameObjects.Container, x: number, y: number): void {
    const muted = this.services.sound.isMuted();
    const r = SOUND_R;
    const g = this.add.graphics({ x, y });
    g.fillStyle(colours.panel, 0.85).fillCircle(0, 0, r);
    g.lineStyle(1.5, colours.panelEdge, 1).strokeCircle(0, 0, r);
    g.fillStyle(colours.ivory, 1);
    g.fillRect(-10, -4, 5, 8);
    g.fillTriangle(-6, 0, 2, -9, 2, 9);
    g.lineStyle(2, muted ? colours.danger : colours.ivory, 1);
    if (muted) {
      g.lineBetween(6, -5, 14, 5);
      g.lineBetween(6, 5, 14, -5);
    } else {
      g.beginPath();
      g.arc(2, 0, 7, -0.8, 0.8);
      g.strokePath();
      g.beginPath();
      g.arc(2, 0, 12, -0.8, 0.8);
      g.strokePath();
    }
    const hit = this.add
      .zone(x, y, r * 2 + 8, r * 2 + 8)
      .setInteractive({ useHandCursor: true })
      .on('pointerup', () => this.toggleMute());
    tagBox(g, 'button', 'sound', { x: -r, y: -r, w: r * 2, h: r * 2 });
    root.add([g, hit]);
  }

  /** Phone: a little scoring line under the title, 6 and 4 at the ends make 10. */
  private tileRow(root: Phaser.GameObjects.Container, x: number, y: number, half: number): void {
    const step = half * 1.5 + 4;
    root.add([
      addDomino(this, x - step, y, 6, 5, { half, angle: -90 }),
      addDomino(this, x, y, 5, 5, { half }),
      addDomino(this, x + step, y, 5, 4, { half, angle: -90 }),
    ]);
  }

  /** Wide screens, left: a double-five spinner with an arm each way and its count. */
  private spinnerCluster(
    root: Phaser.GameObjects.Container,
    x: number,
    y: number,
    half: number,
  ): void {
    const c = this.add.container(x, y - half * 0.4).setAngle(-6);
    const step = half * 1.5 + 3;
    c.add([
      addDomino(this, 0, -step, 6, 5, { half }),
      addDomino(this, 0, 0, 5, 5, { half, angle: 90 }),
      addDomino(this, 0, step, 5, 4, { half }),
    ]);
    const note = this.add
      .text(x, y + step + half * 1.6, '6 + 4 = 10, two points', {
        ...textStyle(Math.max(14, half * 0.45), { serif: true, colour: css.gold }),
        fontStyle: 'italic',
      })
      .setOrigin(0.5, 0);
    root.add([c, note]);
  }

  /** Wide screens, right: the boneyard, a few tiles face down and one turned up. */
  private boneyardCluster(
    root: Phaser.GameObjects.Container,
    x: number,
    y: number,
    half: number,
  ): void {
    const spots: readonly [number, number, number][] = [
      [-0.9, -1.6, -18],
      [0.8, -1.2, 24],
      [-1.3, 0.6, 70],
      [1.0, 1.3, -8],
      [-0.1, 2.3, 100],
    ];
    for (const [dx, dy, angle] of spots) {
      root.add(addDomino(this, x + dx * half, y + dy * half, null, 0, { half, angle }));
    }
    root.add(addDomino(this, x + 0.1 * half, y - 0.1 * half, 3, 2, { half, angle: -32 }));
  }
}

function captionFor(status: SaveStatus): string {
  switch (status.kind) {
    case 'ok':
      return inProgressCaption(status.summary);
    case 'finished':
      return finishedCaption(status.summary);
    case 'none':
      return 'No saved game yet';
    case 'off':
      return 'Saving is off in this browser';
    case 'unreadable':
      return 'The saved game could not be read';
  }
}
