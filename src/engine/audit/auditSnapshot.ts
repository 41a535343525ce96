import { FUNCTION_RIGHTS } from '../functionRights';
import { AUDIT_LIST_SHOWN, reportName, auditActionText, type AuditNamed, type AuditNames, type Translate } from './auditText';
import { exportFiltersText, exportSectionText } from './exportText';

/**
 * An audit entry's before and after snapshots in words, the same on the screen and in the log's
 * export: each key by its name, codes by what they stand for (auditText.ts names actions and targets).
 */

/**
 * How a snapshot is written: `whole` lists every name (a tooltip, an export), `separator` between
 * keys; `report`: the report an export's filters and section belong to (auditExportReport).
 */
export interface SnapshotLayout { whole?: boolean; separator?: string; report?: string }

/** The report a report export's entry is about (its target), for its snapshot's filters and section. */
export const auditExportReport = (entry: AuditNamed): string | undefined =>
  (entry.action === 'report.export' && entry.target ? entry.target.replace(/^report:/, '') : undefined);

/**
 * A before/after snapshot in words, one line: each key by its name where the log knows it
 * ('Name: Audited · Version: 2'), lists with commas (long lists of names cut unless `whole`), yes
 * or no; what has no name as it is stored.
 */
export function auditSnapshotText(t: Translate, value: unknown, names: AuditNames = {}, { whole = false, separator = ' · ', report }: SnapshotLayout = {}): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object' || Array.isArray(value)) return snapshotValue(t, value);
  const o = value as Record<string, unknown>;
  // a group's id beside its name says nothing more (the tooltip keeps it); alone, it reads by the group's name
  return Object.entries(o).filter(([key]) => !(key === 'groupID' && typeof o.groupName === 'string'))
    .map(([key, v]) => `${t(`maintenance.audit.keys.${key}`, { defaultValue: key })}: ${(report !== undefined ? exportValue(t, key, v, names, whole, report) : undefined) ?? codedValue(t, key, v, names, whole) ?? snapshotValue(t, v)}`).join(separator);
}

/** Names in a cell: the first AUDIT_LIST_SHOWN, then '+N more'; all of them when `whole`. */
function shortList(t: Translate, names: readonly string[], whole: boolean): string {
  if (whole || names.length <= AUDIT_LIST_SHOWN + 1) return names.join(', ');
  return `${names.slice(0, AUDIT_LIST_SHOWN).join(', ')} ${t('maintenance.audit.more', { count: names.length - AUDIT_LIST_SHOWN })}`;
}

/** A report export's filters and section in words (src/engine/audit/exportText.ts). */
function exportValue(t: Translate, key: string, v: unknown, names: AuditNames, whole: boolean, report: string): string | undefined {
  const parts = names.reports?.[report];
  if (key === 'section' && typeof v === 'string') return exportSectionText(t, v, parts);
  if (key !== 'filters') return undefined;
  return exportFiltersText(t, v, parts, { list: (l) => shortList(t, l, whole), asStored: (x) => snapshotValue(t, x), picks: names.picks }, whole ? Infinity : AUDIT_LIST_SHOWN);
}

/** A group's permissions by their titles, its operating units by name (a code of no known name stays a code). */
function namedList(t: Translate, key: string, v: unknown, names: AuditNames, whole: boolean): string | undefined {
  if (!Array.isArray(v) || !v.every((x) => typeof x === 'number')) return undefined;
  const codes = v as number[];
  if (key === 'items' && names.permissions) return shortList(t, codes.map((i) => (names.permissions![i] ? t(names.permissions![i]!, { defaultValue: String(i) }) : String(i))), whole);
  if (key === 'cmsList' && names.units) return shortList(t, codes.map((c) => names.units![c] ?? String(c)), whole);
  return undefined;
}

/**
 * A value stored as a code, by its name: an operator's status ('Disabled', not 'disabled'), a
 * refusal's status code, reason, action and right ('Locked or disabled (8004)', 'Wrong password', 'Group
 * deleted'), a report by its title, a group's permissions and operating units.
 */
function codedValue(t: Translate, key: string, v: unknown, names: AuditNames, whole: boolean): string | undefined {
  const listed = namedList(t, key, v, names, whole);
  if (listed !== undefined) return listed;
  // a permission refused (server/http/mountRoute.ts, the report routes): its menu group or report by title
  if ((key === 'itemIdx' || key === 'reportIdx') && typeof v === 'number' && names.permissions?.[v]) return t(names.permissions[v]!, { defaultValue: String(v) });
  if (key === 'groupID' && typeof v === 'number' && names.groups) return names.groups[v] ?? t('maintenance.audit.deleted', { name: v });
  if (key === 'status' && typeof v === 'number') return t(`maintenance.audit.statuses.${v}`, { defaultValue: String(v) });
  if (typeof v !== 'string') return undefined;
  if (key === 'status') return t(`maintenance.status.${v}`, { defaultValue: v });
  // a login's reason, else a maintenance rule's (server/maintenance/refusals.ts), as the refused form said it
  if (key === 'reason') return t(`maintenance.audit.reasons.${v}`, { defaultValue: t(`maintenance.reasons.${v}`, { defaultValue: v }) });
  // the action a maintenance rule refused
  if (key === 'action') return auditActionText(t, v);
  // a function right refused (server/views/savedViewService.ts), by its title as Group Maintenance shows it
  if (key === 'right') { const right = FUNCTION_RIGHTS.find((r) => r.id === v); return right ? t(right.titleKey, { defaultValue: v }) : undefined; }
  if (key === 'reportId') return reportName(t, v, names.titleKeys);
  return undefined;
}

function snapshotValue(t: Translate, v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'boolean') return t(v ? 'maintenance.audit.yes' : 'maintenance.audit.no');
  if (Array.isArray(v)) return v.every((x) => typeof x !== 'object' || x === null) ? v.join(', ') : JSON.stringify(v);
  if (typeof v !== 'object') return String(v);
  // a span of days as a range; any other object as its keys and values (a load's rows by table)
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o);
  if (keys.length === 2 && typeof o.first === 'string' && typeof o.last === 'string') return o.first === o.last ? o.first : `${o.first} – ${o.last}`;
  return keys.map((k) => `${t(`maintenance.audit.keys.${k}`, { defaultValue: k })} ${snapshotValue(t, o[k])}`).join(', ');
}
