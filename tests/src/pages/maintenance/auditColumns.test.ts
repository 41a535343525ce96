import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ValueGetterParams, ITooltipParams } from 'ag-grid-community';
import { i18n } from '../../../../src/i18n/i18n';
import { auditColumns } from '../../../../src/pages/maintenance/audit/auditColumns';
import { AUDIT_ACTIONS, auditActionKey, auditActionText, auditActorText, auditTargetQuery, auditTargetText } from '../../../../src/engine/audit/auditText';
import { auditSnapshotText } from '../../../../src/engine/audit/auditSnapshot';
import type { AuditEntry } from '../../../../src/pages/maintenance/shared/maintenanceTypes';

const en = i18n.getFixedT('en');
const tw = i18n.getFixedT('tw');
const SERVER = join(__dirname, '../../../../server');

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? serverFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

/** The object written after `from` (at its '{'), whole: nested braces and parentheses included. */
function literalAt(text: string, from: number): string {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    if ('{('.includes(text[i]!)) depth++;
    else if ('})'.includes(text[i]!) && --depth === 0) return text.slice(from + 1, i);
  }
  return '';
}

/**
 * Every key the server writes at the top of an entry's before or after, read from its source:
 * `audit('…', { after: { rows, total: n } })` and writeAudit's, by name or shorthand (a snapshot built
 * elsewhere, as operator maintenance's, is named by the tests of its screen).
 */
