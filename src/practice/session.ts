/**
 * Practice mode inside the running game: its options, the Muggins answers,
 * undo, and the hints and reviews computed on request. The game itself is an
 * ordinary machine game (its record and saves are unchanged); what practice
 * adds is kept under its own storage key, tied to the game by its seed code, so
 * a save without it is a casual game. Computer players wait while a claim is
 * open, so the person always has the time to count.
 */
import { informationSet, type InformationSet } from '../ai/infoSet';
import type { GameContext } from '../machine/context';
import type { Chooser } from '../machine/computer';
import { publicHistory } from '../machine/history';
import type { SaveStorage } from '../machine/save';
import { selectLegal, type GameSnapshot } from '../machine/selectors';
import type { AdvisorAnswer, AdvisorRequest } from './advisor';
import type { BestMove } from './best';
import { breakdown, type CountBreakdown } from './breakdown';
import {
  keptAnswers,
  pendingClaim,
  practiceScores,
  settleClaims,
  type ClaimAnswer,
  type ClaimResult,
} from './claims';
import { handFrames, type ReplayFrame } from './frames';
import type { HandReview } from './review';
import { targetHints, type TargetHint } from './targets';
import { track, type Tracker } from './tracker';
import { canUndo, undoLastTurn } from './undo';

export const HINT_LEVELS = ['off', 'totals', 'best'] as const;
export type HintLevel = (typeof HINT_LEVELS)[number];

export interface PracticeOptions {
  /** Off, totals only, or totals and the best move on request. */
  readonly hints: HintLevel;
  /** The Muggins drill: claim your points or lose them. */
  readonly count: boolean;
  /** Show the computer players' tiles. */
  readonly openHands: boolean;
}

export const DEFAULT_PRACTICE: PracticeOptions = { hints: 'best', count: false, openHands: false };
export const PRACTICE_KEY = 'horseRace.practice';
export const PRACTICE_OPTIONS_KEY = 'horseRace.practice.options';

/** What the table asks of practice mode. */
export interface PracticeApi {
  options(): PracticeOptions;
  setOptions(patch: Partial<PracticeOptions>): void;
  /** The seat the person plays. */
  seat(): number;
  canUndo(): boolean;
  /** Takes back the person's last turn; false when there is none in this hand. */
  undo(): boolean;
  /** Says what the last placement scored; the judged claim, or null when none is open. */
  claim(value: number): ClaimResult | null;
  claims(): ClaimResult[];
  pending(): ClaimResult | null;
  /** The engine's scores with the drill's Muggins moved across. */
  scores(): number[];
  breakdown(): CountBreakdown | null;
  /** The person's targets with the engine's totals, points and "plays again". */
  targets(): TargetHint[];
  /**
   * Hard's choice for the person on turn (searched once per position, off the main thread
   * in the browser); null until the answer is in (listeners hear when it arrives).
   */
  best(): BestMove | null;
  tracker(): Tracker | null;
  /** The hand judged move by move; null until the answer is in (see `ready`). */
  review(hand: number): HandReview | null;
  /** Resolves once the answers asked for so far (best move, reviews) are in; rejects if one failed. */
  ready(): Promise<void>;
  frames(hand: number): ReplayFrame[];
  /** Called when answers or options change; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
}

export interface PracticeController extends PracticeApi {
  active(): boolean;
  /** Practice starts for the game with this seed (answers when resuming it). */
  begin(seed: string, answers?: readonly ClaimAnswer[]): void;
  end(): void;
  /** The answers stored for a game with this seed, if practice was on for it. */
  stored(seed: string): ClaimAnswer[] | null;
  /** The chooser, held back while the person has a claim to make. */
  gate(chooser: Chooser): Chooser;
}

/** Asks practice mode's advisor (advisor.ts): in a worker in the browser, in-thread otherwise. */
export type Advise = (request: AdvisorRequest) => Promise<AdvisorAnswer>;

