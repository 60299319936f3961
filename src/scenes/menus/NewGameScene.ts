/**
 * New game: the game (grouped by family), the set where the game takes more than
 * one, players, partners, opponents, target, the game's rule options (Texas 42's special
 * contracts, in a dialog of their own) and an optional deal code, then Start.
 * What is offered and what one choice does to the others is
 * machine/newGameChoices.ts (tested in Node); this scene draws it and sends the
 * result to the session. The last choices are kept through `Services.storage`.
 */
import * as Phaser from 'phaser';
import { availableGames, familyName } from '../../machine/games';
import {
  CHOICES_KEY,
  choose,
  DEFAULT_WISHES,
  LEVEL_CHOICES,
  readWishes,
  resolve,
  setsOffered,
  startChoice,
  storeWishes,
  type Change,
  type ChoiceLevel,
  type Resolved,
  type Screen,
  type Wishes,
} from '../../machine/newGameChoices';
import { peopleChoices, peopleSeats } from '../../view/names';
import { MAX_DRAWN_PIP } from '../../view/pips';
import type { DominoSet } from '../../machine/games';
import { css, textStyle } from '../../ui/theme';
import { Button, drawFelt, drawPanel, type Focusable, Picker } from '../../ui/widgets';
import { DealRow, GameRow, RulesRow } from './newGameRows';
import { openGameRules } from './rulesDialog';
import { whenTable } from '../overlay';
import { MenuScreen } from '../screen';
import { openSeedEntry } from './seedEntry';
import type { Services } from '../services';
import { showToast } from '../toast';

/** The table draws tiles up to this many pips: larger sets are not offered yet. */
const SCREEN: Screen = { maxPip: MAX_DRAWN_PIP };

const ON_OFF = [
  { value: false, label: 'Off' },
  { value: true, label: 'On' },
] as const;

/** The one place the screen reads and writes its remembered choices. */
function choicesStore(storage: Services['storage']): {
  load(): Wishes;
  save(w: Wishes): void;
} {
  return {
    load: () => {
      try {
        return readWishes(storage?.getItem(CHOICES_KEY) ?? null);
      } catch {
        return DEFAULT_WISHES;
      }
    },
    save: (w) => {
      try {
        storage?.setItem(CHOICES_KEY, storeWishes(w));
      } catch {
        // Storage full or blocked: the choices are simply not remembered.
      }
    },
  };
}

interface Widgets {
  readonly set: Picker<DominoSet> | null;
  readonly players: Picker<number>;
  readonly partners: Picker<boolean>;
  readonly level: Picker<ChoiceLevel>;
  readonly people: Picker<string>;
  readonly target: Picker<number>;
  readonly rules: RulesRow;
  readonly deal: DealRow;
  readonly note: Phaser.GameObjects.Text;
}

export class NewGameScene extends MenuScreen {
  private wishes: Wishes = DEFAULT_WISHES;
  private error = '';
  private widgets?: Widgets;
  private readonly store: ReturnType<typeof choicesStore>;

  /** Opened from the menu's Practice button: the game starts in practice mode. */
  private practice = false;
  /** Pass-and-play: the other seats played by people here (a `peopleChoices` value). */
  private people = '';

  constructor(private readonly services: Services) {
    super({ key: 'NewGame' });
    this.store = choicesStore(services.storage);
  }

  init(data?: { practice?: boolean }): void {
    this.practice = data?.practice === true;
  }

  create(): void {
    this.wishes = this.store.load();
    this.error = '';
    this.openScreen();
    // Typing while the deal row has the focus opens the code entry with that character.
    this.ring?.setKeyHandler((e) => {
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
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.widgets = undefined;
    });
  }

  protected back(): void {
    this.services.sound.play('click');
    this.store.save(this.wishes);
    this.scene.start('Menu');
  }

  private start(): void {
    this.store.save(this.wishes);
    const choice = startChoice(this.wishes, { practice: this.practice, screen: SCREEN });
    const people = this.practice ? [] : peopleSeats(this.people, choice.players);
    // The game starts once the table's scene is there (a chunk of its own, loaded on first use).
    whenTable(this, this.services, () => {
      const result = this.services.session.start(
        people.length > 0 ? { ...choice, people } : choice,
      );
      if (result.ok) {
        this.services.sound.play('click');
        this.scene.start('FamilyTable', {});
        return;
      }
      this.error = `The game could not start: ${result.message}`;
      this.sync();
      showToast(this, this.error, { tone: 'error' });
    });
  }

