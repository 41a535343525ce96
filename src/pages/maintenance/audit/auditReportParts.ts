import { type AuditNamed } from '../../../engine/audit/auditText';
import { auditExportReport } from '../../../engine/audit/auditSnapshot';

/**
 * The reports whose views a page of the log needs to name its exports' filters and sections: those
 * exported on the page, that the operator may open (asking for another would be refused, and
 * audited), and not asked for already.
 */
export function reportsToLoad(rows: readonly AuditNamed[], permitted: readonly string[], asked: ReadonlySet<string>): string[] {
  const open = new Set(permitted);
  return [...new Set(rows.map(auditExportReport).filter((id): id is string => Boolean(id)))].filter((id) => open.has(id) && !asked.has(id));
}
