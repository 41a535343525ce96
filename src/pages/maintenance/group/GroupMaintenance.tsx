import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { maintenanceApi } from '../shared/maintenanceApi';
import type { CmsItem, GroupRow, PermissionBranch } from '../shared/maintenanceTypes';
import { runChange, showFailure } from '../shared/runChange';
import { useLeaveGuard } from '../shared/useLeaveGuard';
import { GroupEditor, type GroupDraft } from './GroupEditor';

/** /maintenance/group: the groups, and the selected one's name, permissions and operating units. */
export function GroupMaintenance() {
  const { t } = useTranslation();
  const [groups, setGroups] = useState<GroupRow[]>([]);
  const [tree, setTree] = useState<PermissionBranch[]>([]);
  const [cms, setCms] = useState<CmsItem[]>([]);
  const [selectedID, setSelectedID] = useState<number | 'new' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  /** A draft with no permissions or no operating units, waiting for the operator to confirm it. */
  const [emptyDraft, setEmptyDraft] = useState<GroupDraft | null>(null);
  const [busy, setBusy] = useState(false);
  /** Whether the open form has changes not saved, and the group (or 'new', or a page a link led to) asked for meanwhile. */
  const [dirty, setDirty] = useState(false);
  const [leavingFor, setLeavingFor] = useState<number | 'new' | { path: string } | null>(null);
  const navigate = useNavigate();
  const askLeave = useCallback((path: string) => setLeavingFor({ path }), []);
  useLeaveGuard(dirty, askLeave);
  const discard = () => {
    const to = leavingFor;
    setDirty(false);
    setLeavingFor(null);
    if (to !== null && typeof to === 'object') navigate(to.path);
    else setSelectedID(to);
  };
  const open = (id: number | 'new') => {
    if (id === selectedID) return;
    if (dirty) setLeavingFor(id);
    else setSelectedID(id);
  };

  const load = useCallback(async () => {
    try {
      const envelope = await maintenanceApi.groups();
      if (envelope.status === 1) setGroups(envelope.result.res);
    } catch (error) { showFailure(error); }
  }, []);
  useEffect(() => {
    void load();
    maintenanceApi.tree().then((e) => { if (e.status === 1) { setTree(e.result.res); setCms(e.result.cms); } }, showFailure);
  }, [load]);

  const group = typeof selectedID === 'number' ? groups.find((g) => g.groupID === selectedID) : undefined;
  const save = async (draft: GroupDraft) => {
    setBusy(true);
    const result = group
      ? await runChange(() => maintenanceApi.updateGroup({ groupID: group.groupID, version: group.version, ...draft }), { success: 'maintenance.done.saved', onConflict: () => void load() })
      : await runChange(() => maintenanceApi.addGroup(draft), { success: 'maintenance.done.added' });
    setBusy(false);
    if (result) { setDirty(false); await load(); setSelectedID(result.group.groupID); }
  };
  // a group with no permissions or no operating units leaves its operators nothing to open or see: ask first
  const askSave = (draft: GroupDraft) => {
    if (draft.items.length && draft.cmsList.length) void save(draft);
    else setEmptyDraft(draft);
  };
  const emptyKey = emptyDraft && (!emptyDraft.items.length && !emptyDraft.cmsList.length ? 'confirmEmptyBoth' : !emptyDraft.items.length ? 'confirmNoRights' : 'confirmNoUnits');
  const remove = async () => {
    if (!group) return;
    setBusy(true);
    const result = await runChange(() => maintenanceApi.deleteGroup({ groupID: group.groupID, version: group.version }), { success: 'maintenance.done.deleted', onConflict: () => void load() });
    setBusy(false);
    setConfirmDelete(false);
    if (result) { setSelectedID(null); await load(); }
  };

  return (
    <div className="mnt-page mnt-groups" data-maintenance="group">
      <nav className="mnt-group-list card" aria-label={t('maintenance.group.listLabel')}>
        <button type="button" className="btn btn-primary btn-block" onClick={() => open('new')}>{t('maintenance.group.add')}</button>
        <ul>
          {groups.map((g) => (
            <li key={g.groupID}>
              <button type="button" className="mnt-group-item" aria-current={g.groupID === selectedID ? 'true' : undefined} onClick={() => open(g.groupID)}>
                <span className="mnt-group-name">{g.groupName}</span>
                <span className="muted">{t('maintenance.group.operatorCount', { count: g.operatorCount ?? 0 })}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {selectedID === null
        ? <section className="card empty-state mnt-group-empty"><p>{t('maintenance.group.pick')}</p></section>
        : <GroupEditor key={group ? `${group.groupID}:${group.version}` : 'new'} group={group} tree={tree} cms={cms} busy={busy}
            onSave={askSave} onDelete={() => setConfirmDelete(true)} onDirty={setDirty}
            takenNames={groups.filter((g) => g.groupID !== group?.groupID).map((g) => g.groupName)} />}
      {leavingFor !== null && (
        <ConfirmDialog title={t('maintenance.group.discardTitle')} text={t('maintenance.group.discardText', { name: group?.groupName ?? t('maintenance.group.newTitle') })}
          confirmLabel={t('maintenance.group.discard')} danger onCancel={() => setLeavingFor(null)}
          onConfirm={discard} />
      )}
      {emptyDraft && emptyKey && (
        <ConfirmDialog title={t('maintenance.group.confirmEmptyTitle')} text={t(`maintenance.group.${emptyKey}`, { name: emptyDraft.groupName.trim() })}
          confirmLabel={t('maintenance.save')} busy={busy} onCancel={() => setEmptyDraft(null)}
          onConfirm={() => { const draft = emptyDraft; setEmptyDraft(null); void save(draft); }} />
      )}
      {confirmDelete && group && (
        <ConfirmDialog title={t('maintenance.group.delete')} text={t('maintenance.group.confirmDelete', { name: group.groupName })}
          confirmLabel={t('maintenance.group.delete')} danger busy={busy} onCancel={() => setConfirmDelete(false)} onConfirm={() => void remove()} />
      )}
    </div>
  );
}
