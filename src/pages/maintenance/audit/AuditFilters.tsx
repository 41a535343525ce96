import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTION_FAMILIES, AUDIT_ACTIONS, auditActionText, auditTargetQuery, type AuditNames } from '../../../engine/audit/auditText';

export interface AuditFilterValues { from: string; to: string; actor: string; action: string; target: string }
export const NO_AUDIT_FILTERS: AuditFilterValues = { from: '', to: '', actor: '', action: '', target: '' };

/** Only the filled filters go to the server. */
export function auditFilterPayload(f: AuditFilterValues): Partial<AuditFilterValues> {
  return Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v)) as Partial<AuditFilterValues>;
}

/** `names`: the names the list shows for codes, so a target typed as the list shows it ('Group Finance') is found. */
export function AuditFilters({ busy, names, onSearch, onExport }: { busy: boolean; names?: AuditNames; onSearch: (f: AuditFilterValues) => void; onExport: (f: AuditFilterValues) => void }) {
  const { t, i18n } = useTranslation();
  const [f, setF] = useState<AuditFilterValues>(NO_AUDIT_FILTERS);
  const field = (key: keyof AuditFilterValues, type = 'text') => (
    <div className="field">
      <label htmlFor={`audit-${key}`}>{t(`maintenance.audit.${key}`)}</label>
      <input id={`audit-${key}`} className="input" type={type} value={f[key]} maxLength={60} onChange={(e) => setF({ ...f, [key]: e.target.value })} />
    </div>
  );
  // an action is chosen by its name in the reader's language (its code is what the server matches)
  const actions = AUDIT_ACTIONS.map((code) => ({ code, name: auditActionText(t, code) })).sort((a, b) => a.name.localeCompare(b.name, i18n.language === 'tw' ? 'zh-TW' : 'en'));
  // the dates the right way round; a target typed as the list shows it ('Account admin') asked as the log stores it
  const reversed = Boolean(f.from && f.to && f.from > f.to);
  const reportIds = () => Object.keys((i18n.getResourceBundle(i18n.language, 'translation') as { reports?: object } | undefined)?.reports ?? {});
  const asked = (): AuditFilterValues => ({ ...f, target: auditTargetQuery(t, f.target, reportIds(), names) });
  const submit = (e: FormEvent) => { e.preventDefault(); if (!reversed) onSearch(asked()); };
  return (
    <form className="mnt-search mnt-audit-search card" role="search" onSubmit={submit}>
      {field('from', 'date')}
      {field('to', 'date')}
      {field('actor')}
      <div className="field">
        <label htmlFor="audit-action">{t('maintenance.audit.action')}</label>
        <select id="audit-action" className="input" value={f.action} onChange={(e) => setF({ ...f, action: e.target.value })}>
          <option value="">{t('maintenance.audit.anyAction')}</option>
          <optgroup label={t('maintenance.audit.familiesHeading')}>
            {AUDIT_ACTION_FAMILIES.map((k) => <option key={k} value={`${k}.`}>{t(`maintenance.audit.actionFamilies.${k}`)}</option>)}
          </optgroup>
          <optgroup label={t('maintenance.audit.actionsHeading')}>
            {actions.map((a) => <option key={a.code} value={a.code}>{a.name}</option>)}
          </optgroup>
        </select>
      </div>
      {field('target')}
      {reversed && <p className="mnt-search-error" role="alert">{t('renderers.filters.datesReversed')}</p>}
      <div className="mnt-search-buttons">
        <button type="submit" className="btn btn-primary">{t('maintenance.searchButton')}</button>
        <button type="button" className="btn" disabled={busy} onClick={() => { if (!reversed) onExport(asked()); }}>{t('maintenance.audit.export')}</button>
      </div>
    </form>
  );
}
