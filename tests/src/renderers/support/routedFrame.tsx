import { MemoryRouter } from 'react-router-dom';
import { ReportStoryFrame, type ReportStoryFrameProps } from '../../../../src/renderers/gallery/ReportStoryFrame';

/** The story frame under the router Storybook's preview gives every story, on `path` (default `/`). */
export function RoutedStoryFrame({ path = '/', ...frame }: ReportStoryFrameProps & { path?: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <ReportStoryFrame {...frame} />
    </MemoryRouter>
  );
}
