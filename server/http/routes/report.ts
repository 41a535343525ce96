import { reportEntry, reportView } from '../../../src/engine/report/reportView';
import { isPermitted } from '../../../src/engine/menu';
import { requestSchema } from '../../../src/engine/request/requestSchema';
import type { ReportRequest } from '../../../src/engine/request/types';
import type { ReportDefinition } from '../../../src/engine/definition/report';
import { CompileError } from '../../compiler/errors';
import { CSV_CONTENT_TYPE, streamReportCsv } from '../../reports/exportCsv';
import { streamReportXlsx, type ExportOptions } from '../../reports/exportXlsx';
import { rowScope } from '../../reports/rowScope';
import { dashboardProfiles, warmDashboards } from '../../reports/warmDashboards';
import { ApiError } from '../apiError';
import type { BackgroundTask } from '../backgroundTasks';
import { binaryReply, defineRoute, jsonResult, XLSX_CONTENT_TYPE, type AppServices, type RouteParams } from '../defineRoute';

const empty = { type: 'object', additionalProperties: false, properties: {} };
const locate = { type: 'object', additionalProperties: false, required: ['path'], properties: { path: { type: 'string', maxLength: 300 } } };

/** The report engine's API: the menu's list, a report's view, its data and its xlsx and CSV exports (`exportOptions`: tests cut list exports in small chunks). */
export default async function reportRoutes(services: AppServices, exportOptions: ExportOptions = {}) {
  if (services.answers && services.warmDashboards) {
    const warm: BackgroundTask = async (signal, log) => {
      const { served, leave } = services.live.enter();
      try {
        const profiles = await dashboardProfiles(services.store, served.lists.sites);
        const warmed = await warmDashboards(served.reports, profiles, services.now, signal);
        log.info({ warmed: { load: served.generation, profiles: profiles.length, ...warmed, ms: Math.round(warmed.ms) } }, 'dashboard answers warmed');
      } finally {
        leave();
      }
    };
    // at start, and again for each new load served (its answers start empty)
    services.background(warm);
    services.live.listen(() => services.background(warm));
  }
  // the definitions are the registry's, whichever load is served
  const reportOf = (params: RouteParams): ReportDefinition => {
    const report = services.reports.registry.reports.get(params.id);
    if (!report) throw new ApiError(9404, `unknown report '${params.id}'`);
    return report;
  };
  const permission = ({ params }: { params: RouteParams }) => reportOf(params).route;
  const run = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof CompileError) throw new ApiError(e.status, e.message);
      throw e;
    }
  };

  return [
    defineRoute<Record<string, never>>({
      path: '/report/list', auth: 'session', reqData: empty,
      handler: async ({ operator }) => ({
        res: [...services.reports.registry.reports.values()].filter((r) => isPermitted(r.route, operator.permitted)).map(reportEntry),
      }),
    }),
    // A path the menu does not have: the report behind it if the operator may open it, 8046 (the 403
    // page) if not, null when no report has that path (the 404 page).
    defineRoute<{ path: string }>({
      path: '/report/locate', auth: 'session', reqData: locate,
      handler: async ({ reqData, operator, audit }) => {
        const report = [...services.reports.registry.reports.values()].find((r) => r.route.path === reqData.path);
        if (!report) return { res: null };
        if (!isPermitted(report.route, operator.permitted)) {
          await audit('permission.denied', { target: reqData.path, after: { reportIdx: report.route.reportIdx } });
          throw new ApiError(8046, 'Privilege not enough');
        }
        return { res: { id: report.id } };
      },
    }),
    defineRoute<Record<string, never>>({
      path: '/report/:id/view', auth: 'session', permission, reqData: empty,
      handler: async ({ params, reports }) => ({ res: reportView(reportOf(params), reports.registry) }),
    }),
    defineRoute<ReportRequest>({
      path: '/report/:id', auth: 'session', permission, reqData: (params) => requestSchema(reportOf(params)),
      handler: async ({ params, reqData, operator, now, reports }) => jsonResult(await run(() => reports.answer(reportOf(params), reqData, rowScope(operator), now()))),
    }),
    ...(['xlsx', 'csv'] as const).map((format) => defineRoute<ReportRequest>({
      // the xlsx keeps its path; the CSV is the same export, written as text
      path: format === 'xlsx' ? '/report/:id/export' : '/report/:id/export/csv', auth: 'session', permission, reqData: (params) => requestSchema(reportOf(params)),
      handler: async ({ params, reqData, operator, now, audit, reports }) => {
        const report = reportOf(params);
        if (report.export === false) throw new ApiError(8046, 'Privilege not enough');
        const stream = format === 'xlsx' ? streamReportXlsx : streamReportCsv;
        const file = await run(() => stream(reports, report, reqData, rowScope(operator), now(), exportOptions));
        return binaryReply({
          body: file.stream, contentType: format === 'xlsx' ? XLSX_CONTENT_TYPE : CSV_CONTENT_TYPE,
          // a section's own table is named by it beside its report's: member_cvt-cohorts-<day>
          fileName: `${[report.id, reqData.section].filter(Boolean).join('-')}-${new Date(now()).toISOString().slice(0, 10)}.${format}`,
          // audited once the download is over, with the rows it carried: all of them, or those written before it was cut
          onEnd: ({ complete }) => audit('report.export', {
            // a section's own table names its section
            target: report.id, after: { format, ...(reqData.section ? { section: reqData.section } : {}), filters: reqData.filters ?? {}, rows: complete ? file.rows : file.sent(), total: file.rows, complete },
          }),
        });
      },
    })),
  ];
}
