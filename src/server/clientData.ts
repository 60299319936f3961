/** What a table's room keeps for each connection (`tableRoom.ts`). */
import { fullBucket, type Bucket } from './limits';
import type { ViewPoint } from './tablePlay';
import type { ServerTiming } from './timing';

/** What the room keeps per client. */
export interface ClientData {
  seat: number;
  bucket: Bucket;
  /** Its reactions' own bucket. */
  reacts: Bucket;
  /** When the client was last told it sends too fast (ms). */
  warnedAt: number;
  /** The last table info sent, as JSON, so that it is sent again only when it changes. */
  info: string;
  /** Where the last view sent stood (its events run from there); null: none this client surely has. */
  at: ViewPoint | null;
  /** Whether the finished game's record was sent to this client. */
  recorded: boolean;
}

/** A new connection's data for `seat` (-1: a spectator), its rates' buckets full. */
export function clientData(timing: ServerTiming, seat: number): ClientData {
  const now = Date.now();
  return {
    seat,
    bucket: fullBucket(timing.messages, now),
    reacts: fullBucket(timing.reactions, now),
    warnedAt: 0,
    info: '',
    at: null,
    recorded: false,
  };
}
