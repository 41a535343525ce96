import { isRatio, type ModelDefinition } from '../definition/model';
import type { KindSpecs } from '../kinds/queryKind';
import type { ReportDefinition } from '../definition/report';
import type { FieldInfo } from './fieldInfo';

export type { FieldInfo };

export type MeasureIndex = ReadonlyMap<string, ModelDefinition>;

/** What a report's fields are read from: the models' measures and the named kinds' specs (a Registry is one). */
export interface FieldSources {
  measures: MeasureIndex;
  kinds: KindSpecs;
}

/** Every measure name → the model defining it (measure names are unique across models). */
export function indexMeasures(models: Iterable<ModelDefinition>): Map<string, ModelDefinition> {
  const index = new Map<string, ModelDefinition>();
  for (const model of models) for (const name of Object.keys(model.measures)) index.set(name, model);
  return index;
}

function measureInfo(name: string, measures: MeasureIndex): FieldInfo | undefined {
  const m = measures.get(name)?.measures[name];
  return m && { kind: 'measure', format: m.format, money: Boolean(m.money) };
}

function dimensionInfo(_name: string, dimensionType: string | undefined): FieldInfo {
  return { kind: 'dimension', format: dimensionType === 'date' ? 'date' : 'text', money: false };
}

/** The fields a report's query produces, with their default format: what columns, sorts and charts may name. */
export function reportFields(report: ReportDefinition, { measures, kinds }: FieldSources): Map<string, FieldInfo> {
  const fields = new Map<string, FieldInfo>();
  const q = report.query;
  if (q.kind !== 'model') {
    const spec = kinds.get(q.kind);
    if (!spec) throw new Error(`unknown query kind '${q.kind}'`);
    return spec.fields(q);
  }
  const models = [...new Set(q.measures.map((m) => measures.get(m)).filter((m): m is ModelDefinition => Boolean(m)))];
  for (const d of q.dimensions) fields.set(d, dimensionInfo(d, models[0]?.dimensions[d]?.type));
  if (q.groupBy) fields.set('group_value', dimensionInfo('group_value', 'string'));
  if (q.time) fields.set('stat_date', dimensionInfo('stat_date', 'date'));
  for (const m of q.measures) {
    const info = measureInfo(m, measures);
    if (info) fields.set(m, info);
  }
  for (const m of q.compare?.measures ?? []) {
    const info = measureInfo(m, measures);
    if (!info) continue;
    fields.set(`${m}_prev`, info);
    fields.set(`${m}_growth`, info.format === 'rate' ? { ...info, format: 'rate' } : info);
    fields.set(`${m}_growth_rate`, { kind: 'measure', format: 'growthRate', money: false });
  }
  const compared: readonly string[] = q.compare?.measures ?? [];
  for (const m of q.ranks ?? []) {
    fields.set(`${m}_rank`, { kind: 'measure', format: 'rank', money: false });
    if (compared.includes(m)) {
      fields.set(`${m}_rank_prev`, { kind: 'measure', format: 'rank', money: false });
      fields.set(`${m}_rank_change`, { kind: 'measure', format: 'rankChange', money: false });
    }
  }
  for (const m of q.shares ?? []) fields.set(`${m}_share`, { kind: 'measure', format: 'rate', money: false });
  for (const m of q.periodTotals ?? []) {
    const info = measureInfo(m, measures);
    if (info) fields.set(`${m}_period`, info);
  }
  for (const d of q.derived ?? []) {
    const info: FieldInfo = { kind: 'measure', format: d.format, money: Boolean(d.money) };
    fields.set(d.field, info);
    if (d.compare) {
      fields.set(`${d.field}_prev`, info);
      fields.set(`${d.field}_growth`, info);
      fields.set(`${d.field}_growth_rate`, { kind: 'measure', format: 'growthRate', money: false });
    }
  }
  for (const f of q.running ?? []) {
    const info = fields.get(f);
    if (info?.kind === 'measure') fields.set(`${f}_running`, info);
  }
  return fields;
}

/** Aggregate measures a measure needs (a ratio needs its two parts). */
export function measureParts(name: string, model: ModelDefinition): string[] {
  const m = model.measures[name];
  return m && isRatio(m) ? m.ratio.flatMap((p) => measureParts(p, model)) : [name];
}
