import type { ReportDefinition } from '../../../src/engine/definition/report';
import type { ReportRequest } from '../../../src/engine/request/types';
import { sortableFields } from '../../../src/engine/request/sortableFields';
import { translator } from '../../i18n/translate';
import { CompileError } from '../errors';

const hasValue = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/** Stage validate: what JSON Schema cannot say (the route already checked the shape against the definition's schema). */
export function validateRequest(report: ReportDefinition, request: ReportRequest): void {
  const allowed = sortableFields(report);
  for (const s of request.sort ?? []) if (!allowed.includes(s.field)) throw new CompileError(9400, `cannot sort by '${s.field}'`);
  for (const key of Object.keys(request.filters ?? {})) if (!report.filters.some((f) => f.key === key)) throw new CompileError(9400, `unknown filter '${key}'`);
  const one = report.requireOneOf;
  if (one && !one.filters.some((key) => hasValue(request.filters?.[key] ?? report.filters.find((f) => f.key === key)?.default))) {
    throw new CompileError(9400, translator('en')(one.messageKey));
  }
}
