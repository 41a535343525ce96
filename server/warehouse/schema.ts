/**
 * The warehouse's raw tables: dimensions and facts at the grain a real operator keeps them
 * (see shared/design/DATA.md). Rollups are not here: they are declared by the models and built
 * from them by server/warehouse/rollups.ts, so a model and its rollups can never disagree.
 *
 * Money: every money column is kept in the site's currency (its market) and, with the suffix
 * `_base`, in the base currency (USD) converted at that day's rate:
 *   x_base = x * fx_rate.rate_to_base   (rate of fx_rate.currency = site_currency, rate_date = stat_date)
 * Cross-site figures only ever aggregate `_base` columns. Money columns of the facts are
 * exact decimals: a sum is then the same whatever order DuckDB's threads add the rows in (a
 * DOUBLE sum differed in its last digits from run to run). DuckDB keeps DECIMAL(18,·) in 64-bit
 * integers: where the column's statistics show a sum cannot overflow it sums them in 64 bits
 * (sum_no_overflow in EXPLAIN), else into a 128-bit total, either way near the speed of DOUBLE.
 * Base amounts (MONEY_BASE, the ones reports add up) keep nine decimals, so a rate of two sums
 * agrees with the unrounded amounts' to about 1e-9 and a total to far below a cent, up to a
 * billion dollars a row or a rollup cell; site-currency amounts (MONEY, shown, never added across
 * sites) keep six, up to 10^12 units (a large VND amount). Rollups keep their money sums in
 * MONEY_BASE and, beside each, `<measure>_local`, the site-currency sum (server/warehouse/rollups.ts):
 * a report in a site's own currency sums those exactly, any other currency divides the base sums by
 * its rate of each day (server/compiler/stages/currency.ts).
 */
export const BASE_CURRENCY = 'USD';

/** Money in the site's currency. */
export const MONEY = 'DECIMAL(18,6)';
/** Money in the base currency, in the facts and in the rollups' money sums. */
export const MONEY_BASE = 'DECIMAL(18,9)';
/** A rollup's sums of site-currency money (`<measure>_local`): wide enough for a day of a large currency's amounts. */
export const MONEY_LOCAL_SUM = 'DECIMAL(38,6)';

