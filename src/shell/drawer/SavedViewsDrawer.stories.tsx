import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ReportApiProvider } from '../../renderers/api/ReportApiContext';
import { DEMO_SAVED_VIEWS, memoryViewsApi } from '../../renderers/gallery/memoryViewsApi';
import { recordedApi } from '../../renderers/gallery/recordedApi';
import { RECORDED } from '../../renderers/gallery/recordedReports';
import { DEMO_ROUTES } from '../storySupport/demoShell';
import { SavedViewsButton } from './SavedViewsButton';
import SavedViewsDrawer from './SavedViewsDrawer';
import './sideDrawer.css';

function Frame() {
  const [api] = useState(() => ({ ...recordedApi(RECORDED), views: memoryViewsApi(DEMO_SAVED_VIEWS) }));
  return <ReportApiProvider api={api}><SavedViewsDrawer routes={DEMO_ROUTES} openings={1} onClose={() => undefined} /></ReportApiProvider>;
}

/** The side drawer's list of saved views, opened from the toolbar's bookmark button. */
const meta = {
  title: 'Shell/Side drawer/Saved views',
  render: () => <Frame />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
/** The toolbar button that opens it. */
export const Button: Story = { render: () => <div className="toolbar" style={{ position: 'static' }}><SavedViewsButton /></div> };
