import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LONG_NAMED, SITE_OWNER } from '../storySupport/demoShell';
import { SettingsMenu } from './SettingsMenu';

const meta = {
  title: 'Shell/SettingsMenu',
  component: SettingsMenu,
  args: { operatorName: 'Administrator', onSettings: fn(), onLogout: fn() },
  decorators: [(Story) => (
    <div className="toolbar" style={{ position: 'static' }}>
      <span className="toolbar-spacer" /><Story />
    </div>
  )],
} satisfies Meta<typeof SettingsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const openMenu: Story['play'] = async ({ canvas, userEvent }) => {
  await userEvent.click(canvas.getByRole('button', { expanded: false }));
};

export const Closed: Story = {};
/** Settings (to /setting) and Log out; Escape or a click outside closes it. */
export const Open: Story = { play: openMenu };
/** A site owner with a Traditional Chinese name, in the tw console: the avatar shows 陳. */
export const ChineseName: Story = { args: { operatorName: SITE_OWNER.operatorName }, globals: { locale: 'tw' }, play: openMenu };
/** The longest names the maintenance screen accepts. */
export const LongName: Story = { args: { operatorName: LONG_NAMED.operatorName }, play: openMenu };
/** Below 960 px only the avatar shows. */
export const Narrow: Story = { args: { operatorName: SITE_OWNER.operatorName }, globals: { viewport: { value: 'mobile1', isRotated: false } }, play: openMenu };
