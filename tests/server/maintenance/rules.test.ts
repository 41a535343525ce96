import { describe, expect, it } from 'vitest';
import { auditCells } from '../../../server/maintenance/auditXlsx';
import { translator } from '../../../server/i18n/translate';
import { groupRefusal } from '../../../server/maintenance/groupRules';
import { operatorRefusal } from '../../../server/maintenance/operatorRules';
import { permissionTree, treeIndexes } from '../../../server/maintenance/permissionTree';
import { grants, itemsBeyond } from '../../../server/maintenance/rights';

const desk = { operatorID: 7, groupID: 70, permitted: new Set([2, 70000]), siteIds: [101, 102] };
const low = { items: [70101], sites: [101] };
const high = { items: [1, 2, 3], sites: [101] };

describe('maintenance rules (pure)', () => {
  it('reads a menu item as granting every report of its range', () => {
    expect(grants(new Set([70000]), 70102)).toBe(true);
    expect(grants(new Set([70000]), 91001)).toBe(false);
    expect(grants([1], 3)).toBe(true);
    // an administrator (item 1) holds, and may grant, the right to share saved views; nothing else does
    expect([grants([1], 10), grants([80100], 10), grants([10], 10)]).toEqual([true, false, true]);
    expect(itemsBeyond([2, 70000], [2, 70101, 80100])).toEqual([80100]);
  });

  it('refuses actions on oneself that need another operator, but allows a rename', () => {
    expect(operatorRefusal({ actor: desk, action: 'disable', targetID: 7, targetRights: low, administrators: 3, removesAdministrator: false })?.reason).toBe('self');
    expect(operatorRefusal({ actor: desk, action: 'rename', targetID: 7, targetRights: low, administrators: 3, removesAdministrator: false })).toBeNull();
  });

  it('refuses managing or creating operators above the actor, rights or sites', () => {
    expect(operatorRefusal({ actor: desk, action: 'resetPassword', targetID: 1, targetRights: high, administrators: 1, removesAdministrator: false })?.reason).toBe('operatorAbove');
    expect(operatorRefusal({ actor: desk, action: 'create', nextRights: high, administrators: 1, removesAdministrator: false })?.reason).toBe('groupAbove');
    expect(operatorRefusal({ actor: desk, action: 'create', nextRights: { items: [70000], sites: [301] }, administrators: 1, removesAdministrator: false })?.status).toBe(8046);
  });

  it('never lets the last administrator go, whoever asks', () => {
    const admin = { operatorID: 1, groupID: 1, permitted: new Set([1, 2, 3]), siteIds: [101] };
    expect(operatorRefusal({ actor: admin, action: 'lock', targetID: 1, targetRights: high, administrators: 1, removesAdministrator: true })?.reason).toBe('lastAdministrator');
    expect(operatorRefusal({ actor: admin, action: 'lock', targetID: 5, targetRights: high, administrators: 2, removesAdministrator: true })).toBeNull();
    expect(groupRefusal({ actor: admin, groupID: 9, current: high, next: low, administrators: 2, removedAdministrators: 2 })?.reason).toBe('lastAdministrator');
  });

  it("refuses changing the rights of one's own group, not its name", () => {
    const editor = { operatorID: 8, groupID: 80, permitted: new Set([3, 70000]), siteIds: [101] };
    const own = { items: [3, 70000], sites: [101] };
    expect(groupRefusal({ actor: editor, groupID: 80, current: own, next: { ...own, items: [3] }, administrators: 1, removedAdministrators: 0 })?.reason).toBe('ownGroup');
    expect(groupRefusal({ actor: editor, groupID: 80, current: own, next: own, administrators: 1, removedAdministrators: 0 })).toBeNull();
    expect(groupRefusal({ actor: editor, next: { items: [91000], sites: [] }, administrators: 1, removedAdministrators: 0 })?.reason).toBe('groupAbove');
  });

  it('builds the permission tree from the menu groups and the reports', () => {
    const tree = permissionTree([{ id: 'site_trend', menuGroup: 'provider', category: 'general', reportIdx: 70102, titleKey: 'reports.site_trend.title' }]);
    // the two maintenance pages and the right to share saved views with the group
    expect(tree[0].children.map((c) => c.reportIdx)).toEqual([2, 3, 10]);
    expect(tree[0].children[2]).toEqual({ reportIdx: 10, id: 'ShareViews', titleKey: 'views.rights.share', category: 'operation' });
    expect(tree.find((b) => b.id === 'provider')!.children).toEqual([{ reportIdx: 70102, id: 'site_trend', titleKey: 'reports.site_trend.title', category: 'general' }]);
    expect([...treeIndexes(tree)]).toEqual(expect.arrayContaining([1, 2, 3, 70000, 70102, 92000]));
  });

  it('escapes audit cells a spreadsheet would run as formulas', () => {
    const cells = auditCells({ auditID: 1, at: '2026-01-02 08:00:00', actorID: 1, actorAC: 'admin', action: 'group.create', target: '=cmd|x', before: null, after: { a: 1 }, clientAddr: '-1+1' });
    expect(cells).toEqual(['2026-01-02 08:00:00', 'admin', 'Group added', "'=cmd|x", '', 'a: 1', "'-1+1", '', '{"a":1}']);
  });

  it('writes an audit entry in the words the screen shows, in the export\'s language', () => {
    const login = { auditID: 2, at: '2026-01-02 08:00:00', actorID: null, actorAC: null, action: 'login.success', target: 'account:admin', before: null, after: null, clientAddr: '127.0.0.1' };
    expect(auditCells(login, translator('en')).slice(1, 4)).toEqual(['admin', 'Logged in', 'Account admin']);
    expect(auditCells(login, translator('tw')).slice(1, 4)).toEqual(['admin', '登入成功', '帳號 admin']);
    // before and after in words (a status and a report by their names), then as stored
    const update = { ...login, actorAC: 'admin', action: 'operator.update', target: 'operator:6', before: { operatorName: 'Desk', status: 'active', version: 1 }, after: { operatorName: 'Desk', status: 'disabled', version: 2 } };
    expect(auditCells(update, translator('en')).slice(4)).toEqual(['Name: Desk · Status: Active · Version: 1', 'Name: Desk · Status: Disabled · Version: 2', '127.0.0.1',
      '{"operatorName":"Desk","status":"active","version":1}', '{"operatorName":"Desk","status":"disabled","version":2}']);
    // an action the console has no name for keeps its code
    expect(auditCells({ ...login, action: 'something.new' }, translator('tw'))[2]).toBe('something.new');
  });
});
