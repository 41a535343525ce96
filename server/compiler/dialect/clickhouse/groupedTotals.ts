import { formulaDimensions, formulaOf } from '../../../../src/engine/report/formula';
import { figureStages, stepsOf } from '../../figures/program';
import { ident } from '../../sql/params';
import type { ModelPart } from '../../types';
import type { ModelQuerySqlInput } from '../dialect';
import { ALL_ROWS } from './part';

/** What a part reads, but its keys: a part of the totals row's own relation reads the same rows with the same aggregates. */
const readKey = (p: ModelPart) => JSON.stringify([
  p.model.id, p.source.kind, 'table' in p.source ? p.source.table : '', 'days' in p.source ? p.source.days ?? '' : '',
  [...p.aggregates].sort(), p.conditions, p.money ?? null,
]);

/**
 * Whether a model query's totals row may be read in its rows' statement as one more group of the same
 * parts (GROUPING SETS: the rows' keys, then no key): every part has a key and is exact over every
 * row, and no derived field tests a row's dimension (NULL in the totals row). A part is exact over
 * every row where it reads the raw facts, or where the totals' own relation reads the model's same
 * rows and aggregates (its planner then found them exact without keys: a distinct count stored by
 * day is summed only where that is exact). Not where the tables held in memory may answer the
 * totals' own relation (`groupTotals` false): that read costs nothing beside the rows' statement.
 */
export function groupsTotals(input: ModelQuerySqlInput): boolean {
  const { totalsParts } = input;
  if (!input.withTotals || !input.groupTotals || input.totals || !totalsParts || !input.dimensions.length) return false;
  if (input.parts.some((p) => !p.dimensions.length && !p.grain)) return false;
  const own = new Set(totalsParts.map(readKey));
  if (!input.parts.every((p) => p.source.kind === 'raw' || own.has(readKey(p)))) return false;
  return !(input.query.derived ?? []).some((d) => formulaDimensions(formulaOf(d)).some((dim) => input.dimensions.includes(dim)));
}

/**
 * The rows (`__g` 0) and the totals row (`__g` 1) of `all` (the figures of both, windows within
 * each) as ResRelation's `withRes` and `groupedTotals`: the totals row (`__side` 1) with the fields
 * of its own relation, packed as JSON.
 */
export function groupedRelations(input: ModelQuerySqlInput, all: string): { withRes: string; groupedTotals: string } {
  const g = ident(ALL_ROWS);
  const fields = stepsOf(figureStages(input, true)).map((s) => ident(s.name));
  return {
    withRes: `SELECT * EXCEPT (${g}) FROM (${all}) WHERE ${g} = 0`,
    groupedTotals: `SELECT * EXCEPT (${g}), ${g} AS __side, if(${g} = 1, formatRowNoNewline('JSONEachRow', ${fields.join(', ')}), NULL) AS __totals_json FROM (${all})`,
  };
}
