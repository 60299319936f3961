/**
 * The table each family opens at (view/whichTable.ts) agrees with the family table's own
 * registry of table parts: every family the registry sends there has a part to draw it, every
 * casual game is played there, and the line of play's practice keeps its own table.
 */
import { describe, expect, test } from 'vitest';
import { FAMILIES } from '../../src/engine/families';
import { drawnByFamilyTable } from '../../src/view/familySeatTable';
import { atFamilyTable, TABLE_OF } from '../../src/view/whichTable';

describe('which table a family opens at', () => {
  test.each(FAMILIES.map((f) => f.id))('%s', (id) => {
    expect(TABLE_OF[id]).toBeDefined();
    expect(drawnByFamilyTable(id, true)).toBe(atFamilyTable(id));
    expect(drawnByFamilyTable(id, false)).toBe(true);
  });
  test("the line of play's practice at its own table; an unknown game nowhere", () => {
    expect(atFamilyTable('line')).toBe(false);
    expect(atFamilyTable(undefined)).toBe(false);
  });
});
