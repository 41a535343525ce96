import type { ITooltipParams, ValueGetterParams } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../src/i18n/i18n';
import { auditTargetQuery, auditTargetText, type AuditNames } from '../../../../src/engine/audit/auditText';
import { auditSnapshotText } from '../../../../src/engine/audit/auditSnapshot';
import { auditColumns } from '../../../../src/pages/maintenance/audit/auditColumns';
import { auditNames } from '../../../../src/pages/maintenance/audit/auditNames';
import type { AuditEntry, PermissionBranch } from '../../../../src/pages/maintenance/shared/maintenanceTypes';

const en = i18n.getFixedT('en');
const tw = i18n.getFixedT('tw');

/** What the audit log screen loads: the menu's routes, the permission tree with the operating units, the groups that exist. */
const TREE: PermissionBranch[] = [
  { id: 'maintenance', itemIdx: 1, titleKey: 'menu.maintenance', category: 'operation', children: [
    { reportIdx: 3, id: 'GroupMaintenance', titleKey: 'menu.groupMaintenance', category: 'operation' },
  ] },
  { id: 'provider', itemIdx: 70000, titleKey: 'menu.provider', category: 'general', children: [
    { reportIdx: 70101, id: 'site_dashboard', titleKey: 'reports.site_dashboard.title', category: 'general' },
    { reportIdx: 70102, id: 'site_trend', titleKey: 'reports.site_trend.title', category: 'general' },
    { reportIdx: 70103, id: 'market_trend', titleKey: 'reports.market_trend.title', category: 'general' },
  ] },
  { id: 'house', itemIdx: 80100, titleKey: 'menu.house', category: 'general', children: [
    { reportIdx: 80102, id: 'site_recap', titleKey: 'reports.site_recap.title', category: 'general' },
    { reportIdx: 80202, id: 'house_site_trend', titleKey: 'reports.site_trend.title', category: 'general' },
  ] },
];
const NAMES: AuditNames = auditNames({
  routes: [{ id: 'house_site_trend', itemIdx: 80100, reportIdx: 80202, titleKey: 'reports.site_trend.title' }],
  tree: TREE,
  cms: [{ cms_id: 1, cms_name: 'Thailand' }, { cms_id: 2, cms_name: 'Vietnam' }],
  groups: [{ groupID: 6, groupName: 'Finance' }, { groupID: 7, groupName: '客服組' }],
  operators: [{ operatorID: 2, operatorAC: 'desk01', operatorName: 'Front Desk' }, { operatorID: 3, operatorAC: 'analyst', operatorName: 'analyst' }],
});

const groupEntry = (target: string, more: { before?: unknown; after?: unknown; action?: string } = {}) => ({ action: 'group.update', target, ...more });

