/**
 * The online session the screens will drive (src/net/session.ts), against a real server:
 * a host opens, a friend joins by code, both play; the friend reloads mid-game and comes
 * back to the same seat from the session's storage; at the end each keeps the record, with
 * their own seat, and the record replays. A code that names no table is a plain problem.
 */
import { expect, test } from 'vitest';
import { familyOf, type RecordJson } from '../../src/engine/index';
import { connectOnline } from '../../src/net/client';
import {
  OnlineSession,
  RESUME_KEY,
  tableLink,
  type OnlineState,
  type SessionStorage,
} from '../../src/net/session';
import { memoryStorage } from '../support/session';
import { PERSON, tableOptions, useTestServer } from './harness';

const server = useTestServer();

interface Kept {
  record: RecordJson;
  you: number;
}

function session(storage: SessionStorage, kept: Kept[], name = ''): OnlineSession {
  return new OnlineSession({
    connect: () => connectOnline(server().url),
    storage,
    keep: (record, you) => kept.push({ record, you }),
    name: () => name,
  });
}

/** Resolves once the session's state passes `test`. */
function when(
  s: OnlineSession,
  test: (state: OnlineState) => boolean,
  what: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (test(s.state)) return resolve();
    const timer = setTimeout(() => reject(new Error(`gave up waiting for ${what}`)), 60_000);
    const stop = s.subscribe((state) => {
      if (!test(state)) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}

/** Plays the session's seat: the first legal move, "next" at a hand's end. */
function play(s: OnlineSession, until: (state: OnlineState) => boolean = () => false): () => void {
  let answered = '';
  const answer = (state: OnlineState) => {
    const view = state.view;
    if (!view || view.over || until(state)) return;
    const key = `${view.handIndex}/${view.step}/${view.phase.kind}`;
    if (key === answered) return;
    const first = view.legal[0];
    if (first) {
      answered = key;
      s.move(first);
    } else if (view.phase.kind === 'hand-over') {
      answered = key;
      s.next();
    }
  };
  answer(s.state);
  return s.subscribe(answer);
}

test('open, join by code, play, reload mid-game, and keep the record at the end', async () => {
  const kept: Kept[] = [];
  const hostStore = memoryStorage();
  const friendStore = memoryStorage();
  const host = session(hostStore, kept, 'Ada');
  // The server reads a name as Settings would: no control or format characters.
  const friend = session(friendStore, kept, 'Sam\u202e\u0007');
  expect(await host.open(tableOptions({ preset: 'horse-race', seats: [PERSON, PERSON] }))).toBe(
    true,
  );
  const code = host.state.code!;
  expect(tableLink('https://dominoes.example/play/?seed=X#top', code)).toBe(
    `https://dominoes.example/play/?table=${code}`,
  );
  expect(await friend.join(code.toLowerCase())).toBe(true);
  await when(host, (s) => s.table?.seats[1]?.connected === true, 'the friend');
  expect(host.state.phase).toBe('lobby');
  // Each seat carries the name its person chose, to everyone at the table.
  expect(host.state.table?.seats.map((s) => s.name)).toEqual(['Ada', 'Sam']);
  await when(friend, (s) => s.table?.seats[1]?.name === 'Sam', 'the names');
  expect(friend.state.table?.seats.map((s) => s.name)).toEqual(['Ada', 'Sam']);
  host.start();
  await when(friend, (s) => s.phase === 'playing' && s.view !== null, 'the game');
  const hostPlays = play(host);
  const stopFriend = play(friend, (s) => (s.view?.step ?? 0) >= 4);
  await when(friend, (s) => (s.view?.step ?? 0) >= 4, 'a few moves');
  stopFriend();
  // A reload: this page's session and its connection are gone, its storage is not.
  friend.disconnect();
  expect(friendStore.map.has(RESUME_KEY)).toBe(true);
  const again = session(friendStore, kept);
  expect(await again.resume()).toBe(true);
  await when(again, (s) => s.table?.you === 1 && s.view !== null, 'the seat again');
  // Back at the seat, with the name it had.
  expect(again.state.table?.seats.map((s) => s.name)).toEqual(['Ada', 'Sam']);
  const friendPlays = play(again);
  await when(host, (s) => s.phase === 'over', 'the end');
  await when(again, (s) => s.phase === 'over' && s.record !== null, 'the end for the friend');
  hostPlays();
  friendPlays();
  expect(kept.map((k) => k.you).sort()).toEqual([0, 1]);
  expect(kept[0]!.record).toEqual(kept[1]!.record);
  const replayed = familyOf('horse-race')!.record.replay(
    JSON.parse(JSON.stringify(kept[0]!.record)),
  );
  expect(replayed.status).toBe(0);
  expect((replayed.output as { scores: number[] }).scores).toEqual([...host.state.view!.scores]);
  // Over: a reload starts afresh.
  expect(friendStore.map.has(RESUME_KEY)).toBe(false);
  await Promise.all([host.leave(), again.leave(), friend.leave()]);
  expect(host.state.phase).toBe('idle');
});

test('a code that names no table is a plain problem, and a stale token is forgotten', async () => {
  const store = memoryStorage();
  const s = session(store, []);
  expect(await s.join('ABCD-EFGH')).toBe(false);
  expect(s.state.phase).toBe('idle');
  expect(s.state.problem).toMatch(/not found|ABCDEFGH/);
  expect(await s.join('hello')).toBe(false);
  expect(s.state.problem).toContain("is not a table's code");
  store.setItem(RESUME_KEY, 'ABCDEFGH:stale');
  expect(await s.resume()).toBe(false);
  expect(store.map.has(RESUME_KEY)).toBe(false);
});
