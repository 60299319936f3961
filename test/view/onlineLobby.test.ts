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

const person = (taken: boolean, connected = taken): SeatInfo => ({
  kind: 'person',
  name: '',
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
    expect(seatWords(t, 0)).toBe('A friend (host)');
    expect(seatWords(t, 1)).toBe('You');
    expect(seatWords(t, 2)).toBe('A friend, away');
    expect([0, 1, 2].map((s) => seatAction(t, s))).toEqual([null, null, null]);
    expect(canStart(t)).toBe(true);
    expect(lobbyStatus(t)).toBe('Waiting for the host to start.');
    expect(lobbyStatus(table(t.seats.slice(), -1))).toContain('watching');
  });

  test('an unknown code in plain words', () => {
    expect(joinProblem('room "ABCDEFGH" not found')).toContain('No table has the code ABCD EFGH');
    expect(joinProblem('the server could not be reached')).toBe('the server could not be reached');
  });
});
