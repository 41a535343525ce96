import type { ReportDefinition } from '../definition/report';

/** Fields a request may sort by: the report's columns not marked `sortable: false`. */
export function sortableFields(report: ReportDefinition): string[] {
  return report.columns.filter((c) => c.sortable !== false).map((c) => c.field);
}

/**
 * The JSON Schema of a `sort` list over `fields`: up to three `{field, dir}`. A report with no
 * sortable column (a member's recap, a conversion funnel) takes an empty list only: `enum: []` is
 * no schema at all (Ajv refuses to compile it), so the list is bounded to nothing instead.
 */
export function sortSchema(fields: readonly string[]): Record<string, unknown> {
  if (!fields.length) return { type: 'array', maxItems: 0 };
  return {
    type: 'array', maxItems: 3,
    items: {
      type: 'object', additionalProperties: false, required: ['field', 'dir'],
      properties: { field: { enum: [...fields] }, dir: { enum: ['asc', 'desc'] } },
    },
  };
}
