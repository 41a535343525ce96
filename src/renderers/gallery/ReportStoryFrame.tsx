import type { ReactNode } from 'react';
import { gallerySessionOf } from './gallerySession';
import type { RecordedApiOptions } from './recordedApi';
import { RECORDED } from './recordedReports';
import { RecordsFrame } from './RecordsFrame';

export interface ReportStoryFrameProps extends RecordedApiOptions {
  currency?: string;
  autoSearch?: boolean;
  children: ReactNode;
}

const SESSION = gallerySessionOf(RECORDED);

/** A renderer's story frame over every recording (RecordsFrame): the renderers' own stories. */
export function ReportStoryFrame(props: ReportStoryFrameProps) {
  return <RecordsFrame records={RECORDED} session={SESSION} {...props} />;
}
