import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, type IconName } from './icons';

// A record, so a new icon without a place here fails the type check.
const EVERY_ICON: Record<IconName, string> = {
  menu: 'toolbar: menu toggle', chevronDown: 'settings menu, open group', chevronRight: 'closed menu group', settings: 'Settings',
  logout: 'Log out', arrowUp: 'scroll to top', close: 'close alert / widget', check: 'success dialog', alert: 'warning and error',
  info: 'info alert', user: 'operator', chart: 'report', lock: 'password', globe: 'language', home: 'Dashboard', pin: 'Pin this page',
  widgets: 'side drawer widgets', history: 'recent pages', rerun: 'recent inquiry', panel: 'side drawer', bookmark: 'saved views',
};

const meta = {
  title: 'Shell/Icon',
  component: Icon,
  args: { name: 'home', size: 22 },
  argTypes: { name: { control: 'select', options: Object.keys(EVERY_ICON) } },
  decorators: [(Story) => <div style={{ padding: 24, color: 'var(--text)' }}><Story /></div>],
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One icon; pick it with the `name` control. */
export const Single: Story = {};

/** Every line icon of the shell, with where it is used. */
export const Gallery: Story = {
  render: ({ size }) => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 12, listStyle: 'none', padding: 0, margin: 0 }}>
      {(Object.entries(EVERY_ICON) as [IconName, string][]).map(([name, use]) => (
        <li key={name} className="card" style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 12 }}>
          <Icon name={name} size={size} />
          <span><strong>{name}</strong><br /><small style={{ color: 'var(--text-muted)' }}>{use}</small></span>
        </li>
      ))}
    </ul>
  ),
};
/** The sizes the shell uses: 16 in menus, 18 in popups, 22 in the toolbar, 26 in dialogs. */
export const Sizes: Story = {
  render: ({ name }) => <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>{[16, 18, 22, 26].map((s) => <Icon key={s} name={name} size={s} />)}</div>,
};
