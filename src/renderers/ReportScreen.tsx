import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportView } from '../engine/report/reportView';
import { pivotView } from '../engine/report/pivot';
import { chartsOf } from './chart/chartsOf';
import { timedView } from '../engine/report/timeGrain';
import { groupedView } from '../engine/report/groupBy';
import type { GridLayout } from '../engine/view/gridLayout';
import type { ViewNote } from '../engine/view/viewUrl';
import { ExportButton } from './export/ExportButton';
import { loadReportChart, loadReportGrid, preloadChart } from './blockCode';
import { lazyFilterForm } from './filters/lazyFilterForm';
import { useDesktop } from './hooks/useDesktop';
import { useReportScreen } from './hooks/useReportScreen';
import { useSessionLists } from './filters/useSessionLists';
import { ReportMeta } from './ReportMeta';
import { KpiTiles } from './tiles/KpiTiles';
import type { FilterValues } from '../engine/request/cleanFilters';
import { CapWarning } from './search/CapWarning';
import { RecordCard } from './search/RecordCard';
import { ReportSections } from './search/ReportSections';
import { canRunAtOnce } from './search/searchGuard';
import { useSearchGuard } from './search/useSearchGuard';
import type { GridSort } from '../engine/request/buildRequest';
import type { ScreenView } from './view/urlViewOf';
import { ViewNotes } from './view/ViewNotes';
import { NearViewport } from './states/NearViewport';
import { BlockBoundary } from './states/BlockBoundary';
import { ChartPending, GridPending, KpiTilesPending } from './states/PendingBlocks';
import { pendingGridRows } from './states/pendingLayout';
import { lazyTileTable, tileTableFits } from './grid/tileTableFits';
import './renderers.css';
import './search/search.css';

// rjsf, AG Grid and ApexCharts load as their own chunks with the report route (PERFORMANCE.md).
const FilterForm = lazyFilterForm.Component;
const ReportGrid = lazy(loadReportGrid);
const ReportChart = lazy(loadReportChart);
const TileTable = lazyTileTable.Component;

export interface ReportScreenProps {
  view: ReportView;
  /** Opening filter values (drill link, widget params). */
  carried: FilterValues;
  runAtOnce: boolean;
  /** The side drawer's compact variant: no filter form, smaller chart. */
  compact?: boolean;
  /** A dashboard tile: a grid whose rows came with the first answer is a plain table (grid/TileTable.tsx) when they fit one page, else loads AG Grid only once it enters the window. */
  deferGrid?: boolean;
  /** The report page: the view its URL opened with (sort, page, page size; notes on what was not taken). */
  opening?: { sort: GridSort[]; page: number; size?: number; notes: ViewNote[]; present: boolean };
  /** The report page: the view changed (`push` for a search, which is a step of Back/Forward). */
  onViewChange?: (state: ScreenView, push: boolean) => void;
  /** The report page: the saved views menu, beside Search. */
  viewsMenu?: ReactNode;
  /** The report page: the saved view it opened (its name, and what was dropped since saving). */
  savedOpening?: { name: string; notes: ViewNote[] } | null;
  /** The grid's layout, and the column chooser's changes (null: back to the report's). */
  layout?: GridLayout;
  onLayout?: (layout: GridLayout | null) => void;
}

