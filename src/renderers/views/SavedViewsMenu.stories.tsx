import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_SAVED_VIEWS } from '../gallery/memoryViewsApi';
import { SavedViewsMenu } from './SavedViewsMenu';

const trend = DEMO_SAVED_VIEWS.filter((v) => v.reportId === 'site_trend');
const nothing = async () => undefined;

/** The saved views menu beside Search: the report's views (own and the group's), Save as, and Update, Rename, Delete of the view open. */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/Saved views/Menu',
  component: SavedViewsMenu,
  args: {
    views: trend, current: trend[0], canShare: true, groupName: 'House analysts',
    onOpen: () => undefined, onSaveAs: nothing, onUpdate: () => undefined, onRename: nothing, onDelete: nothing,
  },
  decorators: [(Story) => <div style={{ padding: 24, minHeight: 420 }}><Story /></div>],
  play: async ({ canvasElement }) => { canvasElement.querySelector<HTMLButtonElement>('[data-testid=views-menu-button]')?.click(); },
} satisfies Meta<typeof SavedViewsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A view of one's own open: it can be updated, renamed and deleted. */
export const OwnViewOpen: Story = {};
/** A colleague's group view the operator may not change: only Open and Save as. */
export const ColleagueView: Story = { args: { views: DEMO_SAVED_VIEWS, current: DEMO_SAVED_VIEWS[3] } };
/** No saved view of this report yet. */
export const Empty: Story = { args: { views: [], current: null, canShare: false } };
