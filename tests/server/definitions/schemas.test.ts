import { describe, expect, it } from 'vitest';
import { checkedInSchema, generateSchemas, SCHEMAS, schemaText } from '../../../server/definitions/schemas';

describe('the JSON Schemas are generated from the definition types', () => {
  const generated = generateSchemas();

  it.each(SCHEMAS.map((s) => s.file))('schemas/%s is what `npm run schemas` writes today (run it after changing a type)', (file) => {
    // compared as text, so a stale file shows which keyword differs
    expect(checkedInSchema(file)).toBe(schemaText(generated[file]));
  });

  it('carries the types’ doc comments as descriptions', () => {
    const report = generated['report.schema.json'] as { description: string; definitions: Record<string, { properties: Record<string, { description?: string }> }> };
    expect(report.description).toMatch(/^A report: everything the console needs/);
    expect(report.definitions.ColumnDef.properties.width.description).toBe('Width class: tiny 80, short 120, long 180 px on desktop (spec §9).');
  });

  it('reads measure and dimension names as text, for the registry to check against the models', () => {
    const report = generated['report.schema.json'] as { definitions: Record<string, object> };
    expect(report.definitions.MeasureName).toMatchObject({ type: 'string', pattern: '^[a-z][a-z0-9_]*$' });
    expect(report.definitions.DimensionName).toMatchObject({ type: 'string', pattern: '^[a-z][a-z0-9_]*$' });
    // a named kind's query: any kind but 'model', its parameters checked against the kind's own schema
    expect(report.definitions.AnyKindQuery).toMatchObject({ required: ['kind'], properties: { kind: { not: { const: 'model' } } } });
  });
});