  private enterSeed(first?: string): void {
    if (!this.ring) return;
    openSeedEntry(this, this.ring, {
      current: this.wishes.seed,
      first,
      done: (seed) => this.change({ kind: 'seed', seed }),
    });
  }

  private openRules(): void {
    if (!this.ring) return;
    const wishes = { get: () => this.wishes, set: (w: Wishes) => (this.wishes = w) };
    openGameRules(this, this.ring, SCREEN, wishes, () => this.sync());
  }

  private change(change: Change): void {
    this.wishes = choose(this.wishes, change, SCREEN);
    this.error = '';
    this.sync();
  }

  /** Brings the rows that depend on other choices up to date, in place. */
  private sync(): void {
    const w = this.widgets;
    if (!w) return;
    const r: Resolved = resolve(this.wishes, SCREEN);
    if (w.set) {
      w.set.setChoices(r.setOptions, r.set);
      w.set.setEnabled(r.setOptions.length > 1);
    }
    w.players.setChoices(r.playerOptions, r.players);
    w.players.setEnabled(r.playersOpen);
    w.partners.setEnabled(r.partnersAllowed);
    w.partners.setValue(r.partners);
    w.target.setChoices(r.targetOptions, r.target);
    const people = peopleChoices(r.players);
    if (!people.some((p) => p.value === this.people)) this.people = '';
    w.people.setChoices(people, this.people);
    w.people.setEnabled(!this.practice);
    // Pass-and-play with every seat a person's: there are no computer opponents to choose.
    const everyone = !this.practice && peopleSeats(this.people, r.players).length === r.players - 1;
    w.level.setEnabled(!everyone);
    w.rules.setSummary(r.rulesSummary, r.rules.length > 0);
    w.deal.setCode(r.seed);
    w.note.setText(this.error || r.description);
    w.note.setColor(this.error ? css.danger : css.soft);
  }

