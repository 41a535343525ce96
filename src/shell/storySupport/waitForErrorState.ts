import { waitFor } from 'storybook/test';

/** The error states of the console: alerts and error dialogs, the renderers' error overlays, the error pages. */
const ERROR_STATE = '[role="alert"], [role="alertdialog"], .report-error, .report-view-error, .error-page';

/**
 * A play for a story written to show a failure that arrives late (a lazy page, a failed query):
 * the story has rendered only once its error state is on screen.
 */
export async function waitForErrorState({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  await waitFor(() => {
    if (!canvasElement.ownerDocument.querySelector(ERROR_STATE)) throw new Error('the error state has not appeared yet');
  }, { timeout: 20_000 });
}