describe('the audit log names groups', () => {
  it('by the name a group has, not its id, in both languages', () => {
    expect(auditTargetText(en, groupEntry('group:6'), NAMES)).toBe('Group Finance');
    expect(auditTargetText(tw, groupEntry('group:7'), NAMES)).toBe('群組 客服組');
    // renamed since: the name it has now (the entry's before and after say what it was)
    expect(auditTargetText(en, groupEntry('group:6', { after: { groupName: 'Old finance' } }), NAMES)).toBe('Group Finance');
  });

  it('a deleted group by the name its entry recorded, else its id, said deleted', () => {
    const deleted = groupEntry('group:9', { action: 'group.delete', before: { groupID: 9, groupName: 'Spare' } });
    expect(auditTargetText(en, deleted, NAMES)).toBe('Group Spare (deleted)');
    expect(auditTargetText(tw, deleted, NAMES)).toBe('群組 Spare（已刪除）');
    const refused = groupEntry('group:8', { action: 'maintenance.refused', after: { action: 'group.delete', reason: 'groupAbove' } });
    expect(auditTargetText(en, refused, NAMES)).toBe('Group 8 (deleted)');
    expect(auditTargetText(tw, refused, NAMES)).toBe('群組 8（已刪除）');
  });

  it('without the list of groups, by the recorded name or the id, and says nothing of deletion', () => {
    expect(auditTargetText(en, groupEntry('group:9', { before: { groupName: 'Spare' } }))).toBe('Group Spare');
    expect(auditTargetText(en, groupEntry('group:8'))).toBe('Group 8');
    // a refused creation names the group it would have made
    expect(auditTargetText(en, groupEntry('group:Night desk', { action: 'maintenance.refused' }), NAMES)).toBe('Group Night desk');
  });

  it('finds a group typed as the list shows it', () => {
    for (const t of [en, tw]) {
      for (const target of ['group:6', 'group:7']) expect(auditTargetQuery(t, auditTargetText(t, groupEntry(target), NAMES), [], NAMES)).toBe(target);
      expect(auditTargetQuery(t, auditTargetText(t, groupEntry('group:8'), NAMES), [], NAMES)).toBe('group:8');
      // a deleted group by its recorded name, which the server looks up in the group entries
      expect(auditTargetQuery(t, auditTargetText(t, groupEntry('group:9', { before: { groupName: 'Spare' } }), NAMES), [], NAMES)).toBe('group:Spare');
    }
    expect(auditTargetQuery(en, 'group finance', [], NAMES)).toBe('group:6');
    expect(auditTargetQuery(en, 'Group 6')).toBe('group:6');
  });
});

const operatorEntry = (target: string, more: { before?: unknown; after?: unknown; action?: string; actorID?: number; actorAC?: string } = {}) => ({ action: 'operator.update', target, ...more });

describe('the audit log names operators', () => {
  it('by their account and name, as the operator list shows them, not their id, in both languages', () => {
    expect(auditTargetText(en, operatorEntry('operator:2'), NAMES)).toBe('Operator desk01 (Front Desk)');
    expect(auditTargetText(tw, operatorEntry('operator:2', { action: 'otp.activate' }), NAMES)).toBe('操作員 desk01（Front Desk）');
    // a name that is its account, once
    expect(auditTargetText(en, operatorEntry('operator:3'), NAMES)).toBe('Operator analyst');
  });

  it('a deleted operator by the account its entry recorded, else its id, said deleted', () => {
    const deleted = operatorEntry('operator:9', { action: 'operator.delete', before: { operatorID: 9, operatorAC: 'leaver', operatorName: 'Leaver' } });
    expect(auditTargetText(en, deleted, NAMES)).toBe('Operator leaver (deleted)');
    expect(auditTargetText(tw, deleted, NAMES)).toBe('操作員 leaver（已刪除）');
    // an operator that acted on itself (signed out) names its account as the actor
    expect(auditTargetText(en, operatorEntry('operator:9', { action: 'logout', actorID: 9, actorAC: 'leaver' }), NAMES)).toBe('Operator leaver (deleted)');
    expect(auditTargetText(en, operatorEntry('operator:8', { action: 'otp.activate', actorID: 1, actorAC: 'admin' }), NAMES)).toBe('Operator 8 (deleted)');
    expect(auditTargetText(tw, operatorEntry('operator:8', { action: 'maintenance.refused', after: { action: 'operator.delete', reason: 'lastAdministrator' } }), NAMES)).toBe('操作員 8（已刪除）');
  });

  it('without the list of operators, by the recorded account or the id, and says nothing of deletion', () => {
    expect(auditTargetText(en, operatorEntry('operator:9', { before: { operatorID: 9, operatorAC: 'leaver' } }))).toBe('Operator leaver');
    expect(auditTargetText(en, operatorEntry('operator:2'))).toBe('Operator 2');
  });

  it('finds an operator typed as the list shows it', () => {
    for (const t of [en, tw]) {
      for (const target of ['operator:2', 'operator:3']) expect(auditTargetQuery(t, auditTargetText(t, operatorEntry(target), NAMES), [], NAMES)).toBe(target);
      expect(auditTargetQuery(t, auditTargetText(t, operatorEntry('operator:8'), NAMES), [], NAMES)).toBe('operator:8');
      // a deleted operator by its recorded account, which the server looks up in the operator entries
      expect(auditTargetQuery(t, auditTargetText(t, operatorEntry('operator:9', { before: { operatorAC: 'leaver' } }), NAMES), [], NAMES)).toBe('operator:leaver');
    }
    // by its account or its name after the word, any case
    expect(auditTargetQuery(en, 'operator DESK01', [], NAMES)).toBe('operator:2');
    expect(auditTargetQuery(en, 'Operator front desk', [], NAMES)).toBe('operator:2');
    expect(auditTargetQuery(en, 'Operator 9')).toBe('operator:9');
  });
});