function recordedKeys(): string[] {
  const keys = new Set<string>();
  for (const file of serverFiles(SERVER)) {
    const text = readFileSync(file, 'utf8');
    for (const call of text.matchAll(/\b(?:audit|writeAudit)\(/g)) {
      const args = literalAt(text, call.index! + call[0].length - 1);
      for (const side of args.matchAll(/\b(?:before|after): \{/g)) {
        const body = literalAt(args, side.index! + side[0].length - 1);
        // the top level of the object: its parts between commas outside nested braces and parentheses
        let depth = 0;
        const parts = [''];
        for (const c of body) {
          if ('{(['.includes(c)) depth++;
          if ('})]'.includes(c)) depth--;
          if (c === ',' && depth === 0) parts.push(''); else parts[parts.length - 1] += c;
        }
        for (const part of parts) { const key = /^\s*(\w+)\s*(?::|$)/.exec(part)?.[1]; if (key) keys.add(key); }
      }
    }
  }
  return [...keys].sort();
}

/** Every action code the server writes into the audit log, read from its source. */
function recordedActions(): Set<string> {
  const found = new Set<string>();
  const code = /'([a-z_]+(?:\.[a-z_]+)+|logout)'/g;
  for (const file of serverFiles(SERVER)) {
    const text = readFileSync(file, 'utf8');
    for (const line of text.split('\n')) {
      // ctx.audit('x.y', …), writeAudit(…, { action: 'x.y' }), auditAction: 'x.y', auditedRefusals(ctx, target, 'x.y', …)
      if (!/audit\(|action: '|auditAction: |auditedRefusals\(/.test(line)) continue;
      for (const m of line.matchAll(code)) found.add(m[1]!);
    }
  }
  // the loads log's results (server/http/loadAudit.ts) and the refused sessions (server/http/mountRoute.ts)
  for (const m of readFileSync(join(SERVER, 'http/loadAudit.ts'), 'utf8').matchAll(/: '(data\.load[a-z.]*)'/g)) found.add(m[1]!);
  const refusals = /export type SessionRefusal = ([^;]+);/.exec(readFileSync(join(SERVER, 'auth/sessions.ts'), 'utf8'))![1]!;
  for (const m of refusals.matchAll(/'([a-z]+)'/g)) if (m[1] !== 'missing') found.add(`session.${m[1]}`);
  return found;
}

const entry = (more: Partial<AuditEntry>): AuditEntry => ({ auditID: 1, at: '2026-11-30 16:42:35', actorAC: null, action: 'login.success', target: null, before: null, after: null, clientAddr: '127.0.0.1', ...more });

describe('the audit log’s actions', () => {
  it('names every action the server records, in both languages', () => {
    const recorded = recordedActions();
    // the scan finds the actions of every kind
    for (const a of ['login.success', 'view.update', 'operator.pin', 'operator.reset_password', 'operator.unlock', 'group.delete', 'maintenance.refused', 'data.load.refused', 'session.idle', 'otp.activate']) {
      expect(recorded, a).toContain(a);
    }
    for (const action of recorded) expect(AUDIT_ACTIONS, action).toContain(action);
    for (const action of AUDIT_ACTIONS) {
      expect(i18n.exists(auditActionKey(action), { lng: 'en' }), action).toBe(true);
      expect(i18n.exists(auditActionKey(action), { lng: 'tw' }), action).toBe(true);
      expect(auditActionText(tw, action), action).toMatch(/[\u4e00-\u9fff]/);
      expect(auditActionText(en, action), action).not.toBe(action);
    }
    expect(auditActionText(en, 'login.success')).toBe('Logged in');
    expect(auditActionText(tw, 'view.update')).toBe('變更已存檢視');
    // an action of no known name: its code
    expect(auditActionText(tw, 'something.new')).toBe('something.new');
  });
});

describe('the audit log’s targets and operators', () => {
  it('reads targets as words in both languages', () => {
    expect(auditTargetText(en, entry({ target: 'account:admin' }))).toBe('Account admin');
    expect(auditTargetText(tw, entry({ target: 'account:admin' }))).toBe('帳號 admin');
    expect(auditTargetText(en, entry({ action: 'view.update', target: 'view:1' }))).toBe('Saved view 1');
    expect(auditTargetText(tw, entry({ action: 'view.update', target: 'view:1' }))).toBe('已存檢視 1');
    expect(auditTargetText(en, entry({ action: 'operator.pin', target: 'operator:2' }))).toBe('Operator 2');
    expect(auditTargetText(tw, entry({ action: 'group.update', target: 'group:3' }))).toBe('群組 3');
    expect(auditTargetText(en, entry({ action: 'audit.export', target: 'audit_log' }))).toBe('Audit log');
    expect(auditTargetText(en, entry({ action: 'data.load', target: '2026-11-28T06:00:00.000Z#4371' }))).toBe('Load of 2026-11-28 06:00:00 (UTC)');
    // a report by its title
    const report = auditTargetText(en, entry({ action: 'report.export', target: 'agent_compare' }));
    expect(report).toBe('Report Agent comparison');
    expect(auditTargetText(tw, entry({ action: 'permission.denied', target: 'report:agent_compare' }))).toBe('報表 代理比較');
    // a report in a second place of the menu, by the title the menu gives it
    expect(auditTargetText(en, entry({ action: 'report.export', target: 'house_site_trend' }), { titleKeys: { house_site_trend: 'reports.site_trend.title' } })).toBe('Report Site trend');
    expect(auditTargetText(en, entry({ action: 'report.export', target: 'house_site_trend' }))).toBe('Report house_site_trend');
    // a request path stays as it is
    expect(auditTargetText(en, entry({ action: 'permission.denied', target: '/api/maintenance/operator/list' }))).toBe('/api/maintenance/operator/list');
  });

  it('names the operator of a login, which is recorded before the session exists', () => {
    expect(auditActorText(entry({ target: 'account:admin' }))).toBe('admin');
    expect(auditActorText(entry({ action: 'view.create', actorAC: 'provider', target: 'view:1' }))).toBe('provider');
    // a failed login names an account no one proved to be
    expect(auditActorText(entry({ action: 'login.failure', target: 'account:admin' }))).toBe('');
  });

  it('shows the grid cells in words, with the whole snapshot and the code as tooltips', () => {
    const cols = new Map(auditColumns(tw, true).map((c) => [c.colId, c]));
    const row = entry({ action: 'view.update', actorAC: 'provider', target: 'view:1', before: { viewID: 1, reportId: 'site_trend', name: 'x'.repeat(200) } });
    const value = (id: string) => (cols.get(id)!.valueGetter as (p: Partial<ValueGetterParams<AuditEntry>>) => string)({ data: row });
    const tip = (id: string) => (cols.get(id)!.tooltipValueGetter as (p: Partial<ITooltipParams<AuditEntry>>) => string)({ data: row });
    expect(value('action')).toBe('變更已存檢視');
    expect(value('target')).toBe('已存檢視 1');
    expect(value('actorAC')).toBe('provider');
    expect(tip('action')).toBe('view.update');
    expect(tip('before')).toContain('x'.repeat(200));
    // in words, one key a line, then as stored
    expect(tip('before').split('\n\n')[0]).toBe(`檢視: 1\n報表: 站台趨勢\n名稱: ${'x'.repeat(200)}`);
    expect(JSON.parse(tip('before').slice(tip('before').lastIndexOf('\n\n') + 2))).toEqual(row.before);
    // the cell in words: each key by its name, lists with commas, yes or no
    expect(value('before')).toBe(`檢視: 1 · 報表: 站台趨勢 · 名稱: ${'x'.repeat(200)}`);
    expect(auditSnapshotText(en, { operatorName: 'Audited', locked: false, items: [70000, 91000], odd: { a: 1 } })).toBe('Name: Audited · Locked: no · Permissions: 70000, 91000 · odd: a 1');
    // codes by their names: an operator's status, a report by its title
    expect(auditSnapshotText(en, { status: 'disabled', reportId: 'site_trend' })).toBe('Status: Disabled · Report: Site trend');
    expect(auditSnapshotText(tw, { status: 'active' })).toBe(`${tw('maintenance.audit.keys.status')}: ${tw('maintenance.status.active')}`);
    expect(tw('maintenance.status.active')).not.toBe('active');
    // a refused login's reason and status code, a load's days and rows
    expect(auditSnapshotText(en, { reason: 'locked', status: 8004 })).toBe('Reason: Locked · Status: Locked or disabled (8004)');
    expect(auditSnapshotText(en, { from: '/in', files: 4, rows: { fx_rate: 6576, dim_member: 72002 }, daysLoaded: { first: '2026-12-01', last: '2026-12-01' }, seconds: 0.4 }))
      .toBe('From: /in · Files: 4 · Rows: fx_rate 6576, dim_member 72002 · Days loaded: 2026-12-01 · Seconds: 0.4');
    expect(auditSnapshotText(tw, { daysLoaded: { first: '2026-11-29', last: '2026-12-01' } })).toBe('載入日期: 2026-11-29 – 2026-12-01');
    // a report's export: the rows it carried and the rows the report held (server/http/routes/report.ts)
    const exported = { format: 'xlsx', rows: 120, total: 360, complete: false };
    expect(auditSnapshotText(en, exported)).toBe('Format: xlsx · Rows: 120 · Rows in the report: 360 · Whole: no');
    expect(auditSnapshotText(tw, exported)).toBe('格式: xlsx · 列數: 120 · 報表總列數: 360 · 完整: 否');
  });

  it('draws a cell with the names at hand when it is drawn, not those of when its columns were made', () => {
    // the audit log's columns read its names through a getter: a report's view loaded after the columns were made still names its export's filters
    let names = {};
    const after = auditColumns(en, true, () => names).find((c) => c.colId === 'after')!;
    const row = entry({ action: 'report.export', target: 'member_cvt', after: { format: 'csv', section: 'cohorts', filters: {}, rows: 5, total: 5, complete: true } });
    const value = () => (after.valueGetter as (p: Partial<ValueGetterParams<AuditEntry>>) => string)({ data: row });
    expect(value()).toContain('Section: cohorts');
    names = { reports: { member_cvt: { filters: [], sections: { cohorts: 'reports.member_cvt.sections.cohorts' } } } };
    expect(value()).toContain(`Section: ${en('reports.member_cvt.sections.cohorts')} · Filters: the report's defaults`);
  });

  it('names every key the server records in an entry\'s before or after, in both languages', () => {
    const keys = recordedKeys();
    expect(keys).toEqual(expect.arrayContaining(['total', 'rows', 'right', 'reportIdx', 'daysLoaded']));
    for (const key of keys) {
      for (const t of [en, tw]) expect(t(`maintenance.audit.keys.${key}`, { defaultValue: '' }), key).not.toBe('');
    }
    // a function right refused, by its title as Group Maintenance shows it
    expect(auditSnapshotText(en, { right: 'ShareViews' })).toBe(`Right: ${en('views.rights.share')}`);
    expect(auditSnapshotText(tw, { right: 'ShareViews' })).toBe(`權限: ${tw('views.rights.share')}`);
  });

  it('names every reason the server gives a refused login, in both languages', () => {
    const reasons = new Set<string>();
    for (const file of serverFiles(SERVER)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/reason: '([a-z_]+)'|refuse\('([a-z_]+)'/g)) reasons.add(m[1] ?? m[2]);
    }
    expect(reasons.size).toBeGreaterThan(8);
    for (const r of reasons) {
      for (const t of [en, tw]) expect(t(`maintenance.audit.reasons.${r}`, { defaultValue: '' }), r).not.toBe('');
    }
  });
});

describe('the audit log’s target filter', () => {
  it('finds a target typed as the list shows it, in both languages, as the log stores it', () => {
    for (const tl of [en, tw]) {
      // what the list shows for a stored target, typed back into the filter
      for (const stored of ['account:admin', 'operator:9', 'group:3', 'view:12']) {
        expect(auditTargetQuery(tl, auditTargetText(tl, { action: 'operator.update', target: stored }))).toBe(stored);
      }
      for (const word of ['audit_log', 'passkey', 'quicklogin']) expect(auditTargetQuery(tl, auditTargetText(tl, { action: 'login.failure', target: word }))).toBe(word);
    }
    // a report by its title (stored as report:<id> or the bare id), a load by its start as shown
    const ids = ['site_trend', 'site_compare', 'member_top'];
    for (const tl of [en, tw]) {
      expect(auditTargetQuery(tl, auditTargetText(tl, { action: 'report.export', target: 'site_trend' }), ids)).toBe('site_trend');
      expect(auditTargetQuery(tl, auditTargetText(tl, { action: 'permission.denied', target: 'report:member_top' }), ids)).toBe('member_top');
      expect(auditTargetQuery(tl, auditTargetText(tl, { action: 'data.load', target: '2026-11-28T06:00:00.000Z#4371' }))).toBe('2026-11-28T06:00:00');
    }
    // any case, and the start of an id; a stored form or other text as it is
    expect(auditTargetQuery(en, 'account ad')).toBe('account:ad');
    expect(auditTargetQuery(en, 'operator:')).toBe('operator:');
    expect(auditTargetQuery(en, '/house')).toBe('/house');
  });
});
