/**
 * Suffixes added to a measure's name: by the compiler (compare, ranks, shares, period totals,
 * running sums) and by the before/after kind (`<figure>_before`, `_after`, `_lift`), so a report
 * on any measure is labelled from the measure's own name, with no text of its own to add.
 */
const SUFFIXES = ['_growth_rate', '_rank_change', '_rank_prev', '_growth', '_prev', '_rank', '_share', '_period', '_running', '_before', '_after', '_lift'] as const;

/** How a header is translated: a key, and for derived figures the key of the measure it derives from (`{{measure}}`). */
export interface HeaderLabel {
  key: string;
  measureKey?: string;
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
