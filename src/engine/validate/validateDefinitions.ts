import type { ValidateFunction } from 'ajv';
import modelSchema from '../../../schemas/model.schema.json';
import reportSchema from '../../../schemas/report.schema.json';
import { formatAjvErrors, sharedAjv } from '../ajv';
import type { ModelDefinition } from '../definition/model';
import type { ReportDefinition } from '../definition/report';
import { MODEL_CHECKS } from './modelChecks';
import { REPORT_CHECKS, type ReportCheckContext } from './reportChecks';

let compiled: { model: ValidateFunction; report: ValidateFunction } | undefined;
function validators() {
  const ajv = sharedAjv();
  compiled ??= {
    model: ajv.getSchema(modelSchema.$id) ?? ajv.compile(modelSchema),
    report: ajv.getSchema(reportSchema.$id) ?? ajv.compile(reportSchema),
  };
  return compiled;
}

/** Problems of a model as `<model id>: <dotted.path> <problem>`; empty when it is sound. */
export function validateModel(model: ModelDefinition): string[] {
  const validate = validators().model;
  if (!validate(model)) return formatAjvErrors(validate.errors, String((model as { id?: string }).id ?? '(model)'));
  return Object.values(MODEL_CHECKS).flatMap((check) => check(model)).map((p) => `${model.id}: ${p}`);
}

/** Problems of a report as `<report id>: <dotted.path> <problem>`; empty when it is sound. */
export function validateReport(report: ReportDefinition, ctx: ReportCheckContext): string[] {
  const validate = validators().report;
  if (!validate(report)) return formatAjvErrors(validate.errors, String((report as { id?: string }).id ?? '(report)'));
  // the other checks read the query's fields, which only a sound query kind can give
  const { queryKindShape, ...rest } = REPORT_CHECKS;
  const shape = queryKindShape(report, ctx);
  const problems = shape.length ? shape : Object.values(rest).flatMap((check) => check(report, ctx));
  return problems.map((p) => `${report.id}: ${p}`);
}
