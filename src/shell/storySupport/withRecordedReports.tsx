import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { ReportApiProvider } from '../../renderers/api/ReportApiContext';
import { recordedApi, type RecordedApiOptions } from '../../renderers/gallery/recordedApi';
import { RECORDED } from '../../renderers/gallery/recordedReports';
import type { RecordedReport } from '../../renderers/gallery/recordedReports';

/** `parameters.reportApi` of a story: how the recorded answers behave (delay, failure, no rows) and which records. */
export interface StoryReportApi extends RecordedApiOptions {
  records?: Readonly<Record<string, RecordedReport>>;
}

function RecordedReports({ options, children }: { options: StoryReportApi; children: ReactNode }) {
  const [api] = useState(() => recordedApi(options.records ?? RECORDED, options));
  return <ReportApiProvider api={api}>{children}</ReportApiProvider>;
}

/** A decorator: every report call of the story is answered from the recorded results, never the server. */
export const withRecordedReports: Decorator = (Story, { parameters }) => (
  <RecordedReports options={(parameters.reportApi as StoryReportApi | undefined) ?? {}}><Story /></RecordedReports>
);
