import { useState, type ReactNode } from 'react';
import '../../i18n/i18n';
import '../../theme/theme.css';
import { ReportApiProvider } from '../api/ReportApiContext';
import { recordedApi, type RecordedApiOptions } from './recordedApi';
import { applyDemoSession } from './demoSession';
import { RECORDED } from './recordedReports';

export interface ReportStoryFrameProps extends RecordedApiOptions {
  currency?: string;
  autoSearch?: boolean;
  children: ReactNode;
}

/**
 * What a story needs around a renderer: a logged-in demo session and the recorded fetch layer.
 * No router: .storybook/preview.ts wraps every story in the one MemoryRouter, on the path the
 * story asks for with `parameters.route`.
 */
export function ReportStoryFrame({ currency, autoSearch, children, ...api }: ReportStoryFrameProps) {
  useState(() => applyDemoSession(RECORDED, currency, autoSearch));
  const [reportApi] = useState(() => recordedApi(RECORDED, api));
  return (
    <ReportApiProvider api={reportApi}>
      <div style={{ padding: 24, background: 'var(--bg)', minHeight: '100vh' }}>{children}</div>
    </ReportApiProvider>
  );
}
