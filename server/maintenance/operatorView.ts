import type { OperatorRecord } from '../appstore/operators';

/** An operator as maintenance screens and the audit log see it: never a hash or a secret. */
export interface OperatorView {
  operatorID: number;
  operatorAC: string;
  operatorName: string;
  groupID: number;
  groupName: string | null;
  status: 'active' | 'disabled';
  locked: boolean;
  otpEnabled: boolean;
  version: number;
}

export function operatorView(o: OperatorRecord, nowMs: number, groupName: string | null): OperatorView {
  return {
    operatorID: o.operatorID, operatorAC: o.operatorAC, operatorName: o.operatorName, groupID: o.groupID, groupName,
    status: o.status, locked: (o.lockedUntilMs ?? 0) > nowMs, otpEnabled: o.otpEnabled, version: o.version,
  };
}
