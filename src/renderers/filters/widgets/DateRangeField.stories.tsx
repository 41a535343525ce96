import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FieldProps } from '@rjsf/utils';
import { useState } from 'react';
import type { DateRangeValue } from '../../../engine/dates/presets';
import { DateRangeField } from './DateRangeField';

function Field({ initial, disabled }: { initial?: DateRangeValue; disabled?: boolean }) {
  const [value, setValue] = useState<unknown>(initial);
  const props = { formData: value, onChange: (next: unknown) => setValue(next), fieldPathId: { $id: 'story-range', path: ['range'] }, disabled } as unknown as FieldProps;
  return (
    <div className="card" style={{ margin: 24, padding: 16, maxWidth: 640, display: 'grid', gap: 8 }}>
      <DateRangeField {...props} />
      <code className="muted">{JSON.stringify(value) ?? 'undefined'}</code>
    </div>
  );
}

/** Spec §9 quick picks and custom dates; the dates a preset stands for show beside it (they follow today's date). */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/Filter widgets/DateRangeField',
  component: Field,
  args: { initial: { preset: 'prev30' } },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The previous 30 days, most reports' default. */
export const Previous30Days: Story = {};
/** Month to date. */
export const MonthToDate: Story = { args: { initial: { preset: 'mtd' } } };
/** Custom dates: October 2026, the month a promotion ran. */
export const CustomOctober: Story = { args: { initial: { preset: 'custom', from: '2026-10-01', to: '2026-10-31' } } };
/** Custom with no dates yet: the line asks for them. */
export const CustomNoDates: Story = { args: { initial: { preset: 'custom' } } };
/** No value: the field shows the previous 30 days. */
export const NoValue: Story = { args: { initial: undefined } };
export const Disabled: Story = { args: { disabled: true } };
