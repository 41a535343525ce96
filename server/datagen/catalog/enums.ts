import { DEPOSIT_TYPES } from '../../../models/transactionRules';

/** The enumerations of spec §3, as codes the warehouse stores. */

/** Transaction types; which are deposits is models/transactionRules.ts. Shares are within deposits or within withdrawals. */
export const TRANS_TYPES = ([
  { code: 3, name: 'manual deposit', share: 0.06 },
  { code: 4, name: 'manual withdraw', share: 0.12 },
  { code: 10, name: 'third-party deposit', share: 0.58 },
  { code: 26, name: 'auto deposit', share: 0.36 },
  { code: 28, name: 'auto withdraw', share: 0.43 },
  { code: -10, name: 'third-party withdraw', share: 0.45 },
] as const).map((t) => ({ ...t, deposit: (DEPOSIT_TYPES as readonly number[]).includes(t.code) }));

/** Every promo sub type of spec §3, with the promo type it belongs to. Variants are suffixed. */
export const PROMO_SUB_TYPES: readonly { code: string; type: number }[] = [
  ...['others', 'feedback', 'birthday_reward', 'community_share'].map((code) => ({ code, type: 0 })),
  ...['binded', 'deposit_reward_real_time'].map((code) => ({ code, type: 1 })),
  ...[
    'lucky_draw', 'check_in', 'voucher', 'spin_n_win', 'lottery', 'tournament', 'ranking_dragon', 'ranking_tiger',
    'invite_reward_bonus', 'old_bring_new_reward_daily', 'old_bring_new_reward_weekly', 'old_bring_new_reward_monthly',
    'old_bring_new_deposit_reward_daily', 'old_bring_new_deposit_reward_weekly',
  ].map((code) => ({ code, type: 2 })),
  ...[
    'rebate_real_time', 'rebate_daily', 'rebate_weekly', 'rebate_monthly', 'point_daily', 'point_weekly',
    'loss_rebate_daily', 'loss_rebate_weekly', 'loss_rebate_monthly', 'netwin_rebate_daily', 'netwin_rebate_weekly',
    'level_reward', 'level_reward_daily', 'level_reward_weekly', 'level_reward_monthly', 'invite_reward_rebate',
  ].map((code) => ({ code, type: 3 })),
  ...['daily_mission', 'daily_mission_activity'].map((code) => ({ code, type: 4 })),
];

export const MEMBER_STATUSES = [
  { code: 0, name: 'normal', share: 0.86 },
  { code: 1, name: 'disabled', share: 0.035 },
  { code: 2, name: 'frozen', share: 0.02 },
  { code: 3, name: 'unverified', share: 0.07 },
  { code: 4, name: 'locked', share: 0.015 },
] as const;

/** Type 0 (new member) is given on registration and kept by recent members, so its share is computed, not drawn. */
export const MEMBER_TYPES = [
  { code: 0, name: 'new member', share: 0 },
  { code: 1, name: 'regular', share: 0.905 },
  { code: 2, name: 'entertainment partner', share: 0.01 },
  { code: 3, name: 'review account', share: 0.008 },
  { code: 4, name: 'external import', share: 0.035 },
  { code: 5, name: 'TC import', share: 0.022 },
  { code: 6, name: 'influencer', share: 0.008 },
  { code: 7, name: 'internet cafe', share: 0.012 },
] as const;

export const PLATFORMS = [
  { code: 0, name: 'Web', share: 0.24 },
  { code: 1, name: 'App', share: 0.4 },
  { code: 2, name: 'Game Used', share: 0.07 },
  { code: 3, name: 'In-App Browser', share: 0.13 },
  { code: 4, name: 'PWA', share: 0.11 },
  { code: 5, name: 'Landscape', share: 0.05 },
] as const;