/** The advisor in this thread, its chunk loaded on first use. */
export const adviseInThread: Advise = (request) =>
  import('./advisor').then((m) => m.advise(request));

export interface PracticeDeps {
  readonly storage: SaveStorage;
  /** Where the best move and the reviews are worked out (default: this thread). */
  readonly advise?: Advise;
  readonly snapshot: () => GameSnapshot | null;
  /** Replaces the running game with this context (the session restarts the actor). */
  readonly replace: (context: GameContext) => void;
}

function readJson(storage: SaveStorage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function writeJson(storage: SaveStorage, key: string, value: unknown): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage may be full or disabled: practice still works for this visit.
  }
}

function readOptions(raw: unknown): PracticeOptions {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_PRACTICE;
  const r = raw as Record<string, unknown>;
  return {
    hints: HINT_LEVELS.find((h) => h === r.hints) ?? DEFAULT_PRACTICE.hints,
    count: typeof r.count === 'boolean' ? r.count : DEFAULT_PRACTICE.count,
    openHands: typeof r.openHands === 'boolean' ? r.openHands : DEFAULT_PRACTICE.openHands,
  };
}

function isAnswer(a: unknown): a is ClaimAnswer {
  if (typeof a !== 'object' || a === null) return false;
  const r = a as Record<string, unknown>;
  return [r.hand, r.move, r.value].every((n) => typeof n === 'number' && Number.isInteger(n));
}

