import type { Meta, StoryObj } from '@storybook/react-vite';
import { GlobalDialog } from '../feedback/GlobalDialog';
import { expectConsoleError } from '../storySupport/expectConsoleError';
import { PIN_URL } from './savePin';
import { SITE_OWNER, SITE_OWNER_RIGHTS } from '../storySupport/demoShell';
import { shellSession } from '../storySupport/shellSession';
import { ok, stubApi } from '../storySupport/stubApi';
import { PinButton } from './PinButton';

const pinCall = (answer: Parameters<typeof stubApi>[0][string]) => () => stubApi({ [PIN_URL]: answer }, { delayMs: 400 });
const siteOwner = (defaultRoute?: string) =>
  shellSession({ operator: SITE_OWNER, permitted: SITE_OWNER_RIGHTS, session: defaultRoute ? { defaultRoute } : {} });

const meta = {
  title: 'Shell/PinButton',
  component: PinButton,
  args: { route: { name: 'site_outline' } },
  beforeEach: [siteOwner(), pinCall((reqData) => ok({ ...(reqData as object) }))],
  parameters: { route: '/site_owner/site_outline' },
  decorators: [(Story) => <div className="page-actions" style={{ padding: 24 }}><Story /><GlobalDialog /></div>],
} satisfies Meta<typeof PinButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const click: Story['play'] = async ({ canvas, userEvent }) => {
  await userEvent.click(canvas.getByRole('button', { pressed: false }));
};
// By role and place, not by text: the plays run in both languages.
const confirm: Story['play'] = async ({ canvas, userEvent }) => {
  const dialog = await canvas.findByRole('dialog');
  await userEvent.click(dialog.querySelector<HTMLButtonElement>('.btn-primary')!);
};

/** 'Pin this page' on Site Outline while the Dashboard, daily, opens after login. */
export const NotPinned: Story = {};
/** 'Pinned': the stored default route is this page and tab. */
export const Pinned: Story = { beforeEach: siteOwner('site_outline,daily') };
/** Site Outline is pinned on its daily tab; its monthly tab is another pin. */
export const OtherTab: Story = { beforeEach: siteOwner('site_outline,daily'), parameters: { route: '/site_owner/site_outline?tab=monthly' } };
/** A click asks 'Save current pin'; confirming sends the route name and tab (answered here after 400 ms). */
export const AskingToSave: Story = { play: click };
/** The server refuses the pin (status 8046): the red global dialog shows its message. */
export const SaveRefused: Story = {
  beforeEach: [pinCall({ status: 8046, result: { message: 'Privilege not enough' } }), expectConsoleError(/ApiError: Privilege not enough/)],
  parameters: { expectError: true },
  play: async (context) => {
    await click(context);
    await confirm(context);
    await context.canvas.findByRole('alertdialog');
  },
};
export const TraditionalChinese: Story = { beforeEach: siteOwner('site_outline,daily'), globals: { locale: 'tw' } };
