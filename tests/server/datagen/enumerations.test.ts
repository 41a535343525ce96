import { describe, expect, it } from 'vitest';
import { useTestWarehouse } from '../../setup/testWarehouse';

const { q } = useTestWarehouse();

// Spec §3, written out here rather than imported, so the test checks the generator against the spec.
const PROMO_SUB_TYPES = [
  'binded', 'lucky_draw', 'check_in', 'community_share', 'voucher', 'feedback', 'spin_n_win', 'lottery', 'deposit_reward_real_time',
  'rebate_real_time', 'rebate_daily', 'rebate_weekly', 'rebate_monthly', 'point_daily', 'point_weekly',
  'loss_rebate_daily', 'loss_rebate_weekly', 'loss_rebate_monthly', 'netwin_rebate_daily', 'netwin_rebate_weekly',
  'level_reward', 'level_reward_daily', 'level_reward_weekly', 'level_reward_monthly', 'invite_reward_bonus', 'invite_reward_rebate',
  'old_bring_new_reward_daily', 'old_bring_new_reward_weekly', 'old_bring_new_reward_monthly',
  'old_bring_new_deposit_reward_daily', 'old_bring_new_deposit_reward_weekly', 'tournament', 'birthday_reward',
  'ranking_dragon', 'ranking_tiger', 'daily_mission', 'daily_mission_activity', 'others',
];

const values = async (sql: string) => (await q(sql)).map((r) => Object.values(r)[0]);

describe('enumerations of spec §3 in the test warehouse', () => {
  it('has every transaction type, with all five statuses', async () => {
    expect(await values(`SELECT DISTINCT trans_type FROM fact_transaction ORDER BY 1`)).toEqual([-10, 3, 4, 10, 26, 28]);
    expect(await values(`SELECT DISTINCT trans_status FROM fact_transaction ORDER BY 1`)).toEqual(['fail', 'order', 'reject', 'submit', 'succ']);
  });

  it('has every promo type and sub type, and claims on each type', async () => {
    expect(await values(`SELECT DISTINCT promo_type FROM dim_promo ORDER BY 1`)).toEqual([0, 1, 2, 3, 4]);
    expect((await values(`SELECT DISTINCT promo_sub_type FROM dim_promo ORDER BY 1`)).sort()).toEqual([...PROMO_SUB_TYPES].sort());
    expect(await values(`SELECT DISTINCT p.promo_type FROM fact_bonus b JOIN dim_promo p USING (promo_id) ORDER BY 1`)).toEqual([0, 1, 2, 3, 4]);
    const wrongSite = await values(`SELECT count(*) FROM fact_bonus b JOIN dim_promo p USING (promo_id) WHERE p.site_id <> b.site_id
      OR b.stat_date NOT BETWEEN p.promo_date_start AND p.promo_date_end`);
    expect(wrongSite).toEqual([0]);
  });

  it('has every platform code in logins and registrations', async () => {
    expect(await values(`SELECT DISTINCT platform_code FROM fact_login ORDER BY 1`)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await values(`SELECT DISTINCT reg_platform FROM dim_member ORDER BY 1`)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('has the dimensions of a real operator', async () => {
    const [sites, cms, markets, kinds] = await Promise.all([
      values(`SELECT count(*) FROM dim_site`), values(`SELECT count(*) FROM dim_cms`),
      values(`SELECT count(*) FROM dim_market`), values(`SELECT count(DISTINCT game_kind_code) FROM dim_game`),
    ]);
    expect(Number(sites[0])).toBeGreaterThanOrEqual(10);
    expect(Number(cms[0])).toBeGreaterThanOrEqual(3);
    expect(Number(markets[0])).toBeGreaterThanOrEqual(6);
    expect(Number(kinds[0])).toBe(7);
    expect(await values(`SELECT DISTINCT game_brand_code FROM dim_game ORDER BY 1`)).toEqual(expect.arrayContaining(['EVO', 'JILI', 'PG', 'PP', 'SABA']));
    expect(await values(`SELECT count(*) FROM (SELECT site_id FROM dim_domain GROUP BY 1 HAVING count(*) < 2)`)).toEqual([0]);
    expect(await values(`SELECT count(*) FROM (SELECT lv_order, threshold_apv_bet, lag(threshold_apv_bet) OVER (ORDER BY lv_order) AS prev FROM dim_member_level) WHERE threshold_apv_bet <= prev`)).toEqual([0]);
    expect(await values(`SELECT count(DISTINCT domain_id) = (SELECT count(*) FROM dim_domain) FROM fact_http_req`)).toEqual([true]);
  });
});
