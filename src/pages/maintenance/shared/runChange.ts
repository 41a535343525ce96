import { Status, type Envelope } from '../../../engine/status';
import { i18n } from '../../../i18n/i18n';
import { handleError } from '../../../shell/feedback/handleError';
import { showDialog } from '../../../state/dialogActions';
import { errorFailureText, failureText } from './changeOutcome';

export interface ChangeOptions {
  /** i18n key of the green success text. */
  success: string;
  /** Called with the record as it is now when the version was stale. */
  onConflict?: (current: unknown) => void;
}

/**
 * Runs one maintenance change and reports it through the global dialog: green on success, red
 * with the rule or the conflict (and the current state) otherwise. Resolves the result or null.
 */
export async function runChange<T>(call: () => Promise<Envelope<T>>, opts: ChangeOptions): Promise<T | null> {
  try {
    const envelope = await call();
    if (envelope.status === Status.OK) {
      showDialog('success', i18n.t(opts.success));
      return envelope.result;
    }
    showDialog('error', failureText(i18n.t, envelope as Envelope<unknown>));
    if (envelope.status === Status.CONFLICT) opts.onConflict?.((envelope.result as { current?: unknown }).current);
    return null;
  } catch (error) {
    showFailure(error);
    return null;
  }
}

/** A rejected maintenance call: the server's refusal in the reader's language, else the generic handling. */
export function showFailure(error: unknown): void {
  const text = errorFailureText(i18n.t, error);
  if (text === null) { handleError(error); return; }
  console.error(error);
  showDialog('error', text);
}
