import { ident, type Params } from '../../sql/params';
import type { KindInput, KindRelation } from '../kind';
import { printedWhenRead } from '../../dialect/dialect';
import { duckMemberSteps } from './memberSteps';
import { firstDaysSource } from '../shared/memberEvents';
import { stepRelation, type FunnelPlan } from './plan';

/** The steps' one row (relation `src`) laid out as one row per step, the rates by window functions. */
export function duckdbFunnel(plan: FunnelPlan, input: KindInput, params: Params): KindRelation {
  const print = () => {
    const src = plan.events ? duckMemberSteps(plan.events, input, params) : stepRelation(plan, input, params, 'src').withRes;
    const names = plan.steps.map((m) => params.add(m));
    const steps = `SELECT unnest([${names.join(', ')}]) AS step, unnest(range(1, ${plan.steps.length + 1})) AS step_order, unnest([${plan.steps.map((m) => `CAST(src.${ident(m)} AS BIGINT)`).join(', ')}]) AS users FROM src`;
    const res = `res AS (SELECT step, step_order, users, users / nullif(first_value(users) OVER (ORDER BY step_order), 0) AS cvt_rate,
    users / nullif(lag(users) OVER (ORDER BY step_order), 0) AS step_rate FROM (${steps}) s)`;
    return `${src},\n${res}`;
  };
  return printedWhenRead<KindRelation>(print, { dims: ['step_order'], sources: plan.events ? [...new Set(plan.events.map((e) => firstDaysSource(e, input.range, input)))] : plan.sources });
}
