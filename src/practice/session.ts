/**
 * Practice mode's table API: a thin layer over the game machine. Undo and the
 * count-it-yourself claims are machine events (`UNDO`, `CLAIM`, `SET_COUNTING`),
 * and computer players wait for an open claim by the machine's own guard; this
 * module sends those events, reads the practice selectors, keeps the practice
 * options, stores the answers beside the save (tied to the game by its seed
 * code) and asks the advisor for the best move and the reviews.
 */
import { lineState } from '../machine/lineState';
import { informationSet, type InformationSet } from '../ai/line/infoSet';
import type { GameEvent } from '../machine/gameMachine';
import { publicHistory } from '../machine/history';
import type { ClaimAnswer, ClaimResult, ClaimTally, PracticeState } from '../machine/practice';
import {
  selectCanUndo,
  selectClaimOpen,
  selectClaims,
  selectClaimTally,
  selectOpenClaim,
  selectMugginsTally,
  selectPractice,
  selectRecentClaims,
} from '../machine/practiceSelectors';
import {
  computerCounts,
  type ComputerCount,
  type MugginsCall,
  type MugginsTally,
} from '../machine/muggins';
import type { SaveStorage } from '../machine/save';
import { selectLegal, type GameSnapshot } from '../machine/selectors';
import type { AdvisorAnswer, AdvisorRequest } from './advisor';
import type { BestMove } from './best';
import { breakdown, type CountBreakdown } from './breakdown';
import type { HandReview } from './review';
import { targetHints, type TargetHint } from './targets';
import { track, type Tracker } from './tracker';

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
  /** Takes back the person's last turn (the machine's `UNDO`); false when there is none in this hand. */
  undo(): boolean;
  /** Says what the last placement scored (the machine's `CLAIM`); the judged claim, or null when none is open. */
  claim(value: number): ClaimResult | null;
  claims(): ClaimResult[];
  pending(): ClaimResult | null;
  /**
   * A claim is open: the table holds back the count, the "+N", the score sound, the pegs
   * and the count line until it is settled (`selectClaimOpen`).
   */
  claimOpen(): boolean;
  /** The drill so far: scoring placements, claimed right, and Muggins called. */
  tally(): ClaimTally;
  /**
   * Calls "Muggins!" on the computers' missed counts (the machine's `CALL_MUGGINS`): the
   * counts taken, or a refusal's reason when there was none to call.
   */
  callMuggins(): { readonly taken: readonly ComputerCount[] } | { readonly refused: string };
  /** The person's Muggins on computers: missed counts no longer open, caught, their points. */
  mugginsTally(): MugginsTally;
  /** The counts the computers claimed since the person's last move. */
  recentClaims(): ComputerCount[];
  /** The game's scores: the engine's, the one truth (the drill never moves points). */
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
  /** Called when answers or options change; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
}

export interface PracticeController extends PracticeApi {
  /** The running game is a practice game. */
  active(): boolean;
  /** Practice's part of a new machine's input: the drill as the options say, with these answers and calls. */
  initial(answers?: readonly ClaimAnswer[], calls?: readonly MugginsCall[]): PracticeState;
  /** The answers stored for a game with this seed, if practice was on for it. */
  stored(seed: string): ClaimAnswer[] | null;
  /** The Muggins calls stored with them (none when absent). */
  storedCalls(seed: string): MugginsCall[];
  /** Called with every snapshot of the running game: stores the answers, tells listeners. */
  sync(snapshot: GameSnapshot): void;
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
  /** The running game's snapshot (null before any). */
  readonly snapshot: () => GameSnapshot | null;
  /** Sends an event to the running game's machine. */
  readonly send: (event: GameEvent) => void;
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

function isCall(c: unknown): c is MugginsCall {
  if (typeof c !== 'object' || c === null) return false;
  const r = c as Record<string, unknown>;
  return [r.hand, r.move].every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0);
}

