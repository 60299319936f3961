/**
 * Who may hold a seat's reservation at a table (docs/server.md, "Hostile clients"). Colyseus
 * reserves a place for a join before the client connects, and counts reservations against
 * the room's `maxClients`: a stranger with the code could fill a table with reservations
 * that never connect. So the room's `maxClients` is out of reach (`OPEN_ROOM`), a person's
 * seat is decided when the client connects, and the room asks this before each reservation:
 * an address holds a few unconnected reservations at a time, watchers stay within the
 * table's spectators, and all of them within a bound. A reservation lasts a few seconds.
 */
import { parseJoinOptions } from '../net/protocol';
import type { Table } from './table';

/** A room's `maxClients`: high enough that Colyseus never locks a table (`mayReserve` limits). */
export const OPEN_ROOM = 1000;

/** The most unconnected reservations a table holds at once, whoever made them. */
const MAX_PENDING = 100;

/** An unconnected reservation: whose, and whether it will watch rather than play. */
export interface Pending {
  readonly address: string;
  readonly watcher: boolean;
}

export interface ReservationLimits {
  /** Unconnected reservations one address may hold at a table. */
  readonly perAddress: number;
  /** The most spectators (connected and reserved). */
  readonly spectators: number;
}

/**
 * Whether `next` may be reserved, beside the `pending` ones, with `watching` spectators
 * connected. A person's join is limited only by its address's count (a watcher's place is
 * never a player's), so a friend with the code gets in whatever strangers reserve.
 */
export function mayReserve(
  pending: readonly Pending[],
  next: Pending,
  watching: number,
  limits: ReservationLimits,
): boolean {
  if (pending.length >= MAX_PENDING) return false;
  const mine = pending.filter((p) => p.address === next.address).length;
  if (mine >= limits.perAddress) return false;
  if (!next.watcher) return true;
  return watching + pending.filter((p) => p.watcher).length < limits.spectators;
}

/** The address a reservation's auth data carries (`tableRoomWith`'s `onAuth`). */
export function addressIn(auth: unknown): string {
  const address: unknown =
    typeof auth === 'object' && auth !== null ? (auth as { address?: unknown }).address : null;
  return typeof address === 'string' ? address : '?';
}

/** A reservation as Colyseus holds it: join options, auth data, consumed, a reconnection's. */
export type Reservation = readonly [unknown, unknown, boolean?, boolean?];

/**
 * Whether a join with these options and auth data may reserve a place at `table`, beside
 * the `reserved` ones (reconnections apart): a started game, a full table or a wish to
 * watch makes a watcher.
 */
export function admits(
  table: Table,
  reserved: readonly Reservation[],
  joinOptions: unknown,
  auth: unknown,
  limits: { readonly reservationsPerAddress: number; readonly spectators: number },
): boolean {
  const open = table.seats.some((s) => s.plan.kind === 'person' && s.holder === null);
  const watches = (options: unknown) =>
    parseJoinOptions(options).spectate || table.started || !open;
  const pending = reserved
    .filter(([, , , reconnecting]) => reconnecting !== true)
    .map(([options, a]) => ({ address: addressIn(a), watcher: watches(options) }));
  const next = { address: addressIn(auth), watcher: watches(joinOptions) };
  return mayReserve(pending, next, table.spectators.length, {
    perAddress: limits.reservationsPerAddress,
    spectators: limits.spectators,
  });
}
