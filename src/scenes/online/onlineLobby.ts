/**
 * The online lobby, drawn: the table's code in large letters, the link with a Copy button,
 * each seat with who sits there (the host may give an empty seat to a computer, or open a
 * computer's seat again), and Start for the host; the others see what they wait for. The
 * words are src/view/onlineLobby.ts's; the actions go to the session.
 */
import type * as Phaser from 'phaser';
import { presetName } from '../../machine/games';
import type { OnlineSession } from '../../net/session';
import { tableLink } from '../../net/session';
import type { TableInfo } from '../../net/protocol';
import { canStart, lobbyStatus, seatAction, seatWords, spacedCode } from '../../view/onlineLobby';
import { seatColour } from '../../view/onlineNames';
import { colours, css, textStyle } from '../../ui/theme';
import { Button, type Focusable } from '../../ui/widgets';
import { copyLine } from '../clipboard';

export interface LobbyPlace {
  readonly table: TableInfo;
  readonly session: OnlineSession;
  /** The column's centre, its top and width, the row height, the gap and the UI scale. */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly rowH: number;
  readonly gap: number;
  readonly s: number;
}

/** Draws the lobby into `root` (its buttons into `items`, in focus order); returns the bottom. */
export function lobbyLayout(
  scene: Phaser.Scene,
  root: Phaser.GameObjects.Container,
  items: Focusable[],
  at: LobbyPlace,
): number {
  const { table, session, x, width, rowH, gap, s } = at;
  let y = at.y;
  const text = (words: string, size: number, colour: string, bold = false) => {
    const t = scene.add
      .text(x, y, words, {
        ...textStyle(size, { colour, align: 'center', bold }),
        wordWrap: { width },
      })
      .setOrigin(0.5, 0);
    root.add(t);
    y += t.height + gap;
    return t;
  };
  const small = Math.max(15, Math.round(17 * s));
  text(`${presetName(table.preset)} · ${table.players} players`, small, css.soft);
  text('Table code', small, css.soft);
  y -= gap;
  const code = text(spacedCode(table.code), Math.max(40, Math.round(64 * s)), css.gold, true);
  code.setName('table-code');
  const link = tableLink(window.location.href, table.code);
  const linkText = text(link, Math.max(13, Math.round(15 * s)), css.dim);
  linkText.setWordWrapWidth(width, true);
  const copy = new Button(scene, x, y + rowH / 2, 'Copy the link', () => copyLine(scene, link), {
    width: Math.min(260, width),
    height: rowH,
  });
  root.add(copy);
  items.push(copy);
  y += rowH + gap * 2;

  const actionW = Math.min(150, width * 0.36);
  table.seats.forEach((info, seat) => {
    const action = seatAction(table, seat);
    // The seat's row holds its button at a thumb's full height.
    const seatH = rowH + 6;
    const cy = y + seatH / 2;
    const g = scene.add.graphics();
    g.fillStyle(colours.panel, 0.85).fillRoundedRect(x - width / 2, y, width, seatH, 10);
    // Each seat in its colour, as every table of the game shows it (on every page).
    const side = seatColour(table, seat);
    const open = info.kind === 'person' && !info.taken;
    if (!open)
      g.fillStyle(colours.sides[side] ?? colours.gold, 1).fillCircle(x - width / 2 + 18, cy, 6);
    const wordsW = width - (action ? actionW + 24 : 16) - 20;
    const words = scene.add
      .text(x - width / 2 + 32, cy, seatWords(table, seat), {
        ...textStyle(Math.max(14, Math.round(rowH * 0.36)), {
          colour: open ? css.soft : (css.sides[side] ?? css.text),
          bold: seat === table.you,
        }),
      })
      .setOrigin(0, 0.5);
    if (words.width > wordsW) words.setScale(wordsW / words.width);
    root.add([g, words]);
    if (action) {
      const b = new Button(
        scene,
        x + width / 2 - actionW / 2 - 4,
        cy,
        action === 'computer' ? 'Computer' : 'Open seat',
        () =>
          session.setSeat(
            seat,
            action === 'computer' ? { kind: 'computer', level: 'medium' } : { kind: 'person' },
          ),
        { width: actionW, height: rowH, fontSize: Math.max(14, Math.round(rowH * 0.32)) },
      );
      root.add(b);
      items.push(b);
    }
    y += seatH + gap;
  });
  text(lobbyStatus(table), small, css.soft);
  const host = table.you === table.host && table.you >= 0;
  const bw = Math.min(220, (width - 14) / 2);
  const by = y + rowH / 2;
  const leave = new Button(
    scene,
    host ? x - bw / 2 - 7 : x,
    by,
    'Leave',
    () => void session.leave(),
    {
      width: bw,
      height: rowH,
    },
  );
  root.add(leave);
  if (host) {
    const start = new Button(scene, x + bw / 2 + 7, by, 'Start', () => session.start(), {
      width: bw,
      height: rowH,
      primary: true,
    });
    start.setEnabled(canStart(table));
    root.add(start);
    items.push(start);
  }
  items.push(leave);
  return y + rowH + gap;
}
