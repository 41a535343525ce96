import type { ReportDefinition } from '../../../src/engine/definition/report';
import type { ResolvedFilters } from './resolveFilters';

/**
 * A query that is empty outside the data (`emptyOutsideData`) asked for a period wholly before the
 * warehouse's first day or after its last: no site's rows, so it answers none (the page then says
 * why, as it does for any report whose period has no data) rather than a row a member-now figure
 * fills beside the period's zeros. Other queries and periods keep their filters.
 */
export function emptyOutsideData(def: Pick<ReportDefinition, 'query'>, f: ResolvedFilters, data: { dataStart?: string; dataEnd: string }): ResolvedFilters {
  const q = def.query;
  if (q.kind !== 'model' || !q.emptyOutsideData || !f.range) return f;
  const outside = f.range.from > data.dataEnd || (data.dataStart !== undefined && f.range.to < data.dataStart);
  return outside ? { ...f, scope: { ...f.scope, siteIds: [] } } : f;
}
