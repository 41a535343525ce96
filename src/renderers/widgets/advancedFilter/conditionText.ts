import { isCalendarDay } from '../../../engine/dates/calendarDay';
import type { ConditionFieldDef, ConditionOp, ConditionValue } from '../../../engine/definition/filters';
import type { Translate } from '../../format/fieldLabel';
import { numberProblem } from '../../../engine/filters/conditionNumber';

export { numberProblem };

/** A condition being edited: the value is text until saved (numbers are parsed then). */
export interface ConditionDraft {
  field: string;
  op: ConditionOp;
  value: string;
}

/** A new condition on the first allowed field with its first operator. */
export function newDraft(fields: readonly ConditionFieldDef[]): ConditionDraft {
  const first = fields[0];
  return { field: first?.field ?? '', op: first?.ops[0] ?? 'eq', value: first?.type === 'enum' ? String(first.options?.[0] ?? '') : '' };
}

export function draftOf(c: ConditionValue): ConditionDraft {
  return { field: c.field, op: c.op, value: String(c.value) };
}

/** The draft as a condition the server accepts, or null while it is incomplete (no value, not a number, not a date). */
export function conditionOf(draft: ConditionDraft, fields: readonly ConditionFieldDef[]): ConditionValue | null {
  const def = fields.find((f) => f.field === draft.field);
  const raw = draft.value.trim();
  if (!def || !def.ops.includes(draft.op) || raw === '') return null;
  if (def.type === 'number') return numberProblem(def, raw) === null ? { field: def.field, op: draft.op, value: Number(raw) } : null;
  if (def.type === 'date') return isCalendarDay(raw) ? { field: def.field, op: draft.op, value: raw } : null;
  if (def.type === 'enum') {
    const option = def.options?.find((o) => String(o) === raw);
    return option === undefined ? null : { field: def.field, op: draft.op, value: option };
  }
  return { field: def.field, op: draft.op, value: raw.slice(0, 100) };
}

/** The draft after choosing another field: its operator and value reset when they do not fit. */
export function withField(draft: ConditionDraft, field: string, fields: readonly ConditionFieldDef[]): ConditionDraft {
  const def = fields.find((f) => f.field === field);
  if (!def) return draft;
  return { field, op: def.ops.includes(draft.op) ? draft.op : def.ops[0], value: def.type === 'enum' ? String(def.options?.[0] ?? '') : '' };
}

/** An operator in the user's words; dates read as on or after, before… (`enums.conditionOp.date.*`). */
export function opText(op: ConditionOp, type: ConditionFieldDef['type'] | undefined, t: Translate): string {
  return type === 'date' && op !== 'eq' && op !== 'ne' && op !== 'contains' ? t(`enums.conditionOp.date.${op}`) : t(`enums.conditionOp.${op}`);
}

/** `Registered on or after 2026-01-01`: field, operator and value in the user's words. */
export function conditionText(c: ConditionValue, fields: readonly ConditionFieldDef[], t: Translate): string {
  const def = fields.find((f) => f.field === c.field);
  const value = def?.type === 'enum' && def.enumKey ? t(`${def.enumKey}.${c.value}`) : String(c.value);
  return `${t(`fields.${c.field}`)} ${opText(c.op, def?.type, t)} ${value}`;
}
