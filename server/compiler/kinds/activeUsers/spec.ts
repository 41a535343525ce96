import type { DimensionName } from '../../../../src/engine/definition/names';
import type { FieldInfo } from '../../../../src/engine/report/fieldInfo';
import { count, defineQueryKind, rate, text } from '../../../../src/engine/kinds/queryKind';

/** Rolling windows of active members, in days ending on the day measured (DAU, WAU, MAU). */
export const ACTIVE_WINDOWS = { dau: 1, wau: 7, mau: 30 } as const;

const average: FieldInfo = { kind: 'measure', format: 'decimal', money: false };

/**
 * Active members (logged in) per day of the date range: DAU that day, WAU over the 7 days and MAU
 * over the 30 days ending that day (read from before the range where needed), averaged over the
 * range's days up to the last day with data. Stickiness is average DAU / average MAU.
 * Rows: one per value of `groupBy` (a dimension of the login model, e.g. the platform; a member
 * using two platforms is active on both); the totals row counts each member once whatever the group.
 * Fields: the group, `activity_days`, `activity_dau`, `activity_wau`, `activity_mau`, `activity_stickiness`.
 */
export interface ActiveUsersQuery {
  kind: 'activeUsers';
  /** Dimension of the login model the rows are split by. */
  groupBy: DimensionName;
}

declare module '../../../../src/engine/definition/namedQueries' {
  interface KindQueries { activeUsers: ActiveUsersQuery }
  interface KindFields<Q> { activeUsers: (Q extends { groupBy: infer G extends string } ? G : never) | `activity_${'days' | 'dau' | 'wau' | 'mau' | 'stickiness'}` }
}

export default defineQueryKind<ActiveUsersQuery>({
  kind: 'activeUsers',
  description: 'Average DAU, WAU and MAU over the range and stickiness (DAU / MAU), per value of a login dimension',
  schema: {
    type: 'object', additionalProperties: false, required: ['kind', 'groupBy'],
    properties: { kind: { const: 'activeUsers' }, groupBy: { type: 'string', pattern: '^[a-z][a-z0-9_]*$' } },
  },
  fields: (q) => new Map<string, FieldInfo>([
    [q.groupBy, text],
    ['activity_days', count],
    ['activity_dau', average],
    ['activity_wau', average],
    ['activity_mau', average],
    ['activity_stickiness', rate],
  ]),
});