export const WAREHOUSE_DDL: readonly string[] = [
  // markets: one currency each; a site's market is its currency
  `CREATE TABLE dim_market (site_currency VARCHAR PRIMARY KEY, market_name VARCHAR NOT NULL)`,
  // one row per day and currency for the whole history (USD included, rate 1)
  `CREATE TABLE fx_rate (rate_date DATE NOT NULL, currency VARCHAR NOT NULL, rate_to_base DOUBLE NOT NULL, PRIMARY KEY (rate_date, currency))`,
  // operating units (the spec's cms): a group's cms list decides which sites its operators see
  `CREATE TABLE dim_cms (cms_id INTEGER PRIMARY KEY, cms_name VARCHAR NOT NULL)`,
  `CREATE TABLE dim_site (site_id INTEGER PRIMARY KEY, site_name VARCHAR NOT NULL, site_group VARCHAR NOT NULL,
     site_currency VARCHAR NOT NULL, cms_id INTEGER NOT NULL, launch_date DATE NOT NULL)`,
  `CREATE TABLE dim_domain (domain_id INTEGER PRIMARY KEY, site_id INTEGER NOT NULL, full_domain VARCHAR NOT NULL)`,
  // a game: brand (integrator), kind (slot, live, sport…), theme (the title)
  `CREATE TABLE dim_game (game_id INTEGER PRIMARY KEY, game_brand_code VARCHAR NOT NULL, game_kind_code VARCHAR NOT NULL,
     game_kind_name VARCHAR NOT NULL, game_theme_id INTEGER NOT NULL, game_theme_name VARCHAR NOT NULL)`,
  `CREATE TABLE dim_agent (agent_id INTEGER PRIMARY KEY, site_id INTEGER NOT NULL, agent_username VARCHAR NOT NULL, agent_code VARCHAR NOT NULL)`,
  `CREATE TABLE dim_channel (channel_token VARCHAR PRIMARY KEY, agent_id INTEGER NOT NULL, site_id INTEGER NOT NULL)`,
  // levels are ordered by lv_order; thresholds (in base currency) are what a member needs to reach the level,
  // gaps what a member of the level still needs for the next one (LEVEL_GAPS fills them; 0 at the top)
  `CREATE TABLE dim_member_level (member_lv_id INTEGER PRIMARY KEY, member_lv_name VARCHAR NOT NULL, lv_order INTEGER NOT NULL,
     threshold_apv_bet DOUBLE NOT NULL, threshold_dpst_amt DOUBLE NOT NULL, threshold_dpst_count INTEGER NOT NULL,
     threshold_gap_apv_bet DOUBLE, threshold_gap_dpst_amt DOUBLE, threshold_gap_dpst_count INTEGER)`,
  `CREATE TABLE dim_member_tag (member_tag_id INTEGER PRIMARY KEY, member_tag_code VARCHAR NOT NULL)`,
  // every member field of spec §3; the *_date_max fields and life_days are derived from the facts after loading
  `CREATE TABLE dim_member (member_id BIGINT PRIMARY KEY, site_id INTEGER NOT NULL, member_username VARCHAR NOT NULL,
     real_name VARCHAR NOT NULL, phone VARCHAR NOT NULL, email VARCHAR NOT NULL, member_type TINYINT NOT NULL,
     member_status TINYINT NOT NULL, member_lv_id INTEGER NOT NULL, agent_id INTEGER, channel_token VARCHAR,
     reg_date DATE NOT NULL, reg_platform TINYINT NOT NULL, login_date_max DATE, gm_date_max DATE, dpst_date_max DATE,
     wdrl_date_max DATE, life_date_max DATE, life_days INTEGER, first_dpst_date DATE, second_dpst_date DATE)`,
  `CREATE TABLE member_tag_map (member_id BIGINT NOT NULL, member_tag_id INTEGER NOT NULL)`,
  // related members: members sharing a link_key of a link_type ('device', 'ip', 'bank') are related
  `CREATE TABLE member_link (link_type VARCHAR NOT NULL, link_key VARCHAR NOT NULL, member_id BIGINT NOT NULL)`,
  // promo_type: 0 back office, 1 binded, 2 join, 3 regular, 4 mission; promo_sub_type from spec §3
  `CREATE TABLE dim_promo (promo_id INTEGER PRIMARY KEY, site_id INTEGER NOT NULL, promo_name VARCHAR NOT NULL,
     promo_type TINYINT NOT NULL, promo_sub_type VARCHAR NOT NULL, promo_tag_list VARCHAR[] NOT NULL,
     promo_date_start DATE NOT NULL, promo_date_end DATE NOT NULL)`,
  `CREATE TABLE dim_pay_provider (pay_3party_name VARCHAR NOT NULL, pay_method_code VARCHAR NOT NULL, PRIMARY KEY (pay_3party_name, pay_method_code))`,

  // member × day × game: the big fact (≥ 100M rows at the benchmark scale)
  `CREATE TABLE fact_game_day (stat_date DATE NOT NULL, site_id INTEGER NOT NULL, member_id BIGINT NOT NULL, game_id INTEGER NOT NULL,
     bet_count INTEGER NOT NULL, apv_bet ${MONEY} NOT NULL, house_net_win ${MONEY} NOT NULL,
     game_item_count INTEGER NOT NULL, game_item_cost ${MONEY} NOT NULL, game_item_bet ${MONEY} NOT NULL, game_item_win ${MONEY} NOT NULL,
     apv_bet_base ${MONEY_BASE} NOT NULL, house_net_win_base ${MONEY_BASE} NOT NULL, game_item_cost_base ${MONEY_BASE} NOT NULL,
     game_item_bet_base ${MONEY_BASE} NOT NULL, game_item_win_base ${MONEY_BASE} NOT NULL)`,
  // one row per transaction. trans_type: 3 manual deposit, 4 manual withdraw, 10 third-party deposit,
  // 26 auto deposit, 28 auto withdraw, -10 third-party withdraw. trans_status is the final state of the path
  // order → submit → succ | fail, or order → reject; submit_time/finish_time are NULL where the path stopped earlier.
  // pay_3party_name/pay_method_code are NULL for manual types (3, 4); handler_name is the back-office operator for manual types.
  `CREATE TABLE fact_transaction (trans_id BIGINT PRIMARY KEY, stat_date DATE NOT NULL, site_id INTEGER NOT NULL, member_id BIGINT NOT NULL,
     trans_type SMALLINT NOT NULL, pay_3party_name VARCHAR, pay_method_code VARCHAR, handler_name VARCHAR,
     trans_status VARCHAR NOT NULL, amount ${MONEY} NOT NULL, amount_base ${MONEY_BASE} NOT NULL,
     order_time TIMESTAMP NOT NULL, submit_time TIMESTAMP, finish_time TIMESTAMP)`,
  // platform_code: 0 Web, 1 App, 2 Game Used, 3 In-App Browser, 4 PWA, 5 Landscape
  `CREATE TABLE fact_login (stat_date DATE NOT NULL, site_id INTEGER NOT NULL, member_id BIGINT NOT NULL, platform_code TINYINT NOT NULL, login_count INTEGER NOT NULL)`,
  // promotion claims and bonus: bonus_19 = bonus refund, bonus_20 = system recycle, rpoint = rebate points;
  // handler_name is set for manual back-office bonuses (promo_type 0)
  `CREATE TABLE fact_bonus (claim_id BIGINT PRIMARY KEY, stat_date DATE NOT NULL, site_id INTEGER NOT NULL, member_id BIGINT NOT NULL,
     promo_id INTEGER NOT NULL, handler_name VARCHAR, bonus_amt ${MONEY} NOT NULL, bonus_out_amt ${MONEY} NOT NULL, bonus_19_amt ${MONEY} NOT NULL,
     bonus_20_amt ${MONEY} NOT NULL, rpoint_add_amt ${MONEY} NOT NULL, bonus_amt_base ${MONEY_BASE} NOT NULL, bonus_out_amt_base ${MONEY_BASE} NOT NULL,
     bonus_19_amt_base ${MONEY_BASE} NOT NULL, bonus_20_amt_base ${MONEY_BASE} NOT NULL, rpoint_add_amt_base ${MONEY_BASE} NOT NULL)`,
  // bound promotions (promo_type 1): a member binds, must reach a turnover threshold; completed_date NULL while open or failed
  `CREATE TABLE fact_promo_bind (bind_id BIGINT PRIMARY KEY, promo_id INTEGER NOT NULL, site_id INTEGER NOT NULL, member_id BIGINT NOT NULL,
     bind_date DATE NOT NULL, threshold_apv_bet ${MONEY} NOT NULL, achieved_apv_bet ${MONEY} NOT NULL, completed_date DATE,
     threshold_apv_bet_base ${MONEY_BASE} NOT NULL, achieved_apv_bet_base ${MONEY_BASE} NOT NULL)`,
  // vouchers issued by voucher promotions; redeem_date NULL while unused
  `CREATE TABLE fact_voucher (voucher_id BIGINT PRIMARY KEY, promo_id INTEGER NOT NULL, site_id INTEGER NOT NULL, member_id BIGINT NOT NULL,
     issue_date DATE NOT NULL, redeem_date DATE, amount ${MONEY} NOT NULL, amount_base ${MONEY_BASE} NOT NULL)`,
  `CREATE TABLE fact_level_change (member_id BIGINT NOT NULL, site_id INTEGER NOT NULL, change_date DATE NOT NULL,
     from_lv_id INTEGER NOT NULL, to_lv_id INTEGER NOT NULL)`,
  `CREATE TABLE fact_http_req (stat_date DATE NOT NULL, site_id INTEGER NOT NULL, domain_id INTEGER NOT NULL, http_req_count BIGINT NOT NULL)`,
  // what the generator was asked for: one row (seed, scale, end_date, generated_at)
  `CREATE TABLE warehouse_meta (seed INTEGER NOT NULL, scale DOUBLE NOT NULL, end_date DATE NOT NULL, start_date DATE NOT NULL, generator_version INTEGER NOT NULL)`,
];

/** The gap from each level's thresholds to the next level's, stored so reports never compute it per member row. */
export const LEVEL_GAPS = `UPDATE dim_member_level l SET ${['apv_bet', 'dpst_amt', 'dpst_count'].map((t) =>
  `threshold_gap_${t} = coalesce((SELECT min(n.threshold_${t}) FROM dim_member_level n WHERE n.lv_order > l.lv_order) - l.threshold_${t}, 0)`).join(', ')}`;
