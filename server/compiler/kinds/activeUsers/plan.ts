import type { ModelDefinition } from '../../../../src/engine/definition/model';
import { ACTIVE_WINDOWS, type ActiveUsersQuery } from './spec';
import { CompileError } from '../../errors';
import type { ModelPart } from '../../types';
import type { KindInput } from '../kind';
import { conditionsOf, shiftDay } from '../shared/scope';

export interface ActiveUsersPlan {
  login: ModelDefinition;
  /** The group's dimension (none for the totals). */
  group: string[];
  /** The days measured: the range's, up to the last day with data. */
  from: string;
  to: string;
  /** The members' login days (by group) from the MAU window's first day before `from` to `to`, read from the fact. */
  acts: ModelPart;
  actsRange: { from: string; to: string };
}

/** The activeUsers kind's plan, for every dialect. */
export function planActiveUsers(q: ActiveUsersQuery, input: KindInput): ActiveUsersPlan {
  if (!input.range) throw new CompileError(9400, 'a date range is required');
  const login = input.registry.models.get('login')!;
  if (!login.dimensions[q.groupBy]) throw new CompileError(9400, `cannot group by '${q.groupBy}'`);
  const to = input.range.to < input.dataEnd ? input.range.to : input.dataEnd;
  const group = input.totals ? [] : [q.groupBy];
  const acts: ModelPart = {
    model: login, aggregates: [], dimensions: ['member_id', ...group], grain: 'day', conditions: conditionsOf(login, input.conditions), source: { kind: 'raw' },
  };
  return { login, group, from: input.range.from, to, acts, actsRange: { from: shiftDay(input.range.from, 1 - ACTIVE_WINDOWS.mau), to } };
}
