import type { AppStore, StoreValue } from './appStore';
import type { AuditRow } from './auditLog';
import { likePattern } from './operatorPage';
import { isAuditAction } from '../../src/engine/audit/auditText';

export const AUDIT_SORT_FIELDS = { at: 'audit_id', actorAC: 'actor_ac', action: 'action', target: 'target' } as const;
export type AuditSortField = keyof typeof AUDIT_SORT_FIELDS;

export interface AuditFilters {
  /** First and last day (UTC, YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
  /** Part of the acting operator's account. */
  actor?: string;
  /** An action's code finds that action; any other text, the actions starting with it ('login' finds login.success and login.failure). */
  action?: string;
  /**
   * A target by its id ('operator:7': that one alone), part of one ('group:', 'account:qa'), an
   * operator's account, alone or as 'operator:desk01' (what was done to it as operator:<id> too, while
   * the operator exists or by the account its entries recorded since it was deleted), or a group by a
   * name its entries recorded ('group:Spare': group:9's entries, deleted or renamed since).
   */
  target?: string;
}

export interface AuditPageQuery extends AuditFilters {
  page: { index: number; size: number };
  sort?: { field: AuditSortField; dir: 'asc' | 'desc' }[];
}

/** A target by its id ('operator:6', 'view:12'): that one only, not operator:60 besides (an account or report is found by part of its name). */
const EXACT_TARGET = /^(operator|group|view):\d+$/i;

function whereOf(f: AuditFilters): { sql: string; params: StoreValue[] } {
  const where: string[] = ['true'];
  const params: StoreValue[] = [];
  const add = (sql: string, value: StoreValue) => { params.push(value); where.push(sql.replaceAll('?', `$${params.length}`)); };
  if (f.from) add('at_utc >= ?::DATE', f.from);
  if (f.to) add('at_utc < ?::DATE + INTERVAL 1 DAY', f.to);
  if (f.actor?.trim()) add(`actor_ac ILIKE ? ESCAPE '\\'`, likePattern(f.actor.trim()));
  const action = f.action?.trim();
  if (action && isAuditAction(action)) add('action = ?', action);
  else if (action) add(`action ILIKE ? ESCAPE '\\'`, `${likePattern(action).slice(1)}`);
  const target = f.target?.trim();
  if (target && EXACT_TARGET.test(target)) add('lower(target) = lower(?)', target);
  else if (target) {
    // part of a target, or an operator's account (alone or as 'operator:desk01', as the list shows a deleted
    // operator): what was done to that operator (stored by id) too, and to an operator since deleted, whose
    // account its entries recorded
    params.push(likePattern(target), /^operator:(.+)$/i.exec(target)?.[1]?.trim() ?? target);
    const [like, account] = [`$${params.length - 1}`, `$${params.length}`];
    // a group by a name its entries recorded ('group:Spare', as the list shows a deleted group): its entries by id
    const group = /^group:(.+)$/i.exec(target)?.[1]?.trim() ?? '';
    params.push(group);
    const named = `$${params.length}`;
    where.push(`(target ILIKE ${like} ESCAPE '\\' OR target IN (SELECT 'operator:' || operator_id FROM operator WHERE lower(operator_ac) = lower(${account}))`
      + ` OR target IN (SELECT target FROM audit_log WHERE action LIKE 'operator.%' AND lower(coalesce(json_extract_string(after_json, '$.operatorAC'), json_extract_string(before_json, '$.operatorAC'))) = lower(${account}))`
      + ` OR target IN (SELECT target FROM audit_log WHERE ${named} <> '' AND action LIKE 'group.%' AND lower(coalesce(json_extract_string(after_json, '$.groupName'), json_extract_string(before_json, '$.groupName'))) = lower(${named})))`);
  }
  return { sql: `WHERE ${where.join(' AND ')}`, params };
}

function toRow(r: Record<string, unknown>): AuditRow {
  return {
    auditID: r.audit_id as number, at: r.at as string, actorID: (r.actor_id as number | null) ?? null,
    actorAC: (r.actor_ac as string | null) ?? null, action: r.action as string, target: (r.target as string | null) ?? null,
    before: r.before_json ? JSON.parse(r.before_json as string) : null, after: r.after_json ? JSON.parse(r.after_json as string) : null,
    clientAddr: (r.client_addr as string | null) ?? null,
  };
}

const SELECT = `SELECT audit_id, strftime(at_utc, '%Y-%m-%d %H:%M:%S') AS at, actor_id, actor_ac, action, target, before_json, after_json, client_addr
  FROM audit_log`;

/** One page of the audit log, newest first unless sorted otherwise. */
export async function auditPage(store: AppStore, q: AuditPageQuery): Promise<{ rows: AuditRow[]; total: number }> {
  const { sql, params } = whereOf(q);
  const order = [...(q.sort ?? []).map((s) => `${AUDIT_SORT_FIELDS[s.field]} ${s.dir === 'asc' ? 'ASC' : 'DESC'} NULLS LAST`), 'audit_id DESC'];
  const [{ n }] = await store.all<{ n: number }>(`SELECT count(*)::INTEGER AS n FROM audit_log ${sql}`, params);
  const size = Math.trunc(q.page.size);
  const rows = await store.all(`${SELECT} ${sql} ORDER BY ${order.join(', ')} LIMIT ${size} OFFSET ${Math.trunc(q.page.index) * size}`, params);
  return { rows: rows.map(toRow), total: n };
}

/** Every matching entry, newest first, read in chunks (for the export); stops after `limit` rows. */
export async function* auditEntries(store: AppStore, f: AuditFilters, limit: number, chunk = 2000): AsyncGenerator<AuditRow> {
  const { sql, params } = whereOf(f);
  let before = Number.MAX_SAFE_INTEGER;
  let sent = 0;
  while (sent < limit) {
    const rows = await store.all(`${SELECT} ${sql} AND audit_id < ${before} ORDER BY audit_id DESC LIMIT ${Math.min(chunk, limit - sent)}`, params);
    for (const r of rows) yield toRow(r);
    sent += rows.length;
    if (rows.length < chunk) return;
    before = rows[rows.length - 1].audit_id as number;
  }
}
