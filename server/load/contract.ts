import { DEPOSIT_TYPES, SUCCEEDED, WITHDRAW_TYPES } from '../../models/transactionRules';
import { MEMBER_STATUSES, MEMBER_TYPES, PLATFORMS, PROMO_SUB_TYPES, TRANS_TYPES } from '../datagen/catalog/enums';
import { BASE_CURRENCY, WAREHOUSE_DDL } from '../warehouse/schema';

/**
 * The data contract: what an operator supplies, table by table, column by column, read off the
 * warehouse's schema (server/warehouse/schema.ts) and the spec's enumerations. The loader checks a
 * load against it (server/load/check.ts), the demo generator exports through it
 * (server/load/export.ts), and docs/DATA-CONTRACT.md and docs/data-contract/*.schema.json are
 * printed from it (`npm run contract`; a test keeps them fresh).
 */
export interface ContractColumn {
  name: string;
  /** The warehouse's SQL type (DuckDB). */
  type: string;
  /** A value is required (NOT NULL). */
  required: boolean;
  /** Allowed values (the spec's enumerations). */
  values?: readonly (string | number)[];
  /** The least value a number may have (counts and amounts: 0). */
  min?: number;
  /** What each allowed value means, where the spec names it. */
  labels?: Readonly<Record<string, string>>;
  /** What the column holds, where its name does not say. */
  description?: string;
  /** The dimension table (and its key column) each value must be found in. */
  references?: { table: string; column: string };
  /** Money: in the site's currency (supplied), or in the base currency (derived by the console). */
  money?: 'site' | 'base';
  /** Derived by the console, never supplied: how. */
  derived?: string;
}

export interface ContractTable {
  name: string;
  kind: 'dimension' | 'fact' | 'rates' | 'map';
  /** Columns whose values are unique together (the primary key). */
  key: readonly string[];
  /** A fact's day: the rates of that day convert its money, and a load replaces facts by it. */
  day?: string;
  columns: readonly ContractColumn[];
}

/** Each column's dimension, by name (in the dimension's own table, the column is its key). */
const REFERENCES: Readonly<Record<string, { table: string; column: string }>> = {
  site_id: { table: 'dim_site', column: 'site_id' },
  member_id: { table: 'dim_member', column: 'member_id' },
  game_id: { table: 'dim_game', column: 'game_id' },
  agent_id: { table: 'dim_agent', column: 'agent_id' },
  promo_id: { table: 'dim_promo', column: 'promo_id' },
  cms_id: { table: 'dim_cms', column: 'cms_id' },
  domain_id: { table: 'dim_domain', column: 'domain_id' },
  site_currency: { table: 'dim_market', column: 'site_currency' },
  channel_token: { table: 'dim_channel', column: 'channel_token' },
  member_lv_id: { table: 'dim_member_level', column: 'member_lv_id' },
  from_lv_id: { table: 'dim_member_level', column: 'member_lv_id' },
  to_lv_id: { table: 'dim_member_level', column: 'member_lv_id' },
  member_tag_id: { table: 'dim_member_tag', column: 'member_tag_id' },
};

const platformCodes = PLATFORMS.map((p) => p.code);
/** The spec's enumerations, by table and column. */
const VALUES: Readonly<Record<string, readonly (string | number)[]>> = {
  'fact_transaction.trans_type': TRANS_TYPES.map((t) => t.code),
  'fact_transaction.trans_status': ['order', 'submit', SUCCEEDED, 'fail', 'reject'],
  'fact_login.platform_code': platformCodes,
  'dim_member.reg_platform': platformCodes,
  'dim_member.member_type': MEMBER_TYPES.map((t) => t.code),
  'dim_member.member_status': MEMBER_STATUSES.map((s) => s.code),
  'dim_promo.promo_type': [0, 1, 2, 3, 4],
  'dim_promo.promo_sub_type': PROMO_SUB_TYPES.map((s) => s.code),
  'member_link.link_type': ['device', 'ip', 'bank'],
};

