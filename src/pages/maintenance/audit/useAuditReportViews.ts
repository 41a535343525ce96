import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { type AuditNamed } from '../../../engine/audit/auditText';
import { auditExportReport } from '../../../engine/audit/auditSnapshot';
import { auditReportParts, type AuditReportParts } from '../../../engine/audit/exportText';
import { useReportApi } from '../../../renderers/api/ReportApiContext';
import { pickLabels, type PickLabels } from '../../../engine/filters/pickerOptions';
import { useSessionLists } from '../../../renderers/filters/useSessionLists';
import { sessionStore } from '../../../state/sessionStore';
import { reportsToLoad } from './auditReportParts';

/**
 * The filters and sections of the reports exported on the shown page of the log, from their views
 * (`report/{id}/view`, as their pages load them, through the report API the console provides), each asked for once and only when a page shows
 * its export; the filter pickers' labels from the session's lists (sites, markets, member levels and tags…). `ready` once those asked for have answered
 * (one refused or failed leaves its export's filters as stored).
 */
export function useAuditReportViews(rows: readonly AuditNamed[]): { reports: Record<string, AuditReportParts>; picks: PickLabels; ready: boolean } {
  const { routes } = useSnapshot(sessionStore);
  const api = useReportApi();
  const asked = useRef(new Set<string>());
  const [reports, setReports] = useState<Record<string, AuditReportParts>>({});
  const [pending, setPending] = useState(0);
  useEffect(() => {
    const ids = reportsToLoad(rows, (routes ?? []).map((r) => r.id), asked.current);
    if (!ids.length) return;
    ids.forEach((id) => asked.current.add(id));
    setPending((n) => n + ids.length);
    for (const id of ids) {
      api.view(id).then((view) => setReports((r) => ({ ...r, [id]: auditReportParts(view) })))
        .catch(() => undefined).finally(() => setPending((n) => n - 1));
    }
  }, [rows, routes, api]);
  const { t } = useTranslation();
  const lists = useSessionLists();
  const picks = useMemo(() => pickLabels(lists, t), [lists, t]);
  // the menu's routes say which reports may be opened: until they are built, a page of exports waits for them
  const waiting = routes ? reportsToLoad(rows, routes.map((r) => r.id), asked.current).length > 0 : rows.some((r) => auditExportReport(r));
  return { reports, picks, ready: pending <= 0 && !waiting };
}
