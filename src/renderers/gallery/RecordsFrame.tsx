import { useState, type ReactNode } from 'react';
import '../../i18n/i18n';
import '../../theme/theme.css';
import { ReportApiProvider } from '../api/ReportApiContext';
import { applySession } from './demoSession';
import type { GallerySession } from './gallerySession';
import { recordedApi, type RecordedApiOptions } from './recordedApi';
import type { RecordedReport } from './recordedReports';

export interface RecordsFrameProps extends RecordedApiOptions {
  /** The recordings the fetch layer answers from. */
  records: Readonly<Record<string, RecordedReport>>;
  /** The demo session (sites, recorded day, routes). */
  session: GallerySession;
  currency?: string;
  autoSearch?: boolean;
  children: ReactNode;
}

/**
 * What a story needs around a renderer: a logged-in demo session and the recorded fetch layer over
 * the recordings it is given. No router: .storybook/preview.ts wraps every story in the one
 * MemoryRouter, on the path the story asks for with `parameters.route`.
 */
export function RecordsFrame({ records, session, currency, autoSearch, children, ...api }: RecordsFrameProps) {
  useState(() => applySession(session, currency, autoSearch));
  const [reportApi] = useState(() => recordedApi(records, api));
  return (
    <ReportApiProvider api={reportApi}>
      <div style={{ padding: 24, background: 'var(--bg)', minHeight: '100vh' }}>{children}</div>
    </ReportApiProvider>
  );
}
