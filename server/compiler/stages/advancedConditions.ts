import { isCalendarDay } from '../../../src/engine/dates/calendarDay';
import { numberProblem } from '../../../src/engine/filters/conditionNumber';
import type { ConditionValue, FilterDef } from '../../../src/engine/definition/filters';
import { CompileError } from '../errors';
import type { Condition } from '../types';

/**
 * The advanced filter builder's conditions → dimension conditions. The request schema already
 * limits fields and operators to the definition's lists; here each condition is checked against its
 * own field: the operator offered for that field, and a value of the field's type.
 */
export function advancedConditions(def: FilterDef, value: unknown): Condition[] {
  const list = Array.isArray(value) ? (value as ConditionValue[]) : [];
  return list.map((c) => {
    const field = def.conditionFields?.find((f) => f.field === c.field);
    if (!field) throw new CompileError(9400, `cannot filter on '${String(c.field)}'`);
    if (!field.ops.includes(c.op)) throw new CompileError(9400, `'${c.op}' is not an operator of '${c.field}'`);
    const bad = () => new CompileError(9400, `'${String(c.value)}' is not a value of '${c.field}'`);
    // the editor's own test of a number (whole where asked, within the field's bounds)
    if (field.type === 'number' && (typeof c.value !== 'number' || numberProblem(field, String(c.value)) !== null)) throw bad();
    if (field.type === 'date' && !isCalendarDay(c.value)) throw bad();
    if (field.type === 'enum' && !(field.options ?? []).some((o) => String(o) === String(c.value))) throw bad();
    const v = field.type === 'enum' ? (field.options ?? []).find((o) => String(o) === String(c.value))! : field.type === 'text' ? String(c.value) : c.value;
    return { dimension: field.field, op: 'cmp', cmp: c.op, value: v, valueType: field.type === 'date' ? 'date' : undefined };
  });
}
