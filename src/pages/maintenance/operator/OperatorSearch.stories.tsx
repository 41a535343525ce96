import type { Meta, StoryObj } from '@storybook/react-vite';
import '../maintenance.css';
import type { GroupChoice } from '../shared/maintenanceTypes';
import { OperatorSearch } from './OperatorSearch';

const GROUPS: GroupChoice[] = [
  { groupID: 1, groupName: 'Administrators', assignable: true }, { groupID: 2, groupName: 'LuckyThai88 站長', assignable: true },
  { groupID: 3, groupName: 'SiamSlot Marketing', assignable: true }, { groupID: 4, groupName: 'Customer Service 客服組', assignable: true },
  { groupID: 6, groupName: '東南亞區域財務與風險控管督導小組（泰國・越南・菲律賓）', assignable: false },
];

/** Search operators by account or name, group and status; Enter searches. */
const meta = {
  title: 'Pages/Maintenance/Operator/OperatorSearch',
  component: OperatorSearch,
  args: { groups: GROUPS, onSearch: () => {} },
  decorators: [(Story) => <div className="mnt-page" style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<typeof OperatorSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every group of the operator's rights, one with a long Traditional Chinese name. */
export const Groups: Story = {};
/** The group list has not loaded (or the operator manages no group): only "All". */
export const NoGroups: Story = { args: { groups: [] } };
