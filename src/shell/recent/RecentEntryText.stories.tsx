import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_INQUIRIES, DEMO_RECENT_PAGES, DEMO_ROUTES } from '../storySupport/demoShell';
import { recentInquiryEntries, recentPageEntries } from './recentEntries';
import { RecentEntryText } from './RecentEntryText';

const pages = recentPageEntries(DEMO_ROUTES, DEMO_RECENT_PAGES);
const inquiries = recentInquiryEntries(DEMO_ROUTES, DEMO_INQUIRIES);
const byReport = (id: string) => inquiries.find((e) => e.key.startsWith(`${id}@`))!;

const meta = {
  title: 'Shell/Recent/RecentEntryText',
  component: RecentEntryText,
  args: { entry: pages[0] },
  decorators: [(Story) => (
    <div className="popup-menu popup-list" style={{ position: 'static', margin: 24 }}>
      <button type="button" role="menuitem"><Story /></button>
    </div>
  )],
} satisfies Meta<typeof RecentEntryText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A recent page: its title only. */
export const Page: Story = {};
/** A search of Site Outline over the previous 30 days for LuckyThai88: the preset and one more filter. */
export const InquiryWithPreset: Story = { args: { entry: byReport('site_outline') } };
/** A search of Top Members over October: custom dates, and two more filters. */
export const InquiryWithCustomDates: Story = { args: { entry: byReport('member_top') } };
/** The longest report title with custom dates and four more filters, in a phone-wide menu. */
export const LongTitle: Story = {
  args: {
    entry: {
      key: 'member_reg_age@1', titleKey: 'reports.member_reg_age.title', href: '/site_owner/member_reg_age',
      detail: { from: '2025-12-01', to: '2026-11-21', more: 4 },
    },
  },
  decorators: [(Story) => <div style={{ width: 240 }}><Story /></div>],
};
/** The same in Traditional Chinese. */
export const LongTitleChinese: Story = { ...LongTitle, globals: { locale: 'tw' } };
