/**
 * Mexican Train's board on the family table: the hub row (the round's engine, the
 * boneyard, the owed double) and a lane per train, each with its owner's colour and name,
 * its marker, its open end and its tiles laid from the hub outwards, doubles crosswise
 * (`laneLayout`: a long train takes smaller tiles, then bends onto a second row). Lit
 * lanes are the chosen tile's targets.
 */
import type * as Phaser from 'phaser';
import { fitWidth } from '../../ui/hudView';
import type { Rect } from '../../view/tableRegions';
import type { TrainLane, TrainsBoard } from '../../view/trains/trainsTable';
import { tileAngle } from '../../view/pips';
import { laneLayout } from '../../view/trains/laneLayout';
import { drawMarker } from '../../ui/markerArt';
import { numeralsForSet } from '../../ui/tileArt';
import { colours, css } from '../../ui/theme';
import type { Button } from '../../ui/widgets';
import { BoardPieces } from './boardPieces';
import { tileOf } from '../../engine/core/tiles';
import { tileKey } from '../../view/familyTable';
import type { FamilyBoardDrawer } from './familyDrawer';

export class TrainsDrawer extends BoardPieces implements FamilyBoardDrawer<TrainsBoard> {
  private lanes: { id: string; rect: Rect }[] = [];
  private hub: Rect | null = null;

  constructor(scene: Phaser.Scene) {
    super(scene);
  }

  clear(): void {
    this.clearPieces();
    this.lanes = [];
    this.hub = null;
  }

  draw(board: TrainsBoard, area: Rect, lit: ReadonlySet<string>, highlight: string | null): void {
    this.clear();
    const g = this.g;
    const n = board.lanes.length;
    const hubH = Math.min(56, Math.max(30, area.h * 0.14));
    const gap = 4;
    // The lanes in as many columns as it takes to keep each at least 26 px tall.
    const room = area.h - hubH - gap;
    const rows = Math.max(1, Math.min(n, Math.floor((room + gap) / (26 + gap))));
    const cols = Math.ceil(n / rows);
    const perCol = Math.ceil(n / cols);
    // Taller lanes for long trains (where there is room), so they bend rather than hide tiles.
    const longest = Math.max(0, ...board.lanes.map((l) => l.tiles.length));
    const cap = Math.min(150, 64 + 6 * Math.max(0, longest - 10));
    const laneH = Math.min(cap, (room - gap * (perCol - 1)) / perCol);
    const laneW = (area.w - gap * (cols - 1)) / cols;
    // A big set's numbers as numerals by default (Settings' tile faces), or on short lanes.
    const numerals = numeralsForSet(board.maxPip) || (board.maxPip > 9 && laneH < 60);
    // The hub: the engine, the boneyard, what is owed.
    const hub: Rect = { x: area.x, y: area.y, w: area.w, h: hubH };
    g.fillStyle(colours.panel, 0.55).fillRoundedRect(hub.x, hub.y, hub.w, hub.h, 10);
    if (lit.has('hub')) {
      g.lineStyle(3, highlight === 'hub' ? colours.highlight : colours.gold, 1);
      g.strokeRoundedRect(hub.x, hub.y, hub.w, hub.h, 10);
      this.hub = hub;
    }
    const half = Math.min(hubH * 0.42, 22);
    const engineX = hub.x + 10 + half * 2;
    if (board.engine !== null && board.placed)
      this.tile(engineX, hub.y + hub.h / 2, [board.engine, board.engine], half, 90, {
        numerals: board.maxPip > 6,
        key: tileKey(tileOf(board.engine, board.engine)),
      });
    // Drawn tiles come from the boneyard's words in the hub.
    this.place('boneyard', { x: engineX + half * 2 + 40, y: hub.y + hub.h / 2 });
    // The engine named (a double-blank's face alone reads as an empty place).
    const engine = `Engine ${board.engine ?? ''}-${board.engine ?? ''}`;
    const words = [board.placed ? engine : 'No engine yet', `Boneyard ${board.boneyard}`].join(
      ' · ',
    );
    // A short hub has one line: what is owed, else the engine and the boneyard.
    const oneLine = hub.h < 44;
    const wordsText =
      !oneLine || !board.owed
        ? this.text(
            engineX + half * 2 + 10,
            oneLine ? hub.y + hub.h / 2 - 9 : hub.y + 6,
            words,
            14,
            css.soft,
          )
        : null;
    if (board.owed) {
      // Fitted to the hub: smaller type before it would run out of it.
      const x = engineX + half * 2 + 10;
      const y = oneLine ? hub.y + hub.h / 2 - 9 : hub.y + hub.h / 2;
      const owed = this.text(x, y, board.owed, 15, css.gold, true);
      const room = hub.x + hub.w - 8 - x;
      fitWidth(owed, room, 11);
      // Still too long (a phone, a long seat name): two lines, under smaller engine words, or
      // in the middle of a one-line hub, never cut in the middle of a word.
      if (owed.width > room) {
        owed.setFontSize(10).setWordWrapWidth(room);
        if (wordsText) {
          wordsText.setFontSize(12).setY(hub.y + 3);
          owed.setY(wordsText.y + wordsText.height);
        } else owed.setY(hub.y + Math.max(0, (hub.h - owed.height) / 2));
      }
      owed.setFixedSize(Math.min(owed.width, room), 0);
    }
    // The lanes: the name, the marker and the open end on a line, the tiles under it.
    board.lanes.forEach((lane, i) => {
      const col = Math.floor(i / perCol);
      const row = i % perCol;
      const rect: Rect = {
        x: area.x + col * (laneW + gap),
        y: hub.y + hub.h + gap + row * (laneH + gap),
        w: laneW,
        h: laneH,
      };
      this.lane(lane, rect, lit.has(lane.id), highlight === lane.id, numerals);
    });
  }

