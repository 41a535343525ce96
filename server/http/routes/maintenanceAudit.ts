import { translator } from '../../i18n/translate';
import { auditPage, type AuditFilters, type AuditPageQuery } from '../../appstore/auditPage';
import { auditExportNames, streamAuditXlsx } from '../../maintenance/auditXlsx';
import { AUDIT_LOG } from '../../maintenance/rights';
import * as S from '../../maintenance/schemas';
import { binaryReply, defineRoute, XLSX_CONTENT_TYPE } from '../defineRoute';

/** The audit log for administrators (item 1): filtered server pages and an xlsx export. */
export default [
  defineRoute<AuditPageQuery>({
    path: '/maintenance/audit/list', auth: 'session', permission: AUDIT_LOG, reqData: S.AUDIT_LIST,
    async handler(ctx) {
      const { rows, total } = await auditPage(ctx.store, ctx.reqData);
      return { res: rows, total };
    },
  }),
  defineRoute<AuditFilters & { lang?: 'en' | 'tw' }>({
    path: '/maintenance/audit/export', auth: 'session', permission: AUDIT_LOG, reqData: S.AUDIT_EXPORT,
    async handler(ctx) {
      const { lang = 'en', ...filters } = ctx.reqData;
      const file = streamAuditXlsx(ctx.store, filters, lang, await auditExportNames(ctx.store, ctx.reports.registry, ctx.lists, translator(lang)));
      return binaryReply({
        body: file.stream, contentType: XLSX_CONTENT_TYPE,
        fileName: `audit-log-${new Date(ctx.now()).toISOString().slice(0, 10)}.xlsx`,
        // audited once the download is over: the entries written, and whether it reached the client whole
        onEnd: ({ complete }) => ctx.audit('audit.export', { target: 'audit_log', after: { filters, rows: file.written(), complete } }),
      });
    },
  }),
];
