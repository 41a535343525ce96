import type { RelatedGroupsQuery } from './spec';
import type { Condition } from '../../types';
import type { KindInput } from '../kind';
import { moneyFilters } from '../shared/scope';

export interface RelatedGroupsPlan {
  /** What a deposit and a withdrawal are (the transaction model's measures). */
  money: { deposited: string; withdrawn: string };
  /** Conditions naming the member (`member_id`, `member_username`): the groups kept hold such a member. */
  memberConditions: Condition[];
  /** Other conditions (the site is the row scope): the members counted. */
  other: Condition[];
  sources: string[];
}

/** The dimensions naming one member: a recap by id or by account keeps the groups holding it. */
const NAMES_MEMBER: readonly string[] = ['member_id', 'member_username'];

/** The relatedGroups kind's plan, for every dialect. */
export function planRelatedGroups(_q: RelatedGroupsQuery, input: KindInput): RelatedGroupsPlan {
  return {
    money: moneyFilters(input),
    memberConditions: input.conditions.filter((c) => NAMES_MEMBER.includes(c.dimension)),
    other: input.conditions.filter((c) => !NAMES_MEMBER.includes(c.dimension) && c.dimension !== 'site_id'),
    sources: ['member_link', 'dim_member', 'fact_transaction', 'fact_bonus'],
  };
}
