import type { Meta, StoryObj } from '@storybook/react-vite';
import '../maintenance.css';
import { Modal } from './Modal';

const footer = (
  <>
    <button type="button" className="btn btn-ghost">Cancel</button>
    <button type="button" className="btn btn-primary">Save</button>
  </>
);

/** The maintenance screens' modal: focus moves in on open, Escape closes, Tab stays inside. */
const meta = {
  title: 'Pages/Maintenance/Modal',
  component: Modal,
  args: {
    title: 'Edit operator', onClose: () => {}, footer,
    children: (
      <div className="mnt-form">
        <div className="field"><label htmlFor="story-name">Name</label><input id="story-name" className="input" defaultValue="陳志明" /></div>
        <div className="field"><label htmlFor="story-group">Group</label><input id="story-group" className="input" defaultValue="LuckyThai88 站長" /></div>
      </div>
    ),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};
/** The group editor's wider body. */
export const Wide: Story = { args: { wide: true, title: 'New group' } };
/** A long Traditional Chinese title wraps beside the close button. */
export const LongTitle: Story = { args: { title: '重設密碼：東南亞區域財務與風險控管督導小組・sea.finance.supervisor（泰國・越南・菲律賓）' } };
