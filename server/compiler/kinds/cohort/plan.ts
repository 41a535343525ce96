import type { ResolvedRange } from '../../../../src/engine/dates/presets';
import { CompileError } from '../../errors';
import type { KindInput } from '../kind';
import { eventPairs, planMemberEvents, type MemberEvents } from '../shared/memberEvents';
import { CHECKPOINT_MAX, COHORT_PERIODS, type CheckpointUnit, type CohortPeriod, type CohortQuery } from './spec';

export interface CohortPlan {
  /** The events whose first day (over all of history) puts a member in a cohort. */
  start: MemberEvents;
  /** The events that count as coming back, read from the range's first day to the last day of data. */
  activity: MemberEvents;
  /**
   * The activity's days as the members' active days two months at a time, where they are kept
   * (memberEvents.ts eventPairs): every window of a checkpoint starts in one month and ends in it or
   * the next, so one row of a member's month answers whether it was back (a mask of the window's days).
   */
  pairs?: { table: string; mask: string };
  period: CohortPeriod;
  unit: CheckpointUnit;
  /** The checkpoints, ascending. */
  at: readonly number[];
  /** The first days that make the cohorts. */
  range: ResolvedRange;
  /** What the returns are read over: from the range's first day to the last day of data. */
  returns: ResolvedRange;
}

/** The cohort kind's plan, for every dialect. */
export function planCohort(q: CohortQuery, input: KindInput): CohortPlan {
  if (!input.range) throw new CompileError(9400, 'a date range is required');
  const period = typeof q.period === 'string' ? q.period : input.params[q.period.param] ?? 'month';
  if (!(COHORT_PERIODS as readonly unknown[]).includes(period)) throw new CompileError(9400, `cannot make cohorts by '${String(period)}'`);
  const over = q.checkpoints.at.find((n) => n > CHECKPOINT_MAX[q.checkpoints.unit]);
  if (over !== undefined) throw new CompileError(9000, `query.checkpoints.at: ${over} ${q.checkpoints.unit}s is beyond ${CHECKPOINT_MAX[q.checkpoints.unit]}`);
  const end = input.dataEnd < input.range.from ? input.range.from : input.dataEnd;
  const activity = planMemberEvents(q.activity, input, 'query.activity');
  const pairs = eventPairs(activity, input);
  return {
    start: planMemberEvents(q.start, input, 'query.start'),
    activity, ...(pairs ? { pairs } : {}),
    period: period as CohortPeriod, unit: q.checkpoints.unit, at: [...q.checkpoints.at].sort((a, b) => a - b),
    range: input.range, returns: { from: input.range.from, to: end },
  };
}
