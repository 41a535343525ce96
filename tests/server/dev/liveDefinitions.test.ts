import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveRegistry, loadRegistry, REPO_ROOT } from '../../../server/definitions/discover';
import { liveDefinitions, type DefinitionsState, type LiveDefinitions } from '../../../server/dev/liveDefinitions';
import { DEMO_PROFILES } from '../../../server/appstore/seedDemo';
import { checkDefinitions } from '../../../server/definitions/check';
import { reportsToRecord } from '../../../server/reports/recordedCheck';
import { isPermitted } from '../../../src/engine/menu';
import { reportEntry } from '../../../src/engine/report/reportView';

// The dev loop on a copy of reports/ and models/ (the engine and server linked in), so the
// repository's own definitions are never touched while other tests read them.
let root: string;
let live: LiveDefinitions;
const logged: string[] = [];
const reloaded: string[][] = [];

const waitFor = async (done: (s: DefinitionsState) => boolean, ms = 60_000): Promise<DefinitionsState> => {
  const until = Date.now() + ms;
  while (!done(live.state())) {
    if (Date.now() > until) throw new Error(`the dev loop did not get there: ${JSON.stringify(live.state())}\n${logged.join('\n')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return live.state();
};

const REPORT = `import { defineReport } from '../../src/engine/definition/report';

export default defineReport({
  id: 'brand_market',
  route: { reportIdx: 91005, order: 5 },
  query: { kind: 'model', dimensions: ['game_brand_code', 'site_name'], measures: ['apv_bet', 'house_net_win'] },
  filters: [{ key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' } }],
  columns: [{ field: 'game_brand_code', pinned: true }, { field: 'site_name' }, { field: 'apv_bet' }, { field: 'house_net_win' }],
  chart: { type: 'column', x: 'game_brand_code', series: ['apv_bet'] },
  paging: { mode: 'remote' },
});
`;

beforeAll(async () => {
  await loadRegistry();
  root = mkdtempSync(join(tmpdir(), 'console-dev-'));
  cpSync(join(REPO_ROOT, 'reports'), join(root, 'reports'), { recursive: true });
  cpSync(join(REPO_ROOT, 'models'), join(root, 'models'), { recursive: true });
  // the shared texts copied too: a test adds one while running
  cpSync(join(REPO_ROOT, 'locales'), join(root, 'locales'), { recursive: true });
  for (const dir of ['src', 'server', 'node_modules']) symlinkSync(join(REPO_ROOT, dir), join(root, dir));
  writeFileSync(join(root, 'package.json'), readFileSync(join(REPO_ROOT, 'package.json')));
  live = liveDefinitions((line) => logged.push(line), { root, onReloaded: (r) => reloaded.push([...r.reports.keys()]) });
}, 120_000);

afterAll(() => {
  live?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('npm run dev: definitions reloaded on save', () => {
  const file = () => join(root, 'reports/sys_provider/brand_market.report.ts');

  it('serves a new report saved while running, with no restart', async () => {
    expect(liveRegistry().reports.has('brand_market')).toBe(false);
    writeFileSync(file(), REPORT);
    const state = await waitFor((s) => s.version > 1);
    expect(liveRegistry().reports.get('brand_market')?.query).toMatchObject({ measures: ['apv_bet', 'house_net_win'] });
    expect(reloaded.at(-1)).toContain('brand_market'); // what the dev loop records for the gallery next
    // its title is not written yet in either language: said, but the report serves meanwhile
    expect(state.problems).toEqual([
      'brand_market: no en text for reports.brand_market.title (reports/sys_provider/brand_market.locale.json "en")',
      'brand_market: no tw text for reports.brand_market.title (reports/sys_provider/brand_market.locale.json "tw")',
    ]);
  }, 90_000);

  it('keeps the last valid definitions serving while a saved one is broken, and says what is wrong', async () => {
    const before = live.state().version;
    writeFileSync(file(), REPORT.replace("series: ['apv_bet']", "series: ['apv_bets']"));
    const state = await waitFor((s) => s.problems.some((p) => p.includes('apv_bets')));
    expect(state.version).toBe(before);
    expect(state.problems).toContain("brand_market: chart.series 'apv_bets' is not a numeric field of the query; did you mean 'apv_bet'?");
    expect(liveRegistry().reports.has('brand_market')).toBe(true);
    expect(logged.join('\n')).toContain('definitions not reloaded');
  }, 90_000);

  it('takes the fix, and a change to a shared model file, at the next save', async () => {
    const before = live.state().version;
    writeFileSync(file(), REPORT.replace("measures: ['apv_bet', 'house_net_win']", "measures: ['apv_bet', 'house_net_win', 'gm_dau']"));
    await waitFor((s) => s.version > before && !s.problems.some((p) => p.includes('apv_bets')));
    expect(liveRegistry().reports.get('brand_market')?.query).toMatchObject({ measures: ['apv_bet', 'house_net_win', 'gm_dau'] });
    // a file the definitions import (not a definition itself) is read anew too
    const shared = join(root, 'models/shared.ts');
    writeFileSync(shared, readFileSync(shared, 'utf8').replace("site_currency: { sql: 'site.site_currency'", "site_money: { sql: 'site.site_currency', type: 'string', join: 'site' },\n  site_currency: { sql: 'site.site_currency'"));
    const version = live.state().version;
    await waitFor((s) => s.version > version);
    expect(liveRegistry().models.get('gaming')?.dimensions).toHaveProperty('site_money');
  }, 120_000);

  // README "Adding a report", step by step on the copy: the file is there (above), then
  it('the README walkthrough: check names what to fix, the right groups get it in their menu, the gallery records it', async () => {
    writeFileSync(file(), REPORT);
    const checked = await checkDefinitions(undefined, root);
    expect(checked.problems).toEqual([
      'brand_market: no en text for reports.brand_market.title (reports/sys_provider/brand_market.locale.json "en")',
      'brand_market: no tw text for reports.brand_market.title (reports/sys_provider/brand_market.locale.json "tw")',
    ]);
    // its texts beside it, in both languages, named after its id (a misspelt name is said, not ignored)
    const texts = JSON.stringify({ en: { title: 'Brand by market' }, tw: { title: '品牌與市場' } });
    writeFileSync(join(root, 'reports/sys_provider/brand_markte.locale.json'), texts);
    expect((await checkDefinitions(undefined, root)).problems).toContain("reports/sys_provider/brand_markte.locale.json: no report 'brand_markte' (its texts file is named after its id)");
    renameSync(join(root, 'reports/sys_provider/brand_markte.locale.json'), join(root, 'reports/sys_provider/brand_market.locale.json'));
    expect((await checkDefinitions(undefined, root)).problems).toEqual([]);
    await waitFor((s) => s.problems.length === 0); // the running dev loop took it too
    const entry = reportEntry(checked.registry!.report('brand_market'));
    // placed by its folder, reports/sys_provider/: the system provider's menu, its index and path prefix
    expect([entry.path, entry.menuGroup, entry.itemIdx]).toEqual(['/sys_provider/brand_market', 'sys_provider', 91000]);
    // every group holding its menu index (91000, system provider) sees it, and no other
    const seeing = DEMO_PROFILES.filter((p) => isPermitted(entry, p.items)).map((p) => p.operatorAC);
    expect(seeing).toEqual(DEMO_PROFILES.filter((p) => p.items.includes(91000)).map((p) => p.operatorAC));
    expect(seeing.length).toBeGreaterThan(0);
    expect(reportsToRecord(checked.registry!, join(REPO_ROOT, 'src/renderers/gallery/recorded'))).toEqual(['brand_market']);
    // a syntax error in the report is said once (the running dev loop's reload): its texts file beside it is not said to have no report
    writeFileSync(file(), `${REPORT}\n}}`);
    await waitFor((s) => s.problems.some((p) => p.includes('brand_market')));
    expect(live.state().problems.filter((p) => p.includes('.locale.json'))).toEqual([]);
    writeFileSync(file(), REPORT);
    await waitFor((s) => s.problems.length === 0);
  }, 120_000);

  it('finds a shared text added while running at the next reload (a column header in locales/parts/)', async () => {
    writeFileSync(file(), REPORT.replace("{ field: 'house_net_win' }", "{ field: 'house_net_win', headerKey: 'fields.brand_net_win' }"));
    await waitFor((s) => s.problems.some((p) => p.includes('fields.brand_net_win')));
    for (const [lang, text] of [['en', 'Brand net win'], ['tw', '品牌淨贏']] as const) {
      const part = join(root, `locales/parts/site.${lang}.json`);
      const tree = JSON.parse(readFileSync(part, 'utf8')) as { fields: Record<string, string> };
      writeFileSync(part, JSON.stringify({ ...tree, fields: { ...tree.fields, brand_net_win: text } }, null, 2));
    }
    await waitFor((s) => s.problems.length === 0);
    writeFileSync(file(), REPORT);
  }, 90_000);

  it('sees every save of a file an editor writes by renaming a new one over it (sed -i, safe write)', async () => {
    const saveByRename = (text: string) => {
      writeFileSync(`${file()}.tmp`, text);
      renameSync(`${file()}.tmp`, file());
    };
    for (const [i, measures] of [['apv_bet'], ['apv_bet', 'gm_dau'], ['house_net_win']].entries()) {
      const before = live.state().version;
      saveByRename(REPORT.replace("measures: ['apv_bet', 'house_net_win']", `measures: ${JSON.stringify(measures)}`).replace("series: ['apv_bet']", `series: ['${measures[0]}']`).replace(/columns: \[.*\],\n/, `columns: [{ field: 'game_brand_code' }, ${measures.map((m) => `{ field: '${m}' }`).join(', ')}],\n`));
      await waitFor((s) => s.version > before, 30_000);
      expect(liveRegistry().reports.get('brand_market')?.query, `save ${i + 1}`).toMatchObject({ measures });
    }
  }, 120_000);

  it('serves the valid reports when its first load finds one broken (npm run dev started on a broken file)', async () => {
    writeFileSync(file(), REPORT.replace("series: ['apv_bet']", "series: ['apv_bets']"));
    const scope = register({ namespace: 'first-load-broken' });
    const result = await checkDefinitions((path) => scope.import(pathToFileURL(path).href, import.meta.url), root, { servable: true }).finally(() => void scope.unregister());
    expect(result.registry).toBeUndefined();
    expect(result.problems).toContain("brand_market: chart.series 'apv_bets' is not a numeric field of the query; did you mean 'apv_bet'?");
    expect(result.servable?.without).toEqual(['brand_market']);
    const served = result.servable!.registry;
    expect(served.reports.has('brand_market')).toBe(false);
    // every other report is served: the repository's own (the copy adds brand_market alone)
    expect([...served.reports.keys()].sort()).toEqual([...(await checkDefinitions()).registry!.reports.keys()].sort());
  }, 120_000);
});
