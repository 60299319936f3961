/**
 * The tutorial's lesson list: every lesson with a tick and its stars when done,
 * a button to play (or replay) it and one to skip it (a skipped lesson is not
 * done), on three shelves: the line-of-play games' lessons and drills, Mexican
 * Train's and Texas 42's (played at the family table). Keyboard through the
 * FocusRing; Esc goes back to the menu.
 */
import * as Phaser from 'phaser';
import { DRILL_KINDS, DRILL_NAMES, drillId, LESSONS, type ProgressStore } from '../tutorial/index';
import { FAMILY_GROUP_NAMES, FAMILY_LESSONS, familyLessonById } from '../tutorial/familyLessons';
import { FAMILY_GROUPS, type FamilyGroup } from '../tutorial/familyTypes';
import { whenTable } from './overlay';
import { css, textStyle, uiScale } from '../view/theme';
import { Button, drawFelt, type Focusable, FocusRing, onResize, showDialog } from '../view/ui';
import type { Services } from './services';
import type { TutorialData } from './TutorialScene';
import { viewSize } from '../view/hiDpi';

export interface LessonsHotspots {
  readonly buttons: readonly { label: string; x: number; y: number }[];
  readonly done: readonly string[];
  readonly skipped: readonly string[];
}

/** "★★☆" for 2 of 3 stars; '' when none were counted. */
export function starText(stars: number): string {
  return stars > 0 ? '★'.repeat(stars) + '☆'.repeat(Math.max(0, 3 - stars)) : '';
}

/** A shelf of the list: the line-of-play games' lessons, or one family's. */
type Shelf = 'line' | FamilyGroup;

/** Every lesson, on every shelf. */
const COURSE: readonly { readonly id: string; readonly title: string }[] = [
  ...LESSONS,
  ...FAMILY_LESSONS,
];

export class LessonsScene extends Phaser.Scene {
  private ring?: FocusRing;
  private root?: Phaser.GameObjects.Container;
  private buttons: Button[] = [];
  /** The page of the list shown on a short screen; null: the one with the lesson to play next. */
  private page: number | null = null;
  /** The shelf shown; null: the one with the lesson to play next. */
  private shelf: Shelf | null = null;

  constructor(
    private readonly services: Services,
    private readonly progress: ProgressStore,
  ) {
    super({ key: 'Lessons' });
  }

  create(): void {
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
    // Back from the lesson, the list shows its shelf.
    this.shelf = familyLessonById(lessonId)?.group ?? 'line';
    // Mexican Train's and Texas 42's lessons are played at the family table.
    if (familyLessonById(lessonId))
      whenTable(this, this.services, () => this.scene.start('FamilyTable', { lesson: lessonId }));
    else this.scene.start('Tutorial', { lessonId } satisfies TutorialData);
  }

