// docs/ARCHITECTURE.md, "A developer's new kind": step 1, the kind's spec, as server/compiler/kinds/streak/spec.ts.
import { count, defineQueryKind } from '../../../../src/engine/kinds/queryKind';

export interface StreakQuery { kind: 'streak'; activity: string }
declare module '../../../../src/engine/definition/namedQueries' {
  interface KindQueries { streak: StreakQuery }
  interface KindFields<Q> { streak: 'streak_days' | 'streak_members' }
}
export default defineQueryKind<StreakQuery>({
  kind: 'streak', description: 'Members by their longest run of consecutive active days',
  schema: { type: 'object', additionalProperties: false, required: ['kind', 'activity'], properties: { kind: { const: 'streak' }, activity: { type: 'string' } } },
  fields: () => new Map([['streak_days', count], ['streak_members', count]]),
});
