/**
 * The tutorial's lesson list, one part of the course a page (src/tutorial/chapters.ts): its
 * lessons numbered within it, each with a tick and its stars when done, a button to play (or
 * replay) it and one to skip it (a skipped lesson is not done); the row under them turns to
 * the part before or after, by name. It opens on the part of the lesson just left, or else
 * of the lesson to play next.
 * Keyboard through the FocusRing; Esc goes back to the menu.
 */
import * as Phaser from 'phaser';
import {
  courseChapters,
  listName,
  listPages,
  type ListPage,
  type ProgressStore,
} from '../../tutorial/index';
import { whenTable } from '../overlay';
import { css, textStyle, uiScale } from '../../ui/theme';
import {
  Button,
  drawFelt,
  type Focusable,
  FocusRing,
  onResize,
  showDialog,
} from '../../ui/widgets';
import type { Services } from '../services';
import { viewSize } from '../../ui/hiDpi';

export interface LessonsHotspots {
  readonly buttons: readonly { label: string; x: number; y: number }[];
  readonly done: readonly string[];
  readonly skipped: readonly string[];
  /** The page shown: its part's title, the page's number and how many there are. */
  readonly page: { readonly title: string; readonly at: number; readonly of: number };
}

/** "★★☆" for 2 of 3 stars; '' when none were counted. */
export function starText(stars: number): string {
  return stars > 0 ? '★'.repeat(stars) + '☆'.repeat(Math.max(0, 3 - stars)) : '';
}

export class LessonsScene extends Phaser.Scene {
  private ring?: FocusRing;
  private root?: Phaser.GameObjects.Container;
  private buttons: Button[] = [];
  /** The page of the list shown; null: the one with the lesson to play next. */
  private page: number | null = null;
  private shown: LessonsHotspots['page'] = { title: '', at: 0, of: 0 };
  /** The lesson opened last: back from it, the list opens on its page. */
  private lastOpened: string | null = null;

  constructor(
    private readonly services: Services,
    private readonly progress: ProgressStore,
  ) {
    super({ key: 'Lessons' });
  }

