import { DAY_SCHEMA } from '../dates/calendarDay';
import { RANGE_PRESETS } from '../dates/presets';
import { CONDITION_OPS, type FilterDef, type FilterWidgetId } from '../definition/filters';

type JsonSchema = Record<string, unknown>;

/** How a filter's value reaches the query. */
export type FilterBinding = 'range' | 'in' | 'eq' | 'contains' | 'param' | 'conditions';

export interface FilterWidget {
  id: FilterWidgetId;
  /** JSON Schema of the value (the request is validated against it; rjsf renders it). */
  schema(def: FilterDef): JsonSchema;
  /** How the value binds when the filter names a dimension. */
  binding: FilterBinding;
  /** The rjsf widget id the renderers register. */
  uiWidget: string;
  /** The value is a list of picks (sites, markets, metrics…): a link or URL naming one pick names a list of one. */
  picks?: true;
}

/** Conditions one advanced filter may hold. */
export const MAX_CONDITIONS = 10;

const code = { type: 'string', maxLength: 40, pattern: '^[A-Za-z0-9_.-]+$' };
const id = { type: 'integer', minimum: 0, maximum: 2_147_483_647 };
/** A number a filter compares with a column: within the integers a double holds exactly (so within BIGINT too); 1e308 is a client's mistake, answered 9400. */
const number = { type: 'number', minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };
const list = (items: JsonSchema): JsonSchema => ({ type: 'array', items, maxItems: 500, uniqueItems: true });

const widgets: FilterWidget[] = [
  {
    id: 'dateRange', binding: 'range', uiWidget: 'dateRange',
    schema: () => ({
      type: 'object', additionalProperties: false, required: ['preset'],
      properties: { preset: { enum: [...RANGE_PRESETS] }, from: DAY_SCHEMA, to: DAY_SCHEMA },
      // a custom range names both ends
      if: { properties: { preset: { const: 'custom' } } },
      then: { required: ['preset', 'from', 'to'] },
    }),
  },
  { id: 'sites', binding: 'in', picks: true, uiWidget: 'sites', schema: () => list(id) },
  { id: 'site', binding: 'eq', uiWidget: 'site', schema: () => id },
  { id: 'markets', binding: 'in', picks: true, uiWidget: 'markets', schema: () => list({ type: 'string', pattern: '^[A-Z]{3}$' }) },
  { id: 'gameKinds', binding: 'in', picks: true, uiWidget: 'gameKinds', schema: () => list(code) },
  { id: 'gameBrands', binding: 'in', picks: true, uiWidget: 'gameBrands', schema: () => list(code) },
  { id: 'memberLevels', binding: 'in', picks: true, uiWidget: 'memberLevels', schema: () => list(id) },
  { id: 'memberTags', binding: 'in', picks: true, uiWidget: 'memberTags', schema: () => list(id) },
  { id: 'grain', binding: 'param', uiWidget: 'grain', schema: () => ({ enum: ['day', 'week', 'month'] }) },
  {
    id: 'metrics', binding: 'param', picks: true, uiWidget: 'metrics',
    schema: (def) => ({ type: 'array', items: { enum: [...(def.options ?? [])] }, minItems: 1, maxItems: 6, uniqueItems: true }),
  },
  { id: 'enum', binding: 'eq', uiWidget: 'enum', schema: (def) => ({ enum: [...(def.options ?? [])] }) },
  { id: 'text', binding: 'contains', uiWidget: 'text', schema: () => ({ type: 'string', maxLength: 100 }) },
  // a parameter's bounds (`min`, `max`, `integer`) are the schema's: a value outside them is answered 9400
  { id: 'number', binding: 'eq', uiWidget: 'number', schema: (def) => ({ ...number, ...(def.integer ? { type: 'integer' } : {}), ...(def.min !== undefined ? { minimum: def.min } : {}), ...(def.max !== undefined ? { maximum: def.max } : {}) }) },
  {
    // the advanced filter builder: conditions on the fields the definition allows (each checked again by the server)
    id: 'conditions', binding: 'conditions', uiWidget: 'advancedFilter',
    schema: (def) => ({
      type: 'array', maxItems: MAX_CONDITIONS,
      items: {
        type: 'object', additionalProperties: false, required: ['field', 'op', 'value'],
        properties: {
          field: { enum: (def.conditionFields ?? []).map((c) => c.field) },
          op: { enum: [...CONDITION_OPS] },
          value: { oneOf: [{ type: 'string', minLength: 1, maxLength: 100 }, number] },
        },
        // a date field's value is a day the calendar has, in a request as in a saved view's state
        ...dateConditions(def),
      },
    }),
  },
];

/** One `if field is this date field, then value is a day` per date field of an advanced filter. */
function dateConditions(def: FilterDef): JsonSchema {
  const dates = (def.conditionFields ?? []).filter((c) => c.type === 'date').map((c) => c.field);
  if (!dates.length) return {};
  return { if: { properties: { field: { enum: dates } } }, then: { properties: { value: DAY_SCHEMA } } };
}

const byId = new Map(widgets.map((w) => [w.id, w]));

/** Whether a filter's value is a list of picks (an unknown widget: no). */
export const takesPicks = (widgetId: string): boolean => byId.get(widgetId as FilterWidgetId)?.picks === true;

/** The registry getter: throws on an unknown id so a typo in a definition fails loudly. */
export function filterWidget(widgetId: string): FilterWidget {
  const w = byId.get(widgetId as FilterWidgetId);
  if (!w) throw new Error(`unknown filter widget '${widgetId}'`);
  return w;
}
