import { defineModel } from '../src/engine/definition/model';
import { SUCCEEDED, depositedSql, withdrawnSql } from './transactionRules';
import { agentDimensions, agentJoins, memberDimensions, memberRollups, NEW_MEMBER, OLD_MEMBER, siteDimensions, siteJoin, siteDayRollup, siteActivity } from './shared';

/** Finished: reached a final provider answer (succeeded or failed). Fail rate divides failures by these. */
const FINISHED = "f.trans_status IN ('succ', 'fail')";
/** Seconds from order to finish, with their fractions (a portable function: each warehouse spells it). */
const DURATION = 'seconds_between(f.order_time, f.finish_time)';
/** Handled: answered by a handler or provider, a rejection included (manual requests never fail, they are rejected). */
const HANDLED = 'f.finish_time IS NOT NULL';
const SUCC = `f.trans_status = '${SUCCEEDED}'`;
const DEPOSITED = depositedSql('f.');
const WITHDRAWN = withdrawnSql('f.');

/** Deposits and withdrawals, one row per transaction (fact_transaction). */
const transactionModel = defineModel({
  id: 'transaction',
  table: 'fact_transaction',
  timeColumn: 'stat_date',
  joins: { ...siteJoin, ...agentJoins },
  dimensions: {
    ...siteDimensions,
    ...agentDimensions,
    ...memberDimensions,
    member_id: { sql: 'f.member_id', type: 'number' },
    trans_type: { sql: 'f.trans_type', type: 'number' },
    pay_3party_name: { sql: 'f.pay_3party_name', type: 'string' },
    pay_method_code: { sql: 'f.pay_method_code', type: 'string' },
    provider_method: { sql: "f.pay_3party_name || ' · ' || f.pay_method_code", type: 'string' },
    handler_name: { sql: 'f.handler_name', type: 'string' },
    /** Manual types carry no provider method: they are the back office's own channel. */
    pay_method: { sql: "coalesce(f.pay_method_code, 'manual')", type: 'string' },
    channel_token: { sql: 'm.channel_token', type: 'string', join: 'm' },
    /** 1 when the member registered through a channel (an agent's token). */
    channel_linked: { sql: 'CAST(m.channel_token IS NOT NULL AS INTEGER)', type: 'number', join: 'm' },
    trans_id: { sql: 'f.trans_id', type: 'number' },
    trans_status: { sql: 'f.trans_status', type: 'string' },
    order_time: { sql: 'timestamp_text(f.order_time)', type: 'date' },
    finish_time: { sql: 'timestamp_text(f.finish_time)', type: 'date' },
  },
  measures: {
    dpst_amt: { agg: 'sum', sql: 'f.amount_base', where: DEPOSITED, format: 'amount', money: true },
    dpst_count: { agg: 'count', where: DEPOSITED, format: 'count' },
    dpst_dau: { agg: 'countDistinct', sql: `CASE WHEN ${DEPOSITED} THEN f.member_id END`, format: 'count' },
    /** Deposits of new members (registered within the 30 days up to the deposit day, as gm_dau_new). */
    dpst_dau_new: { agg: 'countDistinct', sql: `CASE WHEN ${DEPOSITED} AND ${NEW_MEMBER} THEN f.member_id END`, join: 'm', format: 'count' },
    /** Depositing old members (as gm_dau_old): a member new on one deposit day and old on another counts in both. */
    dpst_dau_old: { agg: 'countDistinct', sql: `CASE WHEN ${DEPOSITED} AND ${OLD_MEMBER} THEN f.member_id END`, join: 'm', format: 'count' },
    dpst_amt_new: { agg: 'sum', sql: 'f.amount_base', where: `${DEPOSITED} AND ${NEW_MEMBER}`, join: 'm', format: 'amount', money: true },
    wdrl_amt: { agg: 'sum', sql: 'f.amount_base', where: WITHDRAWN, format: 'amount', money: true },
    wdrl_count: { agg: 'count', where: WITHDRAWN, format: 'count' },
    wdrl_dau: { agg: 'countDistinct', sql: `CASE WHEN ${WITHDRAWN} THEN f.member_id END`, format: 'count' },
    order_count: { agg: 'count', format: 'count' },
    order_amt: { agg: 'sum', sql: 'f.amount_base', format: 'amount', money: true },
    submit_count: { agg: 'count', where: "f.trans_status IN ('submit', 'succ', 'fail')", format: 'count' },
    submit_amt: { agg: 'sum', sql: 'f.amount_base', where: "f.trans_status IN ('submit', 'succ', 'fail')", format: 'amount', money: true },
    reject_count: { agg: 'count', where: "f.trans_status = 'reject'", format: 'count' },
    reject_amt: { agg: 'sum', sql: 'f.amount_base', where: "f.trans_status = 'reject'", format: 'amount', money: true },
    succ_count: { agg: 'count', where: SUCC, format: 'count' },
    succ_amt: { agg: 'sum', sql: 'f.amount_base', where: SUCC, format: 'amount', money: true },
    fail_count: { agg: 'count', where: "f.trans_status = 'fail'", format: 'count' },
    fail_amt: { agg: 'sum', sql: 'f.amount_base', where: "f.trans_status = 'fail'", format: 'amount', money: true },
    finished_count: { agg: 'count', where: FINISHED, format: 'count' },
    fail_rate: { ratio: ['fail_count', 'finished_count'], format: 'rate' },
    duration_p50: { agg: 'quantile', q: 0.5, sql: DURATION, where: FINISHED, format: 'duration' },
    duration_p90: { agg: 'quantile', q: 0.9, sql: DURATION, where: FINISHED, format: 'duration' },
    duration_p99: { agg: 'quantile', q: 0.99, sql: DURATION, where: FINISHED, format: 'duration' },
    handle_duration_p50: { agg: 'quantile', q: 0.5, sql: DURATION, where: HANDLED, format: 'duration' },
    handle_duration_p90: { agg: 'quantile', q: 0.9, sql: DURATION, where: HANDLED, format: 'duration' },
    handle_duration_p99: { agg: 'quantile', q: 0.99, sql: DURATION, where: HANDLED, format: 'duration' },
    trans_dau: { agg: 'countDistinct', sql: 'f.member_id', format: 'count' },
    dpst_days: { agg: 'countDistinct', sql: `CASE WHEN ${DEPOSITED} THEN f.stat_date END`, format: 'count' },
    dpst_amt_per_user: { ratio: ['dpst_amt', 'dpst_dau'], format: 'amount', money: true },
    dpst_count_per_user: { ratio: ['dpst_count', 'dpst_dau'], format: 'decimal' },
    dpst_amt_per_count: { ratio: ['dpst_amt', 'dpst_count'], format: 'amount', money: true },
    dpst_amt_per_day: { ratio: ['dpst_amt', 'dpst_days'], format: 'amount', money: true },
    dpst_amt_p50: { agg: 'quantile', q: 0.5, sql: 'f.amount_base', where: DEPOSITED, format: 'amount', money: true },
    dpst_amt_p90: { agg: 'quantile', q: 0.9, sql: 'f.amount_base', where: DEPOSITED, format: 'amount', money: true },
    dpst_amt_p99: { agg: 'quantile', q: 0.99, sql: 'f.amount_base', where: DEPOSITED, format: 'amount', money: true },
  },
  rollups: [
    siteDayRollup(
      ['dpst_amt', 'dpst_count', 'dpst_amt_new', 'wdrl_amt', 'wdrl_count', 'order_count', 'order_amt', 'submit_count', 'submit_amt', 'reject_count', 'reject_amt', 'succ_count', 'succ_amt', 'fail_count', 'fail_amt', 'finished_count'],
      ['dpst_dau', 'dpst_dau_new', 'dpst_dau_old', 'wdrl_dau', 'trans_dau'],
    ),
    {
      id: 'site_day_provider',
      // pay_method is pay_method_code or 'manual': no more rows, and the bank accounting's sums read from here
      dimensions: ['site_id', 'site_name', 'site_group', 'site_currency', 'cms_id', 'trans_type', 'pay_3party_name', 'pay_method_code', 'provider_method', 'pay_method'],
      measures: ['dpst_amt', 'dpst_count', 'wdrl_amt', 'wdrl_count', 'order_count', 'order_amt', 'submit_count', 'submit_amt', 'reject_count', 'reject_amt', 'succ_count', 'succ_amt', 'fail_count', 'fail_amt', 'finished_count'],
    },
    // member sums of deposits and withdrawals: 19.6M transactions, 13.7M member days, 2.7M member months (scale 100)
    ...memberRollups(['dpst_amt', 'dpst_count', 'wdrl_amt', 'wdrl_count']),
  ],
  activity: siteActivity(['dpst_dau', 'dpst_dau_new', 'dpst_dau_old', 'wdrl_dau', 'trans_dau']),
});

export default transactionModel;

declare module '../src/engine/definition/names' {
  interface ModelMeasures { transaction: keyof typeof transactionModel.measures }
  interface ModelDimensions { transaction: keyof typeof transactionModel.dimensions }
}
