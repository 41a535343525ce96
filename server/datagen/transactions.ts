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
  const key = (tag: string) => r.u(tag, 'i.member_id', 'i.t', 'i.intent', 'i.is_dep');
  const perAttempt = (tag: string) => r.n(tag, 'x.member_id', 'x.t', 'x.intent', 'x.is_dep', 'x.attempt');
  // in date order, so that a date range reads only its days (zone maps), not the whole fact
  await run(`INSERT INTO fact_transaction
    WITH intents AS (
      SELECT d.*, d.j AS intent, TRUE AS is_dep, ${roundLocal(depositUsd(ctx, 'd', 'd.j'), 'd')} AS amount
      FROM (SELECT *, unnest(range(dep_n)) AS j FROM tmp_day WHERE dep_n > 0) d
      UNION ALL
      SELECT d.*, 0, FALSE, ${roundLocal(withdrawUsd(ctx, 'd', '0'), 'd')}
      FROM (SELECT t.*, 0 AS j FROM tmp_day t JOIN tmp_first_dep f ON f.member_id = t.member_id AND t.t > f.first_t WHERE t.wd_n > 0) d
    ), drawn AS (
      -- each uniform is drawn once; the weighted choices below compare it with every arm
      SELECT i.member_id, i.site_id, i.stat_date, i.t, i.rate, i.intent, i.is_dep, i.amount,
        ${key('ttype')} AS u_type, ${key('provider')} AS u_provider, ${key('method')} AS u_method,
        ${key('extra')} AS u_extra, ${key('pending')} AS u_pending,
        -- evening peak; the last day only has its first half
        -- (the fraction of the day is taken before it is scaled to seconds: scaled first, every order fell in the first seconds of its day)
        (86400 * (((0.87 + 0.45 * (${r.u('tod1', 'i.member_id', 'i.t')} + ${r.u('tod2', 'i.member_id', 'i.t')} - 1)) % 1 + 1) % 1)
          * CASE WHEN i.t = ${last} THEN 0.5 ELSE 1 END) AS day_sec,
        i.intent * (600 + 3000 * ${r.u('gap', 'i.member_id', 'i.t')}) AS gap_sec
      FROM intents i
    ), typed AS (
      SELECT x.* EXCLUDE (u_type, u_provider),
        -- a member's later orders of a day follow its first, within the day (the last day: its first half); one that would pass its end comes before it
        CASE WHEN x.day_sec + x.gap_sec <= CASE WHEN x.t = ${last} THEN 43199 ELSE 86399 END THEN x.day_sec + x.gap_sec
          ELSE greatest(0, x.day_sec - x.gap_sec) END AS placed_sec,
        CASE WHEN x.is_dep THEN ${pick(DEPOSIT_TYPES.map((t) => t.code), weightedIndex(DEPOSIT_TYPES.map((t) => t.share), 'x.u_type'))}
          ELSE ${pick(WITHDRAW_TYPES.map((t) => t.code), weightedIndex(WITHDRAW_TYPES.map((t) => t.share), 'x.u_type'))} END AS trans_type,
        ${weightedIndex(providers.map((v) => v.share), 'x.u_provider')} AS provider_idx
      FROM drawn x
    ), attempts AS (
      SELECT x.*, a.attempt, ${pick(providers.map((v) => v.failRate), p)} AS fail_rate
      FROM typed x, (SELECT unnest([0, 1]) AS attempt) a
    ), kept AS (
      -- an earlier failed or rejected attempt happens at the provider's fail rate (back office: a fixed share)
      SELECT * FROM attempts x
      WHERE x.attempt = 0 OR x.u_extra < CASE WHEN ${MANUAL} THEN CASE WHEN x.is_dep THEN 0.07 ELSE 0.1 END
        ELSE x.fail_rate + CASE WHEN x.is_dep THEN 0 ELSE 0.04 END END
    ), latest AS (
      -- each site's last placed order of the partial last day is still an order, so every status is in the data whatever the day
      SELECT site_id, max(placed_sec) AS at FROM kept WHERE t = ${last} AND attempt = 0 GROUP BY site_id
    ), shaped AS (
      SELECT x.* EXCLUDE (latest_at),
        CASE WHEN x.trans_type IN (3, 4) THEN NULL ELSE ${pick(providers.map((v) => v.name), p)} END AS pay_3party_name,
        CASE WHEN x.trans_type IN (3, 4) THEN NULL ELSE ${method} END AS pay_method_code,
        CASE WHEN x.trans_type IN (3, 4) THEN ${pick(HANDLERS, `floor(${r.u('handler', 'x.member_id', 'x.t', 'x.intent')} * ${HANDLERS.length})`)} END AS handler_name,
        CASE WHEN x.attempt = 1 THEN CASE WHEN ${MANUAL} OR x.u_extra >= x.fail_rate THEN 'reject' ELSE 'fail' END
          WHEN x.t = ${last} AND (x.u_pending < 0.03 OR x.placed_sec = x.latest_at) THEN 'order'
          WHEN x.t = ${last} AND x.u_pending < 0.1 THEN 'submit'
          ELSE 'succ' END AS trans_status,
        greatest(0, x.placed_sec - x.attempt * (120 + 600 * x.u_extra)) AS order_sec,
        CASE WHEN ${MANUAL} THEN 180 * exp(0.9 * ${perAttempt('mdur')})
          ELSE ${pick(providers.map((v) => v.medianSec), p)} * exp(${pick(providers.map((v) => v.sigma), p)} * ${perAttempt('dur')})
            * CASE WHEN x.is_dep THEN 1 ELSE 1.8 END END AS work_sec,
        3 + 25 * ${r.u('submit', 'x.member_id', 'x.t', 'x.intent', 'x.is_dep', 'x.attempt')} AS submit_sec
      FROM (SELECT k.*, l.at AS latest_at FROM kept k LEFT JOIN latest l ON l.site_id = k.site_id AND k.t = ${last} AND k.attempt = 0) x
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
    FROM timed ORDER BY stat_date, site_id`);
}
