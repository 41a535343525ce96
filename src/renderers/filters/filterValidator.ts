import { createErrorHandler, toErrorSchema, unwrapErrorHandler, validationDataMerge, type RJSFValidationError, type ValidatorType } from '@rjsf/utils';
import type { Translate } from '../format/fieldLabel';
import { schemaCheck } from './schemaCheck';

type Schema = Record<string, unknown>;

/** rjsf's validator interface over schemaCheck: no Ajv in the browser, so no eval under the console's CSP. */
export const filterValidator: ValidatorType = {
  validateFormData(formData, schema, customValidate, transformErrors, uiSchema) {
    let errors: RJSFValidationError[] = schemaCheck(schema as Schema, formData ?? {});
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    const data = { errors, errorSchema: toErrorSchema(errors) };
    if (!customValidate) return data;
    const handler = customValidate(formData, createErrorHandler(formData ?? {}), uiSchema);
    return validationDataMerge(data, unwrapErrorHandler(handler));
  },
  isValid: (schema, formData) => schemaCheck(schema as Schema, formData).length === 0,
  rawValidation: (schema, formData) => ({ errors: schemaCheck(schema as Schema, formData) as never[] }),
};

/** Spec §5 wording for a missing value; one plain sentence for anything else. */
export function filterErrors(t: Translate) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] => errors.map((e) => ({
    ...e,
    message: e.name === 'required' ? t('renderers.filters.required') : e.name === 'minItems' ? t('renderers.filters.pickOne')
      // a parameter's bounds, said with them
      : e.name === 'minimum' ? t('renderers.filters.atLeast', { limit: (e.params as { limit: number }).limit })
      : e.name === 'maximum' ? t('renderers.filters.atMost', { limit: (e.params as { limit: number }).limit })
      : e.name === 'type' && (e.params as { type?: string } | undefined)?.type === 'integer' ? t('renderers.filters.whole') : t('renderers.filters.invalid'),
  }));
}
