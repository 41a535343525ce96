import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RECORDED } from '../../renderers/gallery/recordedReports';
import { findRouteByReport } from '../routes/routeTable';
import { DEMO_ROUTES } from '../storySupport/demoShell';
import { shellSession } from '../storySupport/shellSession';
import { withRecordedReports, type StoryReportApi } from '../storySupport/withRecordedReports';
import SideDrawer from './SideDrawer';
import './sideDrawer.css';
import { waitForErrorState } from '../storySupport/waitForErrorState';

const widget = (reportId: string, params: Record<string, unknown> = {}) =>
  ({ route: findRouteByReport(DEMO_ROUTES, reportId), reportId, params, openings: 1 });

/** Game brands under the long names some providers give them, mixed Latin and Traditional Chinese. */
const LONG_BRANDS: Record<string, string> = {
  SABA: 'SABA Sports 沙巴體育 Asia Handicap & In-Play Premium Book', PG: 'PG Soft 麻將胡了 2 Mahjong Ways Extended Jackpot Edition',
  PP: 'Pragmatic Play Live — 亞洲貴賓廳 (Asia VIP Studio, Manila)', JILI: 'JILI Fishing 捕魚大亨 Royal Ocean King Deluxe Multiplayer',
};
const longBrand = <T,>(name: T): T | string => (typeof name === 'string' ? LONG_BRANDS[name] ?? name : name);
const GAME_RANKING = RECORDED.game_ranking;
const LONG_NAMED_RECORDS = {
  ...RECORDED,
  game_ranking: {
    ...GAME_RANKING,
    result: {
      ...GAME_RANKING.result,
      res: GAME_RANKING.result.res.map((row) => ({ ...row, group_value: longBrand(row.group_value) })),
      chart: GAME_RANKING.result.chart && { ...GAME_RANKING.result.chart, categories: GAME_RANKING.result.chart.categories.map(longBrand) },
    },
  },
};
const api = (reportApi: StoryReportApi) => ({ reportApi });

const meta = {
  title: 'Shell/SideDrawer',
  component: SideDrawer,
  args: { ...widget('game_ranking'), onClose: fn() },
  argTypes: { route: { control: false } },
  beforeEach: shellSession(),
  decorators: [withRecordedReports],
} satisfies Meta<typeof SideDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Game ranking by brand over the previous 30 days, with turnover, GGR and active players. */
export const GameRanking: Story = {};
/** Opened for LuckyThai88 from its site dashboard: the site filter comes with the request. */
export const SiteOutlineLuckyThai88: Story = { args: widget('site_outline', { site: 1 }) };
/** The loading overlay while the widget runs its report. */
export const Loading: Story = { args: widget('member_level', { site: 1 }), parameters: api({ delayMs: 600_000 }) };
/** A period without rows. */
export const Empty: Story = { args: widget('promo_cost', { site: 1 }), parameters: api({ empty: true }) };
/** The server could not build the report (status 8065). */
export const ReportFailed: Story = {
  args: widget('trans_3party', { site: 1 }),
  parameters: { ...api({ failWith: 'Report generation failed' }), expectError: true },
  play: waitForErrorState,
};
/** Brand names that do not fit: the grid and chart keep their width. */
export const LongNames: Story = { parameters: api({ records: LONG_NAMED_RECORDS }) };
/** Full width under 960 px. */
export const Narrow: Story = { args: widget('member_tag', { site: 1 }), globals: { viewport: { value: 'mobile2', isRotated: false } } };
export const TraditionalChinese: Story = { args: widget('member_reg_age', { site: 1 }), globals: { locale: 'tw' } };
