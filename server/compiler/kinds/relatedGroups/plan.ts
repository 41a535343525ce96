import type { RelatedGroupsQuery } from './spec';
import type { Condition } from '../../types';
import type { KindInput } from '../kind';
import { moneyFilters } from '../shared/scope';

export interface RelatedGroupsPlan {
  /** What a deposit and a withdrawal are (the transaction model's measures). */
  money: { deposited: string; withdrawn: string };
  /** `member_id` conditions: the groups kept hold such a member. */
  memberConditions: Condition[];
  /** Other conditions (the site is the row scope): the members counted. */
  other: Condition[];
  sources: string[];
}

/** The relatedGroups kind's plan, for every dialect. */
export function planRelatedGroups(_q: RelatedGroupsQuery, input: KindInput): RelatedGroupsPlan {
  return {
    money: moneyFilters(input),
    memberConditions: input.conditions.filter((c) => c.dimension === 'member_id'),
    other: input.conditions.filter((c) => c.dimension !== 'member_id' && c.dimension !== 'site_id'),
    sources: ['member_link', 'dim_member', 'fact_transaction', 'fact_bonus'],
  };
}
