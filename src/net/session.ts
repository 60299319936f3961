/**
 * An online game as the screens will use it: one object that opens or joins a table, keeps
 * the latest table and view, comes back to its seat after a reload (the reconnection token
 * kept for the session), and hands the finished game's record to the library. The screens
 * subscribe to its state and call its actions; it knows no Phaser and no DOM (the storage
 * and the library are handed in), so it is tested in Node against a real server.
 *
 *   const session = new OnlineSession({ connect: () => connectOnline(endpoint), storage,
 *     keep: (record, you) => library.keepOnline(record, you) });
 *   session.subscribe((s) => draw(s));          // s.phase: lobby, playing, over…
 *   await session.resume() || await session.join(code);
 */
import { RESUME_KEY } from './codes';
import type { RecordJson, SeatMove } from '../engine/core/family';
import type { ConnectCode, OnlineClient, OnlineTable } from './client';
import {
  closeSentence,
  type ClientMessage,
  type Reaction,
  type SeatPlan,
  type ServerMessage,
  type TableInfo,
  type TableOptions,
  type TableView,
} from './protocol';

/** Where the session stands. */
export type OnlinePhase =
  /** Not at a table. */
  | 'idle'
  | 'connecting'
  /** Coming back to the seat after a drop: the server is not answering yet (it keeps the seat 60 s). */
  | 'reconnecting'
  /** At a table not yet started. */
  | 'lobby'
  | 'playing'
  | 'over'
  /** The connection ended (the table closed, or the network went and did not come back). */
  | 'closed';

export interface OnlineState {
  readonly phase: OnlinePhase;
  readonly code: string | null;
  readonly table: TableInfo | null;
  readonly view: TableView | null;
  readonly record: RecordJson | null;
  /** The last thing refused (a move, a join), as a sentence; null after an accepted step. */
  readonly problem: string | null;
  /** The reactions of this game, oldest first (the last 20). */
  readonly reactions: readonly HeardReaction[];
}

/** A reaction heard at the table: `id` counts the reactions this session has heard (1, 2, …). */
export interface HeardReaction {
  readonly id: number;
  readonly seat: number;
  readonly reaction: Reaction;
}

/** The session's own key in the page's session storage (`codes.ts`, light for start-up). */
export { RESUME_KEY };

/** The little of Web Storage the session uses: the page's `sessionStorage` itself fits. */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionDeps {
  /** A client of the server (`connectOnline(endpoint)`), made when first needed. */
  readonly connect: () => Promise<OnlineClient>;
  readonly storage: SessionStorage;
  /** Keeps a finished game (its record, and the reader's seat: -1 for a spectator). */
  readonly keep: (record: RecordJson, you: number) => void;
  /** The name the person chose (Settings), sent when they open or join a table; "" for none. */
  readonly name?: () => string;
}

const IDLE: OnlineState = {
  phase: 'idle',
  code: null,
  table: null,
  view: null,
  record: null,
  problem: null,
  reactions: [],
};

/** How long the server keeps a dropped seat (`ServerTiming.reconnectSeconds`). */
export const RESUME_WINDOW_MS = 60_000;

/** The wait before the `i`th retry of a resume: 0.5 s, 1 s, 2 s, then every 3 s. */
export function resumeDelay(i: number): number {
  return Math.min(3000, 500 * 2 ** i);
}

/** Whether a close code says the connection was lost rather than ended (1000, 4xxx: on purpose). */
export function lost(code: number): boolean {
  return code !== 1000 && code < 4000;
}

/** The table's code in a reconnection token (`CODE:secret`). */
function tableOf(token: string): string | null {
  return token.split(':', 1)[0] || null;
}

/** The phase a table and a view say. */
function phaseOf(table: TableInfo | null, view: TableView | null): OnlinePhase {
  if (view?.over) return 'over';
  if (table?.started) return 'playing';
  return 'lobby';
}

export class OnlineSession {
  private current: OnlineState = IDLE;
  private readonly listeners = new Set<(state: OnlineState) => void>();
  private client: Promise<OnlineClient> | null = null;
  private table: OnlineTable | null = null;
  private kept = false;
  /** Reactions heard so far, at every table (so that an id is never used twice). */
  private heard = 0;

  constructor(private readonly deps: SessionDeps) {}

  get state(): OnlineState {
    return this.current;
  }

