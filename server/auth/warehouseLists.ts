import type { Warehouse } from '../warehouse/warehouse';
import { readDataTo } from '../warehouse/dataTo';
import { BASE_CURRENCY } from '../warehouse/schema';

export interface SiteItem { site_id: number; site_name: string; site_group: string; site_currency: string; cms_id: number }
export interface CmsItem { cms_id: number; cms_name: string }
export interface GameKindItem { game_kind_code: string; game_kind_name: string }
export interface GameBrandItem { game_brand_code: string }
export interface CurrencyItem { currency: string; market_name: string }
export interface MemberLevelItem { member_lv_id: number; member_lv_name: string }
export interface MemberTagItem { member_tag_id: number; member_tag_code: string }
export interface RateItem { currency: string; market_name: string; rate_to_base: number; rate_date: string }
/** What the browser needs to know about the data as a whole (date pickers, currency labels). */
export interface DataDomain {
  baseCurrency: string;
  dataStart: string | null;
  dataEnd: string | null;
  /** Up to when the data runs: the last day and its latest transaction's time, "YYYY-MM-DD HH:mm" (../warehouse/dataTo.ts). */
  dataTo: string | null;
}

/** The warehouse's small dimension lists, read once per load served (server/http/servedData.ts). */
export interface WarehouseLists {
  sites: SiteItem[];
  cms: CmsItem[];
  gameKinds: GameKindItem[];
  gameBrands: GameBrandItem[];
  currencies: CurrencyItem[];
  latestRates: RateItem[];
  memberLevels: MemberLevelItem[];
  memberTags: MemberTagItem[];
  domain: DataDomain;
}

/** The latest day's exchange rates: what the browser converts with (/api/exchangerate/list) and exports format with. */
export function readLatestRates(warehouse: Warehouse): Promise<Omit<RateItem, 'market_name'>[]> {
  return warehouse.query(`SELECT currency, rate_to_base, rate_date FROM fx_rate
                 WHERE rate_date = (SELECT max(rate_date) FROM fx_rate) ORDER BY currency`) as unknown as Promise<Omit<RateItem, 'market_name'>[]>;
}

export async function loadWarehouseLists(warehouse: Warehouse): Promise<WarehouseLists> {
  const q = <T>(sql: string) => warehouse.query(sql) as unknown as Promise<T[]>;
  // Plain SQL both warehouses (DuckDB, ClickHouse) answer alike: a DATE reads back as 'YYYY-MM-DD',
  // and market names join in here rather than through an outer join whose unmatched rows differ.
  const [sites, cms, gameKinds, gameBrands, markets, rates, range, memberLevels, memberTags, dataTo] = await Promise.all([
    q<SiteItem>('SELECT site_id, site_name, site_group, site_currency, cms_id FROM dim_site ORDER BY site_id'),
    q<CmsItem>('SELECT cms_id, cms_name FROM dim_cms ORDER BY cms_id'),
    q<GameKindItem>('SELECT DISTINCT game_kind_code, game_kind_name FROM dim_game ORDER BY game_kind_code'),
    q<GameBrandItem>('SELECT DISTINCT game_brand_code FROM dim_game ORDER BY game_brand_code'),
    q<CurrencyItem>('SELECT site_currency AS currency, market_name FROM dim_market ORDER BY site_currency'),
    readLatestRates(warehouse),
    q<{ data_start: string | null; data_end: string | null }>('SELECT min(rate_date) AS data_start, max(rate_date) AS data_end FROM fx_rate'),
    q<MemberLevelItem>('SELECT member_lv_id, member_lv_name FROM dim_member_level ORDER BY lv_order'),
    q<MemberTagItem>('SELECT member_tag_id, member_tag_code FROM dim_member_tag ORDER BY member_tag_id'),
    readDataTo(warehouse),
  ]);
  const marketName = new Map(markets.map((m) => [m.currency, m.market_name]));
  const latestRates = rates.map((r) => ({ currency: r.currency, market_name: marketName.get(r.currency) ?? r.currency, rate_to_base: r.rate_to_base, rate_date: r.rate_date }));
  const currencies = markets.some((m) => m.currency === BASE_CURRENCY)
    ? markets : [{ currency: BASE_CURRENCY, market_name: BASE_CURRENCY }, ...markets];
  return {
    sites, cms, gameKinds, gameBrands, currencies, latestRates, memberLevels, memberTags,
    domain: { baseCurrency: BASE_CURRENCY, dataStart: range[0]?.data_start ?? null, dataEnd: range[0]?.data_end ?? null, dataTo },
  };
}

/** Row scope: the sites of the group's operating units, narrowed to its site list when it has one. */
export function scopeSiteIds(sites: readonly SiteItem[], cmsList: readonly number[], siteIds: readonly number[] | null): number[] {
  const cms = new Set(cmsList);
  const only = siteIds ? new Set(siteIds) : undefined;
  return sites.filter((s) => cms.has(s.cms_id) && (!only || only.has(s.site_id))).map((s) => s.site_id);
}
