/**
 * Your games: every finished game kept in the library, newest first, filtered by rule set
 * and result, a page at a time. A game opens a dialog to export or delete it; below the
 * list: Statistics, Import, Export all (the shown games) and Back. Loaded on demand with
 * the Statistics scene (`Services.loadLibrary`).
 */
import { RESULT_NAMES, courseLine, filterGames, gameLine, rulesName } from '../../archive/describe';
import type { ArchivedGame, GameResult } from '../../archive/game';
import { css, textStyle } from '../../ui/theme';
import { Button, type Focusable, Picker, showDialog } from '../../ui/widgets';
import { drawPanelFrame } from './libraryPanel';
import { MenuScreen } from '../screen';
import type { Services } from '../services';
import { showToast } from '../toast';
import { whenTable } from '../overlay';

export class HistoryScene extends MenuScreen {
  private games: ArchivedGame[] | null = null;
  private rules: string | null = null;
  private result: GameResult | null = null;
  private page = 0;

  constructor(private readonly services: Services) {
    super({ key: 'History' });
  }

  create(): void {
    this.games = null;
    this.page = 0;
    this.openScreen();
    this.reload();
  }

  /** Reads the library again, then draws it. */
  private reload(): void {
    const library = this.services.library;
    if (!library) return;
    library.games().then(
      (games) => {
        this.games = games;
        if (this.root) this.layout();
      },
      () => {
        this.games = [];
        if (this.root) this.layout();
      },
    );
  }

  protected back(): void {
    this.go('Menu');
  }

  private go(key: 'Menu' | 'Stats'): void {
    this.services.sound.play('click');
    this.scene.start(key);
  }

  private shown(): ArchivedGame[] {
    return filterGames(this.games ?? [], this.rules, this.result);
  }

  protected layout(): void {
    const focus = this.ring?.focusIndex ?? 0;
    this.root?.destroy();
    const { root, W, H, s, px, pad, inner, top, rowH, gap } = drawPanelFrame(this, 'Your games');
    this.root = root;
    let y = top;
    const all = this.games;
    const shown = this.shown();
    const problem = this.services.library?.problem() ?? null;
    const note =
      all === null
        ? 'Reading your games…'
        : `${all.length === 0 ? 'No finished games yet: they are kept here as they end.' : `${shown.length} of ${all.length} games`}${problem ? `\n${problem}` : ''}`;
    const noteText = this.add
      .text(
        W / 2,
        y,
        note,
        textStyle(Math.max(13, 16 * s), {
          colour: problem ? css.danger : css.soft,
          align: 'center',
          wrap: inner,
        }),
      )
      .setOrigin(0.5, 0);
    root.add(noteText);
    y += noteText.height + 10;

    const items: Focusable[] = [];
    // The filters: side by side on a wide screen, one above the other on a phone.
    const presets = [...new Set((all ?? []).map((g) => g.preset))];
    const two = inner >= 620;
    const pickW = two ? (inner - gap) / 2 : inner;
    const rules = new Picker<string | null>(
      this,
      two ? px + pad + pickW / 2 : W / 2,
      y + rowH / 2,
      'Rules',
      [{ value: null, label: 'All' }, ...presets.map((p) => ({ value: p, label: rulesName(p) }))],
      this.rules,
      (v) => {
        this.rules = v;
        this.page = 0;
        this.layout();
      },
      { width: pickW, height: rowH, valueWidth: Math.min(190, pickW * 0.5) },
    );
    if (!two) y += rowH + gap;
    const results: readonly (GameResult | null)[] = [null, 'won', 'lost', 'watched'];
    const result = new Picker<GameResult | null>(
      this,
      two ? px + pad + pickW * 1.5 + gap : W / 2,
      y + rowH / 2,
      'Result',
      results.map((r) => ({ value: r, label: r === null ? 'All' : RESULT_NAMES[r] })),
      this.result,
      (v) => {
        this.result = v;
        this.page = 0;
        this.layout();
      },
      { width: pickW, height: rowH, valueWidth: Math.min(150, pickW * 0.4) },
    );
    root.add([rules, result]);
    items.push(rules, result);
    y += rowH + gap * 2;

    // The bottom buttons take two rows on a phone, one otherwise.
    const actions = ['Statistics', 'Import', 'Export all', 'Back'] as const;
    const perRow = inner >= 560 ? 4 : 2;
    const actionRows = Math.ceil(actions.length / perRow);
    const bottom = H - 8 - pad - actionRows * rowH - (actionRows - 1) * gap;
    const listRowH = Math.round(Math.max(48, Math.min(58, rowH * 1.2)));
    const pagerH = rowH;
    const room = bottom - gap - pagerH - gap - y;
    const perPage = Math.max(1, Math.floor((room + gap) / (listRowH + gap)));
    const pages = Math.max(1, Math.ceil(shown.length / perPage));
    this.page = Math.min(this.page, pages - 1);
    const size = Math.max(12, Math.min(17, listRowH * 0.3));
    for (const g of shown.slice(this.page * perPage, (this.page + 1) * perPage)) {
      const label = rowLabel(g, inner, size);
      // Smaller type where the longest line would not fit (about 0.6 em a character, bold).
      const longest = Math.max(...label.split('\n').map((l) => l.length));
      const fontSize = Math.max(10, Math.min(size, (inner - 20) / (longest * 0.6)));
      const b = new Button(this, W / 2, y + listRowH / 2, label, () => this.openGame(g), {
        width: inner,
        height: listRowH,
        fontSize,
      });
      root.add(b);
      items.push(b);
      y += listRowH + gap;
    }

    const pagerW = Math.min(200, (inner - gap) / 2);
    const pagerY = bottom - gap - pagerH / 2;
    const newer = new Button(
      this,
      W / 2 - pagerW / 2 - gap / 2,
      pagerY,
      '‹ Newer',
      () => this.turn(-1),
      { width: pagerW, height: pagerH },
    );
    const older = new Button(
      this,
      W / 2 + pagerW / 2 + gap / 2,
      pagerY,
      'Older ›',
      () => this.turn(1),
      { width: pagerW, height: pagerH },
    );
    newer.setEnabled(this.page > 0);
    older.setEnabled(this.page < pages - 1);
    root.add([newer, older]);
    items.push(newer, older);
    if (pages > 1) {
      root.add(
        this.add
          .text(
            W / 2,
            pagerY,
            `${this.page + 1}/${pages}`,
            textStyle(Math.max(12, 14 * s), { colour: css.dim }),
          )
          .setOrigin(0.5),
      );
    }

    const bw = (inner - (perRow - 1) * gap) / perRow;
    const run: Readonly<Record<(typeof actions)[number], () => void>> = {
      Statistics: () => this.go('Stats'),
      Import: () => this.importFile(),
      'Export all': () => this.exportShown(),
      Back: () => this.go('Menu'),
    };
    actions.forEach((label, i) => {
      const b = new Button(
        this,
        px + pad + bw / 2 + (i % perRow) * (bw + gap),
        bottom + rowH / 2 + Math.floor(i / perRow) * (rowH + gap),
        label,
        run[label],
        { width: bw, height: rowH, primary: label === 'Statistics' },
      );
      if (label === 'Export all') b.setEnabled(shown.length > 0);
      root.add(b);
      items.push(b);
    });
    this.ring?.set(items, Math.min(focus, items.length - 1));
  }

