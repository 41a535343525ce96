import { ident } from '../../../sql/params';
import { MATERIALIZED } from '../../../../warehouse/clickhouse/sharedReads';

/**
 * A current ClickHouse kind's rows and its totals row in one relation (ResRelation.packedTotals),
 * read from the relations the kind's WITH list names once and from its rows (`rows`, named once
 * too): the rows' `columns` after `figured` (the figures a row derives) with `__side` 0, then the
 * totals row (`totalsOf` the rows, `figured`) with `__side` 1, packed as one JSON text: its fields
 * are not the rows', and a UNION's branches need the same columns.
 */
export function packedTotals(ctes: readonly string[], rows: string, columns: readonly string[], figured: (sql: string) => string, totalsOf: (rows: string) => string): string {
  const names = columns.map(ident);
  const named = 'SELECT * FROM __rows';
  return `WITH ${[...ctes, `__rows${MATERIALIZED}${rows})`].join(',\n')}
SELECT ${names.join(', ')}, 0 AS __side, CAST(NULL AS Nullable(String)) AS __totals_json FROM (${figured(named)})
UNION ALL SELECT ${names.map((c) => `NULL AS ${c}`).join(', ')}, 1 AS __side, __packed AS __totals_json FROM (SELECT formatRowNoNewline('JSONEachRow', *) AS __packed FROM (${figured(totalsOf(named))}))`;
}
