import type { ConditionValue, FilterDef } from '../definition/filters';
import type { DateRangeValue } from '../dates/presets';
import { filterLabel } from '../filters/filterLabel';
import { codeName } from '../format/codeLabels';
import { headerText, type HeaderLabel, type Translate } from '../report/columnHeader';
import type { ReportView } from '../report/reportView';
import type { PickLabels } from '../filters/pickerOptions';

/**
 * What names a report export's filters and section in the audit log (server/http/routes/report.ts
 * records them): the report's filter definitions as its page has them (its view, or the server's
 * definitions), its columns' headers (a metric by its column's label) and its sections' title keys by id.
 */
export interface AuditReportParts {
  filters: readonly FilterDef[];
  columns?: Readonly<Record<string, HeaderLabel>>;
  sections?: Readonly<Record<string, string>>;
}

/** A report's parts from its view (`report/{id}/view`, or reportView on the server): its sections' titles by the ids requests carry. */
export function auditReportParts(view: Pick<ReportView, 'filters' | 'columns' | 'sections'>): AuditReportParts {
  return {
    filters: view.filters,
    columns: Object.fromEntries(view.columns.map((c) => [c.field, c.header])),
    sections: Object.fromEntries(view.sections.filter((s) => s.section).map((s) => [s.section!, s.titleKey])),
  };
}

/** How names are listed (the cell cuts a long list) and how a value of no known name reads. */
export interface ExportTextHelpers {
  list: (names: readonly string[]) => string;
  asStored: (v: unknown) => string;
  /** The pickers' labels of sites, markets, game kinds and brands, member levels and tags, where the reader has them (pickLabels). */
  picks?: PickLabels;
}

const CONDITION_OPS: Readonly<Record<string, string>> = { eq: '=', ne: '≠', gt: '>', gte: '≥', lt: '<', lte: '≤' };

function rangeText(t: Translate, v: DateRangeValue): string {
  if (v.preset === 'custom' && v.from && v.to) return v.from === v.to ? v.from : `${v.from} – ${v.to}`;
  // a report's default of months to the day it ran (promotion binds: 12), as the request carried it
  if (v.preset === 'custom' && typeof v.months === 'number') return t('maintenance.audit.lastMonths', { count: v.months });
  return t(`presets.${v.preset}`, { defaultValue: v.preset });
}

/** One filter's value as its widget shows it: a preset by its name, a custom range by its days, metrics, grains, options, and sites, markets, levels and tags by their pickers' labels. */
function filterValueText(t: Translate, def: FilterDef, v: unknown, h: ExportTextHelpers, columns: AuditReportParts['columns'] = {}): string {
  const many = (each: (x: unknown) => string) => (Array.isArray(v) ? h.list(v.map(each)) : each(v));
  switch (def.widget) {
    case 'dateRange': return v && typeof v === 'object' && 'preset' in v ? rangeText(t, v as DateRangeValue) : h.asStored(v);
    case 'metrics': return many((m) => (columns[String(m)] ? headerText(t, columns[String(m)]!) : t(`fields.${String(m)}`, { defaultValue: String(m) })));
    case 'grain': return many((g) => t(`filters.grains.${String(g)}`, { defaultValue: String(g) }));
    case 'gameKinds': return many((k) => h.picks?.gameKinds?.[String(k)] ?? codeName(k, 'enums.gameKind', t));
    case 'site': case 'sites': case 'markets': case 'gameBrands': case 'memberLevels': case 'memberTags': {
      const labels = h.picks?.[def.widget === 'site' ? 'sites' : def.widget];
      return many((x) => labels?.[String(x)] ?? String(x));
    }
    case 'conditions': return many((c) => {
      const { field, op, value } = (c ?? {}) as Partial<ConditionValue>;
      return `${t(`fields.${String(field)}`, { defaultValue: String(field) })} ${CONDITION_OPS[String(op)] ?? op} ${String(value)}`;
    });
    default: return def.enumKey ? many((o) => t(`${def.enumKey}.${String(o)}`, { defaultValue: String(o) })) : h.asStored(v);
  }
}

/**
 * A report export's filters in words, in the order its page shows them: 'Date range: Previous 30
 * days; Group by: Day; Metrics: Bet APV'. None: the report's defaults. Without the report's
 * definitions, or a filter it no longer has, as stored.
 */
export function exportFiltersText(t: Translate, filters: unknown, parts: AuditReportParts | undefined, h: ExportTextHelpers, shown = Infinity): string {
  if (!filters || typeof filters !== 'object' || Array.isArray(filters)) return h.asStored(filters);
  const set = Object.entries(filters as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null && !(Array.isArray(v) && !v.length));
  if (!set.length) return t('maintenance.audit.defaultFilters');
  if (!parts) return h.asStored(Object.fromEntries(set));
  const order = (key: string) => { const i = parts.filters.findIndex((d) => d.key === key); return i < 0 ? parts.filters.length : i; };
  const items = set.sort(([a], [b]) => order(a) - order(b)).map(([key, v]) => {
    const def = parts.filters.find((d) => d.key === key);
    return def ? `${filterLabel(t, def)}: ${filterValueText(t, def, v, h, parts.columns)}` : `${key}: ${h.asStored(v)}`;
  });
  if (items.length <= shown + 1) return items.join('; ');
  return `${items.slice(0, shown).join('; ')} ${t('maintenance.audit.more', { count: items.length - shown })}`;
}

/** An exported section by its title on the report's page ('Cohorts'); one the report no longer has, by its id. */
export function exportSectionText(t: Translate, section: string, parts: AuditReportParts | undefined): string {
  const key = parts?.sections?.[section];
  return key ? t(key, { defaultValue: section }) : section;
}