  private turn(delta: number): void {
    this.services.sound.play('click');
    this.page = Math.max(0, this.page + delta);
    this.layout();
  }

  private openGame(game: ArchivedGame): void {
    this.services.sound.play('click');
    showDialog(this, {
      title: 'This game',
      message: `${gameLine(game)}${game.seed ? `\nDeal code ${game.seed}` : ''}\n${courseLine(game)}`,
      ring: this.ring,
      buttons: [
        { label: 'Replay', primary: true, onClick: () => this.replay(game) },
        {
          label: 'Export',
          onClick: () => this.services.library?.exportGames([game]),
        },
        { label: 'Delete', onClick: () => this.confirmDelete(game) },
        { label: 'Close', cancel: true },
      ],
    });
  }

  /** The replay viewer: every family's kept games are stepped through at the family table. */
  private replay(game: ArchivedGame): void {
    whenTable(this, this.services, () => this.scene.start('FamilyTable', { replay: game }));
  }

  private confirmDelete(game: ArchivedGame): void {
    showDialog(this, {
      title: 'Delete this game?',
      message: 'It leaves your library and your statistics. This cannot be undone.',
      ring: this.ring,
      buttons: [
        {
          label: 'Delete',
          onClick: () => void this.services.library?.remove(game.id).then(() => this.reload()),
        },
        { label: 'Keep it', primary: true, cancel: true },
      ],
    });
  }

  private exportShown(): void {
    const games = this.shown();
    if (games.length > 0) this.services.library?.exportGames(games.slice().reverse());
  }

  private importFile(): void {
    const library = this.services.library;
    if (!library) return;
    library.importFile().then(
      (report) => {
        if (!report) return;
        if (report.ok) {
          showToast(this, report.message);
          this.reload();
        } else showDialog(this, { title: 'Import', message: report.message, ring: this.ring });
      },
      () => showToast(this, 'The file could not be read.', { tone: 'error' }),
    );
  }
}

/** A row's label: one line where it fits, else the date and result over the rest. */
function rowLabel(game: ArchivedGame, width: number, fontSize: number): string {
  const line = gameLine(game);
  if (line.length * fontSize * 0.55 < width - 24) return line;
  const [date, rules, players, scores, result] = line.split(' · ');
  return `${date ?? ''} · ${result ?? ''}\n${rules ?? ''} · ${players ?? ''} · ${scores ?? ''}`;
}
