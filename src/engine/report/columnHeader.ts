/**
 * Suffixes added to a measure's name: by the compiler (compare, ranks, shares, period totals,
 * running sums) and by the before/after kind (`<figure>_before`, `_after`, `_lift`), so a report
 * on any measure is labelled from the measure's own name, with no text of its own to add.
 */
const SUFFIXES = ['_growth_rate', '_rank_change', '_rank_prev', '_growth', '_prev', '_rank', '_share', '_period', '_running', '_before', '_after', '_lift'] as const;

/** How a header is translated: a key, for derived figures the key of the measure it derives from (`{{measure}}`), and values the text names (a cohort's checkpoint, `{{n}}`). */
export interface HeaderLabel {
  key: string;
  measureKey?: string;
  /** Values the text names: as they are, or a text's key (an enum's name). */
  values?: Readonly<Record<string, number | string | { key: string }>>;
  /** The header of the figure this one is of (`{{measure}}`: a pivot's cell names its measure's header). */
  of?: HeaderLabel;
}

export type Translate = (key: string, vars?: Record<string, unknown>) => string;

const DERIVED = /^fields\.(.+)_(growth_rate|rank_change|rank_prev|growth|prev|rank|share|period)$/;

/**
 * A header label in a language (the page's and the exports'): `{{measure}}` is the translated measure of a derived
 * figure. A derived figure of a derived field (`profit_growth_rate`) has no key of its own, so it is
 * named by its suffix around the field it derives from.
 */
export function headerText(t: Translate, header: HeaderLabel): string {
  const values = Object.fromEntries(Object.entries(header.values ?? {}).map(([k, v]) => [k, typeof v === 'object' ? t(v.key) : v]));
  if (header.of) return t(header.key, { ...values, measure: headerText(t, header.of) });
  if (header.measureKey) return t(header.key, { ...values, measure: t(header.measureKey) });
  if (header.values) return t(header.key, values);
  const text = t(header.key, { defaultValue: '' });
  if (text) return text;
  const derived = DERIVED.exec(header.key);
  return derived ? t(`suffix.${derived[2]}`, { measure: t(`fields.${derived[1]}`) }) : t(header.key);
}

/**
 * `apv_bet` → fields.apv_bet; `apv_bet_growth_rate` → suffix.growth_rate with measure fields.apv_bet,
 * so one translation of each suffix serves every measure.
 */
export function columnHeader(field: string, isBase: (name: string) => boolean): HeaderLabel {
  for (const s of SUFFIXES) {
    const base = field.slice(0, -s.length);
    if (field.endsWith(s) && isBase(base)) return { key: `suffix.${s.slice(1)}`, measureKey: `fields.${base}` };
  }
  return { key: `fields.${field}` };
}

/** A money figure's header naming the currency its figures are in: 'Turnover (THB)', 營收（GGR）（THB）. */
export const moneyHeader = (t: Translate, label: string, currency: string): string => t('suffix.currency', { measure: label, currency });
