import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { operatorColumns } from '../../../../../src/pages/maintenance/operator/operatorColumns';

const t = ((key: string) => key) as unknown as TFunction;

/** AG Grid's checkbox column in front of the operator list. */
const SELECTION_COLUMN = 50;
/** The grid's width in a 1280 px window: the side menu (260 px), the page's and the card's padding, a vertical scrollbar. */
const GRID_AT_1280 = 1239 - 301 - 15;

describe('the operator list on a phone', () => {
  it('gives names more room than the other columns and their whole text as a tooltip', () => {
    const byId = new Map(operatorColumns(t, false).map((c) => [c.colId, c]));
    for (const id of ['operatorAC', 'operatorName', 'groupName']) expect(byId.get(id)?.tooltipField, id).toBe(id);
    expect(byId.get('operatorName')?.width).toBeGreaterThan(byId.get('status')!.width!);
    expect(byId.get('groupName')?.width).toBeGreaterThan(byId.get('status')!.width!);
  });
});

describe('the operator list on a desk', () => {
  it('fits a 1280 px window, the Updated column included, and lets the names take the room left', () => {
    const cols = operatorColumns(t, true);
    const narrowest = SELECTION_COLUMN + cols.reduce((sum, c) => sum + (c.flex ? c.minWidth! : c.width!), 0);
    expect(narrowest).toBeLessThanOrEqual(GRID_AT_1280);
    const byId = new Map(cols.map((c) => [c.colId, c]));
    for (const id of ['operatorAC', 'operatorName', 'groupName']) expect(byId.get(id)?.flex, id).toBeGreaterThan(0);
    // the time keeps its whole width ("2026-11-30 16:42:35" and a sort arrow)
    expect(byId.get('updatedAt')?.width).toBeGreaterThanOrEqual(160);
    expect(byId.get('updatedAt')?.flex).toBeUndefined();
  });
});
