import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ConditionFieldDef } from '../../../engine/definition/filters';
import { recorded } from '../../gallery/recordedReports';
import { conditionOf, type ConditionDraft } from './conditionText';
import { ConditionEditor } from './ConditionEditor';
import './advancedFilter.css';

const FIELDS: readonly ConditionFieldDef[] = recorded('member_search').view.filters.find((f) => f.conditionFields)!.conditionFields!;

function Editor({ initial }: { initial: ConditionDraft }) {
  const [draft, setDraft] = useState(initial);
  return (
    <div className="card adv-filter" style={{ margin: 24, padding: 16, maxWidth: 720 }}>
      <ConditionEditor id="story-condition" fields={FIELDS} draft={draft} valid={conditionOf(draft, FIELDS) !== null}
        onDraft={setDraft} onSave={() => {}} onCancel={() => {}} />
    </div>
  );
}

/** One condition being added or edited: field, operator and a value input fitting the field (date, number, option, text). */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/Filter widgets/ConditionEditor',
  component: Editor,
  args: { initial: { field: 'reg_date', op: 'gte', value: '2026-01-01' } },
} satisfies Meta<typeof Editor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Registered on or after 1 January 2026. */
export const DateField: Story = {};
/** Active days at least 30. */
export const NumberField: Story = { args: { initial: { field: 'life_days', op: 'gte', value: '30' } } };
/** Member type is influencer: the value is a choice. */
export const OptionField: Story = { args: { initial: { field: 'member_type', op: 'eq', value: '6' } } };
/** A new condition without a value: Save stays disabled. */
export const Incomplete: Story = { args: { initial: { field: 'member_username', op: 'contains', value: '' } } };
/** A number field holding text cannot be saved, and says why. */
export const NotANumber: Story = { parameters: { expectError: true }, args: { initial: { field: 'life_days', op: 'eq', value: '三十' } } };
/** Lifetime days below zero: 'At least 0', and Save stays off. */
export const BelowItsLeast: Story = { parameters: { expectError: true }, args: { initial: { field: 'life_days', op: 'gte', value: '-5' } } };
