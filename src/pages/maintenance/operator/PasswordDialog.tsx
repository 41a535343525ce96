import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../shared/Modal';
import { TextField } from '../shared/TextField';
import { validatePassword, type FieldError } from './validateOperatorForm';

/** A new password for another operator; its sessions end when it is saved. */
export function PasswordDialog({ account, busy, onSubmit, onClose }: { account: string; busy?: boolean; onSubmit: (password: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<FieldError | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validatePassword(password);
    setError(found);
    if (!found) onSubmit(password);
  };
  return (
    <Modal title={t('maintenance.operator.resetPasswordTitle', { account })} onClose={onClose} footer={(
      <>
        <button type="button" className="btn btn-ghost" onClick={onClose}>{t('maintenance.cancel')}</button>
        <button type="submit" form="password-form" className="btn btn-primary" disabled={busy}>{t('maintenance.save')}</button>
      </>
    )}>
      <form id="password-form" className="mnt-form" onSubmit={submit} noValidate>
        <p className="muted mnt-hint">{t('maintenance.operator.resetPasswordHint')}</p>
        <TextField id="op-new-password" type="password" label={t('maintenance.fields.newPassword')} value={password} error={error} hint={t('settings.passwordRule')}
          onChange={setPassword} autoComplete="new-password" />
      </form>
    </Modal>
  );
}
