import { ident, type Params } from '../../sql/params';
import type { KindInput, KindRelation } from '../kind';
import { printedWhenRead } from '../../dialect/dialect';
import { chMemberSteps } from './memberSteps';
import { firstDaysSource } from '../shared/memberEvents';
import { stepCounts, type FunnelPlan } from './plan';

/** The steps' one row turned into one row per step with ARRAY JOIN; the first and the previous step read from the array of counts. */
export function clickhouseFunnel(plan: FunnelPlan, input: KindInput, params: Params): KindRelation {
  const print = () => {
    const counts = `SELECT [${plan.steps.map((m) => `toInt64(${ident(m)})`).join(', ')}] AS counts FROM (${plan.events ? chMemberSteps(plan.events, input, params) : stepCounts(plan, input, params)})`;
    return `SELECT step, step_order, users, users / nullif(counts[1], 0) AS cvt_rate, if(step_order = 1, NULL, users / nullif(counts[step_order - 1], 0)) AS step_rate
    FROM (${counts}) ARRAY JOIN [${plan.steps.map((m) => params.add(m)).join(', ')}] AS step, arrayEnumerate(counts) AS step_order, counts AS users`;
  };
  return printedWhenRead<KindRelation>(print, { dims: ['step_order'], sources: plan.events ? [...new Set(plan.events.map((e) => firstDaysSource(e, input.range, input)))] : plan.sources });
}
