import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { globalStore, initialGlobal } from '../../../state/globalStore';
import { resetSessionStore } from '../../../state/sessionStore';
import { writeSessionList } from '../../../state/sessionLists';
import { applyDemoSession } from '../../gallery/demoSession';
import { RECORDED } from '../../gallery/recordedReports';
import { SiteWidget } from './SiteWidget';

function Field({ initial, disabled }: { initial?: number; disabled?: boolean }) {
  const [value, setValue] = useState<unknown>(initial);
  const props = { id: 'story-site', value, onChange: setValue, disabled } as unknown as WidgetProps;
  return <div className="card" style={{ margin: 24, padding: 16, maxWidth: 420 }}><SiteWidget {...props} /></div>;
}

/** One site of the session's site list, for single-site reports (site outline, promotion cost). */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/Filter widgets/SiteWidget',
  component: Field,
  args: { initial: 1 },
  beforeEach: () => {
    applyDemoSession(RECORDED);
    return () => { resetSessionStore(); Object.assign(globalStore, initialGlobal()); };
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LuckyThai88 chosen. */
export const LuckyThai88: Story = {};
/** Nothing chosen yet: a blank first option. */
export const NoneChosen: Story = { args: { initial: undefined } };
/** A site owner's group with long Traditional Chinese site names. */
export const LongNames: Story = {
  args: { initial: 101 },
  beforeEach: () => {
    writeSessionList(sessionStorage, 'site_list', [
      { site_id: 101, site_name: 'LuckyThai88 泰國旗艦站・曼谷清邁普吉島聯合營運中心', site_currency: 'THB' },
      { site_id: 102, site_name: '金沙娛樂城（台灣區・北中南三區整合站）', site_currency: 'TWD' },
    ]);
  },
};
export const Disabled: Story = { args: { disabled: true } };
