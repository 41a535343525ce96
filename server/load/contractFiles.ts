/**
 * `npm run contract`: the data contract (server/load/contract.ts) written where operators read it:
 * one JSON Schema per input table in `schemas/data/` (a row of the table, as a JSON object), and
 * the tables' section of docs/DATA-CONTRACT.md between its two markers. tests/server/load/contract.test.ts
 * fails when either differs from what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../definitions/discover';
import { CONTRACT, suppliedColumns, type ContractColumn, type ContractTable } from './contract';

export const CONTRACT_DOC = 'docs/DATA-CONTRACT.md';
export const TABLES_BEGIN = '<!-- tables: written by `npm run contract` -->';
export const TABLES_END = '<!-- end of tables -->';

const INTEGER_RANGES: Readonly<Record<string, [number, number]>> = {
  TINYINT: [-128, 127], SMALLINT: [-32768, 32767], INTEGER: [-(2 ** 31), 2 ** 31 - 1], BIGINT: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

/** A column's value as JSON Schema: its type, range or format, and allowed values. */
function valueSchema(c: ContractColumn): Record<string, unknown> {
  const range = INTEGER_RANGES[c.type];
  const decimal = /^DECIMAL\((\d+),(\d+)\)$/.exec(c.type);
  let schema: Record<string, unknown>;
  if (range) schema = { type: 'integer', minimum: range[0], maximum: range[1] };
  else if (decimal) schema = { type: 'number', description: `an exact decimal: at most ${Number(decimal[1]) - Number(decimal[2])} digits before the point, ${decimal[2]} after` };
  else if (c.type === 'DOUBLE') schema = { type: 'number' };
  else if (c.type === 'DATE') schema = { type: 'string', format: 'date' };
  else if (c.type === 'TIMESTAMP') schema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}[ T]\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?$', description: 'a time in UTC, without a zone' };
  else if (c.type === 'VARCHAR[]') schema = { type: 'array', items: { type: 'string' } };
  else schema = { type: 'string' };
  if (c.values) schema.enum = [...c.values];
  if (c.min !== undefined) schema.minimum = Math.max(c.min, typeof schema.minimum === 'number' ? schema.minimum : c.min);
  if (!c.required) schema = { anyOf: [schema, { type: 'null' }] };
  return schema;
}

function describeColumn(c: ContractColumn): string {
  const parts: string[] = [];
  if (c.money === 'site') parts.push("money in the site's currency (its market's)");
  if (c.references) parts.push(`refers to ${c.references.table}.${c.references.column}`);
  if (c.description) parts.unshift(c.description);
  if (c.values) parts.push(`one of ${c.values.map((v) => (c.labels?.[String(v)] ? `${v} (${c.labels[String(v)]})` : String(v))).join(', ')}`);
  if (c.min !== undefined) parts.push(`at least ${c.min}`);
  return parts.join('; ');
}

/** A row of each input table as JSON Schema, by file name. */
export function contractSchemas(): Record<string, object> {
  const out: Record<string, object> = {};
  for (const t of CONTRACT) {
    const columns = suppliedColumns(t);
    out[`${t.name}.schema.json`] = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: `data/${t.name}.schema.json`,
      title: t.name,
      description: `A row of ${t.name} (${t.kind}), as an operator supplies it${t.key.length ? `; unique by ${t.key.join(', ')}` : ''}.`,
      type: 'object',
      properties: Object.fromEntries(columns.map((c) => {
        const text = describeColumn(c);
        return [c.name, { ...valueSchema(c), ...(text ? { $comment: text } : {}) }];
      })),
      required: columns.filter((c) => c.required).map((c) => c.name),
      additionalProperties: false,
    };
  }
  return out;
}

const cell = (text: string) => text.replaceAll('|', '\\|');

function tableSection(t: ContractTable): string {
  const rows = t.columns.map((c) => {
    const notes = [describeColumn(c), c.derived ? `**derived, never supplied**: ${c.derived}` : ''].filter(Boolean).join('; ');
    return `| \`${c.name}\` | ${c.type} | ${c.derived ? '—' : c.required ? 'yes' : 'no'} | ${cell(notes)} |`;
  });
  const head = [`### ${t.name}`, '', `${t.kind}${t.key.length ? `, unique by ${t.key.map((k) => `\`${k}\``).join(', ')}` : ''}${t.day ? `; its day is \`${t.day}\`` : ''}.`, ''];
  return [...head, '| column | type | required | notes |', '| --- | --- | --- | --- |', ...rows, ''].join('\n');
}

/** The tables' section of docs/DATA-CONTRACT.md (between the markers). */
export const contractTablesMarkdown = (): string => CONTRACT.map(tableSection).join('\n');

/** docs/DATA-CONTRACT.md with its tables' section written anew from the contract. */
export function contractDoc(current: string): string {
  const begin = current.indexOf(TABLES_BEGIN);
  const end = current.indexOf(TABLES_END);
  if (begin < 0 || end < begin) throw new Error(`${CONTRACT_DOC} lacks the markers ${TABLES_BEGIN} … ${TABLES_END}`);
  return `${current.slice(0, begin + TABLES_BEGIN.length)}\n\n${contractTablesMarkdown()}\n${current.slice(end)}`;
}

export const schemaFilePath = (file: string, root = REPO_ROOT): string => join(root, 'schemas', 'data', file);
export const schemaFileText = (schema: object): string => `${JSON.stringify(schema, null, 2)}\n`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [file, schema] of Object.entries(contractSchemas())) writeFileSync(schemaFilePath(file), schemaFileText(schema));
  const doc = join(REPO_ROOT, CONTRACT_DOC);
  writeFileSync(doc, contractDoc(readFileSync(doc, 'utf8')));
  process.stdout.write(`contract: ${CONTRACT.length} tables written to schemas/data/ and ${CONTRACT_DOC}\n`);
}
