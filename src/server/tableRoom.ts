/**
 * One online table as a Colyseus room, thin over the pure host (`table.ts`, `tablePlay.ts`):
 * it names the table with a code, reads each message with the protocol's parser (after a
 * per-client rate limit), hands it to the host, and sends each client its own seat's view.
 * The timers live here: a computer's pause, the grace time before a stand-in plays, the
 * pause at a hand's end, 60 seconds to reconnect, and the idle time after which the table
 * closes. The room holds no Colyseus state: every view is a message to one client.
 */
import {
  LocalDriver,
  logger,
  Room,
  ServerError,
  type AuthContext,
  type Client,
  type ClientPrivate,
  type Delayed,
} from '@colyseus/core';
import {
  parseClientMessage,
  parseJoinOptions,
  type ClientMessage,
  type CLOSE_REASONS,
  type Reaction,
  type RefusalCode,
  type ServerMessage,
} from '../net/protocol';
import { checkFrame, shut } from './frames';
export { CLOSE_BAD_FRAME } from './frames';
import { admits, OPEN_ROOM } from './reservations';
import { DEFAULT_TIMING, type ServerTiming } from './timing';
import { take } from './limits';
import { clientData, type ClientData } from './clientData';
import {
  askNext,
  dealNextHand,
  drop,
  join,
  leave,
  rejoin,
  setSeat,
  start,
  type Table,
  type TableResult,
} from './table';
import { answerInThread, type Answer } from './computers';
import { Keeping, tableFor } from './tableKeep';
import type { TableStore } from './tableStore';
import {
  computerAsk,
  playAnswer,
  playMove,
  recordOf,
  tableInfo,
  tableView,
  turnOf,
} from './tablePlay';

export { DEFAULT_TIMING, type ServerTiming } from './timing';

/** Colyseus's frame code for a message (`Protocol.ROOM_DATA`). */
const ROOM_DATA = 13;
/** The close code of an idle table's connections (Colyseus's "consented": no seat waits). */
const CLOSE_IDLE = 4000;
/** The close code when the table goes on at another process ("service restart"): pages come back. */
export const CLOSE_MOVED = 1012;
type CloseReason = keyof typeof CLOSE_REASONS;

export class TableRoom extends Room {
  protected readonly timing: ServerTiming = DEFAULT_TIMING;
  private table: Table | null = null;
  /** The next thing the table does by itself: a computer's move or the next hand. */
  private pending: Delayed | null = null;
  private idle: Delayed | null = null;
  /** The computer's turn being thought about (`hand/step`), so that it is asked once. */
  private asking: string | null = null;
  /** Where computers' turns are answered (the server's pool; this thread by default). */
  protected readonly answer: Answer = answerInThread;
  /** Where the table is kept as it is played (Redis), for another process to reopen; null: here alone. */
  protected readonly store: TableStore | null = null;
  private keeping = new Keeping(null, new Map());

  override async onCreate(raw: unknown): Promise<void> {
    const opened = await tableFor(raw, this.store, this.timing.graceMs);
    if (!opened.ok) throw new ServerError(400, opened.error.message);
    const { table, tokens, reopened } = opened.value;
    this.roomId = table.code;
    this.table = table;
    this.keeping = new Keeping(this.store, tokens);
    // Colyseus never locks the table: who may reserve is `admits`'s (a person's seat is
    // decided on connecting, so unconnected reservations cannot keep a friend out).
    this.maxClients = OPEN_ROOM;
    this.setSeatReservationTime(this.timing.reservationSeconds);
    await this.setPrivate(true);
    this.onMessage('*', (client: Client, type: string | number, payload: unknown) => {
      this.receive(client, type, payload);
    });
    this.touch();
    if (reopened) this.awaitSeats(table);
    else await this.keeping.hold(table);
    this.publish();
  }

