/**
 * DEV / TEST FAKE — never used by the production main.ts.
 *
 * A stand-in for the real Services, so that the menu scenes can be seen and
 * driven in a browser (screenshots, browser tests) before or without the real
 * session, sound and preferences. Query parameters shape it:
 *
 *   ?save=none|ok|unreadable   what saveStatus() reports (default ok)
 *   ?startFail=1 / ?resumeFail=1   start() / resume() refuse with a message
 *   ?preloadFail=1             one start-up task throws; ?preloadHang=1 one never ends
 *
 * Every call is logged on `window.devLog` for tests to read. `DevTableScene` is a
 * placeholder 'Table' that opens Settings and Help over itself as the real table will.
 */
import * as Phaser from 'phaser';
import { textStyle } from '../view/theme';
import { Button, drawFelt } from '../view/ui';
import type { NewGameChoice, Prefs, SaveStatus, Services, SoundName } from './services';
import { openOverlay } from './SettingsScene';

declare global {
  interface Window {
    devLog?: string[];
  }
}

function log(line: string): void {
  (window.devLog ??= []).push(line);
}

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function makeDevServices(params = new URLSearchParams(window.location.search)): Services {
  const save = params.get('save') ?? 'ok';
  const status: SaveStatus =
    save === 'none'
      ? { kind: 'none' }
      : save === 'unreadable'
        ? { kind: 'unreadable', message: 'line 3: unknown tile "7-9"' }
        : { kind: 'ok', summary: 'Horse Race, 2 players · you 23, West 31 · hand 3' };
  let muted = false;
  let volume = 0.8;
  let prefs: Prefs = { speed: 'normal', reducedMotion: false, hints: true };
  let active = false;

  return {
    session: {
      saveStatus: () => status,
      start: (choice: NewGameChoice) => {
        log(`start ${JSON.stringify(choice)}`);
        if (params.has('startFail'))
          return { ok: false, message: 'the dev fake was asked to refuse' };
        active = true;
        return { ok: true };
      },
      resume: () => {
        log('resume');
        if (params.has('resumeFail'))
          return { ok: false, message: 'the dev fake was asked to refuse' };
        active = true;
        return { ok: true };
      },
      active: () => active,
      table: () => null,
    },
    sound: {
      play: (name: SoundName) => log(`sound ${name}`),
      setMuted: (m: boolean) => {
        muted = m;
        log(`muted ${String(m)}`);
      },
      isMuted: () => muted,
      setVolume: (v: number) => {
        volume = v;
        log(`volume ${v}`);
      },
      volume: () => volume,
    },
    prefs: {
      get: () => prefs,
      set: (patch: Partial<Prefs>) => {
        prefs = { ...prefs, ...patch };
        log(`prefs ${JSON.stringify(patch)}`);
      },
    },
    preload: [
      { label: 'Shuffling the tiles', run: () => wait(250) },
      {
        label: 'Carving the pips',
        run: () => {
          const end = performance.now() + 120;
          while (performance.now() < end); // a synchronous task that blocks for a while
        },
      },
      {
        label: 'Tuning the sounds',
        run: async () => {
          await wait(200);
          if (params.has('preloadFail')) throw new Error('the dev fake could not decode click.ogg');
        },
      },
      {
        label: 'Waking the opponents',
        run: () => (params.has('preloadHang') ? new Promise<void>(() => undefined) : wait(200)),
      },
    ],
  };
}

/** DEV ONLY: a placeholder table, to try Settings and Help over a paused table. */
export class DevTableScene extends Phaser.Scene {
  private resumed = 0;

  constructor() {
    super({ key: 'Table' });
  }

  create(): void {
    const draw = (): void => {
      this.children.removeAll(true);
      const { width: W, height: H } = this.scale;
      drawFelt(this.add.graphics(), W, H);
      this.add
        .text(W / 2, H * 0.3, `Dev table (resumed ${this.resumed}×)`, textStyle(28, { bold: true }))
        .setOrigin(0.5);
      const opts = { width: 220, height: 48 };
      new Button(this, W / 2, H * 0.45, 'Settings', () => openOverlay(this, 'Settings'), opts);
      new Button(this, W / 2, H * 0.45 + 60, 'How to play', () => openOverlay(this, 'Help'), opts);
      new Button(this, W / 2, H * 0.45 + 120, 'Menu', () => this.scene.start('Menu'), opts);
    };
    draw();
    const onResume = (): void => {
      this.resumed++;
      log('table resumed');
      draw();
    };
    this.events.on(Phaser.Scenes.Events.RESUME, onResume);
    this.scale.on(Phaser.Scale.Events.RESIZE, draw);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.events.off(Phaser.Scenes.Events.RESUME, onResume);
      this.scale.off(Phaser.Scale.Events.RESIZE, draw);
    });
  }
}
