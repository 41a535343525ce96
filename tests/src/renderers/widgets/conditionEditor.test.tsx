// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { ConditionFieldDef } from '../../../../src/engine/definition/filters';
import { ConditionEditor } from '../../../../src/renderers/widgets/advancedFilter/ConditionEditor';
import { conditionOf, numberProblem, type ConditionDraft } from '../../../../src/renderers/widgets/advancedFilter/conditionText';
import { i18n } from '../../../../src/i18n/i18n';

const lifeDays: ConditionFieldDef = { field: 'life_days', type: 'number', ops: ['eq', 'gte', 'lte'], integer: true, min: 0, max: 36500 };
const amount: ConditionFieldDef = { field: 'dpst_amt', type: 'number', ops: ['gte'] };

describe('a number condition being edited', () => {
  it('is searched only as a number within its field\'s bounds, whole where asked, and a safe integer\'s', () => {
    const of = (value: string, def = lifeDays) => conditionOf({ field: def.field, op: 'gte', value }, [def]);
    expect(of('30')).toEqual({ field: 'life_days', op: 'gte', value: 30 });
    for (const v of ['-5', '1.5', '36501', '99999999999999999999', 'ten']) expect(of(v), v).toBeNull();
    expect(of('12.75', amount)).toEqual({ field: 'dpst_amt', op: 'gte', value: 12.75 });
    expect(of('99999999999999999999', amount)).toBeNull();
    expect(numberProblem(lifeDays, '1.5')).toEqual({ key: 'renderers.filters.whole' });
    expect(numberProblem(lifeDays, '-5')).toEqual({ key: 'renderers.filters.atLeast', limit: 0 });
    expect(numberProblem(amount, '1e300')).toEqual({ key: 'renderers.filters.atMost', limit: Number.MAX_SAFE_INTEGER });
  });

  it('says why Save is off', async () => {
    await i18n.changeLanguage('en');
    function Editor() {
      const [draft, setDraft] = useState<ConditionDraft>({ field: 'life_days', op: 'gte', value: '' });
      return <ConditionEditor id="c" fields={[lifeDays]} draft={draft} valid={conditionOf(draft, [lifeDays]) !== null} onDraft={setDraft} onSave={() => undefined} onCancel={() => undefined} />;
    }
    const { container } = render(<Editor />);
    const input = container.querySelector<HTMLInputElement>('#c-value')!;
    const save = () => container.querySelector<HTMLButtonElement>('.adv-filter-save')!;
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(input, { target: { value: '-5' } });
    expect(screen.getByRole('alert').textContent).toBe('At least 0');
    expect(save().disabled).toBe(true);
    fireEvent.change(input, { target: { value: '1.5' } });
    expect(screen.getByRole('alert').textContent).toBe('A whole number');
    fireEvent.change(input, { target: { value: '400' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(save().disabled).toBe(false);
  });
});
