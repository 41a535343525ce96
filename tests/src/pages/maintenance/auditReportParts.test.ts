import { describe, expect, it } from 'vitest';
import { reportsToLoad } from '../../../../src/pages/maintenance/audit/auditReportParts';

const exported = (target: string) => ({ action: 'report.export', target });

describe('the report views the audit log loads for a page of exports', () => {
  it('asks once for each report exported on the page that the operator may open, and for no other', () => {
    const rows = [exported('site_trend'), exported('member_cvt'), exported('site_trend'), { action: 'view.update', target: 'view:1' }, exported('game_stats')];
    expect(reportsToLoad(rows, ['site_trend', 'member_cvt'], new Set())).toEqual(['site_trend', 'member_cvt']);
    // one asked for already is not asked again; a page without exports asks for nothing
    expect(reportsToLoad(rows, ['site_trend', 'member_cvt'], new Set(['site_trend']))).toEqual(['member_cvt']);
    expect(reportsToLoad([{ action: 'login.success', target: 'account:admin' }], ['site_trend'], new Set())).toEqual([]);
  });
});
