import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { ConfirmRunDialog } from './ConfirmRunDialog';
import './search.css';

function MemberSearchConfirm({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  return <ConfirmRunDialog text={t(messageKey)} onConfirm={() => {}} onCancel={() => {}} />;
}

/** Asks before a heavy member search runs (spec §5); Escape or Cancel closes it. */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/Search/ConfirmRunDialog',
  component: MemberSearchConfirm,
  args: { messageKey: 'reports.member_search.confirm' },
} satisfies Meta<typeof MemberSearchConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member search's own question, in the toolbar's language. */
export const MemberSearch: Story = {};
/** A long question wraps inside the dialog. */
export const LongQuestion: Story = {
  render: () => (
    <ConfirmRunDialog onConfirm={() => {}} onCancel={() => {}}
      text={'Search every member of LuckyThai88, SiamSlot, KLRoyal and MumbaiRoyale registered in the last 24 months with tag 「高額玩家（VIP 白金）」 '
        + 'and a deposit of at least 50,000 THB? This reads about 2.4 million member days and may take a minute.'} />
  ),
};
