import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterDef } from '../../../engine/definition/filters';
import { recorded } from '../../gallery/recordedReports';
import { filterLabel } from '../filterUiSchema';
import { EnumWidget } from './EnumWidget';

const filterOf = (reportId: string, key: string) => recorded(reportId).view.filters.find((f) => f.key === key)!;

function Field({ filter, initial, disabled }: { filter: FilterDef; initial?: unknown; disabled?: boolean }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const props = { id: `story-${filter.key}`, value, onChange: setValue, options: { filter }, disabled, required: filter.required } as unknown as WidgetProps;
  return (
    <div className="card" style={{ margin: 24, padding: 16, maxWidth: 420, display: 'grid', gap: 8 }}>
      <label htmlFor={`story-${filter.key}`}>{filterLabel(t, filter)}</label>
      <EnumWidget {...props} />
      <code className="muted">{JSON.stringify(value) ?? 'undefined'}</code>
    </div>
  );
}

/** One option of a filter, named through its enum keys; an optional filter offers "All". */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/Filter widgets/EnumWidget',
  component: Field,
  args: { filter: filterOf('game_ranking', 'groupBy'), initial: 'game_brand_code' },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Game ranking grouped by brand, kind or theme. */
export const GameRankingGroupBy: Story = {};
/** Promotion type, optional: nothing chosen means every type. */
export const PromoTypeAll: Story = {
  args: { filter: { key: 'promoType', widget: 'enum', param: 'promoType', options: [0, 1, 2, 3, 4], enumKey: 'enums.promoType' } as FilterDef, initial: undefined },
};
export const Disabled: Story = { args: { disabled: true } };