const deposits = `successful deposits (trans_type ${DEPOSIT_TYPES.join(', ')}, trans_status '${SUCCEEDED}')`;
const withdrawals = `successful withdrawals (trans_type ${WITHDRAW_TYPES.join(', ')}, trans_status '${SUCCEEDED}')`;
const labelsOf = (list: readonly { code: number; name: string }[]) => Object.fromEntries(list.map((v) => [String(v.code), v.name]));
/** What the spec calls each value of an enumeration. */
const LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'fact_transaction.trans_type': labelsOf(TRANS_TYPES),
  'fact_login.platform_code': labelsOf(PLATFORMS),
  'dim_member.reg_platform': labelsOf(PLATFORMS),
  'dim_member.member_type': labelsOf(MEMBER_TYPES),
  'dim_member.member_status': labelsOf(MEMBER_STATUSES),
  'dim_promo.promo_type': { 0: 'back office', 1: 'binded', 2: 'join', 3: 'regular', 4: 'mission' },
};

/** Counts and amounts that are never below zero (a house's net win, a bonus's recycle may be): a value under it is refused. */
const NOT_NEGATIVE = new Set([
  'fact_game_day.bet_count', 'fact_game_day.apv_bet', 'fact_game_day.game_item_count', 'fact_game_day.game_item_bet',
  'fact_transaction.amount', 'fact_voucher.amount', 'fact_login.login_count', 'fact_http_req.http_req_count',
  'fact_promo_bind.threshold_apv_bet', 'fact_promo_bind.achieved_apv_bet',
  'dim_member_level.threshold_apv_bet', 'dim_member_level.threshold_dpst_amt', 'dim_member_level.threshold_dpst_count',
]);

/** What a column holds, where its name does not say. */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  'fx_rate.rate_to_base': `the value of one unit of the currency in ${BASE_CURRENCY} that day (${BASE_CURRENCY} itself: 1)`,
  'fx_rate.currency': `a market's currency, or ${BASE_CURRENCY}`,
  'dim_site.site_group': 'a grouping of sites the reports filter by',
  'dim_site.launch_date': 'the day the site opened',
  'dim_member_level.lv_order': 'the level\'s rank, lowest first',
  'dim_member_level.threshold_apv_bet': `the turnover a member needs to reach the level, in ${BASE_CURRENCY}`,
  'dim_member_level.threshold_dpst_amt': `the deposits a member needs to reach the level, in ${BASE_CURRENCY}`,
  'dim_member_level.threshold_dpst_count': 'the number of deposits a member needs to reach the level',
  'member_link.link_key': 'members sharing a key of a type (a device, an address, a bank account) are related',
  'dim_promo.promo_tag_list': 'the promotion\'s tags',
  'fact_game_day.stat_date': 'one row per member, game and day: the day',
  'fact_game_day.apv_bet': 'turnover (valid bets)',
  'fact_game_day.house_net_win': 'what the house won, net (negative when the member won)',
  'fact_transaction.trans_status': 'the final state: order → submit → succ | fail, or order → reject',
  'fact_transaction.handler_name': 'the back-office operator, for manual types (3, 4)',
  'fact_transaction.pay_3party_name': 'the payment provider; missing for manual types (3, 4)',
  'fact_transaction.submit_time': 'missing where the path stopped before it',
  'fact_transaction.finish_time': 'missing where the path stopped before it',
  'fact_bonus.bonus_19_amt': 'bonus refund',
  'fact_bonus.bonus_20_amt': 'system recycle',
  'fact_bonus.rpoint_add_amt': 'rebate points',
  'fact_bonus.handler_name': 'the back-office operator, for manual bonuses (promo_type 0)',
  'fact_promo_bind.completed_date': 'missing while open or failed',
  'fact_voucher.redeem_date': 'missing while unused',
  'fact_login.login_count': 'logins of the member that day on that platform',
  'fact_http_req.http_req_count': 'requests to the domain that day',
};

