import type { ReportDefinition } from '../../src/engine/definition/report';
import { PAGE_SIZES, filtersSchema } from '../../src/engine/request/requestSchema';
import { sortableFields, sortSchema } from '../../src/engine/request/sortableFields';
import { MAX_LAYOUT_COLUMNS } from '../../src/engine/view/gridLayout';
import { MAX_PAGE } from '../../src/engine/view/viewUrl';
/** A JSON Schema, as the routes take it (server/http/defineRoute.ts). */
type JsonSchema = Record<string, unknown>;

/** JSON Schemas of the saved view routes: closed objects, bounded strings. A state is checked again against its report. */
const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema =>
  ({ type: 'object', additionalProperties: false, required, properties });

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };
const reportId = { type: 'string', pattern: '^[A-Za-z0-9_]{1,64}$' };
/** Its length rules (1 to 30 once cleaned) are checked after cleaning, with the spec's messages. */
const name = { type: 'string', maxLength: 200 };
const anyState = { type: 'object' };
const anyLayout = { anyOf: [{ type: 'null' }, { type: 'object' }] };

export const VIEW_LIST = object({ reportId });
export const VIEW_ADD = object({ reportId, name, shared: { type: 'boolean' }, state: anyState }, ['reportId', 'name', 'state']);
export const VIEW_UPDATE = object({ viewID: id, version: id, name, shared: { type: 'boolean' }, state: anyState }, ['viewID', 'version']);
export const VIEW_REF = object({ viewID: id, version: id }, ['viewID', 'version']);
export const LAYOUT_SAVE = object({ reportId, layout: anyLayout }, ['reportId', 'layout']);

/** A layout of one report: its own columns only, each at most once (checked after). */
export function layoutSchema(report: ReportDefinition): JsonSchema {
  return object({
    columns: {
      type: 'array', minItems: 1, maxItems: MAX_LAYOUT_COLUMNS,
      items: object({ field: { enum: report.columns.map((c) => c.field) }, hidden: { type: 'boolean' }, pinned: { type: 'boolean' } }, ['field']),
    },
  }, ['columns']);
}

/**
 * A saved view's state for one report: the report's filters (each may be null, "cleared", as in
 * the URL), sorts on its sortable columns (none when it has none), a page, one of its page sizes,
 * and a layout of its columns.
 */
export function stateSchema(report: ReportDefinition): JsonSchema {
  const filters = filtersSchema(report) as { properties: Record<string, JsonSchema> };
  const nullable = Object.fromEntries(Object.entries(filters.properties).map(([key, s]) => [key, { anyOf: [{ type: 'null' }, s] }]));
  return object({
    filters: { type: 'object', additionalProperties: false, properties: nullable },
    // a report with no sortable column keeps its sort empty
    sort: sortSchema(sortableFields(report)),
    // the grid's page, 0-based (the URL's `p` less one)
    page: { type: 'integer', minimum: 0, maximum: MAX_PAGE - 1 },
    ...(report.paging.mode === 'remote' ? { size: { enum: [...PAGE_SIZES] } } : {}),
    layout: layoutSchema(report),
  }, ['filters', 'sort']);
}
