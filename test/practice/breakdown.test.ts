import { describe, expect, test } from 'vitest';
import { breakdown, formatBreakdown } from '../../src/practice/breakdown';
import { MIXES as AI_MIXES, randomPositions } from '../ai/positions';
import { fixture, t } from '../ai/positions';

describe('the count, arm by arm', () => {
  test.each(
    AI_MIXES.map((m) => [`${m.preset} ${m.players}${m.partners ? ' partners' : ''}`, m] as const),
  )('sums to the engine total on random layouts: %s', (_name, mix) => {
    for (const p of randomPositions(mix, 400, `breakdown/${mix.preset}/${mix.players}`)) {
      const layout = p.state.hand?.layout;
      if (!layout) continue;
      const b = breakdown(layout, p.state.config.options);
      expect(b.total).toBe(layout.total);
      expect(b.parts.every((part) => part.value >= 0)).toBe(true);
      expect(formatBreakdown(b).endsWith(`= ${layout.total}`) || b.parts.length === 0).toBe(true);
    }
  });

  test('names an exposed double', () => {
    const p = fixture(
      { preset: 'horse-race', players: 2 },
      [
        ['6-3', '5-5', '1-0', '2-2', '4-4', '6-6', '0-0'],
        ['4-1', '3-0', '2-1', '6-1', '5-1', '3-3', '0-2'],
      ],
      [],
      0,
      [
        { type: 'play', seat: 0, tile: t('6-3'), on: null },
        { type: 'play', seat: 1, tile: t('3-3'), on: t('6-3') },
      ],
    );
    const layout = p.state.hand?.layout;
    if (!layout) throw new Error('no layout');
    expect(formatBreakdown(breakdown(layout, p.state.config.options))).toBe('6 + 6 (3-3) = 12');
  });
});