  /** The shelves' buttons in a row from `y`; returns the row's foot. */
  private shelves(
    root: Phaser.GameObjects.Container,
    items: Focusable[],
    shelf: Shelf,
    y: number,
    W: number,
  ): number {
    const ids: Shelf[] = ['line', ...FAMILY_GROUPS];
    const rowW = Math.min(W - 32, 1064);
    const w = (rowW - 12) / ids.length;
    const label = (id: Shelf): string =>
      id === 'line' ? 'Horse Race & co.' : FAMILY_GROUP_NAMES[id];
    // One size for the three, the longest label's.
    const longest = Math.max(...ids.map((id) => label(id).length));
    const fontSize = Math.min(16, Math.floor((w - 12) / (longest * 0.58)));
    ids.forEach((id, i) => {
      const b = new Button(
        this,
        W / 2 - rowW / 2 + i * (w + 6) + w / 2,
        y + 22,
        label(id),
        () => {
          this.shelf = id;
          this.page = null;
          this.layout();
        },
        {
          width: w,
          height: 44,
          primary: id === shelf,
          fontSize,
        },
      );
      root.add(b);
      items.push(b);
      this.buttons.push(b);
    });
    return y + 44;
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
    const stars = COURSE.reduce((sum, l) => sum + this.progress.stars(l.id), 0);
    const sub = this.add
      .text(
        W / 2,
        title.y + titleSize * 0.5 + 8,
        `${done.length} of ${COURSE.length} lessons done · ${stars > 0 ? `${stars}★ of ${3 * COURSE.length}` : 'a minute or two each'}`,
        textStyle(Math.max(13, 16 * s), { colour: css.soft }),
      )
      .setOrigin(0.5, 0);
    if (sub.width > W - 24) sub.setScale((W - 24) / sub.width);
    root.add([title, sub]);

    // The lessons in one or two columns; the drills share one row below them.
    // The shelf with the first lesson neither done nor skipped, unless one was chosen.
    const open = COURSE.find((l) => !done.includes(l.id) && !skipped.includes(l.id));
    const shelf: Shelf =
      this.shelf ?? (open ? (familyLessonById(open.id)?.group ?? 'line') : 'line');
    const items: Focusable[] = [];
    const onLine = shelf === 'line';
    const lessons: readonly { readonly id: string; readonly title: string }[] = onLine
      ? LESSONS.filter((l) => l.group !== 'drill')
      : FAMILY_LESSONS.filter((l) => l.group === shelf);
    const drills = onLine ? LESSONS.filter((l) => l.group === 'drill') : [];
    const shelfLessons = [...lessons, ...drills];
    // A short shelf (a family's few lessons) stays in one column.
    const columns = W >= 900 && lessons.length > 8 ? 2 : 1;
    const perColumn = Math.ceil(lessons.length / columns);
    const rows = perColumn + (drills.length > 0 ? 1 : 0);
    const top = this.shelves(root, items, shelf, sub.y + sub.height + 8, W) + 12;
    const footH = 76;
    const rowGap = H < 900 && columns === 1 ? 4 : 6;
    // In one column (a phone) rows are never under 44 px, a finger: a list too long for the
    // screen goes by pages, with a row of its own to turn them. Two columns (a desktop, a
    // mouse) shrink their rows to 22 px first.
    const fitH = (H - top - footH - rowGap * (rows - 1)) / rows;
    const paged = columns === 1 && fitH < 44;
    const rowH = paged ? 44 : Math.max(22, Math.min(48, fitH));
    const slots = paged
      ? Math.max(1, Math.floor((H - top - footH + rowGap) / (rowH + rowGap)) - 1)
      : rows;
    const entries = lessons.length + (drills.length > 0 ? 1 : 0);
    const pages = paged ? Math.ceil(entries / slots) : 1;
    const colW = Math.min(520, (W - 32 - (columns - 1) * 24) / columns);
    const skipW = Math.max(64, 76 * s);
    const left = W / 2 - (columns * colW + (columns - 1) * 24) / 2;
    // The first lesson of the shelf neither done nor skipped is the one to play next.
    const firstOpen = shelfLessons.findIndex(
      (l) => !done.includes(l.id) && !skipped.includes(l.id),
    );
    const openEntry = Math.max(
      0,
      lessons.findIndex((l) => l === shelfLessons[firstOpen]),
    );
    const page = Math.max(0, Math.min(pages - 1, this.page ?? Math.floor(openEntry / slots)));
    this.page = page;
    const first = page * slots;
    /** The row of entry `k` (a lesson, or the drills' row after them), or null if on another page. */
    const rowOf = (k: number): number | null =>
      paged ? (k >= first && k < first + slots ? k - first : null) : k % perColumn;
    let focusFirst = 0;
    const fontSize = Math.round(Math.max(13, Math.min(18, rowH * 0.4)));
    lessons.forEach((lesson, i) => {
      const row = rowOf(i);
      if (row === null) return;
      const col = paged ? 0 : Math.floor(i / perColumn);
      const x = left + col * (colW + 24);
      const y = top + row * (rowH + rowGap) + rowH / 2;
      const isDone = done.includes(lesson.id);
      const isSkipped = skipped.includes(lesson.id);
      const mainW = colW - skipW - 8;
      const earned = starText(this.progress.stars(lesson.id));
      const label = `${isDone ? '✓ ' : ''}${i + 1}. ${lesson.title}${earned ? `  ${earned}` : ''}`;
      // Long titles get smaller type rather than run past the button.
      const fits = Math.floor((mainW - 24) / ((label.length + (earned ? 2 : 0)) * 0.58));
      const play = new Button(this, x + mainW / 2, y, label, () => this.open(lesson.id), {
        width: mainW,
        height: rowH,
        fontSize: Math.min(fontSize, fits),
        primary: shelfLessons[firstOpen] === lesson,
      });
      if (shelfLessons[firstOpen] === lesson) focusFirst = items.length;
      const skip = new Button(
        this,
        x + colW - skipW / 2,
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
    // The drills: a short name each, ticked and starred as the lessons are.
    const rowW = columns * colW + (columns - 1) * 24;
    const drillW = (rowW - 6 * (drills.length - 1)) / Math.max(1, drills.length);
    const drillRow = paged ? rowOf(lessons.length) : perColumn;
    const drillY = top + (drillRow ?? 0) * (rowH + rowGap) + rowH / 2;
    if (drillRow !== null)
      drills.forEach((lesson, i) => {
        const kind = DRILL_KINDS.find((k) => drillId(k) === lesson.id);
        const stars = this.progress.stars(lesson.id);
        const name = kind ? DRILL_NAMES[kind] : lesson.title;
        const label = `${done.includes(lesson.id) ? '✓' : ''}${name}${stars > 0 ? ` ${stars}★` : ''}`;
        const button = new Button(
          this,
          left + i * (drillW + 6) + drillW / 2,
          drillY,
          label,
          () => this.open(lesson.id),
          {
            width: drillW,
            height: rowH,
            fontSize: Math.min(fontSize, Math.floor((drillW - 8) / (label.length * 0.58))),
            primary: shelfLessons[firstOpen] === lesson,
          },
        );
        if (shelfLessons[firstOpen] === lesson) focusFirst = items.length;
        root.add(button);
        items.push(button);
        this.buttons.push(button);
      });
    // Back, and once something is done, a way to start the course again (asked first).
    const anything = done.length + skipped.length > 0;
    const footW = Math.min(220, (W - 60) / (anything ? 2 : 1));
    if (paged) {
      // The row that turns the pages, under the last row of every page.
      const navY = top + slots * (rowH + rowGap) + rowH / 2;
      const navW = (rowW - 6) / 2;
      const turn = (delta: number): void => {
        this.page = page + delta;
        this.layout();
      };
      const prev = new Button(this, left + navW / 2, navY, `‹ Page ${page}`, () => turn(-1), {
        width: navW,
        height: rowH,
      }).setEnabled(page > 0);
      const next = new Button(
        this,
        left + rowW - navW / 2,
        navY,
        `Page ${page + 2} ›`,
        () => turn(1),
        {
          width: navW,
          height: rowH,
        },
      ).setEnabled(page < pages - 1);
      if (page === 0) prev.setLabel(`Page 1 of ${pages}`);
      if (page === pages - 1) next.setLabel(`Page ${pages} of ${pages}`);
      root.add([prev, next]);
      items.push(prev, next);
      this.buttons.push(prev, next);
    }
    // Clear of the felt's rim.
    const footY = H - footH / 2 - 6;
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
    };
  }
}
