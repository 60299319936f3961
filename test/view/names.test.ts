import { describe, expect, test } from 'vitest';
import { isYou, seatName, sideName, verb } from '../../src/view/names';

describe('seat and side names', () => {
  test('the person is "You" at seat 0, the others by compass point', () => {
    expect([0, 1, 2, 3].map((s) => seatName(s, 4))).toEqual(['You', 'West', 'North', 'East']);
    expect([0, 1].map((s) => seatName(s, 2))).toEqual(['You', 'North']);
    expect(sideName(0, 4, true)).toBe('You & North');
    expect(verb(0, 3, 'lead', 'leads')).toBe('You lead');
    expect(verb(2, 3, 'lead', 'leads')).toBe('East leads');
  });

  test('watching computers play, seat 0 is "South" and takes the third person', () => {
    expect(seatName(0, 4, true)).toBe('South');
    expect(seatName(1, 4, true)).toBe('West');
    expect(isYou(0, true)).toBe(false);
    expect(isYou(0)).toBe(true);
    expect(sideName(0, 4, true, true)).toBe('South & North');
    expect(sideName(0, 2, false, true)).toBe('South');
    expect(verb(0, 2, 'lead', 'leads', true)).toBe('South leads');
  });
});
