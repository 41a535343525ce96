import type { ReportDefinition } from '../../../src/engine/definition/report';
import type { Registry } from '../../../src/engine/registry/buildRegistry';
import type { ColumnResult, Row } from '../../warehouse/warehouse';
import type { CurrencyChoice } from './currency';

/** Money settings among a request's fields and the factor that turns their base amounts into its currency. */
export interface SettingMoney {
  fields: readonly string[];
  factor: number;
}

/**
 * Stage settingMoney: a money setting is a dimension marked `money` (a level's thresholds), an
 * amount in the base currency with no day of its own. Outside the base currency it is shown at the
 * latest day's rate, like Settings' rates; undefined when there is nothing to convert.
 */
export function settingMoney(def: ReportDefinition, registry: Registry, currency: CurrencyChoice): SettingMoney | undefined {
  const rate = currency.money?.rates.at(-1);
  if (!rate || def.query.kind !== 'model') return undefined;
  const models = [...registry.models.values()];
  const fields = def.query.dimensions.filter((d) => models.some((m) => m.dimensions[d]?.money));
  return fields.length ? { fields, factor: 1 / rate } : undefined;
}

const convert = (v: unknown, factor: number) => (typeof v === 'number' ? v * factor : v);

/** New rows with the settings converted (never the rows read: a cached result is shared). */
export function convertSettingRows<R extends Row>(rows: R[], s: SettingMoney | undefined): R[] {
  if (!s) return rows;
  return rows.map((row) => ({ ...row, ...Object.fromEntries(s.fields.filter((f) => f in row).map((f) => [f, convert(row[f], s.factor)])) }));
}

/** The export's columns with the settings converted. */
export function convertSettingColumns(chunk: ColumnResult, s: SettingMoney | undefined): ColumnResult {
  const fields = s?.fields.filter((f) => chunk.columns[f]) ?? [];
  if (!s || !fields.length) return chunk;
  const columns = { ...chunk.columns };
  for (const f of fields) columns[f] = chunk.columns[f].map((v) => convert(v, s.factor) as Row[string]);
  return { count: chunk.count, columns };
}
