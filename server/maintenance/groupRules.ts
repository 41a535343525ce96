import { exceeds, type Rights, type RulesActor } from './operatorRules';
import { REFUSALS, type Refusal } from './refusals';

export interface GroupCase {
  actor: RulesActor & { groupID: number };
  /** Absent when creating. */
  groupID?: number;
  /** Rights now (absent when creating) and after the change. */
  current?: Rights;
  next?: Rights;
  /** Administrators now, and how many of them lose item 1 through this change. */
  administrators: number;
  removedAdministrators: number;
}

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * The group rules, first refusal wins: nobody touches a group with rights beyond its own; the
 * last administrator keeps item 1; nobody changes the rights of its own group (another operator
 * must); nobody grants a group more than it has itself.
 */
export function groupRefusal(c: GroupCase): Refusal | null {
  if (c.current && exceeds(c.actor, c.current)) return REFUSALS.groupAbove;
  if (c.removedAdministrators > 0 && c.administrators - c.removedAdministrators < 1) return REFUSALS.lastAdministrator;
  const rightsChange = c.current && c.next && (!sameSet(c.current.items, c.next.items) || !sameSet(c.current.sites, c.next.sites));
  if (c.groupID !== undefined && c.groupID === c.actor.groupID && rightsChange) return REFUSALS.ownGroup;
  if (c.next && exceeds(c.actor, c.next)) return REFUSALS.groupAbove;
  return null;
}
