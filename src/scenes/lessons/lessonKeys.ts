/** The keys of a lesson at the table, the line's and the other families' alike. */
import type { PanelsOpen } from '../family/familyDriver';

/** A quiz waiting: its step (a new one starts afresh) and its answers. */
export interface QuizKeys {
  readonly step: number;
  readonly choices: readonly number[];
}

/**
 * Esc goes back to the list; while a quiz waits the number keys answer it, and Enter takes
 * the answer the arrows moved to, never the one the highlight rests on by itself (a learner
 * pressing on through the notes would answer at random). Not under a panel.
 */
export class LessonKeys {
  private at = -1;
  private chosen = false;

  /** True when the key was the lesson's (the table's own keys see the rest). */
  key(
    e: KeyboardEvent,
    panels: PanelsOpen,
    quiz: QuizKeys | null,
    toList: () => void,
    answer: (value: number) => void,
  ): boolean {
    if (panels.open) return false;
    if (e.key === 'Escape') {
      toList();
      return true;
    }
    if (!quiz) return false;
    if (quiz.step !== this.at) [this.at, this.chosen] = [quiz.step, false];
    if (e.key.startsWith('Arrow')) {
      this.chosen = true;
      return false;
    }
    if (e.key === 'Enter' || e.key === ' ') return !this.chosen;
    const n = Number(e.key);
    if (!Number.isInteger(n) || n < 1) return false;
    const value = quiz.choices[n - 1];
    if (value !== undefined) answer(value);
    return true;
  }
}