  create(): void {
    this.page = null;
    this.ring = new FocusRing(this);
    this.ring.setBack(() => this.scene.start('Menu'));
    this.layout();
    onResize(this, () => this.layout());
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.root = undefined;
    });
  }

  private open(lessonId: string): void {
    this.services.sound.play('click');
    this.lastOpened = lessonId;
    // Every lesson is played at the family table.
    whenTable(this, this.services, () => this.scene.start('FamilyTable', { lesson: lessonId }));
  }

  private layout(): void {
    const focusAt = this.ring?.focusIndex ?? 0;
    this.root?.destroy();
    const root = this.add.container(0, 0);
    this.root = root;
    this.buttons = [];
    const { width: W, height: H } = viewSize(this);
    const s = uiScale(W, H);
    const bg = this.add.graphics();
    drawFelt(bg, W, H);
    root.add(bg);

    const titleSize = Math.max(30, Math.min(56, H * 0.07));
    const title = this.add
      .text(
        W / 2,
        16 + titleSize / 2,
        'Tutorial',
        textStyle(titleSize, { serif: true, bold: true }),
      )
      .setOrigin(0.5);
    const done = this.progress.done();
    const skipped = this.progress.skipped();
    // One part of the course a page (a part too long for the screen goes in pieces): a
    // newcomer sees a few lessons and what they are about, never the whole list at once.
    const parts = courseChapters();
    const course = parts.flatMap((c) => c.lessons);
    const stars = course.reduce((sum, l) => sum + this.progress.stars(l.id), 0);
    const sub = this.add
      .text(
        W / 2,
        title.y + titleSize * 0.5 + 8,
        `${done.length} of ${course.length} lessons done · ${stars > 0 ? `${stars}★ of ${3 * course.length}` : 'a minute or two each'}`,
        textStyle(Math.max(13, 16 * s), { colour: css.soft }),
      )
      .setOrigin(0.5, 0);
    if (sub.width > W - 24) sub.setScale((W - 24) / sub.width);
    root.add([title, sub]);

    const colW = Math.min(560, W - 32);
    const left = W / 2 - colW / 2;
    const headY = sub.y + sub.height + 14;
    const heading = this.add
      .text(W / 2, headY, '', textStyle(Math.max(18, 22 * s), { bold: true }))
      .setOrigin(0.5, 0);
    const partLine = this.add
      .text(W / 2, 0, '', textStyle(Math.max(13, 15 * s), { colour: css.soft }))
      .setOrigin(0.5, 0);
    root.add([heading, partLine]);
    // A short screen (a phone on its side) turns the pages from the foot's row, beside Back.
    const short = H < 480;
    const footH = short ? 56 : 76;
    const rowGap = 6;
    const top = headY + heading.height + 6 + partLine.height + 12;
    // Rows never under 44 px (a finger); the page's turning row under them.
    const room = H - top - footH - rowGap;
    const longest = Math.max(...parts.map((c) => c.lessons.length));
    const rowH = Math.max(44, Math.min(52, room / (longest + 1) - rowGap));
    const slots = Math.max(1, Math.floor((room + rowGap) / (rowH + rowGap)) - (short ? 0 : 1));
    const pages = listPages(parts, slots);
    const skipW = Math.max(72, 80 * s);
    const items: Focusable[] = [];
    // The first lesson neither done nor skipped is the one to play next; its page opens.
    const firstOpen = course.findIndex((l) => !done.includes(l.id) && !skipped.includes(l.id));
    const openId = course[firstOpen]?.id;
    // The list opens on the page of the lesson just left, else of the one to play next.
    const opening = this.lastOpened ?? openId;
    const openPage = Math.max(
      0,
      pages.findIndex((pg) => pg.lessons.some((l) => l.id === opening)),
    );
    const page = Math.max(0, Math.min(pages.length - 1, this.page ?? openPage));
    this.page = page;
    const shown = pages[page];
    let focusFirst = 0;
    this.shown = { title: shown?.title ?? '', at: page + 1, of: pages.length };
    if (shown) {
      const inPart = parts[shown.part]?.lessons ?? [];
      const doneIn = inPart.filter((l) => done.includes(l.id)).length;
      heading.setText(
        shown.title + (shown.pieces > 1 ? ` (${shown.piece} of ${shown.pieces})` : ''),
      );
      partLine
        .setText(`Part ${shown.part + 1} of ${parts.length} · ${doneIn} of ${inPart.length} done`)
        .setY(heading.y + heading.height + 4);
      const fontSize = Math.round(Math.max(14, Math.min(18, rowH * 0.4)));
      shown.lessons.forEach((lesson, i) => {
        const y = top + i * (rowH + rowGap) + rowH / 2;
        const isDone = done.includes(lesson.id);
        const isSkipped = skipped.includes(lesson.id);
        const mainW = colW - skipW - 8;
        const earned = starText(this.progress.stars(lesson.id));
        const label = `${isDone ? '✓ ' : ''}${shown.from + i + 1}. ${listName(lesson)}${earned ? `  ${earned}` : ''}`;
        // Long titles get smaller type rather than run past the button.
        const fits = Math.floor((mainW - 24) / ((label.length + (earned ? 2 : 0)) * 0.58));
        const next = openId === lesson.id;
        const play = new Button(this, left + mainW / 2, y, label, () => this.open(lesson.id), {
          width: mainW,
          height: rowH,
          fontSize: Math.min(fontSize, fits),
          primary: next,
        });
        if (next) focusFirst = items.length;
        const skip = new Button(
          this,
          left + colW - skipW / 2,
          y,
          isDone ? 'Replay' : isSkipped ? 'Skipped' : 'Skip',
          () => {
            if (isDone || isSkipped) this.open(lesson.id);
            else {
              this.progress.skip(lesson.id);
              this.layout();
            }
          },
          { width: skipW, height: rowH, fontSize: Math.round(fontSize * 0.85) },
        );
        root.add([play, skip]);
        items.push(play, skip);
        this.buttons.push(play, skip);
      });
    }
    // Back, and once something is done, a way to start the course again (asked first).
    const anything = done.length + skipped.length > 0;
    // Clear of the felt's rim.
    const footY = H - footH / 2 - 6;
    const cell = (W - 48) / 4;
    const footW = short ? cell : Math.min(220, (W - 60) / (anything ? 2 : 1));
    // The row that turns the pages: named for the part before and after.
    const navY = short ? footY : top + slots * (rowH + rowGap) + rowH / 2;
    const navW = short ? cell : (colW - 8) / 2;
    const navH = short ? 44 : rowH;
    const prevX = short ? 12 + cell / 2 : left + navW / 2;
    const nextX = short ? W - 12 - cell / 2 : left + colW - navW / 2;
    const pageName = (pg: ListPage): string =>
      pg.pieces > 1 ? `${pg.title} ${pg.piece}` : pg.title;
    const before = pages[page - 1];
    const after = pages[page + 1];
    const turn = (delta: number): void => {
      this.page = page + delta;
      this.layout();
    };
    if (before) {
      const prev = new Button(this, prevX, navY, `‹ ${pageName(before)}`, () => turn(-1), {
        width: navW,
        height: navH,
      });
      root.add(prev);
      items.push(prev);
      this.buttons.push(prev);
    }
    if (after) {
      const next = new Button(this, nextX, navY, `${pageName(after)} ›`, () => turn(1), {
        width: navW,
        height: navH,
      });
      root.add(next);
      items.push(next);
      this.buttons.push(next);
    }
    const footX = anything ? W / 2 - footW / 2 - 6 : W / 2;
    const back = new Button(this, footX, footY, 'Back', () => this.scene.start('Menu'), {
      width: footW,
      height: Math.max(44, Math.min(46, 44 * s)),
    });
    root.add(back);
    items.push(back);
    this.buttons.push(back);
    if (anything) {
      const reset = new Button(
        this,
        W / 2 + footW / 2 + 6,
        footY,
        'Start over',
        () =>
          showDialog(this, {
            title: 'Start the tutorial over?',
            message: `Every tick, star and skip is cleared. Your games and settings are not touched.`,
            buttons: [
              {
                label: 'Start over',
                primary: true,
                onClick: () => {
                  this.progress.reset();
                  this.layout();
                },
              },
              { label: 'Keep them', cancel: true },
            ],
            ...(this.ring ? { ring: this.ring } : {}),
          }),
        { width: footW, height: Math.max(44, Math.min(46, 44 * s)) },
      );
      root.add(reset);
      items.push(reset);
      this.buttons.push(reset);
    }
    this.ring?.set(items, focusAt > 0 ? focusAt : focusFirst);
  }

  hotspots(): LessonsHotspots {
    return {
      buttons: this.buttons.map((b) => ({ label: b.label, x: b.x, y: b.y })),
      done: this.progress.done(),
      skipped: this.progress.skipped(),
      page: this.shown,
    };
  }
}
