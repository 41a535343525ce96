import type { MemberListQuery } from './spec';
import type { KindInput } from '../kind';
import { moneyFilters } from '../shared/scope';

/** Every member field of spec §3, read from `dim_member f` and its joins. */
export const MEMBER_FIELDS = [
  'f.member_id', 'f.site_id', 'site.site_name', 'f.member_username', 'f.real_name', 'f.phone', 'f.email', 'f.member_type', 'f.member_status',
  'f.member_lv_id', 'lv.member_lv_name', 'ag.agent_username', 'ag.agent_code', 'f.channel_token', 'f.reg_date', 'f.reg_platform',
  'f.login_date_max', 'f.gm_date_max', 'f.dpst_date_max', 'f.wdrl_date_max', 'f.life_date_max', 'f.life_days', 'f.first_dpst_date', 'f.second_dpst_date',
];

/** With `figures`: lifetime (`total_…`) and period money and activity per member, 0 where it has none. */
export const FIGURES = ['total_dpst_amt', 'total_dpst_count', 'total_wdrl_amt', 'total_wdrl_count', 'total_apv_bet', 'total_house_net_win', 'total_bonus_amt', 'total_gm_days',
  'dpst_amt', 'dpst_count', 'wdrl_amt', 'wdrl_count', 'apv_bet', 'house_net_win', 'bonus_amt', 'gm_days', 'login_count'];

export interface MemberListPlan {
  /** What a deposit and a withdrawal are (the transaction model's measures). */
  money: { deposited: string; withdrawn: string };
  figures: boolean;
  /** Tables read before the member × day gaming source (shared/scope.ts memberDaySource). */
  sources: string[];
}

/** The memberList kind's plan, for every dialect. */
export function planMemberList(q: MemberListQuery, input: KindInput): MemberListPlan {
  return { figures: Boolean(q.figures), money: moneyFilters(input), sources: ['dim_member', ...(q.figures ? ['fact_transaction', 'fact_bonus', 'fact_login'] : [])] };
}
