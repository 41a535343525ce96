import { itemsBeyond, sitesBeyond } from './rights';
import { REFUSALS, type Refusal } from './refusals';

export type OperatorAction = 'create' | 'rename' | 'move' | 'disable' | 'enable' | 'lock' | 'unlock' | 'resetPassword' | 'resetOtp' | 'delete';

/** What an operator may never do to itself through maintenance: another operator must. */
export const SELF_FORBIDDEN: ReadonlySet<OperatorAction> = new Set(['move', 'disable', 'lock', 'resetPassword', 'resetOtp', 'delete']);

export interface RulesActor {
  operatorID: number;
  permitted: ReadonlySet<number> | readonly number[];
  /** The sites the actor itself sees. */
  siteIds: readonly number[];
}

/** A group's rights: its item list and the sites its scope reaches. */
export interface Rights { items: readonly number[]; sites: readonly number[] }

/** Rights beyond the actor's own: more items or more sites than it has. */
export function exceeds(actor: RulesActor, rights: Rights): boolean {
  return itemsBeyond(actor.permitted, rights.items).length > 0 || sitesBeyond(actor.siteIds, rights.sites).length > 0;
}

export interface OperatorCase {
  actor: RulesActor;
  action: OperatorAction;
  /** Absent when creating. */
  targetID?: number;
  /** The rights of the target's group now (absent when creating). */
  targetRights?: Rights;
  /** The rights of the group the target goes into (create, move). */
  nextRights?: Rights;
  /** Administrators now, and whether this action takes the target's administrator standing away. */
  administrators: number;
  removesAdministrator: boolean;
}

/**
 * The operator rules, first refusal wins: nobody manages an operator whose group has rights
 * beyond its own; the last administrator stays; no action on oneself that needs a second pair of
 * eyes; nobody places an operator in a group with rights beyond its own (a way to raise its own).
 */
export function operatorRefusal(c: OperatorCase): Refusal | null {
  if (c.targetRights && exceeds(c.actor, c.targetRights)) return REFUSALS.operatorAbove;
  if (c.removesAdministrator && c.administrators <= 1) return REFUSALS.lastAdministrator;
  if (c.targetID === c.actor.operatorID && SELF_FORBIDDEN.has(c.action)) return REFUSALS.self;
  if (c.nextRights && exceeds(c.actor, c.nextRights)) return REFUSALS.groupAbove;
  return null;
}
