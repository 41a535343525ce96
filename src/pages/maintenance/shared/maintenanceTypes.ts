import type { MenuCategory } from '../../../engine/menu';

/** Shapes of the maintenance API (server/http/routes/maintenance*.ts, docs/API.md). */
export interface OperatorRow {
  operatorID: number;
  operatorAC: string;
  operatorName: string;
  groupID: number;
  groupName: string | null;
  status: 'active' | 'disabled';
  locked: boolean;
  otpEnabled: boolean;
  updatedAt?: string;
  version: number;
  /** The caller's own row. */
  self?: boolean;
  /** The caller's rights cover this operator's group. */
  manageable?: boolean;
}

export interface GroupChoice { groupID: number; groupName: string; assignable: boolean }

export interface GroupRow {
  groupID: number;
  groupName: string;
  items: number[];
  cmsList: number[];
  siteIds: number[] | null;
  version: number;
  operatorCount?: number;
  own?: boolean;
  manageable?: boolean;
}

export interface PermissionLeaf { reportIdx: number; id: string; titleKey: string; category: MenuCategory }
export interface PermissionBranch { id: string; itemIdx: number; titleKey: string; category: MenuCategory; children: PermissionLeaf[] }
export interface CmsItem { cms_id: number; cms_name: string }

export interface AuditEntry {
  auditID: number;
  at: string;
  actorAC: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  clientAddr: string | null;
}

/** One load into the DATA_DIR, as /maintenance/loads/list answers it. */
export type { LoadRecord as LoadEntry, RunningLoad } from '../../../engine/loads/loadRecord';

export interface SortItem<F extends string = string> { field: F; dir: 'asc' | 'desc' }
export interface PageRequest { index: number; size: number }