  /** Calls `listener` with every new state; returns its removal. */
  subscribe(listener: (state: OnlineState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Opens a table with these rules and seats; the reader hosts it. */
  async open(options: TableOptions): Promise<boolean> {
    return (await this.enter((c) => c.open(options, this.name()))) === true;
  }

  /** Joins a table by its code (a friend's link, or typed), to play or only to watch. */
  async join(code: string, spectate = false): Promise<boolean> {
    return (await this.enter((c) => c.join(code, spectate, spectate ? '' : this.name()))) === true;
  }

  /** The person's chosen name, to send with an open or a join. */
  private name(): string {
    return this.deps.name?.() ?? '';
  }

  /**
   * Comes back to the table of this page's session (after a reload or a drop), if there is
   * one. While the server cannot be reached the phase is `reconnecting` and it tries again,
   * further apart each time (`retry`), through the whole time the server keeps the seat
   * (`windowMs`); the token is forgotten only when the server answers that the seat is gone
   * (a connection gone silent is ended by the server when its token comes back).
   */
  async resume(windowMs = RESUME_WINDOW_MS, retry = resumeDelay): Promise<boolean> {
    const token = this.deps.storage.getItem(RESUME_KEY);
    if (!token) return false;
    const until = Date.now() + windowMs;
    for (let i = 0; ; i++) {
      const answer = await this.enter(
        (c) => c.reconnect(token),
        i > 0 || this.current.view !== null,
      );
      if (answer === true) return true;
      if (answer === 'refused') break;
      const wait = retry(i);
      if (Date.now() + wait > until) {
        this.set({ ...IDLE, problem: 'The game server could not be reached: try again later.' });
        return false;
      }
      this.set({ phase: 'reconnecting', code: this.current.code ?? tableOf(token) });
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    this.deps.storage.removeItem(RESUME_KEY);
    this.set({ problem: null, phase: 'idle' });
    return false;
  }

  start(): void {
    this.send({ type: 'start' });
  }

  setSeat(seat: number, plan: SeatPlan): void {
    this.send({ type: 'seat', seat, plan });
  }

  /** One of `state.view.legal`, as given. */
  move(move: SeatMove): void {
    this.send({ type: 'move', move });
  }

  next(): void {
    this.send({ type: 'next' });
  }

  react(reaction: Reaction): void {
    this.send({ type: 'react', reaction });
  }

  /** Leaves the table for good (a started game's seat goes to a computer). */
  async leave(): Promise<void> {
    const table = this.table;
    this.table = null;
    this.deps.storage.removeItem(RESUME_KEY);
    this.current = IDLE;
    this.emit();
    await table?.leave();
  }

  /**
   * Lets the connection go without leaving, as a closing page does: the seat waits for the
   * reconnection time (this page's storage keeps the way back).
   */
  disconnect(): void {
    const table = this.table;
    this.table = null;
    this.current = IDLE;
    this.emit();
    table?.drop();
  }

  private send(message: ClientMessage): void {
    this.table?.send(message);
  }

  private async enter(
    how: (
      client: OnlineClient,
    ) => Promise<
      | { ok: true; value: OnlineTable }
      | { ok: false; error: { code: ConnectCode; message: string } }
    >,
    /** Coming back: the table and view so far stay on show, the phase `reconnecting`. */
    back = false,
  ): Promise<true | ConnectCode> {
    if (this.table) await this.leave();
    this.set(back ? { phase: 'reconnecting' } : { ...IDLE, phase: 'connecting' });
    this.client ??= this.deps.connect();
    let entered;
    try {
      entered = await how(await this.client);
    } catch (error) {
      this.client = null;
      entered = {
        ok: false as const,
        error: { code: 'unreachable' as const, message: String(error) },
      };
    }
    if (!entered.ok) {
      this.set(
        back ? { problem: entered.error.message } : { ...IDLE, problem: entered.error.message },
      );
      return entered.error.code;
    }
    const table = entered.value;
    this.table = table;
    this.kept = false;
    this.deps.storage.setItem(RESUME_KEY, table.reconnectionToken);
    table.listen((m) => this.receive(table, m));
    table.onClose((code, reason) => {
      if (this.table !== table) return;
      this.table = null;
      // Lost (not closed by the server on purpose) before the end: back to the seat.
      if (lost(code) && this.current.phase !== 'over' && this.deps.storage.getItem(RESUME_KEY))
        void this.resume();
      else this.set({ phase: 'closed', problem: closeSentence(code, reason) });
    });
    // Back after a drop: what was on show stays until the table's own messages come.
    const shown = back ? this.current : null;
    const info = table.table ?? shown?.table ?? null;
    const view = table.view ?? shown?.view ?? null;
    this.set({ phase: shown ? phaseOf(info, view) : 'lobby', code: table.code, table: info, view });
    return true;
  }

  private receive(table: OnlineTable, m: ServerMessage): void {
    if (this.table !== table) return;
    switch (m.type) {
      case 'table':
        this.set({ table: m.table, phase: phaseOf(m.table, this.current.view), problem: null });
        return;
      case 'view':
        this.set({ view: m.view, phase: phaseOf(this.current.table, m.view), problem: null });
        return;
      case 'refused':
        this.set({ problem: m.message });
        return;
      case 'reaction': {
        const heard = { id: ++this.heard, seat: m.seat, reaction: m.reaction };
        this.set({ reactions: [...this.current.reactions, heard].slice(-20) });
        return;
      }
      case 'record':
        this.set({ record: m.record, phase: 'over' });
        if (!this.kept) {
          this.kept = true;
          this.deps.keep(m.record, this.current.table?.you ?? -1);
        }
        // The game is over: a reload starts afresh rather than back at this table.
        this.deps.storage.removeItem(RESUME_KEY);
        return;
    }
  }

  private set(change: Partial<OnlineState>): void {
    this.current = { ...this.current, ...change };
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener(this.current);
  }
}

/** The link that brings a friend to a table: the page's address with `?table=CODE`. */
export function tableLink(page: string, code: string): string {
  const url = new URL(page);
  url.search = '';
  url.hash = '';
  url.searchParams.set('table', code);
  return url.href;
}
