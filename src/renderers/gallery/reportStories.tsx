import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { waitFor } from 'storybook/test';
import type { ReportView } from '../../engine/report/reportView';
import SideDrawer from '../../shell/drawer/SideDrawer';
import '../../shell/drawer/sideDrawer.css';
import { PageHeader } from '../../shell/header/PageHeader';
import { pageHeader } from '../../shell/header/pageHeader';
import { reportRoute } from '../../shell/routes/routeTable';
import type { ShellRoute } from '../../shell/routes/shellRoute';
import { drillHref } from '../drill/drillUrl';
import ReportPage from '../ReportPage';
import { preloadChart, preloadGrid } from '../blockCode';
import { lazyFilterForm } from '../filters/lazyFilterForm';
import session from 'virtual:gallery-session';
import type { RecordedReport } from './recordedReports';
import { RecordsFrame } from './RecordsFrame';

/**
 * The report gallery: one story per report definition, built by the Storybook indexer of
 * .storybook/reportGallery.ts. Each `reports/<area>/<id>.report.ts` is loaded in Storybook as a
 * CSF module that calls these functions, so a new report gets its story with no file of its own.
 * The stories render the generic page (filters, KPI tiles, chart, grid, sections) from the result
 * recorded by `npm run record-stories`, opened with the recorded subject (drill link filters). The
 * module imports its report's recording alone (the session, from every recording, is computed when
 * the gallery is built), so a story loads its own data, not the gallery's.
 */

/** The page a report story opens: the report's route, with the recorded subject as drill filters. */
function storyRoute(record: RecordedReport | undefined): string {
  if (!record) return '/';
  return record.filters ? drillHref(record.view.route.path, record.filters) : record.view.route.path;
}

/** The report's route in the shell, as /api/report/list would list it. */
function routeOf(view: ReportView): ShellRoute {
  return reportRoute({
    id: view.id, path: view.route.path, menuGroup: view.route.menuGroup, category: view.route.category, itemIdx: view.route.itemIdx,
    reportIdx: view.route.reportIdx, order: view.route.order, titleKey: view.titleKey, singleSite: Boolean(view.route.singleSite), widget: view.widget,
  });
}

/** The page as the shell shows it: its header (title, menu group, breadcrumbs), then the report. */
function GalleryPage({ view }: { view: ReportView }) {
  const route = routeOf(view);
  const header = pageHeader([route], route.path);
  return (
    <>
      {header && <PageHeader model={header} />}
      <ReportPage reportId={view.id} />
    </>
  );
}

/** A report added as a definition but not recorded yet: says what to run (and fails the story test). */
function NotRecorded({ reportId }: { reportId: string }) {
  const { t } = useTranslation();
  return (
    <div className="report card report-view-error" role="alert" style={{ margin: 24, padding: 24 }}>
      <h2>{t(`reports.${reportId}.title`)}</h2>
      <p>No recorded result for report &apos;{reportId}&apos;: run <code>npm run record-stories</code>.</p>
    </div>
  );
}

/** A report that asks before each search (member search) is searched and confirmed, as an operator would. */
async function searchAndConfirm({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  const submit = await waitFor(() => {
    const button = canvasElement.querySelector<HTMLButtonElement>('.report-filters button[type="submit"], form button[type="submit"]');
    if (!button || button.disabled) throw new Error('the search button is not ready');
    return button;
  }, { timeout: 10_000 });
  submit.click();
  const confirm = await waitFor(() => {
    const button = document.querySelector<HTMLButtonElement>('.report-confirm .btn-primary');
    if (!button) throw new Error('no confirmation asked');
    return button;
  });
  confirm.click();
}

export function reportMeta(area: string): Meta {
  return { title: `Reports/${area}`, parameters: { layout: 'fullscreen' } };
}

/**
 * Starts fetching the code the story's page will draw with (the filter form, the grid, the chart and
 * its type, as the recorded view has them) as the story is prepared, beside React's first render of
 * the page, instead of once each block mounts: opened by its link, a story fetched them about half a
 * second after its page began to render. Nothing is awaited (loaders' values are not used).
 */
function preloadBlocks(record: RecordedReport | undefined): Record<string, never> {
  if (record) {
    lazyFilterForm.preload().catch(() => undefined);
    preloadGrid();
    if (record.view.chart) preloadChart(record.view.chart.type);
  }
  return {};
}

/** The report's page as an operator opens it from the menu (`record`: its recording, none before `npm run record-stories`). */
export function reportStory(reportId: string, storyId: string, record?: RecordedReport): StoryObj {
  return {
    name: reportId,
    tags: ['report-gallery'],
    parameters: { __id: storyId, route: storyRoute(record) },
    loaders: [() => preloadBlocks(record)],
    render: () => (record
      ? <RecordsFrame records={{ [reportId]: record }} session={session}><GalleryPage view={record.view} /></RecordsFrame>
      : <NotRecorded reportId={reportId} />),
    ...(record?.view.confirm ? { play: searchAndConfirm } : {}),
  };
}

/** The report opened as a widget in the right side drawer, run with the recorded subject. */
export function widgetStory(reportId: string, storyId: string, record?: RecordedReport): StoryObj {
  return {
    name: `${reportId} (side drawer widget)`,
    tags: ['report-gallery', 'report-widget'],
    parameters: { __id: storyId, route: '/' },
    render: () => {
      if (!record) return <NotRecorded reportId={reportId} />;
      return (
        <RecordsFrame records={{ [reportId]: record }} session={session}>
          <SideDrawer route={routeOf(record.view)} reportId={reportId} params={record.filters ?? {}} openings={1} onClose={() => undefined} />
        </RecordsFrame>
      );
    },
  };
}
