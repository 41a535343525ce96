import type { Meta, StoryObj } from '@storybook/react-vite';
import { PinButton } from '../pin/PinButton';
import { DEMO_ROUTES } from '../storySupport/demoShell';
import { shellSession } from '../storySupport/shellSession';
import { pageHeader } from './pageHeader';
import { PageHeader } from './PageHeader';

const header = (path: string) => pageHeader(DEMO_ROUTES, path)!;

const meta = {
  title: 'Shell/PageHeader',
  component: PageHeader,
  args: { model: header('/site_owner/site_outline'), showCrumbs: true, actions: <PinButton route={{ name: 'site_outline' }} /> },
  argTypes: { actions: { control: false } },
  beforeEach: shellSession(),
  parameters: { route: '/site_owner/site_outline' },
  decorators: [(Story) => <div className="layout-main" style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Site Outline under Site Owner: title, parent title, breadcrumbs from Home and the pin button. */
export const SiteOwnerReport: Story = {};
/** The breadcrumb-visible flag off: title and pin only. */
export const WithoutBreadcrumbs: Story = { args: { showCrumbs: false } };
/** Maintenance pages have no pin button (spec §2). */
export const Maintenance: Story = {
  args: { model: header('/maintenance/operator'), actions: undefined },
  parameters: { route: '/maintenance/operator' },
};
/** The longest report title, in Traditional Chinese too. */
export const LongTitle: Story = {
  args: { model: header('/site_owner/member_reg_age'), actions: <PinButton route={{ name: 'member_reg_age' }} /> },
  parameters: { route: '/site_owner/member_reg_age' },
};
export const LongTitleChinese: Story = { ...LongTitle, globals: { locale: 'tw' } };
/** Below 960 px the breadcrumbs and the pin share one row under the title. */
export const Narrow: Story = { ...LongTitle, globals: { viewport: { value: 'mobile1', isRotated: false } } };
