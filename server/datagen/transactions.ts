import { TRANS_TYPES } from './catalog/enums';
import { HANDLERS, PAY_PROVIDERS } from './catalog/people';
import type { GenContext } from './context';
import { depositUsd, roundLocal, withdrawUsd } from './money';
import { pick, weightedIndex } from './sql';

const DEPOSIT_TYPES = TRANS_TYPES.filter((x) => x.deposit);
const WITHDRAW_TYPES = TRANS_TYPES.filter((x) => !x.deposit);
const MANUAL = '(x.trans_type IN (3, 4))';

/**
 * Ids grow with the day, then the member, without a global sort (which costs minutes at the
 * benchmark scale): day index (< 1024) · 2^27 members · 16 transactions a member-day.
 */
export function transactionId(t: string, memberId: string, sub: string): string {
  return `(((${t})::BIGINT << 31) + ((${memberId} - 100000) << 4) + (${sub}))`;
}

/**
 * fact_transaction: each deposit or withdrawal the member meant to make ends in one row that
 * succeeded (or, on the partial last day, is still pending); an earlier failed attempt at the
 * same provider (at that provider's fail rate) or a back-office rejection adds a row before it.
 * Withdrawals start after the member's first deposit day. Payouts are slower than deposits.
 */
export async function generateTransactions(ctx: GenContext): Promise<void> {
  const { run, r } = ctx;
  const last = ctx.days - 1;
  const providers = PAY_PROVIDERS;
  const p = 'x.provider_idx';
  const method = `CASE ${p} ${providers.map((pv, i) => `WHEN ${i} THEN ${pick(pv.methods, `floor(x.u_method * ${pv.methods.length})`)}`).join(' ')} END`;
  await run(`CREATE TEMP TABLE tmp_first_dep AS SELECT member_id, min(t) AS first_t FROM tmp_day WHERE dep_n > 0 GROUP BY member_id`);
  await run(`INSERT INTO fact_transaction
    WITH intents AS (
      SELECT d.*, d.j AS intent, TRUE AS is_dep, ${roundLocal(depositUsd(ctx, 'd', 'd.j'), 'd')} AS amount
      FROM (SELECT *, unnest(range(dep_n)) AS j FROM tmp_day WHERE dep_n > 0) d
      UNION ALL
      SELECT d.*, 0, FALSE, ${roundLocal(withdrawUsd(ctx, 'd', '0'), 'd')}
      FROM (SELECT t.*, 0 AS j FROM tmp_day t JOIN tmp_first_dep f ON f.member_id = t.member_id AND t.t > f.first_t WHERE t.wd_n > 0) d
    ), typed AS (
      SELECT i.member_id, i.site_id, i.stat_date, i.t, i.rate, i.intent, i.is_dep, i.amount,
        CASE WHEN i.is_dep THEN ${pick(DEPOSIT_TYPES.map((x) => x.code), weightedIndex(DEPOSIT_TYPES.map((x) => x.share), r.u('ttype', 'i.member_id', 'i.t', 'i.intent', 'i.is_dep')))}
          ELSE ${pick(WITHDRAW_TYPES.map((x) => x.code), weightedIndex(WITHDRAW_TYPES.map((x) => x.share), r.u('ttype', 'i.member_id', 'i.t', 'i.intent', 'i.is_dep')))} END AS trans_type,
        ${weightedIndex(providers.map((x) => x.share), r.u('provider', 'i.member_id', 'i.t', 'i.intent', 'i.is_dep'))} AS provider_idx,
        ${r.u('method', 'i.member_id', 'i.t', 'i.intent', 'i.is_dep')} AS u_method,
        ${r.u('extra', 'i.member_id', 'i.t', 'i.intent', 'i.is_dep')} AS u_extra,
        ${r.u('pending', 'i.member_id', 'i.t', 'i.intent', 'i.is_dep')} AS u_pending,
        -- evening peak; the last day only has its first half
        (86400 * ((0.87 + 0.45 * (${r.u('tod1', 'i.member_id', 'i.t')} + ${r.u('tod2', 'i.member_id', 'i.t')} - 1)) % 1 + 1) % 1
          * CASE WHEN i.t = ${last} THEN 0.5 ELSE 1 END) AS day_sec,
        i.intent * (600 + 3000 * ${r.u('gap', 'i.member_id', 'i.t')}) AS gap_sec
      FROM intents i
    ), attempts AS (
      SELECT x.*, a.attempt,
        CASE WHEN x.trans_type IN (3, 4) THEN NULL ELSE ${pick(providers.map((v) => v.name), p)} END AS pay_3party_name,
        CASE WHEN x.trans_type IN (3, 4) THEN NULL ELSE ${method} END AS pay_method_code,
        CASE WHEN x.trans_type IN (3, 4) THEN ${pick(HANDLERS, `floor(${r.u('handler', 'x.member_id', 'x.t', 'x.intent')} * ${HANDLERS.length})`)} END AS handler_name,
        ${pick(providers.map((v) => v.failRate), p)} AS fail_rate,
        ${pick(providers.map((v) => v.medianSec), p)} * exp(${pick(providers.map((v) => v.sigma), p)} * ${r.n('dur', 'x.member_id', 'x.t', 'x.intent', 'x.is_dep', 'a.attempt')}) AS provider_sec,
        180 * exp(0.9 * ${r.n('mdur', 'x.member_id', 'x.t', 'x.intent', 'x.is_dep', 'a.attempt')}) AS manual_sec,
        3 + 25 * ${r.u('submit', 'x.member_id', 'x.t', 'x.intent', 'x.is_dep', 'a.attempt')} AS submit_sec
      FROM typed x, (SELECT unnest([0, 1]) AS attempt) a
    ), shaped AS (
      SELECT x.*,
        CASE WHEN x.attempt = 1 THEN CASE WHEN ${MANUAL} OR x.u_extra >= x.fail_rate THEN 'reject' ELSE 'fail' END
          WHEN x.t = ${last} AND x.u_pending < 0.03 THEN 'order'
          WHEN x.t = ${last} AND x.u_pending < 0.1 THEN 'submit'
          ELSE 'succ' END AS trans_status,
        greatest(0, x.day_sec + x.gap_sec - x.attempt * (120 + 600 * x.u_extra)) AS order_sec,
        CASE WHEN ${MANUAL} THEN x.manual_sec ELSE x.provider_sec * CASE WHEN x.is_dep THEN 1 ELSE 1.8 END END AS work_sec
      FROM attempts x
      WHERE x.attempt = 0 OR x.u_extra < CASE WHEN ${MANUAL} THEN CASE WHEN x.is_dep THEN 0.07 ELSE 0.1 END
        ELSE x.fail_rate + CASE WHEN x.is_dep THEN 0 ELSE 0.04 END END
    ), timed AS (
      SELECT x.*, x.stat_date::TIMESTAMP + to_milliseconds(round(x.order_sec * 1000)::BIGINT) AS order_time
      FROM shaped x
    )
    SELECT ${transactionId('t', 'member_id', 'is_dep::INTEGER * 8 + intent * 2 + attempt')},
      stat_date, site_id, member_id, trans_type, pay_3party_name, pay_method_code, handler_name, trans_status, amount, amount * rate,
      order_time,
      CASE WHEN trans_status IN ('submit', 'succ', 'fail') THEN order_time + to_milliseconds(round(submit_sec * 1000)::BIGINT) END,
      CASE WHEN trans_status IN ('succ', 'fail') THEN order_time + to_milliseconds(round((submit_sec + work_sec) * 1000)::BIGINT)
        WHEN trans_status = 'reject' THEN order_time + to_milliseconds(round(work_sec * 1000)::BIGINT) END
    FROM timed`);
}
