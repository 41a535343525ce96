import type { ReportDefinition } from '../../../src/engine/definition/report';
import { keySetCondition } from '../kinds/shared/memberSql';
import type { KeyRead } from '../plan';
import { ident } from '../sql/params';
import { relationFor, type EmitContext } from './relation';
import type { ResolvedFilters } from './resolveFilters';

/** A list's rows by key, planned here and rendered per set of keys: narrowed to `fields` and the key where the dialect can (an export reads only its columns). */
export function keyRead(report: ReportDefinition, f: ResolvedFilters, ctx: EmitContext): KeyRead {
  const key = report.list!.key;
  const { dialect } = ctx;
  return (keys, fields) => {
    // an export's chunk (20,000 keys) binds its keys as one set where the dialect can; a grid page's few as a list
    const byKey = fields && dialect.narrowsKeyReads ? keySetCondition(key, keys) : { dimension: key, op: 'in' as const, values: keys };
    const params = dialect.params();
    const rel = relationFor(report, { ...f, conditions: [...f.conditions, byKey] }, ctx, false, params, []);
    const statement = dialect.wrap.listRows(rel, params);
    const narrowed = Boolean(fields && dialect.narrowsKeyReads && !statement.finish);
    return {
      key,
      narrowed,
      statement: narrowed ? { ...statement, sql: `SELECT ${[...new Set([key, ...fields!])].map(ident).join(', ')} FROM (${statement.sql}) AS listed` } : statement,
    };
  };
}
