import { useTranslation } from 'react-i18next';
import type { ConditionFieldDef, ConditionOp } from '../../../engine/definition/filters';
import { numberProblem, opText, withField, type ConditionDraft } from './conditionText';

export interface ConditionEditorProps {
  id: string;
  fields: readonly ConditionFieldDef[];
  draft: ConditionDraft;
  valid: boolean;
  onDraft: (draft: ConditionDraft) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** One condition being added or edited: field, operator and a value input fitting the field's type. */
export function ConditionEditor({ id, fields, draft, valid, onDraft, onSave, onCancel }: ConditionEditorProps) {
  const { t } = useTranslation();
  const def = fields.find((f) => f.field === draft.field) ?? fields[0];
  // a number typed that cannot be searched says why (Save stays off until it can)
  const problem = def?.type === 'number' && draft.value.trim() !== '' ? numberProblem(def, draft.value) : null;
  const value = def?.type === 'enum'
    ? (
      <select id={`${id}-value`} className="select" value={draft.value} onChange={(e) => onDraft({ ...draft, value: e.target.value })}>
        {(def.options ?? []).map((o) => <option key={String(o)} value={String(o)}>{def.enumKey ? t(`${def.enumKey}.${o}`) : String(o)}</option>)}
      </select>
    )
    : (
      <input id={`${id}-value`} className="input" type={def?.type === 'date' ? 'date' : def?.type === 'number' ? 'number' : 'text'} maxLength={100}
        {...(def?.type === 'number' ? { min: def.min, max: def.max, step: def.integer ? 1 : 'any', 'aria-invalid': problem ? true : undefined } : {})}
        value={draft.value} onChange={(e) => onDraft({ ...draft, value: e.target.value })}
        onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); if (valid) onSave(); } }} />
    );
  return (
    <div className="adv-filter-editor" role="group" aria-label={t('renderers.member.advancedFilter.add')}>
      <label className="adv-filter-part">
        <span>{t('renderers.member.advancedFilter.field')}</span>
        <select id={`${id}-field`} className="select" value={draft.field} onChange={(e) => onDraft(withField(draft, e.target.value, fields))}>
          {fields.map((f) => <option key={f.field} value={f.field}>{t(`fields.${f.field}`)}</option>)}
        </select>
      </label>
      <label className="adv-filter-part">
        <span>{t('renderers.member.advancedFilter.op')}</span>
        <select id={`${id}-op`} className="select" value={draft.op} onChange={(e) => onDraft({ ...draft, op: e.target.value as ConditionOp })}>
          {(def?.ops ?? []).map((op) => <option key={op} value={op}>{opText(op, def?.type, t)}</option>)}
        </select>
      </label>
      <label className="adv-filter-part">
        <span>{t('renderers.member.advancedFilter.value')}</span>
        {value}
        {problem && <span className="field-error" role="alert">{t(problem.key, problem.limit !== undefined ? { limit: problem.limit } : {})}</span>}
      </label>
      <div className="adv-filter-actions">
        <button type="button" className="btn btn-primary adv-filter-save" disabled={!valid} onClick={onSave}>{t('renderers.member.advancedFilter.save')}</button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>{t('renderers.member.advancedFilter.cancel')}</button>
      </div>
    </div>
  );
}
