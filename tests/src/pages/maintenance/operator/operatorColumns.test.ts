import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { operatorColumns } from '../../../../../src/pages/maintenance/operator/operatorColumns';

const t = ((key: string) => key) as unknown as TFunction;

describe('the operator list on a phone', () => {
  it('gives names more room than the other columns and their whole text as a tooltip', () => {
    const byId = new Map(operatorColumns(t, false).map((c) => [c.colId, c]));
    for (const id of ['operatorAC', 'operatorName', 'groupName']) expect(byId.get(id)?.tooltipField, id).toBe(id);
    expect(byId.get('operatorName')?.width).toBeGreaterThan(byId.get('status')!.width!);
    expect(byId.get('groupName')?.width).toBeGreaterThan(byId.get('status')!.width!);
    // on a desk, as wide as before
    expect(new Map(operatorColumns(t, true).map((c) => [c.colId, c.width])).get('operatorName')).toBe(180);
  });
});
