import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface AuditFilterValues { from: string; to: string; actor: string; action: string; target: string }
export const NO_AUDIT_FILTERS: AuditFilterValues = { from: '', to: '', actor: '', action: '', target: '' };

/** Only the filled filters go to the server. */
export function auditFilterPayload(f: AuditFilterValues): Partial<AuditFilterValues> {
  return Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v)) as Partial<AuditFilterValues>;
}

export function AuditFilters({ busy, onSearch, onExport }: { busy: boolean; onSearch: (f: AuditFilterValues) => void; onExport: (f: AuditFilterValues) => void }) {
  const { t } = useTranslation();
  const [f, setF] = useState<AuditFilterValues>(NO_AUDIT_FILTERS);
  const field = (key: keyof AuditFilterValues, type = 'text') => (
    <div className="field">
      <label htmlFor={`audit-${key}`}>{t(`maintenance.audit.${key}`)}</label>
      <input id={`audit-${key}`} className="input" type={type} value={f[key]} maxLength={60} onChange={(e) => setF({ ...f, [key]: e.target.value })} />
    </div>
  );
  const submit = (e: FormEvent) => { e.preventDefault(); onSearch(f); };
  return (
    <form className="mnt-search mnt-audit-search card" role="search" onSubmit={submit}>
      {field('from', 'date')}
      {field('to', 'date')}
      {field('actor')}
      {field('action')}
      {field('target')}
      <div className="mnt-search-buttons">
        <button type="submit" className="btn btn-primary">{t('maintenance.searchButton')}</button>
        <button type="button" className="btn" disabled={busy} onClick={() => onExport(f)}>{t('maintenance.audit.export')}</button>
      </div>
    </form>
  );
}
