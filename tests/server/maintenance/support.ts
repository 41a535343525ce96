import maintenanceAudit from '../../../server/http/routes/maintenanceAudit';
import maintenanceGroup from '../../../server/http/routes/maintenanceGroup';
import maintenanceOperator from '../../../server/http/routes/maintenanceOperator';
import { DEMO_PASSWORD } from '../../../server/appstore/seedDemo';
import { CORE_ROUTES } from '../../support/coreRoutes';
import { createTestApp, injectApi, injectLogin } from '../../support/server';

export const STRONG = 'lantern-harbour-42';

export type MaintenanceApp = Awaited<ReturnType<typeof createTestApp>> & {
  admin: string;
  call<T = Record<string, unknown>>(path: string, reqData: unknown, token: string): Promise<{ status: number; result: T & { message?: string; reason?: string; current?: Record<string, unknown> } }>;
  login(account: string, password?: string): Promise<string>;
  groupID(name: string): Promise<number>;
  operator(account: string): Promise<{ operator_id: number; version: number; group_id: number; status: string }>;
  group(groupID: number): Promise<{ version: number; items: number[] }>;
  /** Creates a group and an operator in it (straight in the store) and logs the operator in. */
  staff(account: string, items: number[], cmsList?: number[]): Promise<{ token: string; operatorID: number; groupID: number }>;
};

/** The app with the account routes and the maintenance routes, a tiny warehouse and the demo operators. */
export async function maintenanceApp(): Promise<MaintenanceApp> {
  const t = await createTestApp({ tiny: true, routes: [...CORE_ROUTES, maintenanceOperator, maintenanceGroup, maintenanceAudit] });
  const call: MaintenanceApp['call'] = async (path, reqData, token) => {
    const r = await injectApi(t.app, `/maintenance${path}`, reqData, token);
    return { status: r.status, result: r.result as never };
  };
  const login = (account: string, password = DEMO_PASSWORD) => injectLogin(t.app, account, password);
  const one = async <T>(sql: string, params: (string | number)[]) => (await t.store.one<T>(sql, params))!;
  const groupID = async (name: string) => (await one<{ group_id: number }>('SELECT group_id FROM op_group WHERE group_name = $1', [name])).group_id;
  const operator = (account: string) => one<{ operator_id: number; version: number; group_id: number; status: string }>(
    'SELECT operator_id, version, group_id, status FROM operator WHERE operator_ac = $1', [account]);
  const group = (id: number) => one<{ version: number; items: number[] }>('SELECT version, items FROM op_group WHERE group_id = $1', [id]);
  const admin = await login('admin');
  const staff: MaintenanceApp['staff'] = async (account, items, cmsList = [1, 2, 3]) => {
    const g = await call<{ group: { groupID: number } }>('/group/add', { groupName: `${account} group`, items, cmsList }, admin);
    if (g.status !== 1) throw new Error(`group of ${account}: ${g.status} ${g.result.message}`);
    const o = await call<{ operator: { operatorID: number } }>('/operator/add',
      { operatorAC: account, operatorName: account, groupID: g.result.group.groupID, password: STRONG }, admin);
    if (o.status !== 1) throw new Error(`operator ${account}: ${o.status} ${o.result.message}`);
    return { token: await login(account, STRONG), operatorID: o.result.operator.operatorID, groupID: g.result.group.groupID };
  };
  return Object.assign(t, { admin, call, login, groupID, operator, group, staff });
}
