/**
 * Play online (docs/server.md): the first choice (open a table, or join one by its code or a
 * link), the form that opens a table (New game's rules, a plan per seat, what happens while a
 * person is away) and the lobby (src/scenes/online/onlineLobby.ts). The scene holds the page's one
 * `OnlineSession` and hands it to the table once the host starts (the family table, for every
 * family). After a reload it comes back to the table the page was at (the session's token,
 * kept for the page's session).
 */
import * as Phaser from 'phaser';
import {
  CHOICES_KEY,
  choose,
  readWishes,
  resolve,
  type Change,
  type Wishes,
} from '../../machine/newGameChoices';
import { connectOnline, serverEndpoint } from '../../net/client';
import type { AwayPolicy } from '../../net/protocol';
import {
  OnlineSession,
  RESUME_KEY,
  type OnlineState,
  type SessionStorage,
} from '../../net/session';
import { readTableLink, withoutTableLink } from '../../linkParams';
import { joinProblem } from '../../view/onlineLobby';
import {
  formFit,
  formUnits,
  onlineTableOptions,
  seatChoices,
  type SeatChoice,
} from '../../view/onlineChoices';
import { css, textStyle } from '../../ui/theme';
import { Button, drawFelt, drawPanel, type Focusable } from '../../ui/widgets';
import { openCodeEntry, type CodeEntry } from './codeEntry';
import { lobbyLayout } from './onlineLobby';
import { tableForm, SCREEN } from './onlineForm';
import { openGameRules } from '../menus/rulesDialog';
import type { OnlineData, OnlineMode } from './onlineStart';
import { MenuScreen } from '../screen';
import type { Services } from '../services';
import { openOnlineTable } from './onlineTables';
import { showToast } from '../toast';

/** The page's session storage, or a forgetful one where the browser refuses it. */
function pageStorage(): SessionStorage {
  try {
    const s = window.sessionStorage;
    s.getItem(RESUME_KEY);
    return s;
  } catch {
    const map = new Map<string, string>();
    return {
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    };
  }
}

export class OnlineScene extends MenuScreen {
  readonly session: OnlineSession;
  private mode: OnlineMode = 'choose';
  private wishes: Wishes = readWishes(null);
  private others: SeatChoice[] = [];
  private away: AwayPolicy = 'wait';
  private note = '';
  private entry: CodeEntry | null = null;
  private stop: (() => void) | null = null;
  /** The table's scene is loading (a second view while it loads does not load it twice). */
  private opening = false;

  constructor(private readonly services: Services) {
    super({ key: 'Online' });
    this.session = new OnlineSession({
      connect: () =>
        connectOnline(
          serverEndpoint(
            window.location.origin,
            new URLSearchParams(window.location.search).get('server'),
          ),
        ),
      storage: pageStorage(),
      name: () => services.prefs.get().playerName,
      keep: (record, you) => {
        const seats = (this.session.state.table?.seats ?? []).map((s, i) =>
          s.kind === 'computer'
            ? { kind: 'computer' as const, level: s.level ?? 'medium' }
            : i === you || s.taken
              ? { kind: 'human' as const }
              : { kind: 'unknown' as const },
        );
        services.library?.keepOnline(record, seats, you);
      },
    });
  }

