// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../src/i18n/i18n';
import { recorded } from '../../../../src/renderers/gallery/recordedReports';
import type { SearchState } from '../../../../src/renderers/hooks/searchState';
import TileTable from '../../../../src/renderers/grid/TileTable';
import { tileTableFits } from '../../../../src/renderers/grid/tileTableFits';
import { RoutedStoryFrame } from '../support/routedFrame';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const { view, result } = recorded('site_dashboard');
const ready: SearchState = { status: 'ready', first: result };
const ctx = { currency: 'USD', lang: 'en' };
const drill = { pathOf: (id: string) => (id === 'site_trend' ? '/sys_provider/site_trend' : undefined), filters: {}, filterDefs: view.filters };
type Row = Record<string, unknown>;
const rows = result.res as Row[];

function draw(state: SearchState = ready, onSort = vi.fn()) {
  render(<RoutedStoryFrame><TileTable view={view} ctx={ctx} state={state} rows={state.status === 'ready' ? rows : []} onSort={onSort} onRetry={() => undefined} drill={drill} desktop /></RoutedStoryFrame>);
  return { table: screen.getByRole('table'), onSort };
}

const bodyRows = (table: HTMLElement) => [...table.querySelectorAll('tbody tr')] as HTMLElement[];
const columnTexts = (table: HTMLElement, field: string) => {
  const index = view.columns.findIndex((c) => c.field === field);
  return bodyRows(table).map((tr) => tr.children[index].textContent);
};
const columnName = (field: string) => screen.getAllByRole('columnheader')[view.columns.findIndex((c) => c.field === field)].querySelector('.tile-table-header')!.textContent!;
const header = (name: string) => screen.getByRole('button', { name });
const two = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Spec §9: in full below a million, in units of 10,000 (W) up to 100 million, of 100 million (E) above. */
const money = (n: number) => (Math.abs(n) < 1e6 ? two(n) : Math.abs(n) < 1e8 ? `${two(n / 1e4)}W` : `${two(n / 1e8)}E`);
const namesBy = (field: string, dir: 1 | -1) => [...rows].sort((a, b) => dir * ((a[field] as number) - (b[field] as number))).map((r) => r.site_name);

