import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import type { ConditionValue, FilterDef } from '../../../engine/definition/filters';
import { recorded } from '../../gallery/recordedReports';
import { AdvancedFilterWidget } from './AdvancedFilterWidget';

const CONDITIONS: FilterDef = recorded('member_search').view.filters.find((f) => f.conditionFields)!;

function Field({ initial, disabled }: { initial?: ConditionValue[]; disabled?: boolean }) {
  const [value, setValue] = useState<unknown>(initial);
  const props = { id: 'story-conditions', value, onChange: setValue, options: { filter: CONDITIONS }, disabled } as unknown as WidgetProps;
  return <div className="card" style={{ margin: 24, padding: 16, maxWidth: 720 }}><AdvancedFilterWidget {...props} /></div>;
}

/** The member search's advanced filter: add, edit and remove conditions on the fields its definition allows. */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/Filter widgets/AdvancedFilterWidget',
  component: Field,
  args: { initial: undefined },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No condition yet: "+ Add condition". */
export const NoConditions: Story = {};
/** Members registered since January, depositing in the last week, active at least 30 days, not frozen. */
export const FourConditions: Story = {
  args: {
    initial: [
      { field: 'reg_date', op: 'gte', value: '2026-01-01' }, { field: 'dpst_date_max', op: 'gte', value: '2026-11-14' },
      { field: 'life_days', op: 'gte', value: 30 }, { field: 'member_status', op: 'ne', value: 2 },
    ],
  },
};
/** A long username condition with Traditional Chinese text wraps in the list. */
export const LongValue: Story = {
  args: { initial: [{ field: 'agent_username', op: 'contains', value: 'super_agent_bangkok_sukhumvit_夜班推廣團隊_2026_LuckyThai88' }] },
};
export const Disabled: Story = { args: { initial: [{ field: 'member_type', op: 'eq', value: 6 }], disabled: true } };
