import { isApiError } from '../../api/ApiError';
import { i18n } from '../../i18n/i18n';
import { showDialog } from '../../state/dialogActions';

/** The text an operator sees for a failure. */
export function errorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.kind === 'network') return i18n.t('errors.network');
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The generic error handler of spec §8: log it and show the red dialog. */
export function handleError(error: unknown): void {
  console.error(error);
  if (isApiError(error) && error.kind === 'unauthorized') return;
  showDialog('error', errorText(error, i18n.t('errors.apiServer')));
}
