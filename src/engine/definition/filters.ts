/**
 * Filter widgets of the registry (src/engine/filters/filterWidgets.ts): each knows its JSON Schema,
 * its rjsf widget and how its value binds to a query.
 */
export const FILTER_WIDGETS = [
  'dateRange', 'sites', 'site', 'markets', 'gameKinds', 'gameBrands', 'memberLevels', 'memberTags',
  'grain', 'metrics', 'enum', 'text', 'number',
] as const;
export type FilterWidgetId = (typeof FILTER_WIDGETS)[number];

/** One field of a report's filter form. */
export interface FilterDef {
  /** Key in the request's `filters` object. */
  key: string;
  /** Widget from the filter registry. */
  widget: FilterWidgetId;
  /** The dimension the value restricts (`stat_date` for date ranges, `site_id`, `game_kind_code`…). */
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
}
