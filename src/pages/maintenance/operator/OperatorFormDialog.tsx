import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../shared/Modal';
import { TextField } from '../shared/TextField';
import type { GroupChoice, OperatorRow } from '../shared/maintenanceTypes';
import { validateOperatorForm, type OperatorFormErrors, type OperatorFormValues } from './validateOperatorForm';

export interface OperatorFormDialogProps {
  mode: 'add' | 'edit';
  operator?: OperatorRow;
  groups: readonly GroupChoice[];
  busy?: boolean;
  onSubmit: (values: OperatorFormValues & { status: 'active' | 'disabled' }) => void;
  onClose: () => void;
}

/** Add (account, name, group, initial password) or edit (name, group, status) an operator. */
export function OperatorFormDialog({ mode, operator, groups, busy, onSubmit, onClose }: OperatorFormDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<OperatorFormValues>({
    operatorAC: operator?.operatorAC ?? '', operatorName: operator?.operatorName ?? '', groupID: operator ? String(operator.groupID) : '', password: '',
  });
  const [status, setStatus] = useState<'active' | 'disabled'>(operator?.status ?? 'active');
  const [errors, setErrors] = useState<OperatorFormErrors>({});
  const set = (key: keyof OperatorFormValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateOperatorForm(values, mode);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ ...values, status });
  };
  // Only groups within the caller's own rights can be chosen (the server refuses the others anyway).
  const choices = groups.filter((g) => g.assignable || String(g.groupID) === values.groupID);
  return (
    <Modal title={t(mode === 'add' ? 'maintenance.operator.addTitle' : 'maintenance.operator.editTitle')} onClose={onClose} footer={(
      <>
        <button type="button" className="btn btn-ghost" onClick={onClose}>{t('maintenance.cancel')}</button>
        <button type="submit" form="operator-form" className="btn btn-primary" disabled={busy}>{t('maintenance.save')}</button>
      </>
    )}>
      <form id="operator-form" className="mnt-form" onSubmit={submit} noValidate>
        <TextField id="op-account" label={t('maintenance.fields.account')} value={values.operatorAC} error={errors.operatorAC}
          onChange={set('operatorAC')} disabled={mode === 'edit'} autoComplete="off" />
        <TextField id="op-name" label={t('maintenance.fields.name')} value={values.operatorName} error={errors.operatorName} onChange={set('operatorName')} autoComplete="off" />
        <div className="field">
          <label htmlFor="op-form-group">{t('maintenance.fields.group')}</label>
          <select id="op-form-group" className="select" value={values.groupID} aria-invalid={Boolean(errors.groupID)} aria-describedby="op-form-group-error"
            onChange={(e) => set('groupID')(e.target.value)}>
            <option value="">{t('maintenance.choose')}</option>
            {choices.map((g) => <option key={g.groupID} value={g.groupID}>{g.groupName}</option>)}
          </select>
          <div id="op-form-group-error" className="field-error">{errors.groupID ? t(`maintenance.validation.${errors.groupID}`) : ''}</div>
        </div>
        {mode === 'add' ? (
          <TextField id="op-password" type="password" label={t('maintenance.fields.initialPassword')} value={values.password} error={errors.password} hint={t('settings.passwordRule')}
            onChange={set('password')} autoComplete="new-password" />
        ) : (
          <div className="field">
            <label htmlFor="op-form-status">{t('maintenance.fields.status')}</label>
            <select id="op-form-status" className="select" value={status} onChange={(e) => setStatus(e.target.value as 'active' | 'disabled')}>
              <option value="active">{t('maintenance.status.active')}</option>
              <option value="disabled">{t('maintenance.status.disabled')}</option>
            </select>
          </div>
        )}
      </form>
    </Modal>
  );
}
