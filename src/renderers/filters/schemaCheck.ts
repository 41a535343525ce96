import { isCalendarDay } from '../../engine/dates/calendarDay';

type Schema = Record<string, unknown>;

/** One problem, shaped like rjsf's validation errors (`property` is `.range.from`). */
export interface SchemaProblem {
  name: string;
  property: string;
  message: string;
  params: Record<string, unknown>;
  stack: string;
  schemaPath: string;
}


function typeOk(type: unknown, v: unknown): boolean {
  switch (type) {
    case 'object': return typeof v === 'object' && v !== null && !Array.isArray(v);
    case 'array': return Array.isArray(v);
    case 'string': return typeof v === 'string';
    case 'integer': return Number.isInteger(v);
    case 'number': return typeof v === 'number' && Number.isFinite(v);
    case 'boolean': return typeof v === 'boolean';
    default: return true;
  }
}

/**
 * Checks a value against the JSON Schema subset the filter registry emits (type, enum, required,
 * properties, additionalProperties: false, items, min/maxItems, uniqueItems, maxLength, pattern,
 * minimum, maximum, format date) without compiling code: the console's Content-Security-Policy
 * forbids eval, which Ajv's compiled validators need. The server still validates every request
 * with Ajv; this only gives the form its messages.
 */
export function schemaCheck(schema: Schema, value: unknown, path = ''): SchemaProblem[] {
  const out: SchemaProblem[] = [];
  const fail = (name: string, message: string, params: Record<string, unknown> = {}, at = path) =>
    out.push({ name, property: at, message, params, stack: `${at} ${message}`.trim(), schemaPath: `#/${name}` });
  if (value === undefined) return out;
  if (schema.type !== undefined && !typeOk(schema.type, value)) {
    fail('type', `must be ${String(schema.type)}`, { type: schema.type });
    return out;
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((e) => e === value)) fail('enum', 'must be equal to one of the allowed values', { allowedValues: schema.enum });
  if (typeof value === 'string') {
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) fail('maxLength', `must NOT have more than ${schema.maxLength} characters`, { limit: schema.maxLength });
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) fail('pattern', `must match pattern "${schema.pattern}"`, { pattern: schema.pattern });
    if (schema.format === 'date' && !isCalendarDay(value)) fail('format', 'must match format "date"', { format: 'date' });
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) fail('minimum', `must be >= ${schema.minimum}`, { limit: schema.minimum });
    if (typeof schema.maximum === 'number' && value > schema.maximum) fail('maximum', `must be <= ${schema.maximum}`, { limit: schema.maximum });
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) fail('minItems', `must NOT have fewer than ${schema.minItems} items`, { limit: schema.minItems });
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) fail('maxItems', `must NOT have more than ${schema.maxItems} items`, { limit: schema.maxItems });
    if (schema.uniqueItems && new Set(value.map((v) => JSON.stringify(v))).size !== value.length) fail('uniqueItems', 'must NOT have duplicate items');
    if (schema.items && typeof schema.items === 'object') value.forEach((v, i) => out.push(...schemaCheck(schema.items as Schema, v, `${path}.${i}`)));
  }
  if (typeOk('object', value) && schema.type === 'object') {
    const obj = value as Record<string, unknown>;
    const props = (schema.properties ?? {}) as Record<string, Schema>;
    for (const key of (schema.required as string[] | undefined) ?? []) {
      if (obj[key] === undefined) fail('required', `must have required property '${key}'`, { missingProperty: key }, `${path}.${key}`);
    }
    for (const [key, v] of Object.entries(obj)) {
      if (v === undefined) continue;
      if (props[key]) out.push(...schemaCheck(props[key], v, `${path}.${key}`));
      else if (schema.additionalProperties === false) fail('additionalProperties', 'must NOT have additional properties', { additionalProperty: key });
    }
  }
  return out;
}
