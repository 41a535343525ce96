import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { demoSites } from '../../gallery/demoSession';
import { RECORDED } from '../../gallery/recordedReports';
import type { PickerOption } from '../../../engine/filters/pickerOptions';
import { MultiPicker } from './MultiPicker';

const SITES: PickerOption[] = demoSites(RECORDED).map((s) => ({ value: s.site_id, label: s.site_name }));
const LONG: PickerOption[] = [
  { value: 101, label: 'LuckyThai88 泰國旗艦站・曼谷清邁普吉島聯合營運中心' }, { value: 102, label: '金沙娛樂城（台灣區・北中南三區整合站）' },
  { value: 103, label: 'SaigonBet Vietnam Premium Live Casino & Sportsbook' }, ...SITES,
];

function Picker({ options, initial, disabled, allText }: { options: PickerOption[]; initial: (string | number)[]; disabled?: boolean; allText: string }) {
  const [value, setValue] = useState(initial);
  return (
    <div className="card" style={{ margin: 24, padding: 16, maxWidth: 420, minHeight: 420 }}>
      <MultiPicker id="story-picker" options={options} value={value} onChange={setValue} allText={allText} disabled={disabled} />
    </div>
  );
}

/** A searchable checklist in a popover (click to open); nothing picked means all. */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/Filter widgets/MultiPicker',
  component: Picker,
  args: { options: SITES, initial: [], allText: 'All sites' },
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The twelve recorded sites, none picked: every site. */
export const AllSites: Story = {};
/** Two picked: their names show on the button. */
export const TwoSites: Story = { args: { initial: [1, 2] } };
/** Five picked: the button counts them. */
export const FiveSites: Story = { args: { initial: [1, 2, 3, 4, 5] } };
/** Long and Traditional Chinese site names are cut on the button and wrap in the list. */
export const LongNames: Story = { args: { options: LONG, initial: [101, 102] } };
/** No session list (the operator has no sites): the list says nothing matches. */
export const NoOptions: Story = { args: { options: [] } };
export const Disabled: Story = { args: { initial: [1], disabled: true } };
