import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { AuditNames } from '../../../engine/audit/auditText';
import { sessionStore } from '../../../state/sessionStore';
import { maintenanceApi } from '../shared/maintenanceApi';
import type { OperatorRow } from '../shared/maintenanceTypes';
import { auditNames, type AuditSources } from './auditNames';

/** The most operators read for names (pages of the operator list's largest size). */
const OPERATOR_PAGES = 50;

/** Every operator, page by page as the operator list answers them; undefined if a page is refused. */
async function allOperators(): Promise<OperatorRow[] | undefined> {
  const all: OperatorRow[] = [];
  for (let index = 0; index < OPERATOR_PAGES; index++) {
    const e = await maintenanceApi.operators({ page: { index, size: 200 } });
    if (e.status !== 1) return undefined;
    all.push(...e.result.res);
    if (!e.result.res.length || all.length >= e.result.total) return all;
  }
  // more than the pages read: some would be said deleted, so none are
  return undefined;
}

/**
 * The names the audit log shows for codes: the menu's routes at once, then the permission tree,
 * operating units and groups (group maintenance's lists) and the operators (operator maintenance's
 * list), which the audit log's right (item 1) includes. A list refused or not answered leaves its
 * codes as they are. `ready` once all have answered: the grid keeps the cells it drew, so rows are
 * shown once, with their names.
 */
export function useAuditNames(): { names: AuditNames; ready: boolean } {
  const { routes } = useSnapshot(sessionStore);
  const [loaded, setLoaded] = useState<Omit<AuditSources, 'routes'>>({});
  const [pending, setPending] = useState(3);
  useEffect(() => {
    let live = true;
    const settled = () => { if (live) setPending((n) => n - 1); };
    maintenanceApi.tree().then((e) => { if (live && e.status === 1) setLoaded((l) => ({ ...l, tree: e.result.res, cms: e.result.cms })); }).catch(() => undefined).finally(settled);
    maintenanceApi.groups().then((e) => { if (live && e.status === 1) setLoaded((l) => ({ ...l, groups: e.result.res })); }).catch(() => undefined).finally(settled);
    allOperators().then((operators) => { if (live && operators) setLoaded((l) => ({ ...l, operators })); }).catch(() => undefined).finally(settled);
    return () => { live = false; };
  }, []);
  const names = useMemo(() => auditNames({ routes, ...loaded }), [routes, loaded]);
  return { names, ready: pending <= 0 };
}
