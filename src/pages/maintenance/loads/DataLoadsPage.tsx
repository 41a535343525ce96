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
import type { LoadEntry, RunningLoad } from '../shared/maintenanceTypes';
import { loadColumns, problemLines, utcTime } from './loadColumns';
import { showFailure } from '../shared/runChange';

/** A path as one word of a shell command: quoted where it holds anything but plain characters. */
const shellWord = (path: string) => (/^[\w./-]+$/.test(path) ? path : `'${path.replaceAll("'", "'\\''")}'`);

/** /maintenance/loads: every load of an operator's data into the warehouse, newest first, for administrators (item 1). */
export function DataLoadsPage() {
  const { t } = useTranslation();
  const { lang } = useSnapshot(globalStore);
  const [rows, setRows] = useState<LoadEntry[]>([]);
  const [total, setTotal] = useState(0);
  const [dataTo, setDataTo] = useState<string | null>(null);
  const [dataDir, setDataDir] = useState<string | undefined>();
  const [running, setRunning] = useState<RunningLoad | undefined>();
  const [loading, setLoading] = useState(true);
  // the load chosen in the grid: its problems or error read whole below it (a cell shows the first; a phone has no hover)
  const [chosen, setChosen] = useState<LoadEntry | null>(null);
  const [asked, setAsked] = useState(0);
  // asked again while a load runs: no loading overlay for it
  const quiet = useRef(false);
  const desktop = useDesktop();
  const withClickHouse = rows.some((r) => r.clickhouse);
  const columns = useMemo(() => loadColumns(t, lang, desktop, withClickHouse), [t, lang, desktop, withClickHouse]);

  useEffect(() => {
    let live = true;
    if (!quiet.current) setLoading(true);
    quiet.current = false;
    maintenanceApi.loads().then((e) => {
      if (!live) return;
      if (e.status === 1) {
        setRows(e.result.res); setTotal(e.result.total); setDataTo(e.result.dataTo); setDataDir(e.result.dataDir); setRunning(e.result.running);
      }
      else showDialog('error', failureText(t, e as Envelope<unknown>));
    }, showFailure).finally(() => { if (live) setLoading(false); });
    return () => { live = false; };
  }, [asked, t]);

  // a load under way: asked again every few seconds, so it is listed when it ends
  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(() => { quiet.current = true; setAsked((n) => n + 1); }, 5000);
    return () => clearTimeout(timer);
  }, [running]);

  return (
    <div className="mnt-page" data-maintenance="loads">
      <section className="card mnt-loads-head">
        <p className="mnt-loads-summary">
          {dataTo && <span>{t('shell.dataTo', { time: dataTo })}</span>}
          {!loading && <span>{t('maintenance.loads.count', { count: total })}</span>}
          {running && <span className="mnt-loads-running" role="status">{t('maintenance.loads.running', { time: utcTime(running.since) })}</span>}
        </p>
        <button type="button" className="btn btn-sm" onClick={() => setAsked((n) => n + 1)} disabled={loading}>{t('maintenance.loads.refresh')}</button>
      </section>
      {!loading && total === 0 ? (
        <div className="mnt-note muted mnt-loads-none" role="status">
          <p>{t('maintenance.loads.none')}</p>
          <p>{t('maintenance.loads.howTo')}</p>
          <p><code>{`${dataDir ? `DATA_DIR=${shellWord(dataDir)} ` : ''}npm run load -- --from <${t('maintenance.loads.folder')}>`}</code></p>
          <p>{t('maintenance.loads.afterLoad')}</p>
        </div>
      ) : (
        <section className="card mnt-table">
          <MaintenanceGrid<LoadEntry> label={t('maintenance.loads.title')} rows={rows} columns={columns} loading={loading}
            rowId={(r) => r.id} onSort={() => undefined} onSelect={setChosen} />
        </section>
      )}
      {total > 0 && <LoadDetail entry={chosen} />}
    </div>
  );
}

/** The chosen load's problems or error, every line of them; a hint to choose one where none is. */
function LoadDetail({ entry }: { entry: LoadEntry | null }) {
  const { t } = useTranslation();
  const lines = entry ? (entry.error ? [entry.error] : problemLines(t, entry)) : [];
  return (
    <section className="card mnt-load-detail" aria-live="polite">
      {!entry ? <p className="muted">{t('maintenance.loads.choose')}</p>
        : lines.length === 0 ? <p className="muted">{t('maintenance.loads.noProblems', { time: utcTime(entry.startedAt) })}</p>
        : (
          <>
            <h3>{t('maintenance.loads.problemsOf', { time: utcTime(entry.startedAt), count: entry.problems?.count ?? lines.length })}</h3>
            <ol>{lines.map((line, i) => <li key={i}>{line}</li>)}</ol>
            {(entry.problems?.count ?? 0) > lines.length && <p className="muted">{t('maintenance.loads.andMore', { count: entry.problems!.count - lines.length })}</p>}
          </>
        )}
    </section>
  );
}