  /**
   * A reopened table: each person who held a seat may come back to it with the token their
   * page kept, for the reconnection time, as after a drop (their old connection went with
   * the process that died).
   */
  private awaitSeats(table: Table): void {
    const awaited = this.keeping.awaited(table);
    for (const { seat, holder, token } of awaited) {
      // What Colyseus's reconnection needs of the connection that went with the process.
      const gone = { sessionId: holder, reconnectionToken: token, auth: undefined };
      const previous = { ...gone, userData: clientData(this.timing, seat) };
      void this.awaitReturn(previous as unknown as Client, holder);
    }
    // Nobody to wait for: the table closes as an empty one does.
    if (awaited.length === 0) this.resetAutoDisposeTimeout(1);
  }

  /** A join's reservation, limited per address and for watchers (`reservations.ts`). */
  protected override async _reserveSeat(
    sessionId: string,
    joinOptions: unknown = true,
    auth: unknown = undefined,
    seconds = this.seatReservationTime,
    reconnecting = false,
    devMode?: boolean,
  ): Promise<boolean> {
    const table = this.table;
    const waiting = Object.values(this.reservedSeats);
    if (!reconnecting && !(table && admits(table, waiting, joinOptions, auth, this.timing)))
      return false;
    return super._reserveSeat(sessionId, joinOptions, auth, seconds, reconnecting, devMode);
  }

  override onJoin(client: Client, raw: unknown): void {
    if (!this.table) return;
    const { spectate, name } = parseJoinOptions(raw);
    const joined = join(this.table, client.sessionId, spectate, name);
    this.table = joined.table;
    client.userData = clientData(this.timing, joined.seat);
    if (joined.seat >= 0) this.keeping.seated(client.sessionId, client.reconnectionToken);
    this.touch();
    this.publish();
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    if (!this.table) return;
    const key = client.sessionId;
    const seat = (client.userData as ClientData | undefined)?.seat ?? -1;
    if (consented || seat < 0) {
      this.table = leave(this.table, key);
      this.publish();
      return;
    }
    this.table = drop(this.table, key, Date.now());
    this.publish();
    await this.awaitReturn(client, key);
  }

  /** A person's seat waits for them to come back with their token, for the reconnection time. */
  private async awaitReturn(previous: Client, key: string): Promise<void> {
    try {
      const back = await this.allowReconnection(previous, this.timing.reconnectSeconds);
      back.userData = { ...(previous.userData as ClientData), info: '', at: null };
      // A connection's token is new each time: the kept one is what the page now holds.
      this.keeping.seated(key, back.reconnectionToken);
      this.step((t) => ({ ok: true, value: rejoin(t, key) }));
    } catch {
      // Not back in time: the seat is the computer's from now on.
      this.step((t) => ({ ok: true, value: leave(t, key) }));
    }
  }

  /**
   * A reconnection with the token of a seat whose connection the server still thinks live
   * (it went silent rather than closing, or the page reloaded faster than the close came):
   * the token proves the holder, so the old connection is ended now and the seat handed
   * back, rather than refused until the pings give up. Colyseus awaits this (its
   * declaration says `string`).
   */
  override checkReconnectionToken(token: string): string {
    const found = super.checkReconnectionToken(token);
    if (found) return found;
    return this.takeOver(token) as unknown as string;
  }