export function createPractice(deps: PracticeDeps): PracticeController {
  let options = readOptions(readJson(deps.storage, PRACTICE_OPTIONS_KEY));
  const listeners = new Set<() => void>();
  /** The practice state last seen, so that listeners hear of each change once. */
  let seen: { seed: string; state: PracticeState } | 'casual' | null = null;
  let bestCache: { game: unknown; best: BestMove | null } | null = null;
  const reviews = new Map<string, HandReview>();
  const advise = deps.advise ?? adviseInThread;
  /** Answers still being worked out, by what they are for; `ready` waits for them. */
  const asked = new Map<unknown, Promise<void>>();
  const tell = (): void => listeners.forEach((l) => l());
  /** Asks once per key; the answer is stored by `keep` and listeners are told. */
  const ask = (key: unknown, request: AdvisorRequest, keep: (a: AdvisorAnswer) => void): void => {
    if (asked.has(key)) return;
    const done = advise(request).then(
      (answer) => {
        asked.delete(key);
        keep(answer);
        tell();
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

  /** The running game's snapshot, when it is a practice game. */
  const practising = (): GameSnapshot | null => {
    const snap = deps.snapshot();
    return snap?.context.practice ? snap : null;
  };
  const view = (): InformationSet | null => {
    const snap = practising();
    if (!snap) return null;
    const ctx = snap.context;
    const seat = selectPractice(snap)?.seat ?? 0;
    return informationSet(lineState(ctx), seat, publicHistory(ctx.hands[ctx.hands.length - 1]));
  };

  const canUndo = (): boolean => {
    const snap = practising();
    return snap !== null && selectCanUndo(snap);
  };

  return {
    active: () => practising() !== null,
    initial: (answers = [], calls = []) => ({
      counting: options.count,
      answers: answers.slice(),
      ...(calls.length > 0 ? { calls: calls.slice() } : {}),
    }),
    storedCalls(s) {
      const raw = readJson(deps.storage, PRACTICE_KEY);
      if (typeof raw !== 'object' || raw === null) return [];
      const r = raw as Record<string, unknown>;
      if (r.seed !== s || !Array.isArray(r.calls)) return [];
      return r.calls.filter(isCall);
    },
    stored(s) {
      const raw = readJson(deps.storage, PRACTICE_KEY);
      if (typeof raw !== 'object' || raw === null) return null;
      const r = raw as Record<string, unknown>;
      if (r.seed !== s || !Array.isArray(r.answers)) return null;
      return r.answers.filter(isAnswer);
    },
    sync(snap) {
      const state = snap.context.practice;
      const seed = snap.context.settings.seed;
      if (!state) {
        // A casual game: no practice answers are kept for any game.
        if (seen !== 'casual') writeJson(deps.storage, PRACTICE_KEY, null);
        if (seen !== null && seen !== 'casual') tell();
        seen = 'casual';
        return;
      }
      const last = seen === 'casual' ? null : seen;
      if (last && last.seed === seed && last.state === state) return;
      if (
        !last ||
        last.seed !== seed ||
        last.state.answers !== state.answers ||
        last.state.calls !== state.calls
      )
        writeJson(deps.storage, PRACTICE_KEY, {
          seed,
          answers: state.answers,
          // The Muggins calls on computers, when there are any (./machine/muggins.ts).
          ...(state.calls && state.calls.length > 0 ? { calls: state.calls } : {}),
        });
      if (last?.seed !== seed) reviews.clear();
      seen = { seed, state };
      tell();
    },
    options: () => options,
    setOptions(patch) {
      options = { ...options, ...patch };
      writeJson(deps.storage, PRACTICE_OPTIONS_KEY, options);
      const snap = practising();
      if (snap && snap.context.practice?.counting !== options.count)
        deps.send({ type: 'SET_COUNTING', on: options.count });
      tell();
    },
    seat: () => {
      const snap = deps.snapshot();
      return snap ? (selectPractice(snap)?.seat ?? 0) : 0;
    },
    canUndo,
    undo() {
      if (!canUndo()) return false;
      deps.send({ type: 'UNDO' });
      return deps.snapshot()?.context.refusal === null;
    },
    claim(value) {
      const snap = practising();
      const open = snap && selectOpenClaim(snap);
      if (!open) return null;
      deps.send({ type: 'CLAIM', value });
      const after = deps.snapshot();
      if (!after || after.context.refusal !== null) return null;
      return selectClaims(after).find((r) => r.hand === open.hand && r.move === open.move) ?? null;
    },
    claims: () => {
      const snap = practising();
      return snap ? selectClaims(snap) : [];
    },
    pending: () => {
      const snap = practising();
      return snap ? selectOpenClaim(snap) : null;
    },
    claimOpen: () => {
      const snap = practising();
      return snap !== null && selectClaimOpen(snap);
    },
    tally: () => {
      const snap = practising();
      return snap
        ? selectClaimTally(snap)
        : { scoring: 0, claimed: 0, muggins: 0, mugginsPoints: 0 };
    },
    callMuggins() {
      const before = practising();
      const calls = before?.context.practice?.calls?.length ?? 0;
      deps.send({ type: 'CALL_MUGGINS' });
      const after = deps.snapshot();
      const refusal = after?.context.refusal;
      if (!after || refusal) return { refused: refusal?.message ?? 'not a practice game' };
      const taken = (after.context.practice?.calls ?? []).slice(calls);
      const counts = computerCounts(after.context);
      return {
        taken: counts.filter((c) => taken.some((t) => t.hand === c.hand && t.move === c.move)),
      };
    },
    mugginsTally: () => {
      const snap = practising();
      return snap ? selectMugginsTally(snap) : { missed: 0, caught: 0, caughtPoints: 0 };
    },
    recentClaims: () => {
      const snap = practising();
      return snap ? selectRecentClaims(snap) : [];
    },
    scores: () => {
      const ctx = deps.snapshot()?.context;
      return ctx ? lineState(ctx).scores.slice() : [];
    },
    breakdown() {
      const ctx = deps.snapshot()?.context;
      const game = ctx ? lineState(ctx) : null;
      const layout = game?.hand?.layout;
      return game && layout ? breakdown(layout, game.config.options) : null;
    },
    targets() {
      const snap = deps.snapshot();
      const legal = snap ? selectLegal(snap) : null;
      return snap && legal ? targetHints(lineState(snap.context), legal) : [];
    },
    best() {
      const snap = practising();
      if (!snap) return null;
      const ctx = snap.context;
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
      const snap = practising();
      if (!snap) return null;
      const ctx = snap.context;
      const log = ctx.hands[hand];
      if (!log) return null;
      const key = `${ctx.settings.seed}/${hand}/${log.moves.length}`;
      const cached = reviews.get(key);
      if (cached) return cached;
      const seat = selectPractice(snap)?.seat ?? 0;
      ask(key, { kind: 'review', context: ctx, hand, seat }, (answer) => {
        if (answer.kind === 'review') reviews.set(key, answer.review);
      });
      return null;
    },
    ready,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
