import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../server/definitions/discover';
import { layoutSchema, stateSchema } from '../../../server/views/schemas';
import { createAjv } from '../../../src/engine/ajv';
import type { ReportDefinition } from '../../../src/engine/definition/report';
import { reportView } from '../../../src/engine/report/reportView';
import { filtersSchema, requestSchema } from '../../../src/engine/request/requestSchema';
import { sortableFields } from '../../../src/engine/request/sortableFields';
import type { SavedView } from '../../../src/engine/view/savedView';
import { callApi, login, startTestServer, type TestServer } from '../../support/server';

/** Every `enum` list of a schema, with its dotted path. */
function enums(schema: unknown, at = ''): [string, unknown[]][] {
  if (Array.isArray(schema)) return schema.flatMap((s, i) => enums(s, `${at}.${i}`));
  if (!schema || typeof schema !== 'object') return [];
  return Object.entries(schema).flatMap(([k, v]) => (k === 'enum' && Array.isArray(v) ? [[at, v] as [string, unknown[]]] : enums(v, `${at}.${k}`)));
}

describe('schemas built from a definition', () => {
  let reports: ReportDefinition[];
  beforeAll(async () => { reports = [...(await loadRegistry()).reports.values()]; });

  it('never hold an empty enum and all compile, for every report of the registry', async () => {
    const registry = await loadRegistry();
    for (const report of reports) {
      const built = {
        request: requestSchema(report), filters: filtersSchema(report), state: stateSchema(report), layout: layoutSchema(report),
        view: reportView(report, registry),
      };
      for (const [name, schema] of Object.entries(built)) {
        expect(enums(schema).filter(([, list]) => list.length === 0).map(([path]) => `${report.id} ${name}${path}`)).toEqual([]);
      }
      // a fresh instance: nothing cached hides a schema that does not compile
      const ajv = createAjv();
      for (const schema of [built.request, built.state, built.layout]) expect(() => ajv.compile(schema), report.id).not.toThrow();
    }
  });

  it('make a report without sortable columns take an empty sort only', () => {
    const report = reports.find((r) => sortableFields(r).length > 0)!;
    const unsortable = { ...report, columns: report.columns.map((c) => ({ ...c, sortable: false })), sections: [] } as ReportDefinition;
    const validate = createAjv().compile(stateSchema(unsortable));
    expect(validate({ filters: {}, sort: [] })).toBe(true);
    expect(validate({ filters: {}, sort: [{ field: report.columns[0].field, dir: 'asc' }] })).toBe(false);
    expect(createAjv().compile(requestSchema(unsortable))({ sort: [] })).toBe(true);
  });
});

describe('saving a view of a report with no sortable column', () => {
  let server: TestServer;
  let token: string;
  let unsortable: ReportDefinition[];
  beforeAll(async () => {
    server = await startTestServer();
    token = await login(server.url, 'admin');
    unsortable = [...(await loadRegistry()).reports.values()].filter((r) => sortableFields(r).length === 0);
  });
  afterAll(async () => { await server?.close(); });

  it('saves, lists, changes and deletes such a view on every such report, shared or not; a sort on it answers 9400', async () => {
    expect(unsortable.length).toBeGreaterThan(0);
    for (const report of unsortable) {
      const state = { filters: {}, sort: [] };
      for (const shared of [false, true]) {
        const added = await callApi<{ view: SavedView }>(server.url, '/view/add', { reportId: report.id, name: `Plain ${String(shared)}`, shared, state }, token);
        expect([added.http, added.status], `${report.id} ${JSON.stringify(added.result)}`).toEqual([200, 1]);
        expect(added.result.view).toMatchObject({ reportId: report.id, shared, state });
        const listed = await callApi<{ res: SavedView[] }>(server.url, '/view/list', { reportId: report.id }, token);
        expect(listed.result.res.map((v) => v.viewID)).toContain(added.result.view.viewID);
        const { viewID, version } = added.result.view;
        const renamed = await callApi<{ view: SavedView }>(server.url, '/view/update', { viewID, version, name: `Renamed ${String(shared)}`, state }, token);
        expect(renamed.status, report.id).toBe(1);
        expect((await callApi(server.url, '/view/delete', { viewID, version: renamed.result.view.version }, token)).status).toBe(1);
      }
      const sorted = await callApi(server.url, '/view/add', { reportId: report.id, name: 'Sorted', state: { filters: {}, sort: [{ field: report.columns[0].field, dir: 'asc' }] } }, token);
      expect([sorted.http, sorted.status], report.id).toEqual([400, 9400]);
      expect(sorted.result.message).toBe('(400) Bad Request: reqData.state: sort must NOT have more than 0 items');
    }
  });
});