  private async takeOver(token: string): Promise<string | undefined> {
    const stale = this.clients.find(
      (c) =>
        c.reconnectionToken === token && ((c.userData as ClientData | undefined)?.seat ?? -1) >= 0,
    );
    if (!stale) return undefined;
    (stale.ref as Client['ref'] & { terminate?: () => void }).terminate?.();
    // The close reaches `onLeave`, which opens the seat's reconnection (a moment later).
    for (let i = 0; i < 100 && !this._reconnections[token]; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    return super.checkReconnectionToken(token);
  }

  override onDispose(): void {
    this.pending?.clear();
    this.idle?.clear();
    if (this.table) this.keeping.closed(this.table);
    this.table = null;
  }

  /** Shutting down with Redis: the tables go on at the other processes (`handOver`). */
  override onBeforeShutdown(): void {
    if (!this.store) return super.onBeforeShutdown();
    this.handOver(false);
  }

  /**
   * The table goes on at another process: nothing more is kept from here, and its pages are
   * closed with a code they come back from (`CLOSE_MOVED`), to its new home. `moved`: it is
   * there already, and its listing (the same room id) is the new holder's: left alone.
   */
  handOver(moved: boolean): void {
    if (this.keeping.handedOver) return;
    this.keeping.handedOver = true;
    if (moved) this.detach();
    void this.disconnect(CLOSE_MOVED);
  }

  /** This process lets the table go (it shuts down): its listing goes now, before any survivor's. */
  async release(): Promise<void> {
    await this.listing.remove();
    this.detach();
  }

  /** From now on the room's listing is this process's alone (closing it touches no other's). */
  private detach(): void {
    this.listing = new LocalDriver().createInstance({ roomId: this.roomId });
  }

  /** A mistake in a handler is logged (one line, rate-limited), never the end of the room. */
  override onUncaughtException(error: Error, method: string): void {
    logger.error(`table ${this.roomId}: ${method} failed:`, error.message);
  }

  /**
   * Every frame from a client, before Colyseus decodes it: over the client's rate it is
   * dropped unread; a frame of no protocol of ours closes the sender's connection (its seat
   * waits for it to come back, as after any drop) and nothing after it is read.
   */
  protected override _onMessage(
    client: Client & ClientPrivate,
    frame: Buffer,
    binary = true,
  ): void {
    const verdict = checkFrame(frame, binary);
    if (verdict.kind === 'close') return shut(client, verdict.reason, this.roomId);
    const data = client.userData as ClientData | undefined;
    if (data && frame[0] === ROOM_DATA) {
      const now = Date.now();
      const { bucket, ok } = take(data.bucket, this.timing.messages, now);
      data.bucket = bucket;
      if (!ok) return this.slowDown(client, data, now);
    }
    if (verdict.kind === 'refuse') return this.receive(client, verdict.type, undefined);
    super._onMessage(client, frame);
  }

  private receive(client: Client, type: unknown, payload: unknown): void {
    const data = client.userData as ClientData | undefined;
    if (!data || !this.table) return;
    const parsed = parseClientMessage(type, payload);
    if (!parsed.ok) return this.refuse(client, parsed.error.code, parsed.error.message);
    this.act(client, data, parsed.value);
  }

  /** Tells a client it sends too fast, at most once a second. */
  private slowDown(client: Client, data: ClientData, now: number): void {
    if (now - data.warnedAt < 1000) return;
    data.warnedAt = now;
    this.refuse(client, 'too-fast', 'too many messages: slow down');
  }

  /** A seat's reaction to everyone at the table (a spectator's refused; over its rate, dropped). */
  private react(client: Client, data: ClientData, reaction: Reaction): void {
    if (data.seat < 0) return this.refuse(client, 'not-your-seat', 'spectators watch the table');
    const now = Date.now();
    const { bucket, ok } = take(data.reacts, this.timing.reactions, now);
    data.reacts = bucket;
    if (!ok) return this.slowDown(client, data, now);
    const seat = data.seat;
    this.broadcast('reaction', { type: 'reaction', seat, reaction } satisfies ServerMessage);
  }

  private act(client: Client, data: ClientData, message: ClientMessage): void {
    const table = this.table;
    if (!table) return;
    const seat = data.seat;
    let result: TableResult;
    switch (message.type) {
      case 'sync': {
        // The client may have missed what came before its handlers: everything anew.
        data.info = '';
        data.at = null;
        return this.sendTo(client);
      }
      case 'react':
        return this.react(client, data, message.reaction);
      case 'start':
        result = start(table, seat);
        break;
      case 'seat':
        result = setSeat(table, seat, message.seat, message.plan);
        break;
      case 'move':
        result = playMove(table, seat, message.move);
        break;
      case 'next':
        result = askNext(table, seat);
        break;
    }
    if (!result.ok) return this.refuse(client, result.error.code, result.error.message);
    this.table = result.value;
    this.touch();
    this.publish();
  }

  private refuse(client: Client, code: RefusalCode, message: string): void {
    client.send('refused', { type: 'refused', code, message } satisfies ServerMessage);
  }

  /** The table info (when it changed) and the view of one client's seat. */
  private sendTo(client: Client): void {
    const table = this.table;
    const data = client.userData as ClientData | undefined;
    if (!table || !data) return;
    const info = tableInfo(table, data.seat, Date.now(), this.timing.reconnectSeconds);
    const json = JSON.stringify(info);
    if (json !== data.info) {
      data.info = json;
      client.send('table', { type: 'table', table: info } satisfies ServerMessage);
    }
    const view = tableView(table, data.seat, data.at);
    if (!view) return;
    client.send('view', { type: 'view', view } satisfies ServerMessage);
    data.at = { hand: view.handIndex, step: view.step };
    if (data.recorded || !view.over) return;
    const record = recordOf(table);
    if (!record) return;
    // Once each, to whoever is at the table at the end or comes back to it after.
    data.recorded = true;
    client.send('record', { type: 'record', record } satisfies ServerMessage);
  }

  /** Keeps the table, sends every client its view (and the record once it is over), plans. */
  private publish(): void {
    const table = this.table;
    if (!table) return;
    // Written before any client hears of the change (sent, not waited for).
    this.keeping.keep(table);
    for (const client of this.clients) this.sendTo(client);
    this.plan();
  }

  /** The table's next move by itself: a computer's (after its pause) or, at a hand's end, the next deal. */
  private plan(): void {
    this.pending?.clear();
    this.pending = null;
    const table = this.table;
    if (!table) return;
    const turn = turnOf(table);
    if (turn.kind === 'computer') {
      const wait = Math.max(this.timing.computerMs, turn.at - Date.now());
      const key = `${table.hands.length}/${table.hands.at(-1)?.moves.length ?? 0}`;
      if (this.asking === key) return;
      this.pending = this.clock.setTimeout(() => {
        // The room's clock may run a little ahead of the wall clock the grace time is kept in.
        if (turn.at > Date.now()) return this.plan();
        const ask = this.table && computerAsk(this.table, turn.seat, turn.level);
        if (!ask) return this.plan();
        this.asking = key;
        void this.answer(ask).then((move) => {
          this.asking = null;
          // Still the computer's turn (its person may have come back while it thought)?
          this.step((t) => {
            const still = turnOf(t);
            return still.kind === 'computer' && still.seat === ask.seat
              ? playAnswer(t, ask, move)
              : { ok: false, error: { code: 'not-now', message: 'the person is back' } };
          });
        });
      }, wait);
      return;
    }
    const hand = table.hands.length;
    if (table.started && table.family.phase(table.game).kind === 'hand-over') {
      this.pending = this.clock.setTimeout(() => {
        this.step((t) => (t.hands.length === hand ? dealNextHand(t) : { ok: true, value: t }));
      }, this.timing.handPauseMs);
    }
  }

  private step(change: (table: Table) => TableResult): void {
    if (!this.table) return;
    const result = change(this.table);
    if (!result.ok) return this.plan();
    this.table = result.value;
    this.publish();
  }

  /** The table closes after `idleMs` with nothing done at it. */
  private touch(): void {
    this.idle?.clear();
    this.idle = this.clock.setTimeout(() => {
      // The close frame says why (`CLOSE_REASONS`), so the page can say it.
      for (const client of this.clients) client.leave(CLOSE_IDLE, 'idle' satisfies CloseReason);
      void this.disconnect();
    }, this.timing.idleMs);
  }
}

/**
 * The room class for a server with this timing (Colyseus defines rooms by class). `address`
 * reads a matchmaking request's client address (`clientAddress`), handed to the room with
 * the seat's reservation. `answer` answers computers' turns.
 */
export function tableRoomWith(
  timing: ServerTiming,
  address: (context: AuthContext) => string,
  answer: Answer,
  store: TableStore | null = null,
): typeof TableRoom {
  return class extends TableRoom {
    protected override readonly timing = timing;
    protected override readonly answer = answer;
    protected override readonly store = store;

    static override onAuth(_token: string, _options: unknown, context: AuthContext) {
      return Promise.resolve({ address: address(context) });
    }
  };
}
