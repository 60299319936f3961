/** The lobby's words: seats, the host's seat actions, the start and the line under them. */
import { describe, expect, test } from 'vitest';
import type { SeatInfo, TableInfo } from '../../src/net/protocol';
import {
  canStart,
  joinProblem,
  lobbyStatus,
  seatAction,
  seatWords,
  spacedCode,
} from '../../src/view/onlineLobby';

const person = (taken: boolean, connected = taken, name = ''): SeatInfo => ({
  kind: 'person',
  name,
  level: null,
  taken,
  connected,
  standIn: false,
});
const computer: SeatInfo = {
  kind: 'computer',
  name: '',
  level: 'hard',
  taken: false,
  connected: false,
  standIn: false,
};

function table(seats: SeatInfo[], you: number, host = 0): TableInfo {
  return {
    code: 'ABCDEFGH',
    preset: 'horse-race',
    players: seats.length,
    partners: false,
    options: {},
    away: 'wait',
    graceSeconds: 15,
    reconnectSeconds: 60,
    host,
    you,
    started: false,
    seats,
    spectators: 0,
  };
}

describe('the lobby', () => {
  test('the host sees open seats to give away and waits for them', () => {
    const t = table([person(true), person(false), computer], 0);
    expect(spacedCode(t.code)).toBe('ABCD EFGH');
    expect([0, 1, 2].map((s) => seatWords(t, s))).toEqual([
      'You (host)',
      'Open: waiting for a friend',
      'Computer, hard',
    ]);
    expect([0, 1, 2].map((s) => seatAction(t, s))).toEqual([null, 'computer', 'open']);
    expect(canStart(t)).toBe(false);
    expect(lobbyStatus(t)).toContain('one seat is still open');
  });

  test('a friend sees the host and waits for the start', () => {
    const t = table([person(true), person(true), person(true, false)], 1);
    expect(seatWords(t, 0)).toBe('Player 1 (host)');
    expect(seatWords(t, 1)).toBe('You');
    expect(seatWords(t, 2)).toBe('Player 3, away');
    expect([0, 1, 2].map((s) => seatAction(t, s))).toEqual([null, null, null]);
    expect(canStart(t)).toBe(true);
    expect(lobbyStatus(t)).toBe('Waiting for the host to start.');
    expect(lobbyStatus(table(t.seats.slice(), -1))).toContain('watching');
  });

  test('each person by the name they chose, as the table names them; "You" only for oneself', () => {
    const seats = [person(true, true, 'Ada'), person(true, true, 'Sam'), computer];
    const friend = table(seats, 1);
    expect([0, 1, 2].map((s) => seatWords(friend, s))).toEqual([
      'Ada (host)',
      'You (Sam)',
      'Computer, hard',
    ]);
    const host = table(seats, 0);
    expect([0, 1, 2].map((s) => seatWords(host, s))).toEqual([
      'You (Ada, host)',
      'Sam',
      'Computer, hard',
    ]);
    // A spectator sees everyone by their names, nobody as "You".
    const watcher = table(seats, -1);
    expect([0, 1, 2].map((s) => seatWords(watcher, s))).toEqual([
      'Ada (host)',
      'Sam',
      'Computer, hard',
    ]);
  });

  test('an unknown code in plain words', () => {
    expect(joinProblem('room "ABCDEFGH" not found')).toContain('No table has the code ABCD EFGH');
    expect(joinProblem('the server could not be reached')).toBe('the server could not be reached');
  });
});
