import type { ReportDefinition } from '../../../src/engine/definition/report';
import { keySetCondition } from '../kinds/shared/memberSql';
import type { KeyRead } from '../plan';
import { ident } from '../sql/params';
import type { Condition } from '../types';
import { relationFor, type EmitContext } from './relation';
import type { ResolvedFilters } from './resolveFilters';

type Read = ReturnType<KeyRead>;

/**
 * A list's rows by key, planned here: narrowed to `fields` and the key where the dialect can (an
 * export reads only its columns). An export's chunks (20,000 keys each) bind their keys as one set
 * where the dialect can, so their statements differ only in that bound value: it is rendered once
 * per request, and each later chunk binds its keys in the set's place. A grid page's few keys are
 * bound as a list, rendered with its page.
 */
export function keyRead(report: ReportDefinition, f: ResolvedFilters, ctx: EmitContext): KeyRead {
  const key = report.list!.key;
  const { dialect } = ctx;
  const render = (byKey: Condition, fields?: readonly string[]): Read => {
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
  const rendered = new Map<string, { read: Read; slots: number[] } | null>();
  return (keys, fields) => {
    if (!fields || !dialect.narrowsKeyReads) return render({ dimension: key, op: 'in', values: keys }, fields);
    const id = JSON.stringify(fields);
    if (!rendered.has(id)) rendered.set(id, template(keys, (k) => render(keySetCondition(key, k), fields)));
    const t = rendered.get(id);
    if (!t) return render(keySetCondition(key, keys), fields);
    const params = [...t.read.statement.params];
    for (const i of t.slots) params[i] = keys as number[];
    return { ...t.read, statement: { ...t.read.statement, params } };
  };
}

/**
 * The statement of a chunk as a template: rendered for `keys` and for a set of another length, it
 * is one when both have the same SQL and values except where the set itself is bound (slots).
 * Otherwise (keys not all integers, or read as a list of values) each chunk is rendered.
 */
function template(keys: readonly (string | number)[], render: (keys: readonly (string | number)[]) => Read): { read: Read; slots: number[] } | null {
  if (!keys.length || !keys.every((k) => Number.isSafeInteger(k))) return null;
  const read = render(keys);
  const other = [keys[0]];
  const check = render(other);
  const a = read.statement.params;
  const b = check.statement.params;
  const slots = a.flatMap((v, i) => (v === keys ? [i] : []));
  const same = check.statement.sql === read.statement.sql && a.length === b.length && a.every((v, i) => (slots.includes(i) ? b[i] === other : JSON.stringify(v) === JSON.stringify(b[i])));
  return slots.length && same ? { read, slots } : null;
}
