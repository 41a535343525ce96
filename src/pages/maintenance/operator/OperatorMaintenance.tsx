import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesktop } from '../../../renderers/hooks/useDesktop';
import { showDialog } from '../../../state/dialogActions';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { maintenanceApi } from '../shared/maintenanceApi';
import { MaintenanceGrid } from '../shared/MaintenanceGrid';
import { MaintenancePager } from '../shared/MaintenancePager';
import type { GroupChoice, OperatorRow } from '../shared/maintenanceTypes';
import { runChange } from '../shared/runChange';
import { operatorColumns } from './operatorColumns';
import { confirmKeys, SUCCESS, type ConfirmAction, type Pending } from './operatorActions';
import { OperatorFormDialog } from './OperatorFormDialog';
import { OperatorSearch } from './OperatorSearch';
import { PasswordDialog } from './PasswordDialog';
import { useOperatorList } from './useOperatorList';
import { requireSelection } from './validateOperatorForm';

/** /maintenance/operator: the server-paged operator list and its actions. */
export function OperatorMaintenance() {
  const { t } = useTranslation();
  const desktop = useDesktop();
  const list = useOperatorList();
  const [groups, setGroups] = useState<GroupChoice[]>([]);
  const [selected, setSelected] = useState<OperatorRow | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const columns = useMemo(() => operatorColumns(t, desktop), [t, desktop]);

  useEffect(() => {
    maintenanceApi.operatorGroups().then((e) => { if (e.status === 1) setGroups(e.result.res); }, () => undefined);
  }, []);
  useEffect(() => { setSelected((s) => (s ? list.rows.find((r) => r.operatorID === s.operatorID) ?? null : null)); }, [list.rows]);

  const withRow = (open: (row: OperatorRow) => Pending) => () => {
    if (requireSelection(selected)) { showDialog('error', t('maintenance.validation.noOperator')); return; }
    setPending(open(selected!));
  };
  const finish = async <T,>(kind: keyof typeof SUCCESS, call: () => ReturnType<typeof maintenanceApi.updateOperator>): Promise<T | null> => {
    setBusy(true);
    const result = await runChange(call, {
      success: SUCCESS[kind],
      onConflict: (current) => { if (current && typeof current === 'object') setSelected(current as OperatorRow); list.reload(); },
    });
    setBusy(false);
    if (result) { setPending(null); list.reload(); }
    return result as T | null;
  };
  const confirm = (action: ConfirmAction, row: OperatorRow) => {
    const ref = { operatorID: row.operatorID, version: row.version };
    const calls: Record<ConfirmAction, () => ReturnType<typeof maintenanceApi.updateOperator>> = {
      toggleStatus: () => maintenanceApi.updateOperator({ ...ref, status: row.status === 'active' ? 'disabled' : 'active' }),
      toggleLock: () => maintenanceApi.lockOperator({ ...ref, locked: !row.locked }),
      resetOtp: () => maintenanceApi.resetOtp(ref),
      delete: () => maintenanceApi.deleteOperator(ref),
    };
    void finish(action, calls[action]).then((r) => { if (r && action === 'delete') setSelected(null); });
  };
  // an operator without OTP has none to reset: the button says why it does nothing (the third item)
  const otpOff = selected ? !selected.otpEnabled : false;
  const buttons: [string, () => void, string?][] = [
    ['maintenance.operator.edit', withRow((row) => ({ kind: 'edit', row }))],
    // the operator's own row offers none of what another operator must do (server/maintenance/operatorRules.ts
    // SELF_FORBIDDEN refuses them too): its own password and OTP are changed in Settings
    ...(selected?.self ? [] : [
      [selected?.status === 'disabled' ? 'maintenance.operator.enable' : 'maintenance.operator.disable', withRow((row) => ({ kind: 'confirm', action: 'toggleStatus', row }))],
      [selected?.locked ? 'maintenance.operator.unlock' : 'maintenance.operator.lock', withRow((row) => ({ kind: 'confirm', action: 'toggleLock', row }))],
      ['maintenance.operator.resetPassword', withRow((row) => ({ kind: 'password', row }))],
      ['maintenance.operator.resetOtp', withRow((row) => ({ kind: 'confirm', action: 'resetOtp', row })), otpOff ? 'maintenance.operator.otpOff' : undefined],
      ['maintenance.operator.delete', withRow((row) => ({ kind: 'confirm', action: 'delete', row }))],
    ] as [string, () => void, string?][]),
  ];

  return (
    <div className="mnt-page" data-maintenance="operator">
      <OperatorSearch groups={groups} onSearch={list.search} />
      <div className="mnt-toolbar" role="toolbar" aria-label={t('maintenance.operator.actions')}>
        <button type="button" className="btn btn-primary" onClick={() => setPending({ kind: 'add' })}>{t('maintenance.operator.add')}</button>
        {buttons.map(([key, onClick, why]) => <button key={key} type="button" className="btn" onClick={onClick} disabled={Boolean(why)} title={why ? t(why) : undefined}>{t(key)}</button>)}
        <span className="mnt-selected muted" aria-live="polite">
          {selected ? t('maintenance.operator.selected', { account: selected.operatorAC }) : t('maintenance.operator.noneSelected')}
          {selected?.self ? ` ${t('maintenance.operator.selfHint')}` : ''}
        </span>
      </div>
      <section className="card mnt-table">
        <MaintenanceGrid<OperatorRow> label={t('maintenance.operator.listLabel')} rows={list.rows} columns={columns} loading={list.loading}
          rowId={(r) => String(r.operatorID)} onSort={list.setSort} onSelect={setSelected} />
        <MaintenancePager page={list.page} size={list.size} total={list.total} onPage={list.setPage} onSize={list.setSize} />
      </section>

      {pending?.kind === 'add' && (
        <OperatorFormDialog mode="add" groups={groups} busy={busy} onClose={() => setPending(null)}
          onSubmit={(v) => void finish('add', () => maintenanceApi.addOperator({ operatorAC: v.operatorAC.trim(), operatorName: v.operatorName.trim(), groupID: Number(v.groupID), password: v.password }))} />
      )}
      {pending?.kind === 'edit' && (
        <OperatorFormDialog mode="edit" operator={selected ?? pending.row} groups={groups} busy={busy} onClose={() => setPending(null)}
          onSubmit={(v) => void finish('edit', () => maintenanceApi.updateOperator({
            operatorID: pending.row.operatorID, version: (selected ?? pending.row).version, operatorName: v.operatorName.trim(), groupID: Number(v.groupID), status: v.status,
          }))} />
      )}
      {pending?.kind === 'password' && (
        <PasswordDialog account={pending.row.operatorAC} busy={busy} onClose={() => setPending(null)}
          onSubmit={(password) => void finish('password', () => maintenanceApi.resetPassword({ operatorID: pending.row.operatorID, version: (selected ?? pending.row).version, password }))} />
      )}
      {pending?.kind === 'confirm' && (() => {
        const keys = confirmKeys(pending.action, pending.row);
        return (
          <ConfirmDialog title={t(keys.label)} text={t(keys.question, { account: pending.row.operatorAC })} confirmLabel={t(keys.label)} danger={keys.danger}
            busy={busy} onCancel={() => setPending(null)} onConfirm={() => confirm(pending.action, selected ?? pending.row)} />
        );
      })()}
    </div>
  );
}
