import { depositedSql, withdrawnSql } from '../../models/transactionRules';
import { MEMBER_STATUSES, MEMBER_TYPES } from './catalog/enums';
import type { GenContext } from './context';
import { pick, weightedIndex } from './sql';

/** Members registered in the last NEW_MEMBER_DAYS days mostly still carry type 0 (new member). */
const NEW_MEMBER_DAYS = 30;

/**
 * dim_member, written last: identity, type, status, agent and channel from the member's draws;
 * level from the last level change; the *_date_max fields, life span and first and second
 * deposit dates computed from the facts themselves (the last login and gaming days from the active
 * days the login and game facts were made of, which is cheaper than reading them back).
 */
export async function generateMemberDim(ctx: GenContext): Promise<void> {
  const { run, r } = ctx;
  const olderTypes = MEMBER_TYPES.filter((t) => t.share > 0);
  const type = `CASE WHEN m.reg_t >= ${ctx.days - NEW_MEMBER_DAYS} AND ${r.u('newtype', 'm.member_id')} < 0.92 THEN 0
    ELSE ${pick(olderTypes.map((t) => t.code), weightedIndex(olderTypes.map((t) => t.share), r.u('type', 'm.member_id')))} END`;
  const status = pick(MEMBER_STATUSES.map((s) => s.code), weightedIndex(MEMBER_STATUSES.map((s) => s.share), r.u('status', 'm.member_id')));
  await run(`INSERT INTO dim_member
    WITH days AS (
      -- every active day has a login row, every day with games at least one game row (see logins, gameFacts)
      SELECT member_id, max(stat_date) AS login_last_d, max(stat_date) FILTER (WHERE n_games > 0) AS game_last_d FROM tmp_day GROUP BY member_id
    ),
    deposits AS (
      SELECT member_id, max(stat_date) AS last_d, min(stat_date, 2) AS first_two FROM fact_transaction
      WHERE ${depositedSql()} GROUP BY member_id
    ),
    withdrawals AS (SELECT member_id, max(stat_date) AS last_d FROM fact_transaction WHERE ${withdrawnSql()} GROUP BY member_id),
    levels AS (SELECT member_id, max(to_lv_id) AS lv FROM fact_level_change GROUP BY member_id),
    joined AS (
      SELECT m.member_id, m.site_id, i.member_username, i.real_name, i.phone, i.email, (${type})::TINYINT AS member_type, (${status})::TINYINT AS member_status,
        coalesce(lv.lv, 1) AS member_lv_id, m.agent_id, ch.channel_token, DATE '${ctx.startDate}' + m.reg_t AS reg_date, m.reg_platform,
        ad.login_last_d AS login_date_max, ad.game_last_d AS gm_date_max, dp.last_d AS dpst_date_max, wd.last_d AS wdrl_date_max,
        dp.first_two[1] AS first_dpst_date, dp.first_two[2] AS second_dpst_date
      FROM tmp_member m
      JOIN tmp_identity i ON i.member_id = m.member_id
      -- the channel's index among its agent's n channels, an equality so that the join is hashed
      LEFT JOIN (SELECT agent_id, any_value(n) AS n FROM tmp_channel GROUP BY agent_id) cn ON cn.agent_id = m.agent_id
      LEFT JOIN tmp_channel ch ON ch.agent_id = m.agent_id AND ch.idx = CASE WHEN m.u_channel < 0.8 THEN floor(m.u_chpick * cn.n)::INTEGER END
      LEFT JOIN days ad ON ad.member_id = m.member_id
      LEFT JOIN deposits dp ON dp.member_id = m.member_id LEFT JOIN withdrawals wd ON wd.member_id = m.member_id
      LEFT JOIN levels lv ON lv.member_id = m.member_id
    )
    SELECT member_id, site_id, member_username, real_name, phone, email, member_type, member_status, member_lv_id, agent_id, channel_token,
      reg_date, reg_platform, login_date_max, gm_date_max, dpst_date_max, wdrl_date_max,
      greatest(login_date_max, gm_date_max, dpst_date_max, wdrl_date_max) AS life_date_max,
      greatest(login_date_max, gm_date_max, dpst_date_max, wdrl_date_max) - reg_date AS life_days,
      first_dpst_date, second_dpst_date
    FROM joined`);
}
