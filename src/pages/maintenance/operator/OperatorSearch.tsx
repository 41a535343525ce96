import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupChoice } from '../shared/maintenanceTypes';
import { NO_FILTERS, type OperatorFilters } from './useOperatorList';

/** Search by account or name, group and status; Enter searches. */
export function OperatorSearch({ groups, onSearch }: { groups: readonly GroupChoice[]; onSearch: (f: OperatorFilters) => void }) {
  const { t } = useTranslation();
  const [f, setF] = useState<OperatorFilters>(NO_FILTERS);
  const submit = (e: FormEvent) => { e.preventDefault(); onSearch(f); };
  return (
    <form className="mnt-search card" role="search" onSubmit={submit}>
      <div className="field">
        <label htmlFor="op-search">{t('maintenance.operator.search')}</label>
        <input id="op-search" className="input" value={f.search} maxLength={60} placeholder={t('maintenance.operator.searchHint')}
          onChange={(e) => setF({ ...f, search: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="op-group">{t('maintenance.fields.group')}</label>
        <select id="op-group" className="select" value={f.groupID} onChange={(e) => setF({ ...f, groupID: e.target.value })}>
          <option value="">{t('maintenance.all')}</option>
          {groups.map((g) => <option key={g.groupID} value={g.groupID}>{g.groupName}</option>)}
        </select>
      </div>
      <div className="field">
        <label htmlFor="op-status">{t('maintenance.fields.status')}</label>
        <select id="op-status" className="select" value={f.status} onChange={(e) => setF({ ...f, status: e.target.value as OperatorFilters['status'] })}>
          <option value="">{t('maintenance.all')}</option>
          {(['active', 'disabled', 'locked'] as const).map((s) => <option key={s} value={s}>{t(`maintenance.status.${s}`)}</option>)}
        </select>
      </div>
      <button type="submit" className="btn btn-primary mnt-search-btn">{t('maintenance.searchButton')}</button>
    </form>
  );
}
