import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import '../../i18n/i18n';
import '../../theme/theme.css';
import { ReportApiProvider } from '../api/ReportApiContext';
import { recordedApi, type RecordedApiOptions } from './recordedApi';
import { applyDemoSession } from './demoSession';
import { RECORDED } from './recordedReports';

export interface ReportStoryFrameProps extends RecordedApiOptions {
  path?: string;
  currency?: string;
  autoSearch?: boolean;
  children: ReactNode;
}

/** What a story needs around a renderer: a logged-in demo session, a router and the recorded fetch layer. */
export function ReportStoryFrame({ path = '/', currency, autoSearch, children, ...api }: ReportStoryFrameProps) {
  useState(() => applyDemoSession(RECORDED, currency, autoSearch));
  const [reportApi] = useState(() => recordedApi(RECORDED, api));
  return (
    <MemoryRouter initialEntries={[path]}>
      <ReportApiProvider api={reportApi}>
        <div style={{ padding: 24, background: 'var(--bg)', minHeight: '100vh' }}>{children}</div>
      </ReportApiProvider>
    </MemoryRouter>
  );
}
