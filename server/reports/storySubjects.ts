/**
 * The subject a lookup report is recorded with for the Storybook gallery (recordStories.ts): a
 * report that cannot run on its defaults (a member to look up, a member recap, member search
 * criteria; see needsCriteria) gets filter values taken from one real member chosen by what the
 * reports need: active in the default period, with deposits, and whose recap sections have rows.
 */
import { depositedSql } from '../../models/transactionRules';
import { resolveRange } from '../../src/engine/dates/presets';
import type { FilterDef } from '../../src/engine/definition/filters';
import type { ReportDefinition } from '../../src/engine/definition/report';
import { sampleFilters } from '../../src/engine/report/sampleFilters';
import type { Warehouse } from '../warehouse/warehouse';

/** A member of the warehouse, with what the lookup filters can ask about. */
export interface StorySubject {
  member_id: number;
  site_id: number;
  member_username: string;
  real_name: string;
  phone: string;
  email: string;
  member_lv_id: number;
  tags: number[];
}

/** How many of the most active members are tried as the subject. */
const CANDIDATES = 8;

/**
 * The most active members of the 30 days before `today` that deposited in them, most active
 * first (member id breaks ties, so the choice is the same on every run over the same warehouse).
 */
export async function subjectCandidates(warehouse: Warehouse, today: string): Promise<StorySubject[]> {
  const { from, to } = resolveRange({ preset: 'prev30' }, today);
  const rows = await warehouse.query(`
    WITH active AS (
      SELECT member_id, count(DISTINCT stat_date) AS days FROM fact_game_day
      WHERE stat_date BETWEEN DATE '${from}' AND DATE '${to}' GROUP BY member_id
    ), depositing AS (
      SELECT DISTINCT member_id FROM fact_transaction
      WHERE stat_date BETWEEN DATE '${from}' AND DATE '${to}' AND ${depositedSql()}
    )
    SELECT m.member_id, m.site_id, m.member_username, m.real_name, m.phone, m.email, m.member_lv_id,
      (SELECT list(t.member_tag_id ORDER BY t.member_tag_id) FROM member_tag_map t WHERE t.member_id = m.member_id) AS tags
    FROM dim_member m JOIN active a USING (member_id) JOIN depositing d USING (member_id)
    ORDER BY a.days DESC, m.member_id
    LIMIT ${CANDIDATES}`);
  return rows.map((r) => ({
    member_id: Number(r.member_id), site_id: Number(r.site_id), member_username: String(r.member_username), real_name: String(r.real_name),
    phone: String(r.phone), email: String(r.email), member_lv_id: Number(r.member_lv_id), tags: Array.isArray(r.tags) ? r.tags.map(Number) : [],
  }));
}

/** The subject's value for a filter, by what the filter binds to; undefined when the subject has none. */
function subjectValue(f: FilterDef, s: StorySubject): unknown {
  switch (f.dimension) {
    case 'site_id': return f.widget === 'site' ? s.site_id : undefined; // a sites list keeps its default: every site
    case 'member_id': return s.member_id;
    case 'member_username': return s.member_username;
    case 'real_name': return s.real_name;
    case 'phone': return s.phone;
    case 'email': return s.email;
    case 'member_lv_id': return [s.member_lv_id];
    case 'member_tag_id': return s.tags.length ? s.tags : undefined;
    default: return undefined;
  }
}

/**
 * The filters a report needing criteria is recorded with: the subject's site and every required
 * value, and of a "one of these" set the first criterion the subject can answer. A filter the
 * subject cannot answer falls back to a sample value that lets the report run.
 */
export function subjectFilters(report: Pick<ReportDefinition, 'filters' | 'requireOneOf'>, s: StorySubject): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const sample = sampleFilters(report);
  for (const f of report.filters) {
    if (f.widget === 'site' || (f.required && f.default === undefined && f.widget !== 'dateRange')) out[f.key] = subjectValue(f, s) ?? sample[f.key];
  }
  const oneOf = report.requireOneOf?.filters ?? [];
  const answered = oneOf.map((key) => report.filters.find((f) => f.key === key)).find((f) => f && subjectValue(f, s) !== undefined);
  if (answered) out[answered.key] = subjectValue(answered, s);
  else if (oneOf.length) Object.assign(out, sample);
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out;
}
