import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { handleError } from '../../../shell/feedback/handleError';
import { useDesktop } from '../../../renderers/hooks/useDesktop';
import { showDialog } from '../../../state/dialogActions';
import { globalStore } from '../../../state/globalStore';
import { maintenanceApi } from '../shared/maintenanceApi';
import { MaintenanceGrid } from '../shared/MaintenanceGrid';
import type { LoadEntry } from '../shared/maintenanceTypes';
import { loadColumns } from './loadColumns';

/** /maintenance/loads: every load of an operator's data into the warehouse, newest first, for administrators (item 1). */
export function DataLoadsPage() {
  const { t } = useTranslation();
  const { lang } = useSnapshot(globalStore);
  const [rows, setRows] = useState<LoadEntry[]>([]);
  const [total, setTotal] = useState(0);
  const [dataTo, setDataTo] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [asked, setAsked] = useState(0);
  const desktop = useDesktop();
  const withClickHouse = rows.some((r) => r.clickhouse);
  const columns = useMemo(() => loadColumns(t, lang, desktop, withClickHouse), [t, lang, desktop, withClickHouse]);

  useEffect(() => {
    let live = true;
    setLoading(true);
    maintenanceApi.loads().then((e) => {
      if (!live) return;
      if (e.status === 1) { setRows(e.result.res); setTotal(e.result.total); setDataTo(e.result.dataTo); }
      else showDialog('error', e.result.message ?? t('maintenance.failed'));
    }, handleError).finally(() => { if (live) setLoading(false); });
    return () => { live = false; };
  }, [asked, t]);

  return (
    <div className="mnt-page" data-maintenance="loads">
      <section className="card mnt-loads-head">
        <p className="mnt-loads-summary">
          {dataTo && <span>{t('shell.dataTo', { time: dataTo })}</span>}
          {!loading && <span>{t('maintenance.loads.count', { count: total })}</span>}
        </p>
        <button type="button" className="btn btn-sm" onClick={() => setAsked((n) => n + 1)} disabled={loading}>{t('maintenance.loads.refresh')}</button>
      </section>
      {!loading && total === 0 ? (
        <p className="mnt-note muted" role="status">{t('maintenance.loads.none')}</p>
      ) : (
        <section className="card mnt-table">
          <MaintenanceGrid<LoadEntry> label={t('maintenance.loads.title')} rows={rows} columns={columns} loading={loading}
            rowId={(r) => r.id} onSort={() => undefined} />
        </section>
      )}
    </div>
  );
}
