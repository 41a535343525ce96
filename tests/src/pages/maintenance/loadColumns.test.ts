import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../src/i18n/i18n';
import type { LoadProblemCode, LoadProblemWhy } from '../../../../src/engine/loads/loadProblems';
import { loadProblemText } from '../../../../server/load/problems';
import { clickhouseText, daysText, derivedText, loadColumns, problemLine, problemText } from '../../../../src/pages/maintenance/loads/loadColumns';
import type { LoadEntry } from '../../../../src/pages/maintenance/shared/maintenanceTypes';

const entry = (more: Partial<LoadEntry>): LoadEntry => ({ id: 'x', startedAt: '2026-11-28T06:00:00.000Z', seconds: 3.2, from: '/in', files: [], result: 'loaded', ...more });

describe('the Data Loads page columns', () => {
  it('says how the derived tables were brought up to date, in both languages', () => {
    const daily = entry({ derived: { refreshed: 35, rebuilt: 1, kept: 0 } });
    const first = entry({ derived: { refreshed: 0, rebuilt: 36, kept: 0, rebuiltBecause: 'a first load' } });
    expect(derivedText(i18n.getFixedT('en'), daily)).toBe('35 refreshed · 1 built again · 0 unchanged');
    expect(derivedText(i18n.getFixedT('en'), first)).toBe('all 36 built again (a first load)');
    expect(derivedText(i18n.getFixedT('tw'), daily)).toBe('35 個增量更新 · 1 個重建 · 0 個未變動');
    // why all were built again, in the reader's language; a line of the loads log from before the reason's code, in English
    const renamed = entry({ derived: { refreshed: 0, rebuilt: 36, kept: 0, rebuiltBecause: 'dim_game changes game_kind_name of existing rows', rebuiltWhy: { code: 'columnsChanged', table: 'dim_game', columns: ['game_kind_name', 'game_brand_name'] } } });
    expect(derivedText(i18n.getFixedT('en'), renamed)).toBe('all 36 built again (dim_game changes game_kind_name, game_brand_name of existing rows)');
    expect(derivedText(i18n.getFixedT('tw'), renamed)).toBe('全部 36 個重建（dim_game 變更了既有資料列的 game_kind_name, game_brand_name）');
    expect(derivedText(i18n.getFixedT('tw'), { ...first, derived: { ...first.derived!, rebuiltWhy: { code: 'firstLoad' } } })).toBe('全部 36 個重建（首次載入）');
    // a refused load derived nothing
    expect(derivedText(i18n.getFixedT('en'), entry({ result: 'refused' }))).toBe('');
  });

  it('names the days a load held: one day, or the first and last with their count', () => {
    const t = i18n.getFixedT('en');
    expect(daysText(t, entry({ daysLoaded: { first: '2026-11-27', last: '2026-11-27', count: 1 } }))).toBe('2026-11-27');
    expect(daysText(t, entry({ daysLoaded: { first: '2026-11-01', last: '2026-11-27', count: 27 } }))).toBe('2026-11-01 – 2026-11-27 (27 days)');
    expect(daysText(t, entry({ daysLoaded: null }))).toBe('dimensions only');
  });
});

describe('the Data Loads page on a console served from ClickHouse', () => {
  const daily = entry({ servedAfter: 16.8, clickhouse: { tables: 9, months: 8, rows: 252_094, seconds: 7.04 } });
  const first = entry({ clickhouse: { tables: 58, months: 0, rows: 412_880_115, seconds: 402.6, whole: true } });

  it('says what each load gave ClickHouse, in both languages', () => {
    expect(clickhouseText(i18n.getFixedT('en'), daily, 'en')).toBe('9 tables · 8 months replaced · 252,094 rows in 7.0 s');
    expect(clickhouseText(i18n.getFixedT('en'), first, 'en')).toBe('copied whole: 58 tables · 412,880,115 rows in 402.6 s');
    expect(clickhouseText(i18n.getFixedT('tw'), daily, 'tw')).toBe('9 個資料表 · 取代 8 個月 · 252,094 筆，7.0 秒');
    expect(clickhouseText(i18n.getFixedT('en'), entry({}), 'en')).toBe('');
  });

  it('shows when each load was served, and a ClickHouse column only where some load gave ClickHouse its changes', () => {
    const t = i18n.getFixedT('en');
    const ids = (withClickHouse: boolean) => loadColumns(t, 'en', true, withClickHouse).map((c) => c.colId);
    expect(ids(false)).toContain('servedAfter');
    expect(ids(false)).not.toContain('clickhouse');
    expect(ids(true)).toContain('clickhouse');
    const served = loadColumns(t, 'en', true).find((c) => c.colId === 'servedAfter')!;
    expect(served.headerName).toBe('Served after (s)');
    const value = served.valueGetter as (p: { data?: LoadEntry }) => string;
    expect(value({ data: daily })).toBe('16.8');
    // loads logged before the loader said when it served
    expect(value({ data: entry({}) })).toBe('');
  });
});

