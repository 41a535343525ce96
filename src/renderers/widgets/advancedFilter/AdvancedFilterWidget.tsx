import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConditionValue } from '../../../engine/definition/filters';
import { MAX_CONDITIONS } from '../../../engine/filters/filterWidgets';
import { filterOf } from '../../filters/widgets/filterOf';
import { conditionOf, conditionText, draftOf, newDraft, type ConditionDraft } from './conditionText';
import { ConditionEditor } from './ConditionEditor';
import './advancedFilter.css';

/**
 * The advanced filter builder (spec §2): add, edit and clear conditions on the fields the
 * definition allows, with the count of active conditions. The value is the list of conditions
 * `{field, op, value}`; an empty list means none.
 */
export function AdvancedFilterWidget({ id, value, onChange, options, disabled }: WidgetProps) {
  const { t } = useTranslation();
  const fields = filterOf(options).conditionFields ?? [];
  const list: ConditionValue[] = Array.isArray(value) ? value : [];
  const [editing, setEditing] = useState<{ index: number; draft: ConditionDraft } | null>(null);
  const commit = (next: ConditionValue[]) => onChange(next.length ? next : undefined);
  const save = () => {
    const c = editing && conditionOf(editing.draft, fields);
    if (!editing || !c) return;
    commit(editing.index < 0 ? [...list, c] : list.map((x, i) => (i === editing.index ? c : x)));
    setEditing(null);
  };
  return (
    <div className="adv-filter" id={id} role="group" aria-label={t('filters.conditions')}>
      <div className="adv-filter-head">
        <span className="badge adv-filter-count" aria-live="polite">
          {list.length ? t('renderers.member.advancedFilter.count', { count: list.length }) : t('renderers.member.advancedFilter.none')}
        </span>
        <button type="button" className="btn btn-ghost adv-filter-add" disabled={disabled || list.length >= MAX_CONDITIONS || editing !== null}
          onClick={() => setEditing({ index: -1, draft: newDraft(fields) })}>+ {t('renderers.member.advancedFilter.add')}</button>
        {list.length > 0 && (
          <button type="button" className="btn btn-ghost adv-filter-clear" disabled={disabled} onClick={() => { setEditing(null); commit([]); }}>
            {t('renderers.member.advancedFilter.clear')}
          </button>
        )}
      </div>
      {list.length > 0 && (
        <ul className="adv-filter-list">
          {list.map((c, i) => (
            <li key={`${c.field}-${c.op}-${String(c.value)}-${i}`} className="adv-filter-item">
              <span className="adv-filter-text">{conditionText(c, fields, t)}</span>
              <button type="button" className="btn btn-ghost btn-xs" disabled={disabled || editing !== null}
                onClick={() => setEditing({ index: i, draft: draftOf(c) })}>{t('renderers.member.advancedFilter.edit')}</button>
              <button type="button" className="btn btn-ghost btn-xs" disabled={disabled}
                aria-label={`${t('renderers.member.advancedFilter.remove')}: ${conditionText(c, fields, t)}`}
                onClick={() => commit(list.filter((_, j) => j !== i))}>{t('renderers.member.advancedFilter.remove')}</button>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <ConditionEditor id={`${id}-editor`} fields={fields} draft={editing.draft} valid={conditionOf(editing.draft, fields) !== null}
          onDraft={(draft) => setEditing({ ...editing, draft })} onSave={save} onCancel={() => setEditing(null)} />
      )}
    </div>
  );
}