describe('the audit log names permissions and operating units', () => {
  it('by their titles and names in both languages, codes of no known name as they are', () => {
    expect(auditSnapshotText(en, { items: [70102], cmsList: [2] }, NAMES)).toBe('Permissions: Site trend · Operating units: Vietnam');
    expect(auditSnapshotText(tw, { items: [1, 70000], cmsList: [1, 2] }, NAMES))
      .toBe(`${tw('maintenance.audit.keys.items')}: ${tw('menu.maintenance')}, ${tw('menu.provider')} · ${tw('maintenance.audit.keys.cmsList')}: Thailand, Vietnam`);
    expect(tw('menu.provider')).toMatch(/[\u4e00-\u9fff]/);
    // a report in its second place of the menu, by the title the menu gives it; an index no one knows, as it is
    expect(auditSnapshotText(en, { items: [80202, 99999], cmsList: [5] }, NAMES)).toBe('Permissions: Site trend, 99999 · Operating units: 5');
    // nothing loaded: the codes
    expect(auditSnapshotText(en, { items: [70102], cmsList: [2] })).toBe('Permissions: 70102 · Operating units: 2');
  });

  it('keeps a long list short: the first four, then how many more', () => {
    const items = [1, 3, 70000, 70101, 70102, 70103, 80100, 80102];
    expect(auditSnapshotText(en, { items }, NAMES)).toBe(`Permissions: ${en('menu.maintenance')}, ${en('menu.groupMaintenance')}, ${en('menu.provider')}, Site dashboard +4 more`);
    expect(auditSnapshotText(tw, { items }, NAMES)).toMatch(/^功能權限: .+ 及另外 4 項$/);
    // one more is shown, not counted
    expect(auditSnapshotText(en, { items: items.slice(0, 5) }, NAMES)).not.toContain('more');
    // the tooltip and the export have every name
    expect(auditSnapshotText(en, { items, cmsList: [1] }, NAMES, { whole: true, separator: '\n' })).toBe(
      `Permissions: ${[en('menu.maintenance'), en('menu.groupMaintenance'), en('menu.provider'), 'Site dashboard', 'Site trend', 'Market trend', en('menu.house'), 'Site recap'].join(', ')}\nOperating units: Thailand`);
  });

  it("shows the names a cell leaves out in the cell's tooltip, then the snapshot as stored", () => {
    const cols = new Map(auditColumns(en, true, NAMES).map((c) => [c.colId, c]));
    const after = { groupID: 6, groupName: 'Finance', items: [1, 3, 70000, 70101, 70102, 70103], cmsList: [2] };
    const row: AuditEntry = { auditID: 1, at: '2026-12-01 09:00:00', actorAC: 'admin', action: 'group.update', target: 'group:6', before: null, after, clientAddr: null };
    const tip = (cols.get('after')!.tooltipValueGetter as (p: Partial<ITooltipParams<AuditEntry>>) => string)({ data: row });
    const cell = (cols.get('after')!.valueGetter as (p: Partial<ValueGetterParams<AuditEntry>>) => string)({ data: row });
    expect(cell).toContain('+2 more');
    const [words, stored] = tip.split('\n\n');
    expect(words).toBe(`Group name: Finance\nPermissions: ${en('menu.maintenance')}, ${en('menu.groupMaintenance')}, ${en('menu.provider')}, Site dashboard, Site trend, Market trend\nOperating units: Vietnam`);
    expect(JSON.parse(stored!)).toEqual(after);
  });

  it("says a group's id by its name, and not at all beside the name", () => {
    expect(auditSnapshotText(en, { groupID: 6, groupName: 'Finance', items: [70102] }, NAMES)).toBe('Group name: Finance · Permissions: Site trend');
    expect(auditSnapshotText(en, { operatorAC: 'desk01', groupID: 7 }, NAMES)).toBe('Account: desk01 · Group: 客服組');
    expect(auditSnapshotText(tw, { groupID: 8 }, NAMES)).toBe('群組: 8（已刪除）');
    expect(auditSnapshotText(en, { groupID: 8 })).toBe('Group: 8');
  });

  it("says a refused maintenance change's action and rule in words", () => {
    const refused = { action: 'group.delete', reason: 'groupAbove' };
    expect(auditSnapshotText(en, refused, NAMES)).toBe(`Action: ${en('maintenance.audit.actions.group_delete')} · Reason: ${en('maintenance.reasons.groupAbove')}`);
    expect(auditSnapshotText(tw, refused, NAMES)).toBe(`動作: ${tw('maintenance.audit.actions.group_delete')} · 原因: ${tw('maintenance.reasons.groupAbove')}`);
    expect(tw('maintenance.reasons.groupAbove')).toMatch(/[\u4e00-\u9fff]/);
    // a permission refused: its menu group and report by title
    expect(auditSnapshotText(en, { itemIdx: 1, reportIdx: 3 }, NAMES)).toBe(`Menu group: ${en('menu.maintenance')} · Report index: ${en('menu.groupMaintenance')}`);
    expect(auditSnapshotText(tw, { reportIdx: 80202 }, NAMES)).toBe(`報表索引: ${tw('reports.site_trend.title')}`);
    // a login's reason keeps its own words; a code of no known name stays
    expect(auditSnapshotText(en, { reason: 'locked', action: 'something.new' })).toBe('Reason: Locked · Action: something.new');
  });

  it('takes titles from the tree, and from the menu routes before the tree has come', () => {
    expect(NAMES.permissions![70000]).toBe('menu.provider');
    expect(NAMES.units![1]).toBe('Thailand');
    expect(NAMES.groups![6]).toBe('Finance');
    const early = auditNames({ routes: [{ id: 'site_trend', itemIdx: 70000, reportIdx: 70102, titleKey: 'reports.site_trend.title' }] });
    expect(auditSnapshotText(en, { items: [70102], cmsList: [1] }, early)).toBe('Permissions: Site trend · Operating units: 1');
    expect(early.groups).toBeUndefined();
  });
});

describe('the audit log’s target filter and reports in a second place of the menu', () => {
  // the reports whose titles the filter knows (AuditFilters: the locale's reports)
  const ids = Object.keys((i18n.getResourceBundle('en', 'translation') as { reports: object }).reports);
  it('asks for what finds house_site_trend when its title is typed as the list shows it, with or without the word Report', () => {
    for (const t of [en, tw]) {
      const shown = auditTargetText(t, { action: 'report.export', target: 'house_site_trend' }, NAMES);
      expect(shown).toBe(t('maintenance.audit.targets.report', { id: t('reports.site_trend.title') }));
      const asked = auditTargetQuery(t, shown, ids, NAMES);
      // the server finds a target holding what is asked (server/appstore/auditPage.ts: ILIKE %…%)
      expect('house_site_trend').toContain(asked);
      expect(asked).toBe('site_trend');
      expect(auditTargetQuery(t, t('reports.site_trend.title'), ids, NAMES)).toBe('site_trend');
    }
    // other text stays as it is
    expect(auditTargetQuery(en, 'admin', ids, NAMES)).toBe('admin');
  });
});
