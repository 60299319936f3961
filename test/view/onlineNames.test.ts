/**
 * The names and colours of an online table's seats (src/view/onlineNames.ts): the same on
 * every page, "You" only on one's own, each person by the name they chose.
 */
import { describe, expect, test } from 'vitest';
import type { SeatInfo } from '../../src/net/protocol';
import { pageNames, seatColour, seatLabels } from '../../src/view/onlineNames';

const person = (name = ''): SeatInfo => ({
  kind: 'person',
  name,
  level: null,
  taken: true,
  connected: true,
  standIn: false,
});
const computer: SeatInfo = { ...person(), kind: 'computer', level: 'easy', taken: false };

describe("an online table's names", () => {
  test('a person by their chosen name, else by their seat; computers numbered when several', () => {
    expect(seatLabels({ seats: [person('Ada'), person(), computer] })).toEqual([
      'Ada',
      'Player 2',
      'Computer',
    ]);
    expect(seatLabels({ seats: [person('Ada'), computer, computer, person('Sam')] })).toEqual([
      'Ada',
      'Computer 2',
      'Computer 3',
      'Sam',
    ]);
  });

  test('two alike are told apart by their seats; "You" is nobody else’s name', () => {
    expect(seatLabels({ seats: [person('Sam'), person('sam'), person('Ada')] })).toEqual([
      'Sam (1)',
      'sam (2)',
      'Ada',
    ]);
    expect(seatLabels({ seats: [person('You'), person('YOU'), computer] })).toEqual([
      'Player 1',
      'Player 2',
      'Computer',
    ]);
    // A name that is not one (a hostile server's) is not shown.
    expect(seatLabels({ seats: [person('<b>hi</b>'), computer] })).toEqual([
      'Player 1',
      'Computer',
    ]);
    // A computer's seat has no chosen name, whatever it carries.
    expect(seatLabels({ seats: [person('Ada'), { ...computer, name: 'Ada' }] })).toEqual([
      'Ada',
      'Computer',
    ]);
  });

  test('every page the same, but for "You" on one’s own', () => {
    const table = { seats: [person('Ada'), computer, person('Sam')] };
    expect(pageNames(table, 0)).toEqual(['You', 'Computer', 'Sam']);
    expect(pageNames(table, 2)).toEqual(['Ada', 'Computer', 'You']);
    expect(pageNames(table, 2, 'Sam')).toEqual(['Ada', 'Computer', 'Sam']);
    expect(pageNames(table, null)).toEqual(['Ada', 'Computer', 'Sam']);
  });

  test('a seat’s colour is its own on every page, or its partnership’s', () => {
    const seats = [person('Ada'), computer, person('Sam'), computer];
    expect([0, 1, 2, 3].map((s) => seatColour({ seats, partners: false }, s))).toEqual([
      0, 1, 2, 3,
    ]);
    expect([0, 1, 2, 3].map((s) => seatColour({ seats, partners: true }, s))).toEqual([0, 1, 0, 1]);
  });
});