  create(data?: OnlineData): void {
    this.note = '';
    this.wishes = readWishes(this.services.storage?.getItem(CHOICES_KEY) ?? null);
    const state = this.session.state;
    const atTable = state.phase === 'lobby' || state.phase === 'playing' || state.phase === 'over';
    this.mode = atTable ? 'lobby' : (data?.mode ?? 'choose');
    this.stop = this.session.subscribe((s) => this.onState(s));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.stop?.();
      this.entry?.close();
      this.entry = null;
    });
    this.openScreen();
    if (atTable) this.onState(state);
    else if (data?.mode === undefined) this.atStart();
  }

  /** Start-up: back to the table this page was at, else the link's table. */
  private atStart(): void {
    const link = readTableLink(window.location.search);
    if (link)
      window.history.replaceState(window.history.state, '', withoutTableLink(window.location.href));
    this.show('wait', 'Coming back to your table…');
    void this.session.resume().then((back) => {
      if (back || !this.sys.isActive()) return;
      // The table this page was at has gone (the server restarted): the menu, as a reload would.
      if (!link) {
        this.scene.start('Menu');
        return;
      }
      this.show('choose', 'problem' in link ? link.problem : '');
      if ('code' in link) this.joinDialog(link.code);
    });
  }

  protected back(): void {
    this.services.sound.play('click');
    if (this.mode === 'lobby') void this.session.leave();
    if (this.mode === 'create' || this.mode === 'lobby') this.show('choose', '');
    else this.scene.start('Menu');
  }

  private show(mode: OnlineMode, note: string): void {
    this.mode = mode;
    this.note = note;
    if (this.root) this.layout();
  }

  private onState(s: OnlineState): void {
    if (!this.sys.isActive()) return;
    if (s.phase === 'playing' || (s.phase === 'over' && s.view)) {
      this.toTable();
      return;
    }
    if (s.phase === 'lobby') {
      this.entry?.close();
      this.entry = null;
      this.show('lobby', s.problem ?? '');
      return;
    }
    if (s.phase === 'connecting') {
      if (!this.entry) this.show('wait', 'Connecting to the game server…');
      return;
    }
    if (s.phase === 'reconnecting') {
      this.show('wait', 'Reconnecting… (your seat is kept for a minute)');
      return;
    }
    if (s.phase === 'closed') {
      this.show('choose', s.problem ?? 'The table has closed.');
      return;
    }
    // Idle: left the table, or a refused open or join, said where it was asked.
    if (this.mode === 'lobby') this.show('choose', s.problem ?? '');
    if (this.mode === 'wait') return;
    if (s.problem && this.entry) this.entry.note(joinProblem(s.problem));
    else if (s.problem) this.show(this.mode, s.problem);
  }

  /** The game has started: the table of its family, with the session (`onlineTables.ts`). */
  private toTable(): void {
    if (!this.session.state.table || this.opening) return;
    this.opening = true;
    void openOnlineTable(this, this.services, this.session).finally(() => (this.opening = false));
  }

  private joinDialog(code = ''): void {
    this.entry?.close();
    this.entry = openCodeEntry(
      code,
      (c, spectate) => void this.session.join(c, spectate),
      () => {
        this.entry = null;
      },
    );
  }

  private openTable(): void {
    const made = onlineTableOptions(this.wishes, this.others, this.away, SCREEN);
    if (!made.ok) {
      this.show('create', made.message);
      showToast(this, made.message, { tone: 'error' });
      return;
    }
    this.services.sound.play('click');
    this.show('wait', 'Opening your table…');
    void this.session.open(made.options).then((ok) => {
      if (!ok) this.show('create', this.session.state.problem ?? 'The table could not be opened.');
    });
  }

  private openRules(): void {
    if (!this.ring) return;
    const wishes = { get: () => this.wishes, set: (w: Wishes) => (this.wishes = w) };
    openGameRules(this, this.ring, SCREEN, wishes, () => this.layout());
  }

  private change(change: Change): void {
    this.wishes = choose(this.wishes, change, SCREEN);
    this.note = '';
    this.layout();
  }

  protected layout(): void {
    const { root, focus, W, H, s } = this.freshRoot();
    const bg = this.add.graphics();
    drawFelt(bg, W, H);
    root.add(bg);
    const pad = W < 600 ? 14 : Math.round(24 * s);
    const titleSize = Math.max(28, Math.round(40 * s));
    const fullH = Math.round(Math.max(44, Math.min(52, 50 * s)));
    // The new table's form fits the screen where it can: seats two to a line, shorter rows.
    const fit =
      this.mode === 'create'
        ? formFit({
            rowH: fullH,
            room: H - 16 - pad * 2 - titleSize * 1.35 - 80,
            units: formUnits(this.wishes, SCREEN),
            seats: resolve(this.wishes, SCREEN).players - 1,
            wide: W >= 960,
            minRowH: this.sys.game.device.input.touch ? 44 : 38,
          })
        : ({ rowH: fullH, gap: Math.round(fullH * 0.22), seatColumns: 1 } as const);
    const pw = Math.min(fit.seatColumns === 2 ? 900 : 640, W - 16);
    const px = (W - pw) / 2;
    const rowW = pw - pad * 2;
    const { rowH, gap } = fit;
    const panel = this.add.graphics();
    root.add(panel);
    const title = this.add
      .text(
        W / 2,
        8 + pad,
        'Play online',
        textStyle(titleSize, { serif: true, bold: true, colour: css.gold }),
      )
      .setOrigin(0.5, 0);
    root.add(title);
    let y = 8 + pad + titleSize * 1.35;
    const items: Focusable[] = [];
    const button = (label: string, run: () => void, primary = false, w = rowW): Button => {
      const b = new Button(this, W / 2, y + rowH / 2, label, run, {
        width: w,
        height: rowH,
        primary,
      });
      root.add(b);
      items.push(b);
      y += rowH + gap;
      return b;
    };
    const text = (
      words: string,
      colour: string = css.soft,
      size = Math.max(15, Math.round(17 * s)),
    ) => {
      const t = this.add
        .text(W / 2, y, words, {
          ...textStyle(size, { colour, align: 'center' }),
          wordWrap: { width: rowW },
        })
        .setOrigin(0.5, 0);
      root.add(t);
      y += t.height + gap;
      return t;
    };
    const noteColour =
      this.session.state.problem === this.note && this.note ? css.danger : css.soft;
    if (this.mode === 'choose') {
      text(
        'Play with friends on their own devices: open a table and share its code, or join a friend’s.',
      );
      button('Open a table', () => this.show('create', ''), true);
      button('Join with a code', () => this.joinDialog());
      button('Back', () => this.back());
      if (this.note) text(this.note, noteColour);
    } else if (this.mode === 'wait') {
      text(this.note || 'Connecting…');
      button('Back', () => this.back());
    } else if (this.mode === 'lobby') {
      const table = this.session.state.table;
      if (table) {
        y = lobbyLayout(this, root, items, {
          table,
          x: W / 2,
          y,
          width: rowW,
          rowH,
          gap,
          s,
          session: this.session,
        });
      }
      if (this.note) text(this.note, css.danger);
    } else {
      y = tableForm(
        this,
        root,
        items,
        { x: W / 2, y, rowW, rowH, gap, seatColumns: fit.seatColumns },
        {
          wishes: this.wishes,
          others: (this.others = seatChoices(this.others, resolve(this.wishes, SCREEN).players)),
          away: this.away,
          change: (c) => this.change(c),
          setOther: (i, v) => (this.others[i] = v),
          setAway: (a) => (this.away = a),
          openRules: () => this.openRules(),
        },
      );
      if (this.note) text(this.note, css.danger);
      const bw = Math.min(220, (rowW - 14) / 2);
      const by = y + rowH / 2;
      const back = new Button(this, W / 2 - bw / 2 - 7, by, 'Back', () => this.back(), {
        width: bw,
        height: rowH,
      });
      const create = new Button(
        this,
        W / 2 + bw / 2 + 7,
        by,
        'Open the table',
        () => this.openTable(),
        {
          width: bw,
          height: rowH,
          primary: true,
        },
      );
      root.add([back, create]);
      items.push(create, back);
      y += rowH + gap;
    }
    const bottom = y + pad;
    drawPanel(panel, px, 8, pw, bottom - 8, 0.95);
    this.fitContent(bottom + 8);
    this.ring?.set(items, Math.min(focus, Math.max(0, items.length - 1)));
  }
}
