/**
 * `npm run schemas`: the JSON Schemas of `schemas/` generated from the documented definition types
 * (`src/engine/definition/*.ts`), so the contract the definitions are validated against and the
 * types analysts write them with are one: each type's doc comment is its schema's `description`,
 * and the constraints TypeScript cannot say (a name's pattern, a list's minimum length) are JSDoc
 * tags beside it (`@pattern`, `@minItems`, `@asType integer`…). tests/server/definitions/schemas.test.ts
 * fails when a checked-in schema differs from what this generates.
 *
 * Only the engine's files are read, without the models and the kinds' specs: measure and dimension
 * names are then plain text in the schema (names.ts), checked by the registry against the models
 * with the nearest valid names in the message, and a named kind's query is an object whose `kind`
 * is checked against the kinds' own schemas when the definitions load.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createGenerator, type Config } from 'ts-json-schema-generator';
import { REPO_ROOT } from './discover';

/** Each schema file and the type it is generated from. */
export const SCHEMAS = [
  { file: 'report.schema.json', source: 'src/engine/definition/report.ts', type: 'ReportDefinition' },
  { file: 'model.schema.json', source: 'src/engine/definition/model.ts', type: 'ModelDefinition' },
] as const;

export type SchemaFile = (typeof SCHEMAS)[number]['file'];

export function generateSchemas(root = REPO_ROOT): Record<SchemaFile, object> {
  const out = {} as Record<SchemaFile, object>;
  for (const { file, source, type } of SCHEMAS) {
    const config: Config = {
      path: join(root, source),
      tsconfig: join(root, 'tsconfig.json'),
      type,
      expose: 'export',
      topRef: false,
      jsDoc: 'extended',
      additionalProperties: false,
      skipTypeCheck: true,
      sortProps: false,
      extraTags: ['not'],
    };
    const { $schema, ...schema } = createGenerator(config).createSchema(type);
    out[file] = { $schema, $id: file, ...schema };
  }
  return out;
}

/** How a schema is written to its file. */
export const schemaText = (schema: object): string => `${JSON.stringify(schema, null, 2)}\n`;

export const schemaPath = (file: SchemaFile, root = REPO_ROOT): string => join(root, 'schemas', file);

export function checkedInSchema(file: SchemaFile, root = REPO_ROOT): string {
  return readFileSync(schemaPath(file, root), 'utf8');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [file, schema] of Object.entries(generateSchemas())) {
    writeFileSync(schemaPath(file as SchemaFile), schemaText(schema));
    console.log(`schemas/${file}`);
  }
}
