import { AuditLogPage } from './audit/AuditLogPage';
import { GroupMaintenance } from './group/GroupMaintenance';
import { DataLoadsPage } from './loads/DataLoadsPage';
import { OperatorMaintenance } from './operator/OperatorMaintenance';
import './maintenance.css';

export interface MaintenancePageProps {
  kind: 'operator' | 'group' | 'audit' | 'loads';
}

/** /maintenance/operator, /maintenance/group, /maintenance/audit and /maintenance/loads (Operation Management). */
export default function MaintenancePage({ kind }: MaintenancePageProps) {
  if (kind === 'group') return <GroupMaintenance />;
  if (kind === 'audit') return <AuditLogPage />;
  if (kind === 'loads') return <DataLoadsPage />;
  return <OperatorMaintenance />;
}
