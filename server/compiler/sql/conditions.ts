import type { ExpressionHooks } from '../dialect/dialect';
import type { Condition, ModelPart, RowScope } from '../types';
import type { Params } from './params';

/** Joins a raw read needs: those named by the dimensions, measures and conditions used. */
export function neededJoins(part: ModelPart): string[] {
  const { model } = part;
  const names = new Set<string>();
  const dims = [...part.dimensions, ...part.conditions.map((c) => c.dimension)];
  for (const d of dims) {
    const join = model.dimensions[d]?.join;
    if (join) names.add(join);
  }
  for (const m of part.aggregates) {
    const def = model.measures[m];
    if (def && 'join' in def && def.join) names.add(def.join);
  }
  return [...names];
}

const COMPARE = { eq: '=', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

/** One condition on a column expression, its values bound as parameters. */
export function conditionExpr(col: string, c: Condition, params: Params, dialect: ExpressionHooks): string {
  switch (c.op) {
    case 'in': return c.values.length ? `${col} IN ${params.list(c.values)}` : dialect.false;
    case 'eq': return `${col} = ${params.add(c.value)}`;
    case 'contains': return dialect.contains(col, params.add(c.value));
    case 'cmp': {
      if (c.cmp === 'contains') return dialect.contains(col, params.add(String(c.value)));
      const value = c.valueType === 'date' ? params.date(String(c.value)) : params.add(c.value);
      return c.cmp === 'ne' ? dialect.distinctFrom(col, value) : `${col} ${COMPARE[c.cmp]} ${value}`;
    }
  }
}

/** The row scope on a read: its site expression within the operator's sites. */
export function siteScope(site: string, scope: RowScope, params: Params): string {
  return `${site} IN ${scope.siteIds.length ? params.list(scope.siteIds) : '(NULL)'}`;
}
