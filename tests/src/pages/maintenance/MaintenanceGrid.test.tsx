// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import type { GetLocaleTextParams } from 'ag-grid-community';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../src/i18n/i18n';

let gridProps: { getLocaleText?: (p: GetLocaleTextParams) => string } = {};
vi.mock('ag-grid-react', () => ({
  AgGridReact: (props: typeof gridProps) => { gridProps = props; return null; },
}));

const { MaintenanceGrid } = await import('../../../../src/pages/maintenance/shared/MaintenanceGrid');

afterEach(async () => { cleanup(); await act(async () => { await i18n.changeLanguage('en'); }); });

const text = (key: string, defaultValue: string) => gridProps.getLocaleText!({ key, defaultValue } as GetLocaleTextParams);

describe('the maintenance grids’ own texts', () => {
  it('says Loading and No records in the reader’s language, as the report grids do', async () => {
    render(<MaintenanceGrid label="Operators" rows={[]} columns={[]} rowId={() => 'x'} loading onSort={() => undefined} onSelect={() => undefined} />);
    expect(text('loadingOoo', 'Loading...')).toBe('Loading…');
    expect(text('noRowsToShow', 'No Rows To Show')).toBe('No records');
    await act(async () => { await i18n.changeLanguage('tw'); });
    // the same grid, after the language changed: AG Grid asks for its texts as it shows them
    expect(text('loadingOoo', 'Loading...')).toBe('載入中…');
    expect(text('noRowsToShow', 'No Rows To Show')).toBe('沒有資料');
    expect(text('ariaRowToggleSelection', 'Press Space to toggle row selection')).toBe('按空白鍵選取或取消選取此列');
    expect(text('ariaChecked', 'checked')).toBe('已選取');
    expect(text('ariaSortableColumn', 'Press ENTER to sort')).toMatch(/[\u4e00-\u9fff]/);
    // a text these lists never show keeps AG Grid's
    expect(text('thousandSeparator', ',')).toBe(',');
  });
});

describe('the maintenance grids’ height', () => {
  const heightOf = (rows: number, height?: number) => {
    const { container } = render(<MaintenanceGrid label="Audit" rows={Array.from({ length: rows }, (_, i) => ({ i }))} columns={[]} rowId={(r) => String(r.i)} loading={false} onSort={() => undefined} height={height} />);
    const px = Number.parseFloat((container.querySelector('.mnt-grid') as HTMLElement).style.height);
    cleanup();
    return px;
  };
  it('is as tall as its rows, five at the least, up to its height, past which it scrolls inside', () => {
    // one audit line was drawn in a 420 px frame, most of it empty
    expect(heightOf(1)).toBeLessThan(300);
    expect(heightOf(0)).toBe(heightOf(5));
    expect(heightOf(8)).toBeGreaterThan(heightOf(5));
    expect(heightOf(50)).toBe(420);
    expect(heightOf(50, 360)).toBe(360);
  });
});
