import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_SAVED_VIEWS } from '../gallery/memoryViewsApi';
import { SavedViewList } from './SavedViewList';

const TITLES: Record<string, string> = { site_trend: 'reports.site_trend.title', game_ranking: 'reports.game_ranking.title', member_top: 'reports.member_top.title' };

/** The operator's saved views as links (dashboard card, side drawer): name, report, group and owner. */
const meta = {
  tags: ['autodocs'],
  title: 'Renderers/Saved views/List',
  component: SavedViewList,
  args: { views: DEMO_SAVED_VIEWS, pathOf: (v) => ({ path: `/${v.reportId}`, titleKey: TITLES[v.reportId] }) },
  decorators: [(Story) => <div className="card side-card" style={{ margin: 24, maxWidth: 380 }}><Story /></div>],
} satisfies Meta<typeof SavedViewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Views: Story = {};
/** None yet: where to save one. */
export const Empty: Story = { args: { views: [] } };