describe('the tile table', () => {
  it("fits a local report's one page of rows, never a server-paged one or more rows than a page", () => {
    expect(tileTableFits(view, ready, rows)).toBe(true);
    expect(tileTableFits(view, ready, Array.from({ length: 21 }, () => rows[0]))).toBe(false);
    expect(tileTableFits({ ...view, paging: { mode: 'remote', pageSize: 50 } }, ready, rows)).toBe(false);
    expect(tileTableFits(view, { status: 'loading', first: null }, [])).toBe(false);
    expect(tileTableFits(view, { status: 'error', message: 'x', first: null }, [])).toBe(true);
  });

  it("draws every row with the report's headers and formats, in the default sort (turnover, highest first)", () => {
    const { table } = draw();
    expect(bodyRows(table)).toHaveLength(rows.length);
    const heads = within(table).getAllByRole('columnheader').map((th) => th.textContent?.replace(/[↑↓\d]+$/, ''));
    expect(heads[0]).toBe('Site');
    expect(heads).toContain('Turnover (USD)');
    expect(heads).toContain('Active players');
    expect(columnTexts(table, 'site_name')).toEqual(namesBy('apv_bet', -1));
    // the site with the largest deposits, by the recorded figures, reads its own figures
    const top = rows.reduce((a, b) => ((b.dpst_amt as number) > (a.dpst_amt as number) ? b : a));
    const tr = bodyRows(table).find((r) => r.children[0].textContent === top.site_name)!;
    const cellOf = (field: string) => tr.children[view.columns.findIndex((c) => c.field === field)].textContent;
    expect(cellOf('dpst_amt')).toBe(money(top.dpst_amt as number));
    expect(cellOf('gm_dau')).toBe((top.gm_dau as number).toLocaleString('en-US'));
    expect(cellOf('dpst_amt_growth_rate')).toBe(`${(top.dpst_amt_growth_rate as number) >= 0 ? '+' : ''}${((top.dpst_amt_growth_rate as number) * 100).toFixed(2)}%`);
    expect(tr.children[view.columns.findIndex((c) => c.field === 'dpst_amt')].className).toContain('cell-num');
  });

  it('ends with the totals row: "Total", the totals of the columns that total, blanks elsewhere', () => {
    const { table } = draw();
    const foot = table.querySelector('tfoot tr')!;
    const at = (field: string) => foot.children[view.columns.findIndex((c) => c.field === field)].textContent;
    expect(at('site_name')).toBe('Total');
    expect(at('site_currency')).toBe('');
    const sum = rows.reduce((s, r) => s + (r.apv_bet as number), 0);
    expect(at('apv_bet')).toBe(money(sum));
  });

  it('links each site to its trend with the site as filter; the totals row links nowhere', () => {
    const { table } = draw();
    const link = within(bodyRows(table)[0]).getByRole('link');
    const first = rows.find((r) => r.site_name === link.textContent)!;
    const url = new URL(link.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe('/sys_provider/site_trend');
    expect(JSON.parse(url.searchParams.get('f')!)).toMatchObject({ sites: first.site_id });
    expect(table.querySelector('tfoot a')).toBeNull();
  });

  it('sorts by a header click: a figure largest first, then smallest first, then the order of the answer; aria-sort says which', () => {
    const { table, onSort } = draw();
    const th = () => header('Active players').closest('th')!;
    expect(th().getAttribute('aria-sort')).toBe('none');
    expect(header('Turnover (USD)').closest('th')!.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(header('Active players'));
    expect(columnTexts(table, 'site_name')).toEqual(namesBy('gm_dau', -1));
    expect(th().getAttribute('aria-sort')).toBe('descending');
    expect(header('Turnover (USD)').closest('th')!.getAttribute('aria-sort')).toBe('none');
    expect(onSort).toHaveBeenLastCalledWith([{ colId: 'gm_dau', sort: 'desc' }]);
    fireEvent.click(header('Active players'));
    expect(columnTexts(table, 'site_name')).toEqual(namesBy('gm_dau', 1));
    fireEvent.click(header('Active players'));
    expect(columnTexts(table, 'site_name')).toEqual(rows.map((r) => r.site_name));
    expect(onSort).toHaveBeenLastCalledWith([]);
  });

  it('sorts from the keyboard: Tab to a header, Enter or Space', async () => {
    const user = userEvent.setup();
    const { table } = draw();
    header(columnName('dpst_amt')).focus();
    await user.keyboard('{Enter}');
    expect(columnTexts(table, 'site_name')).toEqual(namesBy('dpst_amt', -1));
    await user.keyboard(' ');
    expect(columnTexts(table, 'site_name')).toEqual(namesBy('dpst_amt', 1));
    // the next header is the next stop of Tab
    const next = header(columnName('dpst_amt')).closest('th')!.nextElementSibling!;
    await user.tab();
    expect(document.activeElement).toBe(next.querySelector('button'));
  });

  it('speaks Traditional Chinese', async () => {
    await i18n.changeLanguage('tw');
    const { table } = draw();
    const heads = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(heads[0]).toMatch(/^站台/);
    expect(heads.some((h) => h?.startsWith('活躍玩家'))).toBe(true);
    expect(table.querySelector('tfoot th')!.textContent).toBe(i18n.t('common.total'));
    expect(i18n.t('common.total')).not.toBe('Total');
  });

  it('says why there are no rows, or what went wrong with a retry', () => {
    const empty = { ...result, res: [], total: 0, totals: null };
    const { table } = draw({ status: 'ready', first: empty });
    expect(bodyRows(table)).toHaveLength(0);
    expect(document.querySelector('.report-empty')).not.toBeNull();
    cleanup();
    draw({ status: 'error', message: 'The report took too long', first: null });
    expect(screen.getByRole('alert').textContent).toContain('The report took too long');
  });
});