/** One problem of each code, with values as the loader gives them. */
const EVERY_PROBLEM: { [C in LoadProblemCode]: Extract<LoadProblemWhy, { code: C }> } = {
  notFolder: { code: 'notFolder' },
  notInputTable: { code: 'notInputTable' },
  folderEmpty: { code: 'folderEmpty' },
  mixedFormats: { code: 'mixedFormats' },
  givenTwiceAsFolder: { code: 'givenTwiceAsFolder', table: 'fact_login', folder: '/in/fact_login' },
  givenTwice: { code: 'givenTwice', table: 'fact_login', other: '/in/fact_login.csv' },
  tableMissing: { code: 'tableMissing' },
  noInputFile: { code: 'noInputFile' },
  unreadable: { code: 'unreadable', error: 'CSV Error on Line: 2 unterminated quote' },
  emptyFile: { code: 'emptyFile' },
  notCommaSeparated: { code: 'notCommaSeparated', separator: ';' },
  loadRunning: { code: 'loadRunning', pid: 4371 },
  columnMissing: { code: 'columnMissing' },
  columnDerived: { code: 'columnDerived' },
  columnUnknown: { code: 'columnUnknown' },
  required: { code: 'required' },
  zoneGiven: { code: 'zoneGiven' },
  notType: { code: 'notType', type: 'INTEGER' },
  notWhole: { code: 'notWhole', type: 'TINYINT' },
  tooManyDecimals: { code: 'tooManyDecimals', decimals: 4 },
  dayOutside: { code: 'dayOutside', first: '2000-01-01', last: '2099-12-31' },
  notAllowed: { code: 'notAllowed', values: 'order, submit, succ, fail, reject' },
  belowMin: { code: 'belowMin', min: 0 },
  keyInWarehouse: { code: 'keyInWarehouse' },
  keyRepeated: { code: 'keyRepeated', file: '/in/dim_game.parquet', row: 12 },
  notReference: { code: 'notReference', column: 'member_id', table: 'dim_member' },
  otherSite: { code: 'otherSite', memberSite: 3, site: 7 },
  outsideRates: { code: 'outsideRates', first: '2024-10-01', last: '2026-11-28' },
  noRateOnDay: { code: 'noRateOnDay', currency: 'THB' },
  baseRateNotOne: { code: 'baseRateNotOne' },
  rateNotPositive: { code: 'rateNotPositive' },
  rateDayMissing: { code: 'rateDayMissing', currency: 'VND' },
};

describe("a refused load's problems on the Data Loads page", () => {
  it('reads every problem in English as the load command prints it, and in tw with every value in place', () => {
    const en = i18n.getFixedT('en');
    const tw = i18n.getFixedT('tw');
    for (const why of Object.values(EVERY_PROBLEM)) {
      expect(en(`maintenance.loads.problem.${why.code}`, why), why.code).toBe(loadProblemText(why));
      const chinese = tw(`maintenance.loads.problem.${why.code}`, why);
      expect(chinese, why.code).not.toBe(loadProblemText(why));
      expect(chinese, why.code).toMatch(/[\u4e00-\u9fff]/);
      expect(chinese, why.code).not.toMatch(/{{|}}/);
      // every value the problem has is in the Chinese text too
      for (const [name, value] of Object.entries(why)) if (name !== 'code') expect(chinese, `${why.code}.${name}`).toContain(String(value));
    }
  });

  it('names file, row, column and value in the reader\'s language; an older line of the log in its English', () => {
    const at = { file: '/in/fact_login.csv', row: 812, column: 'platform_code', value: '9', why: EVERY_PROBLEM.notAllowed };
    const second = { file: '/in/fact_login.csv', row: 9120, column: 'member_id', value: '987654321', why: EVERY_PROBLEM.notReference };
    const english = '/in/fact_login.csv, row 812, column platform_code: is not one of order, submit, succ, fail, reject (value "9")';
    expect(problemLine(i18n.getFixedT('en'), at)).toBe(english);
    expect(problemLine(i18n.getFixedT('tw'), at)).toBe('/in/fact_login.csv，第 812 列，欄位 platform_code：不是下列值之一：order, submit, succ, fail, reject（值 "9"）');
    const refused = entry({ result: 'refused', problems: { count: 3, listed: [english, 'x'], at: [at, second] } });
    expect(problemText(i18n.getFixedT('en'), refused)).toBe(`${english} (and 2 more)`);
    expect(problemText(i18n.getFixedT('tw'), refused)).toMatch(/^\/in\/fact_login\.csv，第 812 列.*（另有 2 個）$/);
    // the tooltip lists the others in the same language
    const details = loadColumns(i18n.getFixedT('tw'), 'tw', true).find((c) => c.colId === 'details')!;
    const tip = (details.tooltipValueGetter as (p: { data?: typeof refused }) => string)({ data: refused });
    expect(tip.split('\n')[1]).toBe('/in/fact_login.csv，第 9120 列，欄位 member_id：不是 dim_member 中的 member_id（值 "987654321"）');
    // each problem a line, and how many more were found last (not after the first)
    expect(tip.split('\n')).toHaveLength(3);
    expect(tip.split('\n')[0]).not.toContain('另有');
    expect(tip.split('\n')[2]).toBe('……另有 1 個');
    // a refusal of hundreds: a few lines, so the tooltip stays inside the grid, the rest counted
    const many = entry({ result: 'refused', problems: { count: 386, listed: Array(20).fill(english), at: Array(20).fill(at) } });
    const long = (details.tooltipValueGetter as (p: { data?: typeof refused }) => string)({ data: many }).split('\n');
    expect(long).toHaveLength(7);
    expect(long[6]).toBe('……另有 380 個');
    // logged before the codes: the English lines as they are
    const older = entry({ result: 'refused', problems: { count: 1, listed: [english] } });
    expect(problemText(i18n.getFixedT('tw'), older)).toBe(english);
  });
});