  private lane(
    lane: TrainLane,
    rect: Rect,
    on: boolean,
    focused: boolean,
    numerals: boolean,
  ): void {
    const g = this.g;
    const colour = lane.side < 0 ? colours.ivory : (colours.sides[lane.side] ?? colours.gold);
    g.fillStyle(lane.owed ? 0x5a2a20 : colours.panel, on ? 0.8 : 0.45);
    g.fillRoundedRect(rect.x, rect.y, rect.w, rect.h, 8);
    g.fillStyle(colour, 1).fillRoundedRect(rect.x, rect.y, 6, rect.h, 3);
    if (on) {
      g.lineStyle(3, focused ? colours.highlight : colours.gold, 1);
      g.strokeRoundedRect(rect.x, rect.y, rect.w, rect.h, 8);
      this.lanes.push({ id: lane.id, rect });
    }
    // A short lane has its name, tiles and open end on one line; a tall one, tiles under.
    const short = rect.h < 44;
    const size = short ? 12 : Math.max(12, Math.min(15, rect.h * 0.26));
    const nameColour = lane.side < 0 ? css.text : (css.sides[lane.side] ?? css.text);
    const nameY = short ? rect.y + rect.h / 2 - size * 0.65 : rect.y + 3;
    const label = short ? shortName(lane.name) : lane.name;
    const tone = lane.owed ? css.danger : css.soft;
    // The open end: "ends 9" on a tall lane; on a short one, the number on a tile's half
    // (never a bare number), "owed" before it while a double waits.
    let openLeft: number;
    if (short) {
      const num = this.text(0, nameY, String(lane.open), size - 1, css.ink, true);
      const w = Math.max(num.width + 8, num.height);
      const right = rect.x + rect.w - 8;
      num.setOrigin(0.5, 0).setX(right - w / 2);
      g.fillStyle(colours.ivory, 1).fillRoundedRect(right - w, nameY - 1, w, num.height + 2, 3);
      openLeft = right - w;
      if (lane.owed) {
        const owed = this.text(openLeft - 4, nameY, 'owed', size - 2, tone, true).setOrigin(1, 0);
        openLeft = owed.x - owed.width;
      }
    } else {
      const ends = `ends ${lane.open}${lane.owed ? ' · owed' : ''}`;
      const t = this.text(rect.x + rect.w - 8, nameY, ends, size - 1, tone, true).setOrigin(1, 0);
      openLeft = t.x - t.width;
    }
    // The name gives way to the marker and the open end on a narrow lane: smaller type, then cut
    // (never under them).
    const name = this.text(rect.x + 12, nameY, label, size, nameColour, true);
    const markerW = lane.marker ? size * 1.6 + 10 : 0;
    const nameRoom = openLeft - 6 - markerW - name.x;
    fitWidth(name, nameRoom, 10);
    if (name.width > nameRoom) name.setFixedSize(Math.max(1, nameRoom), 0);
    let x = rect.x + 18 + name.width;
    if (lane.marker) {
      drawMarker(g, x, nameY + size / 2, size, colour);
      this.place(`marker:${lane.id}`, { x: x + size * 0.75, y: nameY + size / 2 });
      x += size * 1.6 + 4;
      if (!short) x += this.text(x, rect.y + 3, 'open', size - 1, css.gold, true).width + 6;
    }
    // The person's planned train, on a lane tall enough for its words (never under the open end).
    if (lane.note && !short) {
      const note = this.text(x + 4, nameY + 1, lane.note, size - 2, css.gold, true);
      if (note.x + note.width > openLeft - 6) note.setVisible(false);
    }
    // The tiles, end to end from the hub outwards, doubles crosswise; a long train bends onto
    // a second row where the lane is tall enough, else shows its newest after "+N".
    const top = short ? rect.y + 3 : rect.y + size + 8;
    const left = short ? x + 4 : rect.x + 12;
    const right = short ? openLeft - 6 : rect.x + rect.w - 12;
    const box: Rect = { x: left, y: top, w: right - left, h: rect.y + rect.h - top - 3 };
    const laid = laneLayout(lane.tiles, box, Math.max(10, Math.min(box.h * 0.95, 28)));
    if (laid.more) this.text(laid.more.x, laid.more.y - 7, `+${laid.hidden}`, 12, css.dim, true);
    laid.spots.forEach((spot, i) => {
      const [inner, outer] = lane.tiles[laid.hidden + i] ?? [0, 0];
      // The texture shows the higher end up: turn it so the inner end points to the hub (a
      // double stands across the train).
      const angle = spot.crosswise ? 0 : tileAngle(inner, outer, 'left');
      this.tile(spot.x, spot.y, [inner, outer], spot.half, angle, {
        numerals: numerals || spot.half < 15,
        key: tileKey(tileOf(inner, outer)),
      });
    });
  }

  buttons(): readonly Button[] {
    return [];
  }

  targetAt(x: number, y: number): string | null {
    const inside = (r: Rect): boolean => x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;
    if (this.hub && inside(this.hub)) return 'hub';
    return this.lanes.find((l) => inside(l.rect))?.id ?? null;
  }

  /** Where a lane is (for browser tests): every lane's id and centre. */
  spots(): { id: string; x: number; y: number }[] {
    const out = this.lanes.map((l) => ({
      id: l.id,
      x: l.rect.x + l.rect.w / 2,
      y: l.rect.y + l.rect.h / 2,
    }));
    if (this.hub)
      out.push({ id: 'hub', x: this.hub.x + this.hub.w / 2, y: this.hub.y + this.hub.h / 2 });
    return out;
  }

  destroy(): void {
    this.clear();
    this.destroyPieces();
  }
}

/** A lane's name on a short lane: "West’s train" as "West", "Your train" as "You". */
function shortName(name: string): string {
  if (name === 'Your train') return 'You';
  if (name === 'Mexican train') return 'Mexican';
  return name.replace(/’s train$/, '');
}