export function createPractice(deps: PracticeDeps): PracticeController {
  let seed: string | null = null;
  let answers: ClaimAnswer[] = [];
  let options = readOptions(readJson(deps.storage, PRACTICE_OPTIONS_KEY));
  const listeners = new Set<() => void>();
  let waiters: (() => void)[] = [];
  let bestCache: { game: unknown; best: BestMove | null } | null = null;
  const reviews = new Map<string, HandReview>();
  const advise = deps.advise ?? adviseInThread;
  /** Answers still being worked out, by what they are for; `ready` waits for them. */
  const asked = new Map<unknown, Promise<void>>();
  /** Asks once per key; the answer is stored by `keep` and listeners are told. */
  const ask = (key: unknown, request: AdvisorRequest, keep: (a: AdvisorAnswer) => void): void => {
    if (asked.has(key)) return;
    const done = advise(request).then(
      (answer) => {
        asked.delete(key);
        keep(answer);
        listeners.forEach((l) => l());
      },
      (err: unknown) => {
        // Asked again on the next look; `ready` reports the failure.
        asked.delete(key);
        throw err instanceof Error ? err : new Error(String(err));
      },
    );
    done.catch(() => undefined);
    asked.set(key, done);
  };
  const ready = (): Promise<void> => Promise.all([...asked.values()]).then(() => undefined);

  const context = (): GameContext | null => deps.snapshot()?.context ?? null;
  const seatOf = (ctx: GameContext | null): number => {
    const s = ctx?.settings.seats.findIndex((x) => x.kind === 'human') ?? 0;
    return s < 0 ? 0 : s;
  };
  const results = (): ClaimResult[] => {
    const ctx = context();
    return ctx && seed !== null ? settleClaims(ctx, seatOf(ctx), answers) : [];
  };
  const claimOpen = (): boolean =>
    seed !== null && options.count && pendingClaim(results()) !== null;
  const release = (): void => {
    const go = waiters;
    waiters = [];
    go.forEach((w) => w());
  };
  const changed = (): void => {
    if (seed !== null) writeJson(deps.storage, PRACTICE_KEY, { seed, answers });
    if (!claimOpen()) release();
    listeners.forEach((l) => l());
  };
  const view = (): InformationSet | null => {
    const ctx = context();
    if (!ctx) return null;
    return informationSet(ctx.game, seatOf(ctx), publicHistory(ctx.hands[ctx.hands.length - 1]));
  };

  return {
    active: () => seed !== null,
    begin(s, given = []) {
      seed = s;
      answers = given.slice();
      bestCache = null;
      reviews.clear();
      changed();
    },
    end() {
      seed = null;
      answers = [];
      writeJson(deps.storage, PRACTICE_KEY, null);
      release();
    },
    stored(s) {
      const raw = readJson(deps.storage, PRACTICE_KEY);
      if (typeof raw !== 'object' || raw === null) return null;
      const r = raw as Record<string, unknown>;
      if (r.seed !== s || !Array.isArray(r.answers)) return null;
      return r.answers.filter(isAnswer);
    },
    gate(chooser) {
      return (level, v, rng) => {
        if (!claimOpen()) return chooser(level, v, rng);
        return new Promise<void>((resolve) => waiters.push(resolve)).then(() =>
          chooser(level, v, rng),
        );
      };
    },
    options: () => options,
    setOptions(patch) {
      options = { ...options, ...patch };
      writeJson(deps.storage, PRACTICE_OPTIONS_KEY, options);
      changed();
    },
    seat: () => seatOf(context()),
    canUndo() {
      const ctx = context();
      return seed !== null && ctx !== null && canUndo(ctx, seatOf(ctx));
    },
    undo() {
      const ctx = context();
      if (seed === null || !ctx) return false;
      const earlier = undoLastTurn(ctx, seatOf(ctx));
      if (!earlier) return false;
      answers = keptAnswers(earlier, answers);
      bestCache = null;
      reviews.clear();
      deps.replace(earlier);
      changed();
      return true;
    },
    claim(value) {
      const open = pendingClaim(results());
      if (seed === null || !open) return null;
      answers = [...answers, { hand: open.hand, move: open.move, value }];
      const judged = results().find((r) => r.hand === open.hand && r.move === open.move) ?? null;
      changed();
      return judged;
    },
    claims: results,
    pending: () => (seed !== null && options.count ? pendingClaim(results()) : null),
    scores() {
      const ctx = context();
      if (!ctx) return [];
      return options.count || answers.length > 0
        ? practiceScores(ctx.game.config, ctx.game.scores, results())
        : ctx.game.scores.slice();
    },
    breakdown() {
      const ctx = context();
      const layout = ctx?.game.hand?.layout;
      return ctx && layout ? breakdown(layout, ctx.game.config.options) : null;
    },
    targets() {
      const snap = deps.snapshot();
      const legal = snap ? selectLegal(snap) : null;
      return snap && legal ? targetHints(snap.context.game, legal) : [];
    },
    best() {
      const ctx = context();
      if (!ctx || seed === null) return null;
      if (bestCache?.game === ctx.game) return bestCache.best;
      const v = view();
      if (!v || v.legal.length === 0 || v.turn !== v.seat) {
        bestCache = { game: ctx.game, best: null };
        return null;
      }
      const game = ctx.game;
      const hand = ctx.hands.length - 1;
      const move = ctx.hands[hand]?.moves.length ?? 0;
      const request = { kind: 'best', view: v, seed: ctx.settings.seed, hand, move } as const;
      ask(game, request, (answer) => {
        if (answer.kind === 'best') bestCache = { game, best: answer.best };
      });
      return null;
    },
    tracker() {
      const v = view();
      return v ? track(v) : null;
    },
    review(hand) {
      const ctx = context();
      if (!ctx || seed === null || !ctx.hands[hand]) return null;
      const key = `${seed}/${hand}/${ctx.hands[hand].moves.length}`;
      const cached = reviews.get(key);
      if (cached) return cached;
      ask(key, { kind: 'review', context: ctx, hand, seat: seatOf(ctx) }, (answer) => {
        if (answer.kind === 'review') reviews.set(key, answer.review);
      });
      return null;
    },
    frames(hand) {
      const ctx = context();
      return ctx ? handFrames(ctx, hand) : [];
    },
    ready,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
