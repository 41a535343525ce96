import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { AuditNames } from '../../../engine/audit/auditText';
import { sessionStore } from '../../../state/sessionStore';
import { maintenanceApi } from '../shared/maintenanceApi';
import { auditNames, type AuditSources } from './auditNames';

/**
 * The names the audit log shows for codes: the menu's routes at once, then the permission tree,
 * operating units and groups (group maintenance's lists, which the audit log's right includes).
 * A list refused or not answered leaves its codes as they are. `ready` once both have answered:
 * the grid keeps the cells it drew, so rows are shown once, with their names.
 */
export function useAuditNames(): { names: AuditNames; ready: boolean } {
  const { routes } = useSnapshot(sessionStore);
  const [loaded, setLoaded] = useState<Omit<AuditSources, 'routes'>>({});
  const [pending, setPending] = useState(2);
  useEffect(() => {
    let live = true;
    const settled = () => { if (live) setPending((n) => n - 1); };
    maintenanceApi.tree().then((e) => { if (live && e.status === 1) setLoaded((l) => ({ ...l, tree: e.result.res, cms: e.result.cms })); }).catch(() => undefined).finally(settled);
    maintenanceApi.groups().then((e) => { if (live && e.status === 1) setLoaded((l) => ({ ...l, groups: e.result.res })); }).catch(() => undefined).finally(settled);
    return () => { live = false; };
  }, []);
  const names = useMemo(() => auditNames({ routes, ...loaded }), [routes, loaded]);
  return { names, ready: pending <= 0 };
}
