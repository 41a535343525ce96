import { useTranslation } from 'react-i18next';
import type { FieldError } from './validatePasswordChange';

/** The message of a field rule under its input (always rendered, so the layout does not jump). */
export function FieldErrorText({ id, error, serverText }: { id: string; error?: FieldError; serverText?: string }) {
  const { t } = useTranslation();
  const text = error ? t(error.key, 'count' in error ? { count: error.count } : {}) : serverText;
  return <div id={id} className="field-error" role={text ? 'alert' : undefined}>{text}</div>;
}
