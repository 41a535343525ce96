import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../server/definitions/discover';

// A report file with one misspelt name in each place a report names a field (a column, a chart
// series, a sort, a tile, a section's column, a filter's dimension), compiled as `npm run typecheck`
// compiles reports (with the models' names and the kinds' specs): each is a type error on its own
// line, with TypeScript's "Did you mean".
const dir = join(REPO_ROOT, '.cache', `typed-fields-${process.pid}`, 'area');
const file = join(dir, 'probe.report.ts');

const REPORT = `import { defineReport } from '../../../src/engine/definition/report';

export default defineReport({
  id: 'probe',
  route: { reportIdx: 91098, order: 98 },
  query: { kind: 'model', dimensions: ['game_brand_code', 'site_name'], measures: ['apv_bet', 'house_net_win'], compare: { measures: ['apv_bet'] } },
  filters: [
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' } },
    { key: 'brands', widget: 'text', dimension: 'game_brand_cod' },
  ],
  columns: [
    { field: 'game_brand_code' },
    { field: 'apv_bet_growth_rat' },
  ],
  chart: { type: 'column', x: 'game_brand_code', series: ['house_net_wn'] },
  paging: { mode: 'remote' },
  defaultSort: [{ field: 'apv_bt', dir: 'desc' }],
  tiles: ['house_net_win_prev'],
  sections: [{ id: 'by_site', query: { kind: 'model', dimensions: ['site_name'], measures: ['apv_bet'] }, columns: [{ field: 'site_nam' }] }],
});
`;

const errorLines = (text: string): Map<number, string> => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, text);
  const config = ts.getParsedCommandLineOfConfigFile(join(REPO_ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })!;
  const names = (sub: string, keep: (f: string) => boolean) => readdirSync(join(REPO_ROOT, sub), { recursive: true, encoding: 'utf8' }).filter(keep).map((f) => join(REPO_ROOT, sub, f));
  const roots = [file, ...names('models', (f) => f.endsWith('.ts')), ...names('server/compiler/kinds', (f) => f.endsWith('spec.ts'))];
  const program = ts.createProgram(roots, config.options);
  const lines = new Map<number, string>();
  for (const d of ts.getPreEmitDiagnostics(program, program.getSourceFile(file))) {
    const { line } = d.file!.getLineAndCharacterOfPosition(d.start!);
    lines.set(line + 1, ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }
  return lines;
};

afterAll(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

describe("a report's names are typed from its query", () => {
  it('fails the type check on the line of each misspelt field or dimension, suggesting the name meant', () => {
    const errors = errorLines(REPORT);
    const at = (needle: string) => REPORT.split('\n').findIndex((l) => l.includes(needle)) + 1;
    const expected: [string, string][] = [
      ["'game_brand_cod'", 'game_brand_code'],
      ["'apv_bet_growth_rat'", 'apv_bet_growth_rate'],
      ["'house_net_wn'", 'house_net_win'],
      ["'apv_bt'", 'apv_bet'],
      ["'site_nam'", 'site_name'],
    ];
    for (const [wrong, meant] of expected) {
      // the error is reported on the list holding the name (a filter's, the columns', the chart's, the sort's, the sections')
      const line = [...errors.keys()].find((l) => l <= at(wrong) && errors.get(l)!.includes(wrong.replaceAll("'", '"')));
      expect(line, `${wrong}: ${JSON.stringify([...errors])}`).toBeDefined();
      expect(errors.get(line!)).toContain(`Did you mean '"${meant}"'`);
    }
    // a tile of a field the query does not make (house_net_win is not compared: no _prev)
    expect([...errors.values()].some((m) => m.includes('"house_net_win_prev"'))).toBe(true);
  });

  it('passes the same report with every name right', () => {
    const right = REPORT.replace("'game_brand_cod'", "'game_brand_code'").replace("'apv_bet_growth_rat'", "'apv_bet_growth_rate'").replace("'house_net_wn'", "'house_net_win'")
      .replace("'apv_bt'", "'apv_bet'").replace("'house_net_win_prev'", "'apv_bet_prev'").replace("'site_nam'", "'site_name'");
    expect([...errorLines(right).values()]).toEqual([]);
  });
});