  protected layout(): void {
    const { root, focus, W, H, s } = this.freshRoot();
    const r = resolve(this.wishes, SCREEN);
    const withSet = setsOffered(SCREEN);

    const bg = this.add.graphics();
    drawFelt(bg, W, H);
    root.add(bg);

    const pad = W < 600 ? 14 : Math.round(28 * s);
    const titleSize = Math.max(28, Math.round(42 * s));
    const btnH = Math.max(44, Math.round(52 * s));
    const noteSize = Math.max(15, Math.round(18 * s));
    // The rows: the game (a two-line row, GAME_ROW rows tall), the set where offered, then seven.
    const GAME_ROW = 1.6;
    const small = withSet ? 8 : 7;
    const colGap = 20;
    const note = this.add
      .text(W / 2, 0, '', {
        ...textStyle(noteSize, { colour: css.soft, align: 'center' }),
        fontStyle: 'italic',
      })
      .setOrigin(0.5, 0)
      .setLineSpacing(3);
    /** The note must hold the longest description at this width: measured, not guessed. */
    const noteHeight = (width: number): number => {
      note.setWordWrapWidth(width, true);
      let most = 0;
      for (const g of availableGames())
        for (const partners of [false, true]) {
          const d = resolve(
            { ...this.wishes, game: g.id, players: 4, partners },
            SCREEN,
          ).description;
          most = Math.max(most, note.setText(d).height);
        }
      return most;
    };
    const chromeFor = (noteH: number): number =>
      pad + titleSize * 1.3 + 14 + noteH + 14 + btnH + pad;
    // One column, or two on a screen too short for one (the game row and two or three more
    // in the first). Rows are never under 44 px: a form still too tall scrolls.
    const slots = small + 1;
    const widthOf = (n: number): number => Math.min(n === 2 ? 1040 : 640, W - 16);
    const fitFor = (n: number) => {
      const starts = n === 1 ? [0] : [0, 4];
      const counts = starts.map((at, i) => (starts[i + 1] ?? slots) - at);
      const units = Math.max(...counts.map((c, i) => c - (i === 0 ? 1 - GAME_ROW : 0)));
      const chrome = chromeFor(noteHeight(widthOf(n) - pad * 2));
      const fits = chrome + units * 44 + (Math.max(...counts) - 1) * 10 <= H - 16;
      return { n, starts, units, rows: Math.max(...counts), chrome, fits };
    };
    const one = fitFor(1);
    const fit = one.fits || W < 600 ? one : fitFor(2);
    const cols = fit.n;
    const pw = widthOf(cols);
    const rowW = (pw - pad * 2 - (cols - 1) * colGap) / cols;
    const { chrome, starts, units: colUnits, rows: colRows } = fit;
    const rowH = Math.round(
      Math.max(44, Math.min(rowW < 400 ? 48 : 52, (H - chrome - 16) / (colUnits * 1.25))),
    );
    const gap = Math.round(rowH * (H > 780 ? 0.34 : 0.22));
    const rowsH = colUnits * rowH + (colRows - 1) * gap;
    const ph = chrome + rowsH;
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

    // The values get what the longest label leaves (Picker puts its arrows 0.65 rows from the value).
    const probe = this.add.text(0, 0, 'Opponents', textStyle(Math.round(rowH * 0.42)));
    const valueWidth = Math.min(rowW * 0.52, rowW - probe.width - rowH - 30);
    probe.destroy();
    const opts = { width: rowW, height: rowH, valueWidth };
    // Rows go down the first column, then the next.
    let slot = 0;
    let y = rowsTop;
    const place = (units: number): [number, number] => {
      const col = starts.filter((at) => at <= slot).length - 1;
      if (col > 0 && slot === starts[col]) y = rowsTop;
      const h = units * rowH;
      const at: [number, number] = [px + pad + rowW / 2 + col * (rowW + colGap), y + h / 2];
      y += h + gap;
      slot++;
      return at;
    };
    const game = new GameRow(
      this,
      ...place(GAME_ROW),
      { width: rowW, height: Math.round(GAME_ROW * rowH), rowH, valueWidth },
      availableGames().map((g) => ({
        value: g.id,
        family: familyName(g.family),
        name: g.name,
      })),
      r.game.id,
      (game) => this.change({ kind: 'game', game }),
    );
    const set = withSet
      ? new Picker<DominoSet>(
          this,
          ...place(1),
          'Set',
          r.setOptions,
          r.set,
          (value) => this.change({ kind: 'set', set: value }),
          opts,
        )
      : null;
    const players = new Picker<number>(
      this,
      ...place(1),
      'Players',
      r.playerOptions,
      r.players,
      (n) => this.change({ kind: 'players', players: n }),
      opts,
    );
    const partners = new Picker<boolean>(
      this,
      ...place(1),
      'Partners',
      ON_OFF,
      r.partners,
      (partners) => this.change({ kind: 'partners', partners }),
      opts,
    );
    const level = new Picker<ChoiceLevel>(
      this,
      ...place(1),
      'Opponents',
      LEVEL_CHOICES,
      r.level,
      (l) => this.change({ kind: 'level', level: l }),
      opts,
    );
    const people = new Picker<string>(
      this,
      ...place(1),
      'People',
      peopleChoices(r.players),
      this.people,
      (v) => {
        this.people = v;
        this.sync();
      },
      opts,
    );
    const target = new Picker<number>(
      this,
      ...place(1),
      'Target',
      r.targetOptions,
      r.target,
      (t) => this.change({ kind: 'target', target: t }),
      opts,
    );
    const rules = new RulesRow(this, ...place(1), { ...opts, rowH }, () => this.openRules());
    const deal = new DealRow(this, ...place(1), { ...opts, rowH }, () => this.enterSeed());
    note.setY(rowsTop + rowsH + 14);
    const rows: (Phaser.GameObjects.Container & Focusable)[] = [game, ...(set ? [set] : [])];
    rows.push(players, partners, level, people, target, rules, deal);
    root.add([...rows, note]);

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

    this.widgets = { set, players, partners, level, people, target, rules, deal, note };
    this.sync();
    const items: Focusable[] = [...rows, start, back];
    this.ring?.set(items, focus);
    this.fitContent(py + ph + 8);
  }
}
