/** Member levels, tags, payment providers and back-office handlers of the demo operator. */

/** Thresholds in USD (base currency): a member reaches a level when all three are met. */
export const MEMBER_LEVELS = [
  { id: 1, name: 'Bronze', apvBet: 0, dpstAmt: 0, dpstCount: 0 },
  { id: 2, name: 'Silver', apvBet: 300, dpstAmt: 30, dpstCount: 2 },
  { id: 3, name: 'Gold', apvBet: 2000, dpstAmt: 200, dpstCount: 4 },
  { id: 4, name: 'Platinum', apvBet: 10000, dpstAmt: 1000, dpstCount: 10 },
  { id: 5, name: 'Diamond', apvBet: 40000, dpstAmt: 4000, dpstCount: 25 },
  { id: 6, name: 'Crown', apvBet: 150000, dpstAmt: 15000, dpstCount: 60 },
  { id: 7, name: 'Royal', apvBet: 600000, dpstAmt: 60000, dpstCount: 120 },
  { id: 8, name: 'Legend', apvBet: 2500000, dpstAmt: 250000, dpstCount: 250 },
] as const;

export const MEMBER_TAGS = [
  { id: 1, code: 'vip' },
  { id: 2, code: 'high_roller' },
  { id: 3, code: 'bonus_hunter' },
  { id: 4, code: 'new_depositor' },
  { id: 5, code: 'at_risk' },
  { id: 6, code: 'dormant' },
  { id: 7, code: 'affiliate' },
  { id: 8, code: 'kyc_pending' },
  { id: 9, code: 'sports_fan' },
  { id: 10, code: 'slot_lover' },
  { id: 11, code: 'live_casino' },
] as const;

/**
 * Third-party payment providers. They differ in how often a transaction fails and how long it
 * takes from submit to finish (median seconds and log-normal spread).
 */
export const PAY_PROVIDERS = [
  { name: 'FastPay', share: 0.27, failRate: 0.025, medianSec: 22, sigma: 0.7, methods: ['bank_transfer', 'qr_code', 'e_wallet'] },
  { name: 'StarPay', share: 0.2, failRate: 0.05, medianSec: 45, sigma: 0.85, methods: ['bank_transfer', 'qr_code'] },
  { name: 'AsiaPay', share: 0.18, failRate: 0.085, medianSec: 75, sigma: 0.95, methods: ['bank_transfer', 'e_wallet', 'card', 'qr_code'] },
  { name: 'PayNow Global', share: 0.14, failRate: 0.12, medianSec: 110, sigma: 1.05, methods: ['e_wallet', 'card'] },
  { name: 'QPay', share: 0.12, failRate: 0.16, medianSec: 150, sigma: 1.2, methods: ['qr_code', 'bank_transfer', 'usdt'] },
  { name: 'EzPay', share: 0.09, failRate: 0.24, medianSec: 240, sigma: 1.35, methods: ['bank_transfer', 'usdt'] },
] as const;

/** Back-office accounts that handle manual transactions and bonuses. */
export const HANDLERS = ['cs_agent_01', 'cs_agent_02', 'cs_agent_03', 'finance_ops_01', 'finance_ops_02', 'vip_host_01', 'vip_host_02', 'risk_ops_01'] as const;

/** A small, fixed set of hostile values: the console must show them as text and export them as text. */
export const ADVERSARIAL = [
  { rank: 5, field: 'real_name', value: '<img src=x onerror=alert(1)>' },
  { rank: 23, field: 'real_name', value: '=HYPERLINK("http://x","y")' },
  { rank: 61, field: 'member_username', value: '"><svg onload=alert(document.domain)>' },
] as const;

/** Nicknames some members build their username from instead of their first name. */
export const NICKNAMES = ['lucky', 'king', 'boss', 'tiger', 'ace', 'dragon', 'star', 'winner', 'gold', 'jackpot', 'rich', 'master', 'ninja', 'phoenix'] as const;
