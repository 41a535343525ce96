import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterDef } from '../../../engine/definition/filters';
import { globalStore, initialGlobal } from '../../../state/globalStore';
import { resetSessionStore } from '../../../state/sessionStore';
import { applyDemoSession } from '../../gallery/demoSession';
import { RECORDED, recorded } from '../../gallery/recordedReports';
import { filterLabel } from '../filterUiSchema';
import { ListPickerWidget } from './ListPickerWidget';

const filterOf = (reportId: string, key: string) => recorded(reportId).view.filters.find((f) => f.key === key)!;

function Field({ filter, initial }: { filter: FilterDef; initial?: unknown[] }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<unknown>(initial);
  const props = { id: `story-${filter.key}`, value, onChange: setValue, options: { filter } } as unknown as WidgetProps;
  return (
    <div className="card" style={{ margin: 24, padding: 16, maxWidth: 420, minHeight: 420, display: 'grid', alignContent: 'start', gap: 8 }}>
      <label htmlFor={`story-${filter.key}`}>{filterLabel(t, filter)}</label>
      <ListPickerWidget {...props} />
    </div>
  );
}

/** Sites, markets, game kinds, brands, member levels and tags from the session's lists (click to open). */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/Filter widgets/ListPickerWidget',
  component: Field,
  args: { filter: filterOf('agent_compare', 'sites') },
  beforeEach: () => {
    applyDemoSession(RECORDED);
    globalStore.memberLevelList = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Crown'].map((name, i) => ({ member_lv_id: i + 1, member_lv_name: name }));
    globalStore.memberTagList = ['vip', 'high_roller', 'bonus_hunter', 'new_depositor', 'at_risk'].map((code, i) => ({ member_tag_id: i + 1, member_tag_code: code }));
    return () => { resetSessionStore(); Object.assign(globalStore, initialGlobal()); };
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every site of the session, none picked. */
export const Sites: Story = {};
/** LuckyThai88 and SiamSlot picked. */
export const TwoSites: Story = { args: { initial: [1, 2] } };
/** Markets by currency, named from the currency list. */
export const Markets: Story = { args: { filter: filterOf('bank_accounting', 'markets'), initial: ['THB', 'VND'] } };
export const GameKinds: Story = { args: { filter: filterOf('game_ranking', 'gameKinds'), initial: ['slot', 'live'] } };
export const MemberLevels: Story = { args: { filter: filterOf('member_search', 'memberLevels'), initial: [3, 4, 5] } };
export const MemberTags: Story = { args: { filter: filterOf('member_search', 'memberTags') } };
