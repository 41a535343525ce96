import type { FilterWidgetId } from '../definition/filters';
import { codeName } from '../format/codeLabels';

export interface PickerOption {
  value: string | number;
  label: string;
}

/** The session lists of spec §3 (session storage `site_list`, `game_kind_list`, `game_brand_list`). */
export interface SessionLists {
  sites: readonly { site_id: number; site_name: string; site_currency?: string }[];
  gameKinds: readonly { game_kind_code: string; game_kind_name?: string }[];
  gameBrands: readonly { game_brand_code: string }[];
  /** Market names by currency code, from the global currency list. */
  markets: readonly { currency: string; market_name?: string }[];
  /** Member levels and tags, from the global store. */
  memberLevels?: readonly { member_lv_id: number; member_lv_name: string }[];
  memberTags?: readonly { member_tag_id: number; member_tag_code: string }[];
}

const unique = <T,>(values: T[]) => [...new Set(values)];

const asIs = (key: string) => key;

/** The choices of a picker widget, from the session's lists; codes named as grids name them (`translate` reads `enums.*`). */
export function pickerOptions(widget: FilterWidgetId, lists: SessionLists, translate: (key: string) => string = asIs): PickerOption[] {
  switch (widget) {
    case 'sites':
    case 'site':
      return lists.sites.map((s) => ({ value: s.site_id, label: s.site_name }));
    case 'markets': {
      const names = new Map(lists.markets.map((m) => [m.currency, m.market_name]));
      return unique(lists.sites.map((s) => s.site_currency).filter((c): c is string => Boolean(c))).sort()
        .map((c) => ({ value: c, label: names.get(c) ? `${c} · ${names.get(c)}` : c }));
    }
    case 'gameKinds':
      return lists.gameKinds.map((k) => {
        const named = codeName(k.game_kind_code, 'enums.gameKind', translate);
        return { value: k.game_kind_code, label: named !== k.game_kind_code ? named : k.game_kind_name || k.game_kind_code };
      });
    case 'gameBrands':
      return lists.gameBrands.map((b) => ({ value: b.game_brand_code, label: b.game_brand_code }));
    case 'memberLevels':
      return (lists.memberLevels ?? []).map((l) => ({ value: l.member_lv_id, label: l.member_lv_name }));
    case 'memberTags':
      return (lists.memberTags ?? []).map((tag) => ({ value: tag.member_tag_id, label: codeName(tag.member_tag_code, 'enums.memberTag', translate) }));
    default:
      return [];
  }
}

/** Picker widgets whose values are codes or ids the session's lists name. */
export const NAMED_PICKS = ['sites', 'markets', 'gameKinds', 'gameBrands', 'memberLevels', 'memberTags'] as const;

/** Each named picker's labels by value (as text), as its picker shows them: what names a stored filter's values (the audit log's exports). */
export type PickLabels = Partial<Record<(typeof NAMED_PICKS)[number], Readonly<Record<string, string>>>>;

export function pickLabels(lists: SessionLists, translate: (key: string) => string = asIs): PickLabels {
  return Object.fromEntries(NAMED_PICKS.map((w) => [w, Object.fromEntries(pickerOptions(w, lists, translate).map((o) => [String(o.value), o.label]))]));
}
