/**
 * A room's WebSocket frame, checked before Colyseus decodes it (docs/server.md, "Hostile
 * clients"). Colyseus reads a message's type without a guard: a type that is not UTF-8
 * logs a line per bad byte, and a type `*` reaches the wildcard handler with its arguments
 * shifted. A frame here is passed on only when Colyseus will read it as our protocol does:
 * the join's acknowledgement, a leave, or a message whose type is a short UTF-8 string.
 */
import { logger, type Client } from '@colyseus/core';
import { CLIENT_MESSAGE_TYPES } from '../net/protocol';

/** The close code of a connection that sent a frame of no protocol of ours (Colyseus's "with error"). */
export const CLOSE_BAD_FRAME = 4002;

/** Colyseus 0.16's frame codes (`Protocol` in @colyseus/core). */
const JOIN_ROOM = 10;
const LEAVE_ROOM = 12;
const ROOM_DATA = 13;

/** The longest message type worth reading (the protocol's are a few letters). */
const MAX_TYPE_BYTES = 40;

/** What the room does with a frame. */
export type FrameVerdict =
  | { readonly kind: 'pass' }
  /** Answer with a refusal and read no further (a type the protocol does not have). */
  | { readonly kind: 'refuse'; readonly type: string }
  /** Close the sender's connection with this reason (it speaks no protocol we know). */
  | { readonly kind: 'close'; readonly reason: string };

const PASS: FrameVerdict = { kind: 'pass' };
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A message type's bytes (MessagePack's fixstr or str 8, all there), or null. */
function typeBytes(frame: Uint8Array): Uint8Array | null {
  const prefix = frame[1] ?? 0;
  let start = 2;
  let length: number;
  // (Colyseus would read 0xa0, the empty fixstr, as a number: here it is the type '', refused.)
  if (prefix >= 0xa0 && prefix < 0xc0) length = prefix & 0x1f;
  else if (prefix === 0xd9) [start, length] = [3, frame[2] ?? 0];
  else return null;
  return start + length <= frame.length ? frame.subarray(start, start + length) : null;
}

/** Reads a frame's envelope: passed on, refused (the wildcard type) or its sender closed. */
export function checkFrame(frame: Uint8Array, binary: boolean): FrameVerdict {
  if (!binary) return { kind: 'close', reason: 'text frames are not part of the protocol' };
  const code = frame[0];
  if (code === JOIN_ROOM || code === LEAVE_ROOM) return PASS;
  if (code !== ROOM_DATA) return { kind: 'close', reason: `frame code ${String(code)} is unknown` };
  const bytes = typeBytes(frame);
  if (!bytes || bytes.length > MAX_TYPE_BYTES)
    return { kind: 'close', reason: 'a message type must be a short string' };
  let type: string;
  try {
    type = utf8.decode(bytes);
  } catch {
    return { kind: 'close', reason: 'a message type must be UTF-8' };
  }
  // Only the protocol's types reach Colyseus's handlers (`*` is its wildcard, and
  // `__no_message_handler` its fallback): any other is refused by name.
  return (CLIENT_MESSAGE_TYPES as readonly string[]).includes(type)
    ? PASS
    : { kind: 'refuse', type };
}

/** Closes a client's connection with a reason, reading nothing more from it. */
export function shut(client: Client, reason: string, table: string): void {
  const socket = client.ref as Client['ref'] & { terminate?: () => void };
  socket.removeAllListeners('message');
  logger.warn(`table ${table}: a connection closed: ${reason}`);
  client.leave(CLOSE_BAD_FRAME, reason);
  // A peer that never answers the close is cut off.
  setTimeout(() => socket.terminate?.(), 1000).unref();
}
