import type { AppStore, StoreValue } from './appStore';

/** Columns the operator list sorts on, and their SQL (an allow-list: nothing else reaches the query). */
export const OPERATOR_SORT_FIELDS = {
  operatorID: 'o.operator_id',
  operatorAC: 'o.operator_ac',
  operatorName: 'o.operator_name',
  groupName: 'g.group_name',
  status: 'o.status',
  otpEnabled: 'o.otp_enabled',
  updatedAt: 'o.updated_at',
} as const;

export type OperatorSortField = keyof typeof OPERATOR_SORT_FIELDS;

export interface OperatorPageQuery {
  /** Part of the account or the name, any case. */
  search?: string;
  groupID?: number;
  /** 'locked' lists operators locked now (by maintenance or failed logins). */
  status?: 'active' | 'disabled' | 'locked';
  page: { index: number; size: number };
  sort?: { field: OperatorSortField; dir: 'asc' | 'desc' }[];
}

export interface OperatorListRow {
  operatorID: number;
  operatorAC: string;
  operatorName: string;
  groupID: number;
  groupName: string | null;
  status: 'active' | 'disabled';
  locked: boolean;
  otpEnabled: boolean;
  updatedAt: string;
  version: number;
}

/** `%` and `_` typed in a search are literal characters. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of operators with their group names, filtered and sorted on the server. */
export async function operatorPage(store: AppStore, query: OperatorPageQuery, nowMs: number): Promise<{ rows: OperatorListRow[]; total: number }> {
  // $1 is the clock; every statement names it, as DuckDB refuses a value it does not use.
  const where: string[] = ['$1::BIGINT IS NOT NULL'];
  const params: StoreValue[] = [nowMs];
  const add = (sql: string, value: StoreValue) => { params.push(value); where.push(sql.replaceAll('?', `$${params.length}`)); };
  if (query.search?.trim()) add(`(o.operator_ac ILIKE ? ESCAPE '\\' OR o.operator_name ILIKE ? ESCAPE '\\')`, likePattern(query.search.trim()));
  if (query.groupID !== undefined) add('o.group_id = ?', query.groupID);
  if (query.status === 'locked') where.push('coalesce(o.locked_until_ms, 0) > $1::BIGINT');
  else if (query.status) add('o.status = ?', query.status);
  const order = [...(query.sort ?? []).map((s) => `${OPERATOR_SORT_FIELDS[s.field]} ${s.dir === 'desc' ? 'DESC' : 'ASC'}`), 'o.operator_id ASC'];
  const filter = `WHERE ${where.join(' AND ')}`;
  const from = 'FROM operator o LEFT JOIN op_group g ON g.group_id = o.group_id';
  const [{ n }] = await store.all<{ n: number }>(`SELECT count(*)::INTEGER AS n ${from} ${filter}`, params);
  const rows = await store.all(
    `SELECT o.operator_id, o.operator_ac, o.operator_name, o.group_id, g.group_name, o.status, o.otp_enabled, o.version,
            coalesce(o.locked_until_ms, 0) > $1::BIGINT AS locked, strftime(o.updated_at, '%Y-%m-%d %H:%M:%S') AS updated_at
     ${from} ${filter} ORDER BY ${order.join(', ')} LIMIT ${Math.trunc(query.page.size)} OFFSET ${Math.trunc(query.page.index) * Math.trunc(query.page.size)}`, params);
  return {
    total: n,
    rows: rows.map((r) => ({
      operatorID: r.operator_id as number, operatorAC: r.operator_ac as string, operatorName: r.operator_name as string,
      groupID: r.group_id as number, groupName: (r.group_name as string | null) ?? null, status: r.status as 'active' | 'disabled',
      locked: Boolean(r.locked), otpEnabled: Boolean(r.otp_enabled), updatedAt: r.updated_at as string, version: r.version as number,
    })),
  };
}
