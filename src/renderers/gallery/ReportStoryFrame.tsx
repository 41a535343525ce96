import { gallerySessionOf } from './gallerySession';
import { RECORDED } from './recordedReports';
import { RecordsFrame, type RecordsFrameProps } from './RecordsFrame';

export type ReportStoryFrameProps = Omit<RecordsFrameProps, 'records' | 'session'>;

const SESSION = gallerySessionOf(RECORDED);

/** A renderer's story frame over every recording (RecordsFrame): the renderers' own stories. */
export function ReportStoryFrame(props: ReportStoryFrameProps) {
  return <RecordsFrame records={RECORDED} session={SESSION} {...props} />;
}
