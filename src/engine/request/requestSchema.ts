import type { ReportDefinition } from '../definition/report';
import { filterWidget } from '../filters/filterWidgets';
import { sortableFields, sortSchema } from './sortableFields';

export const PAGE_SIZES = [20, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 50;
export const LOCAL_PAGE_SIZE = 20;

/** The JSON Schema of a report's filters object, generated from its filter definitions. */
export function filtersSchema(report: ReportDefinition): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const f of report.filters) properties[f.key] = filterWidget(f.widget).schema(f);
  return {
    type: 'object',
    additionalProperties: false,
    properties,
    // a required filter with a default (or the single site, which defaults to the operator's first) may be left out
    required: report.filters.filter((f) => f.required && f.default === undefined && f.widget !== 'site').map((f) => f.key),
  };
}

/**
 * The schema of `reqData` for POST /api/report/<id> (and its export): filters, page and sort.
 * Sort fields and filter keys come from allow-lists generated out of the definition; nothing else
 * is accepted, so nothing unknown can reach the SQL.
 */
export function requestSchema(report: ReportDefinition): Record<string, unknown> {
  let schema = schemas.get(report);
  if (!schema) schemas.set(report, (schema = buildRequestSchema(report)));
  return schema;
}

/** One schema per definition object (a definition is immutable once registered; the dev loop's reload makes new ones). */
const schemas = new WeakMap<ReportDefinition, Record<string, unknown>>();

function buildRequestSchema(report: ReportDefinition): Record<string, unknown> {
  const sections = report.sections ?? [];
  const sortable = [...new Set([...sortableFields(report), ...sections.flatMap((s) => sortableFields({ ...report, columns: s.columns }))])];
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      filters: filtersSchema(report),
      page: {
        type: 'object', additionalProperties: false, required: ['index', 'size'],
        properties: { index: { type: 'integer', minimum: 0, maximum: 1_000_000 }, size: { enum: [...PAGE_SIZES] } },
      },
      sort: sortSchema(sortable),
      currency: { type: 'string', pattern: '^[A-Z]{3}$' },
      lang: { enum: ['en', 'tw'] },
      ...(sections.length ? { section: { enum: sections.map((s) => s.id) } } : {}),
    },
  };
}
