import { type AppStore, type TxQuery, utc } from './appStore';

/** One audit entry. `before`/`after` are JSON snapshots; secrets are stripped before writing. */
export interface AuditEntry {
  atMs: number;
  actorID?: number | null;
  actorAC?: string | null;
  /** Dotted verb, e.g. login.success, login.failure, permission.denied, operator.update. */
  action: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
  clientAddr?: string | null;
}

export interface AuditRow {
  auditID: number;
  at: string;
  actorID: number | null;
  actorAC: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  clientAddr: string | null;
}

const SECRET_KEY = /password|secret|token|hash|otp$|^otp[A-Z_]/i;

/** Drops every key that names a secret, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value)
      .filter(([k]) => !SECRET_KEY.test(k) || k === 'otpEnabled')
      .map(([k, v]) => [k, withoutSecrets(v)]));
  }
  return value;
}

/** Writes one entry; inside a transaction (`TxQuery`) it commits or rolls back with the change it records. */
export async function writeAudit(store: AppStore | TxQuery, e: AuditEntry): Promise<void> {
  const json = (v: unknown) => (v === undefined ? null : JSON.stringify(withoutSecrets(v)));
  await store.run(
    `INSERT INTO audit_log (at_utc, actor_id, actor_ac, action, target, before_json, after_json, client_addr)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [utc(e.atMs), e.actorID ?? null, e.actorAC ?? null, e.action, e.target ?? null, json(e.before), json(e.after), e.clientAddr ?? null],
  );
}

/** Newest first. */
export async function listAudit(store: AppStore, opts: { limit?: number; offset?: number; action?: string } = {}): Promise<AuditRow[]> {
  const rows = await store.all(
    `SELECT audit_id, strftime(at_utc, '%Y-%m-%d %H:%M:%S') AS at, actor_id, actor_ac, action, target, before_json, after_json, client_addr
     FROM audit_log WHERE $1::VARCHAR IS NULL OR action = $1 ORDER BY audit_id DESC LIMIT $2 OFFSET $3`,
    [opts.action ?? null, opts.limit ?? 100, opts.offset ?? 0]);
  return rows.map((r) => ({
    auditID: r.audit_id as number, at: r.at as string, actorID: (r.actor_id as number | null) ?? null,
    actorAC: (r.actor_ac as string | null) ?? null, action: r.action as string, target: (r.target as string | null) ?? null,
    before: r.before_json ? JSON.parse(r.before_json as string) : null, after: r.after_json ? JSON.parse(r.after_json as string) : null,
    clientAddr: (r.client_addr as string | null) ?? null,
  }));
}