/** Any report: filters, chart, grid and export, all from its view. */
export function ReportScreen({ view, carried, runAtOnce, compact, deferGrid, opening, onViewChange, viewsMenu, savedOpening, layout, onLayout }: ReportScreenProps) {
  const { t } = useTranslation();
  const desktop = useDesktop();
  const runsNow = runAtOnce && canRunAtOnce(view, carried);
  const s = useReportScreen(view, carried, runsNow, opening, onViewChange);
  const guard = useSearchGuard(view, s.run);
  const state = s.search.state;
  const first = state.status === 'idle' ? null : state.first;
  const capped = first?.meta.capped;
  // a pivot's columns are its answer's values: the grid's view laid out for it (the column chooser keeps to the definition's columns, so it is not offered)
  // a grouped answer's `group_value` named as its dimension's codes are (a game kind in the reader's language)
  const shown = useMemo(() => timedView(groupedView(view, first?.meta.groupBy), first?.meta.time), [view, first?.meta.groupBy, first?.meta.time]);
  const gridView = useMemo(() => pivotView(shown, first?.pivot), [shown, first?.pivot]);
  const pivoted = gridView !== shown;
  // Until the first answer, the tiles, chart and grid it will draw keep their room (no layout shift).
  const pending = !first && (state.status === 'loading' || (state.status === 'idle' && runsNow));
  // a new search under way over the last answer: its period, tiles and charts are faded and a bar runs above them until it comes
  const reloading = state.status === 'loading' && first !== null && state.fresh === true;
  const chartHeight = compact ? 240 : 320;
  // the side drawer shows no filter form: a single-site report says there which site its figures are of (a section's
  // screen is under its report's form, which says it)
  const lists = useSessionLists();
  const siteKey = compact && !view.section ? view.filters.find((f) => f.widget === 'site')?.key : undefined;
  const siteId = siteKey ? s.applied?.[siteKey] : undefined;
  const site = siteId === undefined || siteId === null ? undefined : lists.sites.find((x) => x.site_id === Number(siteId))?.site_name ?? String(siteId);
  const gridPending = <GridPending rows={pendingGridRows(view, s.pageSize)} />;
  // a dashboard tile of a local report fetches the tile table's code beside its answer
  const tileTable = deferGrid && view.paging.mode === 'local';
  useEffect(() => { if (tileTable) lazyTileTable.preload().catch(() => undefined); }, [tileTable]);
  // the chart's code (and its type's) fetched beside the answer it will draw
  const chartType = view.chart?.type;
  useEffect(() => { if (chartType) preloadChart(chartType); }, [chartType]);
  return (
    <div className={['report', compact && 'report-compact', reloading && 'report-reloading'].filter(Boolean).join(' ')} data-report-id={view.id} aria-busy={reloading || undefined}>
      {reloading && <div className="report-progress" role="progressbar" aria-label={t('common.loading')} />}
      <div className="report-head">
        {compact ? <h2 className="report-title">{t(view.titleKey)}</h2> : null}
        {!view.section && <p className="report-description">{t(view.descriptionKey)}</p>}
        {!compact && view.filters.length === 0 && viewsMenu}
        {/* a section of the page exports its own table, as the report's buttons export the report's (the side drawer exports nothing) */}
        {(!compact || view.section) && view.export && <ExportButton reportId={view.id} request={s.exportRequest} ready={s.applied !== null}
          section={view.section ? { id: view.section, title: t(view.titleKey) } : undefined} />}
      </div>
      {!compact && view.filters.length > 0 && (
        <Suspense fallback={<div className="report-filters card skeleton" style={{ height: 120 }} />}>
          <FilterForm view={view} value={s.form} onChange={s.setForm} onSearch={guard.onSearch} onReset={s.reset} busy={s.search.state.status === 'loading'} extra={viewsMenu} />
        </Suspense>
      )}
      {guard.error && <p className="report-guard" role="alert">{guard.error}</p>}
      {guard.dialog}
      <ReportMeta result={first} ctx={s.ctx} pending={pending ? view : undefined} money={view.columns.some((c) => c.money)} site={site} />
      {opening && <ViewNotes notes={s.fromLink ? opening.notes : []} linkPreset={s.fromLink ? s.linkPreset : null} range={first?.meta.range ?? null}
        saved={s.fromLink ? savedOpening : null} filters={view.filters} />}
      {capped && <CapWarning messageKey={view.list?.capMessageKey} capped={capped} />}
      {first && first.total > 0 ? <KpiTiles view={view} totals={first.totals} ctx={s.ctx} /> : pending && <KpiTilesPending view={view} />}
      {view.chart && first?.chart && first.total > 0 ? (
        <BlockBoundary block="chart">
          <Suspense fallback={<ChartPending height={chartHeight} />}>
            {chartsOf(view.chart, first.chart).map((data) => (
              <ReportChart key={data.series[0]?.field ?? 'chart'} def={view.chart!} data={data} view={shown} marks={first.meta.marks} ctx={s.ctx} height={chartHeight} />
            ))}
          </Suspense>
        </BlockBoundary>
      ) : view.chart && pending && <ChartPending height={chartHeight} />}
      {view.layout === 'record' ? <RecordCard view={view} ctx={s.ctx} state={s.search.state} onRetry={s.retry} />
        // a dashboard tile whose rows come with the answer waits for it (its room kept), then draws a
        // handful of them as a plain table: no AG Grid to load for them
        : deferGrid && view.paging.mode === 'local' && pending ? gridPending
        : deferGrid && tileTableFits(view, state, s.search.rows) ? (
          <Suspense fallback={gridPending}>
            <TileTable view={gridView} ctx={s.ctx} state={state} rows={s.search.rows} onSort={s.onSort} onRetry={s.retry} drill={s.drill} desktop={desktop && !compact} />
          </Suspense>
        ) : (
        // a server-paged grid asks for its own pages, so it always mounts at once
        <NearViewport placeholder={gridPending} margin="0px" disabled={!deferGrid || view.paging.mode !== 'local'}>
          <BlockBoundary block="grid">
            <Suspense fallback={gridPending}>
              <ReportGrid view={gridView} ctx={s.ctx} state={s.search.state} rows={s.search.rows} datasource={s.search.datasource}
                pageSize={s.pageSize} onPageSize={s.setPageSize} onSort={s.onSort} initialSort={opening?.sort} initialPage={opening?.page} onPage={s.onPage} onRetry={s.retry} drill={s.drill} desktop={desktop && !compact}
                wideNames={desktop && Boolean(view.section)}
                layout={pivoted ? undefined : layout} onLayout={compact || pivoted ? undefined : onLayout} />
            </Suspense>
          </BlockBoundary>
        </NearViewport>
      )}
      {/* a record's sections are of the member it found: none without one */}
      {!compact && view.sections.length > 0 && s.applied && first && (view.layout !== 'record' || first.total > 0) && <ReportSections views={view.sections} filters={s.applied} Screen={ReportScreen} />}
    </div>
  );
}
