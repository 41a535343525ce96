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

// the same for a report of a named kind (a retention, a funnel section, a member grouping): its names are typed by what its spec declares
const KIND_REPORT = `import { defineReport } from '../../../src/engine/definition/report';

export default defineReport({
  id: 'probe',
  route: { reportIdx: 91098, order: 98 },
  query: { kind: 'retention', groupBy: 'game_kind_code', activity: 'dpst_count' },
  filters: [
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' } },
    { key: 'kinds', widget: 'text', dimension: 'game_kind_cod' },
  ],
  columns: [
    { field: 'cohort_group' },
    { field: 'retention_7_rat' },
  ],
  chart: { type: 'column', x: 'cohort_group', series: ['retention_14_rat'] },
  paging: { mode: 'local' },
  defaultSort: [{ field: 'cohort_cont', dir: 'desc' }],
  tiles: ['retention_30_rate'],
  sections: [
    { id: 'funnel', query: { kind: 'funnel', steps: ['reg_dau', 'dpst_dau'] }, columns: [{ field: 'cvt_rat' }] },
    { id: 'groups', query: { kind: 'memberGroups', groupBy: 'dpst_rank' }, columns: [{ field: 'reg_days_bucket' }] },
  ],
});
`;

// a model query's derived fields: an operand, a formula's field and a formula test's dimension, each misspelt
const FORMULA_REPORT = `import { defineReport } from '../../../src/engine/definition/report';

export default defineReport({
  id: 'probe',
  route: { reportIdx: 91098, order: 98 },
  query: {
    kind: 'model', dimensions: ['site_name', 'site_currency'], measures: ['apv_bet', 'house_net_win', 'bonus_amt'],
    derived: [
      { field: 'profit', op: 'subtract', of: ['house_net_win', 'bonus_am'], format: 'amount' },
      { field: 'margin', formula: { divide: ['profit', 'apv_bets'] }, format: 'rate' },
      { field: 'fee', formula: { if: { dimension: 'site_currenc', in: ['THB'] }, then: { multiply: ['profit', 0.1] }, else: 0 }, format: 'amount' },
    ],
  },
  filters: [{ key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' } }],
  columns: [{ field: 'site_name' }, { field: 'margin' }, { field: 'fee' }],
  paging: { mode: 'local' },
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
    lines.set(line + 1, `${lines.get(line + 1) ?? ''}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}\n`);
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

  it("types a named kind's fields from its spec, for its query (a retention's checkpoints, a grouping's group field)", () => {
    const errors = errorLines(KIND_REPORT);
    const at = (needle: string) => KIND_REPORT.split('\n').findIndex((l) => l.includes(needle)) + 1;
    for (const [wrong, meant] of [["'game_kind_cod'", 'game_kind_code'], ["'retention_7_rat'", 'retention_7_rate'], ["'retention_14_rat'", 'retention_14_rate'], ["'cohort_cont'", 'cohort_count'], ["'cvt_rat'", 'cvt_rate']]) {
      const line = [...errors.keys()].find((l) => l <= at(wrong) && errors.get(l)!.includes(wrong.replaceAll("'", '"')));
      expect(line, `${wrong}: ${JSON.stringify([...errors])}`).toBeDefined();
      expect(errors.get(line!)).toContain(`Did you mean '"${meant}"'`);
    }
    // no 30-day checkpoint
    expect([...errors.values()].some((m) => m.includes('"retention_30_rate"'))).toBe(true);
    // tsc names the first section at fault: with the funnel's right, a deposit-rank grouping has no registration-days bucket
    const right = KIND_REPORT.replace("'game_kind_cod'", "'game_kind_code'").replace("'retention_7_rat'", "'retention_7_rate'").replace("'retention_14_rat'", "'retention_14_rate'")
      .replace("'cohort_cont'", "'cohort_count'").replace("'retention_30_rate'", "'retention_14_rate'").replace("'cvt_rat'", "'cvt_rate'");
    expect([...errorLines(right).values()].join()).toContain('"reg_days_bucket"');
    expect([...errorLines(right.replace("'reg_days_bucket'", "'prank_bucket'")).values()]).toEqual([]);
  });

  it("fails the type check on a derived field's misspelt operand, formula field or test dimension, and passes them right", () => {
    const fixes: [string, string][] = [["'bonus_am'", "'bonus_amt'"], ["'apv_bets'", "'apv_bet'"], ["'site_currenc'", "'site_currency'"]];
    const right = fixes.reduce((text, [wrong, meant]) => text.replace(wrong, meant), FORMULA_REPORT);
    expect([...errorLines(right).values()]).toEqual([]);
    // each wrong name alone fails it, on the derived list, with the name meant
    for (const [wrong, meant] of fixes) {
      const errors = [...errorLines(right.replace(meant, wrong)).values()].join('\n');
      expect(errors, wrong).toContain(`Did you mean '${meant.replaceAll("'", '"')}'`);
    }
  });

  it('passes the same report with every name right', () => {
    const right = REPORT.replace("'game_brand_cod'", "'game_brand_code'").replace("'apv_bet_growth_rat'", "'apv_bet_growth_rate'").replace("'house_net_wn'", "'house_net_win'")
      .replace("'apv_bt'", "'apv_bet'").replace("'house_net_win_prev'", "'apv_bet_prev'").replace("'site_nam'", "'site_name'");
    expect([...errorLines(right).values()]).toEqual([]);
  });
});

// What the type says a named kind's query makes is what its spec's `fields(q)` answers at run time,
// for every query of a named kind in the shipped reports and their sections (the types cannot drift).
describe("a named kind's typed fields", () => {
  it("are the fields its spec answers for each shipped report's query", async () => {
    const { loadKindSpecs, loadReportModules } = await import('../../../server/definitions/discover');
    const [modules, kinds] = await Promise.all([loadReportModules(), loadKindSpecs()]);
    const cases: { file: string; path: string; query: { kind: string } }[] = [];
    for (const [file, report] of Object.entries(modules)) {
      if (report.query && report.query.kind !== 'model') cases.push({ file, path: "['query']", query: report.query });
      (report.sections ?? []).forEach((s, i) => { if (s.query.kind !== 'model') cases.push({ file, path: `['sections'][${i}]['query']`, query: s.query }); });
    }
    expect(new Set(cases.map((c) => c.query.kind))).toEqual(new Set(kinds.keys()));
    mkdirSync(dir, { recursive: true });
    const probe = join(dir, 'kindFields.ts');
    const abs = (f: string) => (f.startsWith('/') ? f : join(REPO_ROOT, f));
    writeFileSync(probe, [
      "import type { KindQueryFields } from '../../../src/engine/definition/queryFields';",
      ...cases.map((c, i) => `import r${i} from '${abs(c.file).replace(/\.ts$/, '')}';\nexport type P${i} = KindQueryFields<(typeof r${i})${c.path}>;`),
    ].join('\n'));
    const config = ts.getParsedCommandLineOfConfigFile(join(REPO_ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })!;
    const program = ts.createProgram([probe, ...config.fileNames.filter((f) => f.includes('/models/') || f.endsWith('spec.ts'))], config.options);
    expect(ts.getPreEmitDiagnostics(program, program.getSourceFile(probe)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"))).toEqual([]);
    const checker = program.getTypeChecker();
    const aliases = program.getSourceFile(probe)!.statements.filter(ts.isTypeAliasDeclaration);
    for (const [i, c] of cases.entries()) {
      const type = checker.getTypeAtLocation(aliases[i].name);
      const typed = (type.isUnion() ? type.types : [type]).map((t) => (t.isStringLiteral() ? t.value : checker.typeToString(t))).sort();
      expect(typed, `${c.file}${c.path}`).toEqual([...kinds.get(c.query.kind)!.fields(c.query as never).keys()].sort());
    }
  });
});
