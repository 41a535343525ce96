import { AuditLogPage } from './audit/AuditLogPage';
import { GroupMaintenance } from './group/GroupMaintenance';
import { OperatorMaintenance } from './operator/OperatorMaintenance';
import './maintenance.css';

export interface MaintenancePageProps {
  kind: 'operator' | 'group' | 'audit';
}

/** /maintenance/operator, /maintenance/group and /maintenance/audit (Operation Management). */
export default function MaintenancePage({ kind }: MaintenancePageProps) {
  if (kind === 'group') return <GroupMaintenance />;
  if (kind === 'audit') return <AuditLogPage />;
  return <OperatorMaintenance />;
}
