import type { Meta, StoryObj } from '@storybook/react-vite';
import { DevDefinitionsPanel } from './DevDefinitions';

/** `npm run dev`: a saved report definition with problems, shown over the page while the last valid definitions keep serving. */
const meta = {
  title: 'App/DevDefinitions',
  component: DevDefinitionsPanel,
} satisfies Meta<typeof DevDefinitionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Problems: Story = {
  // an alert on purpose: the story walk expects its error state
  parameters: { expectError: true },
  args: {
    problems: [
      "brand_market: query.measures.1 'house_nett_win' is not a measure of any model; did you mean 'house_net_win'?",
      "brand_market: chart.series 'apv_bets' is not a numeric field of the query; did you mean 'apv_bet', 'apv_bet_new' or 'apv_bet_per_user'?",
      'reports/sys_provider/brand_market.report.ts: does not load: Transform failed with 1 error: reports/sys_provider/brand_market.report.ts:12:0: ERROR: Expected "}" but found end of file',
    ],
  },
};

