import { preloadable } from '../preloadable';

/** The filter form (rjsf) as its own chunk; a report page fetches it beside the report's view. */
export const lazyFilterForm = preloadable(() => import('./FilterForm'));
