import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { Envelope } from '../../../engine/status';
import { useDesktop } from '../../../renderers/hooks/useDesktop';
import { showDialog } from '../../../state/dialogActions';
import { globalStore } from '../../../state/globalStore';
import { failureText } from '../shared/changeOutcome';
import { maintenanceApi } from '../shared/maintenanceApi';
import { MaintenanceGrid } from '../shared/MaintenanceGrid';
import { DEFAULT_PAGE_SIZE, MaintenancePager } from '../shared/MaintenancePager';
import type { AuditEntry, SortItem } from '../shared/maintenanceTypes';
import { auditColumns } from './auditColumns';
import { AuditFilters, auditFilterPayload, NO_AUDIT_FILTERS, type AuditFilterValues } from './AuditFilters';
import { showFailure } from '../shared/runChange';
import { useAuditNames } from './useAuditNames';
import { useAuditReportViews } from './useAuditReportViews';

function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** /maintenance/audit: who changed what and when, for administrators (item 1). */
export function AuditLogPage() {
  const { t } = useTranslation();
  const { lang } = useSnapshot(globalStore);
  const [filters, setFilters] = useState<AuditFilterValues>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<SortItem[]>([]);
  const [rows, setRows] = useState<AuditEntry[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [exporting, setExporting] = useState(false);
  const desktop = useDesktop();
  const { names: loaded, ready: namesReady } = useAuditNames();
  // the filters and sections of the reports exported on this page, whose views are loaded as a page shows them
  const exported = useAuditReportViews(rows);
  const names = useMemo(() => ({ ...loaded, reports: exported.reports, picks: exported.picks }), [loaded, exported.reports, exported.picks]);
  const ready = namesReady && exported.ready;
  // the cells read the names at hand when drawn: rows shown in the render that brings their names may be drawn with the columns before
  const namesNow = useRef(names);
  namesNow.current = names;
  const columns = useMemo(() => auditColumns(t, desktop, () => namesNow.current), [t, desktop]);

  useEffect(() => {
    let live = true;
    setLoading(true);
    maintenanceApi.audit({ ...auditFilterPayload(filters), page: { index: page, size }, sort }).then((e) => {
      if (!live) return;
      if (e.status === 1) { setRows(e.result.res); setTotal(e.result.total); }
      else showDialog('error', failureText(t, e as Envelope<unknown>));
    }, showFailure).finally(() => { if (live) setLoading(false); });
    return () => { live = false; };
  }, [filters, page, size, sort, t]);

  const exportXlsx = async (f: AuditFilterValues) => {
    setExporting(true);
    try {
      download(await maintenanceApi.auditExport({ ...auditFilterPayload(f), lang: lang === 'tw' ? 'tw' : 'en' }), `audit-log-${new Date().toISOString().slice(0, 10)}.xlsx`);
    } catch (error) {
      showFailure(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="mnt-page" data-maintenance="audit">
      <AuditFilters busy={exporting} names={names} onSearch={(f) => { setFilters(f); setPage(0); }} onExport={(f) => void exportXlsx(f)} />
      <section className="card mnt-table">
        <MaintenanceGrid<AuditEntry> label={t('maintenance.audit.title')} rows={ready ? rows : []} columns={columns} loading={loading || !ready}
          rowId={(r) => String(r.auditID)} onSort={(s) => { setSort(s); setPage(0); }} />
        <MaintenancePager page={page} size={size} total={total} onPage={setPage} onSize={(s) => { setSize(s); setPage(0); }} />
      </section>
    </div>
  );
}
