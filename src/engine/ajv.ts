import Ajv, { type ErrorObject, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { isCalendarDay } from './dates/calendarDay';

/**
 * The one Ajv factory of the console, with fixed options: report and model definitions, request
 * bodies and filter forms are all validated by instances made here, so a schema means the same
 * thing everywhere. `allErrors` lets a definition report every problem at once.
 */
export const AJV_OPTIONS: Options = {
  allErrors: true,
  strict: true,
  strictRequired: false,
  allowUnionTypes: true,
  useDefaults: false,
  coerceTypes: false,
  removeAdditional: false,
};

export function createAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, ...options });
  addFormats(ajv, ['date-time', 'email']);
  // a day the calendar has (not only one shaped like it): the rule every endpoint's days share
  ajv.addFormat('date', { type: 'string', validate: isCalendarDay });
  return ajv;
}

let shared: Ajv | undefined;
/** The shared instance (compiled schemas are cached on it). */
export function sharedAjv(): Ajv {
  shared ??= createAjv();
  return shared;
}

/** Ajv's errors as `<dotted.path> <problem>` lines, the path rooted at the validated object. */
export function formatAjvErrors(errors: ErrorObject[] | null | undefined, prefix = ''): string[] {
  return (errors ?? []).map((e) => {
    const path = e.instancePath.split('/').filter(Boolean).join('.');
    const where = [prefix, path].filter(Boolean).join(prefix && path ? ': ' : '');
    const detail =
      e.keyword === 'additionalProperties' ? `has unknown key '${(e.params as { additionalProperty: string }).additionalProperty}'`
      : e.keyword === 'enum' ? `must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.map(String).join(', ')}`
      : e.message ?? 'is invalid';
    return `${where || '(root)'} ${detail}`;
  });
}
