import type { ActivityDef, DimensionDef, JoinDef, RollupDef } from '../src/engine/definition/model';

/** The site join and the conformed site dimensions every site-keyed model shares. */
export const siteJoin: Record<string, JoinDef> = {
  site: { table: 'dim_site', key: 'site_id', to: 'f.site_id' },
};

export const siteDimensions = {
  site_id: { sql: 'f.site_id', type: 'number' },
  site_name: { sql: 'site.site_name', type: 'string', join: 'site' },
  site_group: { sql: 'site.site_group', type: 'string', join: 'site' },
  site_currency: { sql: 'site.site_currency', type: 'string', join: 'site' },
  cms_id: { sql: 'site.cms_id', type: 'number', join: 'site' },
} satisfies Record<string, DimensionDef>;

/** A member is new on an activity day within 30 days of registering (the demo's member type 0 follows the same rule); `m` is the member join. */
export const NEW_MEMBER = 'm.reg_date > f.stat_date - 30';
/** The other members, old on that day (a member's registration day is required: DATA-CONTRACT.md). */
export const OLD_MEMBER = 'm.reg_date <= f.stat_date - 30';

/** The site dimensions a site-level rollup keeps. */
export const SITE_KEYS = ['site_id', 'site_name', 'site_group', 'site_currency', 'cms_id'] as const;

/**
 * A rollup by site and day. A member belongs to one site, so its exact distinct counts (daily
 * active members and the like) sum across sites and markets, never across days.
 */
export function siteDayRollup(measures: readonly string[], exactDistinct: readonly string[] = []): RollupDef {
  return { id: 'site_day', dimensions: SITE_KEYS, measures, ...(exactDistinct.length ? { exactDistinct: { measures: exactDistinct, sumsAcross: SITE_KEYS } } : {}) };
}

/**
 * Rollups by member (with its site and agent) and day, and the same by month: member reports read a
 * range's whole months from the second (a tenth of the rows) and the days at its edges from the first.
 */
export function memberRollups(measures: readonly string[]): RollupDef[] {
  const day: RollupDef = { id: 'member_day', dimensions: [...SITE_KEYS, 'member_id', 'agent_id', 'agent_linked', 'agent_username', 'agent_code'], measures };
  return [day, { ...day, id: 'member_month', grain: 'month' }];
}

/** Members' active days by month for these distinct counts, by site: period distinct counts read it. */
export function siteActivity(measures: readonly string[]): ActivityDef {
  return { dimensions: SITE_KEYS, measures };
}

/** The member level join (`lv`) on a column holding a level id, and the level's dimensions with its thresholds
 *  (base currency) and the gap to the next level. */
export function levelJoin(levelIdColumn: string): Record<string, JoinDef> {
  return { lv: { table: 'dim_member_level', key: 'member_lv_id', to: levelIdColumn } };
}

export function levelDimensions(levelIdColumn: string) {
  return {
    member_lv_id: { sql: levelIdColumn, type: 'number' },
    member_lv_name: { sql: 'lv.member_lv_name', type: 'string', join: 'lv' },
    lv_order: { sql: 'lv.lv_order', type: 'number', join: 'lv' },
    threshold_apv_bet: { sql: 'lv.threshold_apv_bet', type: 'number', join: 'lv', money: true },
    threshold_dpst_amt: { sql: 'lv.threshold_dpst_amt', type: 'number', join: 'lv', money: true },
    threshold_dpst_count: { sql: 'lv.threshold_dpst_count', type: 'number', join: 'lv' },
    threshold_gap_apv_bet: { sql: 'lv.threshold_gap_apv_bet', type: 'number', join: 'lv', money: true },
    threshold_gap_dpst_amt: { sql: 'lv.threshold_gap_dpst_amt', type: 'number', join: 'lv', money: true },
    threshold_gap_dpst_count: { sql: 'lv.threshold_gap_dpst_count', type: 'number', join: 'lv' },
  } satisfies Record<string, DimensionDef>;
}

/** The member a fact row belongs to (`m`) and that member's agent (`ag`), for per-agent figures. */
export const agentJoins: Record<string, JoinDef> = {
  m: { table: 'dim_member', key: 'member_id', to: 'f.member_id' },
  ag: { table: 'dim_agent', key: 'agent_id', to: 'm.agent_id', requires: 'm' },
};

export const agentDimensions = {
  agent_id: { sql: 'm.agent_id', type: 'number', join: 'm' },
  agent_username: { sql: 'ag.agent_username', type: 'string', join: 'ag' },
  agent_code: { sql: 'ag.agent_code', type: 'string', join: 'ag' },
  /** 1 when the member came through an agent: agent reports keep these rows only (a member without an agent has no agent to compare). */
  agent_linked: { sql: 'CAST(m.agent_id IS NOT NULL AS INTEGER)', type: 'number', join: 'm' },
} satisfies Record<string, DimensionDef>;

/** The member's own name, for per-member rows of a fact (needs the `m` join of agentJoins). */
export const memberDimensions = {
  member_username: { sql: 'm.member_username', type: 'string', join: 'm' },
} satisfies Record<string, DimensionDef>;

/** The promotion a fact row belongs to (`promo`) and its dimensions. */
export const promoJoin: Record<string, JoinDef> = {
  promo: { table: 'dim_promo', key: 'promo_id', to: 'f.promo_id' },
};

export const promoDimensions = {
  promo_id: { sql: 'f.promo_id', type: 'number' },
  promo_name: { sql: 'promo.promo_name', type: 'string', join: 'promo' },
  promo_type: { sql: 'promo.promo_type', type: 'number', join: 'promo' },
  promo_sub_type: { sql: 'promo.promo_sub_type', type: 'string', join: 'promo' },
  promo_date_start: { sql: 'promo.promo_date_start', type: 'date', join: 'promo' },
  promo_date_end: { sql: 'promo.promo_date_end', type: 'date', join: 'promo' },
} satisfies Record<string, DimensionDef>;

/** For models over dim_member itself: the member's own agent (`ag`). */
export const ownAgentJoin: Record<string, JoinDef> = {
  ag: { table: 'dim_agent', key: 'agent_id', to: 'f.agent_id' },
};

export const ownAgentDimensions = {
  agent_id: { sql: 'f.agent_id', type: 'number' },
  agent_username: { sql: 'ag.agent_username', type: 'string', join: 'ag' },
  agent_code: { sql: 'ag.agent_code', type: 'string', join: 'ag' },
} satisfies Record<string, DimensionDef>;
