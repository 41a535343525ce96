import { Status } from '../../src/engine/status';
import { ApiError } from '../http/apiError';

/** Why a maintenance rule refused an action; the browser shows a translated text per reason. */
export type RefusalReason = 'self' | 'lastAdministrator' | 'ownGroup' | 'operatorAbove' | 'groupAbove';

export interface Refusal { status: number; message: string; reason: RefusalReason }

export const REFUSALS: Readonly<Record<RefusalReason, Refusal>> = {
  self: { status: Status.ANOTHER_OPERATOR_NEEDED, reason: 'self', message: 'Another operator is needed for this action' },
  lastAdministrator: {
    status: Status.ANOTHER_OPERATOR_NEEDED, reason: 'lastAdministrator',
    message: 'The last administrator cannot be removed, disabled, locked or moved out; add another administrator first',
  },
  ownGroup: { status: Status.ANOTHER_OPERATOR_NEEDED, reason: 'ownGroup', message: 'Another operator is needed to change the rights of your own group' },
  operatorAbove: { status: Status.PRIVILEGE_NOT_ENOUGH, reason: 'operatorAbove', message: 'Privilege not enough: the operator belongs to a group with rights you do not have' },
  groupAbove: { status: Status.PRIVILEGE_NOT_ENOUGH, reason: 'groupAbove', message: 'Privilege not enough: the group has rights you do not have' },
};

/** A rule refusal as the API error it answers, with its reason in the result. */
export class RefusalError extends ApiError {
  constructor(readonly refusal: Refusal) {
    super(refusal.status, refusal.message, undefined, { reason: refusal.reason });
  }
}

/** A stale version: 9409 with the record as it is now, so the second editor sees what changed. */
export function conflict(current: unknown): ApiError {
  return new ApiError(Status.CONFLICT, undefined, undefined, { current });
}
