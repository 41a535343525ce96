/**
 * Filter widgets of the registry (src/engine/filters/filterWidgets.ts): each knows its JSON Schema,
 * its rjsf widget and how its value binds to a query.
 */
export const FILTER_WIDGETS = [
  'dateRange', 'sites', 'site', 'markets', 'gameKinds', 'gameBrands', 'memberLevels', 'memberTags',
  'grain', 'metrics', 'enum', 'text', 'number', 'conditions',
] as const;
export type FilterWidgetId = (typeof FILTER_WIDGETS)[number];

/** Operators of an advanced filter condition (widget `conditions`). */
export const CONDITION_OPS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'contains'] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];

/** One field an advanced filter condition may test: the allow-list the builder offers and the server accepts. */
export interface ConditionFieldDef {
  /**
   * A dimension of the query's model (for member kinds: a field of the member model).
   * @pattern ^[a-z][a-z0-9_]*$
   */
  field: string;
  /** Value type: `date` values are YYYY-MM-DD, `enum` values come from `options`. */
  type: 'number' | 'date' | 'text' | 'enum';
  /**
   * Operators offered for this field.
   * @minItems 1
   * @uniqueItems
   */
  ops: readonly ConditionOp[];
  /** For `enum`: the allowed values. */
  options?: readonly (string | number)[];
  /** For `enum`: the i18n namespace of the values' names. */
  enumKey?: string;
  /** For `number`: whole numbers only. */
  integer?: boolean;
  /** For `number`: the least value. */
  min?: number;
  /** For `number`: the greatest value. */
  max?: number;
}

/** A condition as the browser sends it: `{field, op, value}`. */
export interface ConditionValue {
  field: string;
  op: ConditionOp;
  value: string | number;
}

/** One field of a report's filter form. */
export interface FilterDef {
  /**
   * Key in the request's `filters` object.
   * @pattern ^[a-z][A-Za-z0-9]*$
   */
  key: string;
  /** Widget from the filter registry. */
  widget: FilterWidgetId;
  /**
   * The dimension the value restricts (`stat_date` for date ranges, `site_id`, `game_kind_code`…).
   * @pattern ^[a-z][a-z0-9_]*$
   */
  dimension?: string;
  /** Or the named parameter it feeds (a time grain, metric list or a named query kind's parameter). */
  param?: string;
  /** Value when the form opens; date ranges take a preset id (e.g. `prev30`). */
  default?: unknown;
  /** The report refuses to run without it. */
  required?: boolean;
  /** Allowed values for `enum` and `metrics` widgets. */
  options?: readonly (string | number)[];
  /** For `enum`: i18n namespace of the option names (e.g. `enums.promoType`). */
  enumKey?: string;
  /** i18n key of the label (default `filters.<widget>`). */
  labelKey?: string;
  /** For `number`: the smallest value taken (a parameter's lower bound). */
  min?: number;
  /** For `number`: the largest value taken (a parameter's upper bound). */
  max?: number;
  /** For `number`: whole numbers only. */
  integer?: boolean;
  /** For `text`: match the whole value exactly instead of a part (a phone number or e-mail address to look up). */
  exact?: boolean;
  /**
   * For `conditions` (the advanced filter builder): the fields, operators and values a condition may use.
   * Conditions bind to these fields (no `dimension` needed); the server refuses any other field or operator.
   * @minItems 1
   */
  conditionFields?: readonly ConditionFieldDef[];
}