/** Columns the console derives from the rest after a load (base-currency amounts aside). */
const DERIVED: Readonly<Record<string, string>> = {
  'dim_member.login_date_max': 'the member\'s last day in fact_login',
  'dim_member.gm_date_max': 'the member\'s last day in fact_game_day',
  'dim_member.dpst_date_max': `the member's last day of ${deposits}`,
  'dim_member.wdrl_date_max': `the member's last day of ${withdrawals}`,
  'dim_member.life_date_max': 'the latest of the four days above',
  'dim_member.life_days': 'life_date_max − reg_date, in days',
  'dim_member.first_dpst_date': `the member's first day of ${deposits}`,
  'dim_member.second_dpst_date': `the member's second such deposit's day`,
  'dim_member_level.threshold_gap_apv_bet': 'the next level\'s threshold minus this one\'s (0 at the top)',
  'dim_member_level.threshold_gap_dpst_amt': 'the next level\'s threshold minus this one\'s (0 at the top)',
  'dim_member_level.threshold_gap_dpst_count': 'the next level\'s threshold minus this one\'s (0 at the top)',
};

/** A fact's day, whose rate converts its money to the base currency. */
const DAYS: Readonly<Record<string, string>> = {
  fact_game_day: 'stat_date', fact_transaction: 'stat_date', fact_login: 'stat_date', fact_bonus: 'stat_date',
  fact_promo_bind: 'bind_date', fact_voucher: 'issue_date', fact_level_change: 'change_date', fact_http_req: 'stat_date',
};

/** The warehouse's own tables, not supplied. */
const NOT_INPUT = new Set(['warehouse_meta']);

/** Splits a column list at its top-level commas (a DECIMAL(18,6) keeps its comma). */
function splitTop(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      out.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(list.slice(start).trim());
  return out;
}

function tableOf(ddl: string): ContractTable {
  const [, name, body] = /^CREATE TABLE (\w+) \(([\s\S]*)\)$/.exec(ddl.trim())!;
  const columns: ContractColumn[] = [];
  let key: string[] = [];
  for (const item of splitTop(body)) {
    const tableKey = /^PRIMARY KEY \(([^)]*)\)$/.exec(item);
    if (tableKey) {
      key = tableKey[1].split(',').map((c) => c.trim());
      continue;
    }
    const [, column, rest] = /^(\w+)\s+(.*)$/s.exec(item)!;
    const type = rest.replace(/\s+(NOT NULL|PRIMARY KEY)/g, '').trim();
    if (/PRIMARY KEY/.test(rest)) key = [column];
    const qualified = `${name}.${column}`;
    const reference = REFERENCES[column];
    const money = type.startsWith('DECIMAL') ? (column.endsWith('_base') ? 'base' : 'site') : undefined;
    const derived = DERIVED[qualified] ?? (money === 'base' ? `${column.slice(0, -5)} × the rate to ${BASE_CURRENCY} of the site's currency on the row's ${DAYS[name] ?? 'day'} (fx_rate)` : undefined);
    columns.push({
      name: column, type, required: /NOT NULL|PRIMARY KEY/.test(rest),
      ...(VALUES[qualified] ? { values: VALUES[qualified] } : {}),
      ...(NOT_NEGATIVE.has(qualified) ? { min: 0 } : {}),
      ...(LABELS[qualified] ? { labels: LABELS[qualified] } : {}),
      ...(DESCRIPTIONS[qualified] ? { description: DESCRIPTIONS[qualified] } : {}),
      ...(reference && reference.table !== name ? { references: reference } : {}),
      ...(money ? { money } : {}),
      ...(derived ? { derived } : {}),
    });
  }
  const kind = name === 'fx_rate' ? 'rates' : name.startsWith('fact_') ? 'fact' : name.startsWith('dim_') ? 'dimension' : 'map';
  return { name, kind, key, ...(DAYS[name] ? { day: DAYS[name] } : {}), columns };
}

/** Every table an operator supplies, in the schema's order (dimensions before the facts that refer to them). */
export const CONTRACT: readonly ContractTable[] = WAREHOUSE_DDL.map(tableOf).filter((t) => !NOT_INPUT.has(t.name));

/** The columns of a table an operator supplies (the derived ones left out). */
export const suppliedColumns = (table: ContractTable): ContractColumn[] => table.columns.filter((c) => !c.derived);

export function contractTable(name: string): ContractTable | undefined {
  return CONTRACT.find((t) => t.name === name);
}
