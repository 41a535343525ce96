import { apiPost, http } from '../../../api/client';
import type { Envelope } from '../../../engine/status';
import { i18n } from '../../../i18n/i18n';
import { failureText } from './changeOutcome';
import type { AuditEntry, CmsItem, LoadEntry, GroupChoice, GroupRow, OperatorRow, PageRequest, PermissionBranch, RunningLoad, SortItem } from './maintenanceTypes';

const post = <T>(path: string, payload: unknown) => apiPost<T>(`/api/maintenance${path}`, payload);

export interface OperatorQuery { search?: string; groupID?: number; status?: 'active' | 'disabled' | 'locked'; page: PageRequest; sort?: SortItem[] }
export interface AuditQuery { from?: string; to?: string; actor?: string; action?: string; target?: string; page: PageRequest; sort?: SortItem[] }
type Ref = { operatorID: number; version: number };
type OperatorAnswer = Envelope<{ operator: OperatorRow | null }>;

/** The calls of the maintenance screens; each resolves the envelope (8xxx and 9xxx included). */
export const maintenanceApi = {
  operators: (q: OperatorQuery) => post<{ res: OperatorRow[]; total: number }>('/operator/list', q),
  operatorGroups: () => post<{ res: GroupChoice[] }>('/operator/groups', {}),
  addOperator: (o: { operatorAC: string; operatorName: string; groupID: number; password: string }) => post<{ operator: OperatorRow }>('/operator/add', o) as Promise<OperatorAnswer>,
  updateOperator: (o: Ref & { operatorName?: string; groupID?: number; status?: 'active' | 'disabled' }) => post('/operator/update', o) as Promise<OperatorAnswer>,
  lockOperator: (o: Ref & { locked: boolean }) => post('/operator/lock', o) as Promise<OperatorAnswer>,
  resetPassword: (o: Ref & { password: string }) => post('/operator/resetPassword', o) as Promise<OperatorAnswer>,
  resetOtp: (o: Ref) => post('/operator/resetOtp', o) as Promise<OperatorAnswer>,
  deleteOperator: (o: Ref) => post('/operator/delete', o) as Promise<OperatorAnswer>,

  groups: () => post<{ res: GroupRow[] }>('/group/list', {}),
  tree: () => post<{ res: PermissionBranch[]; cms: CmsItem[] }>('/group/tree', {}),
  addGroup: (g: { groupName: string; items: number[]; cmsList: number[] }) => post<{ group: GroupRow }>('/group/add', g),
  updateGroup: (g: { groupID: number; version: number; groupName?: string; items?: number[]; cmsList?: number[] }) => post<{ group: GroupRow }>('/group/update', g),
  deleteGroup: (g: { groupID: number; version: number }) => post('/group/delete', g),

  loads: () => post<{ res: LoadEntry[]; total: number; dataTo: string | null; dataDir?: string; running?: RunningLoad }>('/loads/list', {}),
  audit: (q: AuditQuery) => post<{ res: AuditEntry[]; total: number }>('/audit/list', q),
  /** The xlsx of the filtered audit log, as a Blob (the response is a file, not an envelope). */
  async auditExport(filters: Omit<AuditQuery, 'page' | 'sort'> & { lang: 'en' | 'tw' }): Promise<Blob> {
    const response = await http.post('/api/maintenance/audit/export', { reqData: filters }, { responseType: 'blob' });
    const blob = response.data as Blob;
    if (blob.type.includes('json')) {
      const envelope = JSON.parse(await blob.text()) as Envelope;
      throw new Error(failureText(i18n.t, envelope as Envelope<unknown>));
    }
    return blob;
  },
};
