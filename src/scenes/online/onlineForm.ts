/**
 * Play online's form for a new table, drawn: New game's rows (the game, its set, players,
 * partners, target and the game's rule options: the same wishes and `resolve` as New game),
 * then a row per other seat (a friend, or a computer at a level) and what happens while a
 * person is away.
 */
import type * as Phaser from 'phaser';
import { availableGames, familyName, type DominoSet } from '../../machine/games';
import { resolve, type Change, type Screen, type Wishes } from '../../machine/newGameChoices';
import type { AwayPolicy } from '../../net/protocol';
import { AWAY_CHOICES, SEAT_CHOICES, type SeatChoice } from '../../view/onlineChoices';
import { MAX_DRAWN_PIP } from '../../view/pips';
import { css, textStyle } from '../../ui/theme';
import { Picker, type Focusable } from '../../ui/widgets';
import { GameRow, RulesRow } from '../menus/newGameRows';

/** The table draws tiles up to this many pips: larger sets are not offered. */
export const SCREEN: Screen = { maxPip: MAX_DRAWN_PIP };

export interface TableFormState {
  readonly wishes: Wishes;
  /** Seats 2 and on. */
  readonly others: readonly SeatChoice[];
  readonly away: AwayPolicy;
  change(change: Change): void;
  setOther(index: number, choice: SeatChoice): void;
  setAway(away: AwayPolicy): void;
  /** Opens the game's rule options (a game that has some: Texas 42's special contracts). */
  openRules(): void;
}

/** Draws the form's rows into `root` (and `items`, in focus order) from `at.y`; returns the bottom. */
export function tableForm(
  scene: Phaser.Scene,
  root: Phaser.GameObjects.Container,
  items: Focusable[],
  at: { x: number; y: number; rowW: number; rowH: number; gap: number; seatColumns?: 1 | 2 },
  form: TableFormState,
): number {
  const r = resolve(form.wishes, SCREEN);
  const { rowW, rowH, gap } = at;
  let y = at.y;
  const valueWidth = Math.min(rowW * 0.55, rowW - rowH - 120);
  const opts = { width: rowW, height: rowH, valueWidth };
  const place = (units = 1): [number, number] => {
    const h = units * rowH;
    const spot: [number, number] = [at.x, y + h / 2];
    y += h + gap;
    return spot;
  };
  const add = (row: Phaser.GameObjects.Container & Focusable): void => {
    root.add(row);
    items.push(row);
  };
  const picker = <T>(
    name: string,
    choices: readonly { readonly value: T; readonly label: string }[],
    value: T,
    set: (value: T) => void,
  ): void => add(new Picker<T>(scene, ...place(), name, choices, value, set, opts));
  add(
    new GameRow(
      scene,
      ...place(1.6),
      { width: rowW, height: Math.round(1.6 * rowH), rowH, valueWidth },
      availableGames().map((g) => ({ value: g.id, family: familyName(g.family), name: g.name })),
      r.game.id,
      (game) => form.change({ kind: 'game', game }),
    ),
  );
  if (r.setOptions.length > 1)
    picker<DominoSet>('Set', r.setOptions, r.set, (set) => form.change({ kind: 'set', set }));
  if (r.playersOpen)
    picker('Players', r.playerOptions, r.players, (players) =>
      form.change({ kind: 'players', players }),
    );
  if (r.partnersAllowed)
    picker(
      'Partners',
      [
        { value: false, label: 'Off' },
        { value: true, label: 'On' },
      ],
      r.partners,
      (partners) => form.change({ kind: 'partners', partners }),
    );
  picker('Target', r.targetOptions, r.target, (target) => form.change({ kind: 'target', target }));
  if (r.rules.length > 0) {
    const rules = new RulesRow(scene, ...place(), { ...opts, rowH }, () => form.openRules());
    rules.setSummary(r.rulesSummary, true);
    add(rules);
  }
  // The other seats, two to a line on a wide panel (`formFit`).
  const cols = at.seatColumns ?? 1;
  const seatW = (rowW - gap * (cols - 1)) / cols;
  const seatOpts = {
    ...opts,
    width: seatW,
    valueWidth: Math.min(seatW * 0.55, seatW - rowH - 120),
  };
  form.others.forEach((choice, i) => {
    const col = i % cols;
    const x = at.x - rowW / 2 + seatW / 2 + col * (seatW + gap);
    const last = col === cols - 1 || i === form.others.length - 1;
    const set = (value: SeatChoice): void => form.setOther(i, value);
    add(new Picker(scene, x, y + rowH / 2, `Seat ${i + 2}`, SEAT_CHOICES, choice, set, seatOpts));
    if (last) y += rowH + gap;
  });
  picker('If away', AWAY_CHOICES, form.away, (away) => form.setAway(away));
  const about = scene.add
    .text(at.x, y, `${r.description} You sit in seat 1.`, {
      ...textStyle(Math.max(14, Math.round(rowH * 0.32)), { colour: css.soft, align: 'center' }),
      wordWrap: { width: rowW },
      fontStyle: 'italic',
    })
    .setOrigin(0.5, 0);
  root.add(about);
  return y + about.height + gap;
}
