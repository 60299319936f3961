/**
 * The start-up task loop behind the Preload scene, without Phaser so it is tested in Node.
 * Tasks run back to back while they are quick; once the screen has gone `paintAfterMs`
 * without a frame, the progress is shown and a frame drawn before the next task, so a
 * slow device sees the bar move and a fast one never flashes it. A task that waits (a
 * promise) shows the progress first and gets `timeoutMs`. A failure is noted and the
 * loop goes on: start-up always finishes.
 */

export interface StartupTask<S> {
  /** What the player reads while it runs. */
  readonly label: string;
  /** May be async; `goTo` names the scene to open afterwards instead of the menu. */
  run(scene: S, goTo: (sceneKey: string) => void): void | Promise<void>;
}

export interface StartupProgress {
  readonly label: string;
  /** Tasks finished so far, of `total`. */
  readonly done: number;
  readonly total: number;
  /** One line per failed task: "label — reason". */
  readonly failures: readonly string[];
}

export interface StartupOutcome {
  /** The scene to open: the menu unless a task chose another. */
  readonly next: string;
  readonly failures: readonly string[];
}

export interface StartupHost {
  /** Milliseconds, monotonic. */
  now(): number;
  /** Draws the progress as it stands. */
  show(progress: StartupProgress): void;
  /** Resolves once a frame has been drawn. */
  nextFrame(): Promise<void>;
  readonly paintAfterMs: number;
  readonly timeoutMs: number;
}

export function describeError(err: unknown): string {
  if (err instanceof Error) return err.message || err.name;
  return typeof err === 'string' ? err : 'an unknown error';
}

export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`took longer than ${ms / 1000} s`)), ms);
    work.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(describeError(e)));
      },
    );
  });
}

/**
 * Runs the tasks in order. When every task answers at once and fast, the outcome comes
 * back at once (not a promise), so the caller can open the next scene in the same frame.
 */
export function runStartupTasks<S>(
  scene: S,
  tasks: readonly StartupTask<S>[],
  host: StartupHost,
  fallbackScene = 'Menu',
): StartupOutcome | Promise<StartupOutcome> {
  let next = fallbackScene;
  const failures: string[] = [];
  let paintedAt = host.now();
  let done = 0;
  const show = (label: string): void =>
    host.show({ label, done, total: tasks.length, failures: failures.slice() });
  const fail = (task: StartupTask<S>, err: unknown): void => {
    failures.push(`${task.label} — ${describeError(err)}`);
  };

  /** Runs one task; a promise when it waits (its failure already noted). */
  const runTask = (task: StartupTask<S>): Promise<void> | null => {
    try {
      const result = task.run(scene, (key) => {
        next = key;
      });
      if (result instanceof Promise) {
        // Frames go on while it waits: let them show the bar.
        show(task.label);
        return withTimeout(result, host.timeoutMs).then(
          () => {
            done++;
            paintedAt = host.now();
          },
          (err: unknown) => {
            fail(task, err);
            done++;
            paintedAt = host.now();
          },
        );
      }
    } catch (err) {
      fail(task, err);
    }
    done++;
    return null;
  };

  const runFrom = (first: number): StartupOutcome | Promise<StartupOutcome> => {
    for (let i = first; i < tasks.length; i++) {
      const task = tasks[i] as StartupTask<S>;
      if (host.now() - paintedAt > host.paintAfterMs) {
        show(task.label);
        return host.nextFrame().then(() => {
          paintedAt = host.now();
          return runFrom(i);
        });
      }
      const waiting = runTask(task);
      if (waiting) return waiting.then(() => runFrom(i + 1));
    }
    return { next, failures };
  };
  return runFrom(0);
}
