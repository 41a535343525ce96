import type { DuckDBConnection } from '@duckdb/node-api';
import { closeSync, existsSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { lit } from '../datagen/sql';
import { CONTRACT, type ContractTable } from './contract';
import { problemAt, type Problem } from './problems';

/** One input table's files: one Parquet or CSV file named as the table, or a folder of them. */
export interface SourceFiles {
  table: ContractTable;
  files: string[];
  format: 'parquet' | 'csv';
  /** What the operator named: the file, or the folder. */
  path: string;
}

const FORMATS = ['parquet', 'csv'] as const;
const formatOf = (file: string) => FORMATS.find((f) => extname(file).toLowerCase() === `.${f}`);

/**
 * The files of the input tables in `dir`: `<table>.parquet`, `<table>.csv` or a folder `<table>/`
 * of either. A file that is no table's or a folder mixing formats is a problem; so is, with `every`
 * (a first load), a table without a file (a table with no rows is an empty file, so that a missing
 * one is never taken for none).
 */
export function findSources(dir: string, { every }: { every: boolean }): { sources: SourceFiles[]; problems: Problem[] } {
  const problems: Problem[] = [];
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return { sources: [], problems: [problemAt({ file: dir, why: { code: 'notFolder' } })] };
  const names = new Set(CONTRACT.map((t) => t.name));
  for (const entry of readdirSync(dir)) {
    const stem = formatOf(entry) ? basename(entry, extname(entry)) : entry;
    if (!entry.startsWith('.') && !names.has(stem)) problems.push(problemAt({ file: join(dir, entry), why: { code: 'notInputTable' } }));
  }
  const sources: SourceFiles[] = [];
  for (const table of CONTRACT) {
    const found = FORMATS.map((f) => join(dir, `${table.name}.${f}`)).filter((f) => existsSync(f));
    const folder = join(dir, table.name);
    if (existsSync(folder) && statSync(folder).isDirectory()) {
      const files = readdirSync(folder).filter((f) => formatOf(f)).sort().map((f) => join(folder, f));
      const formats = new Set(files.map(formatOf));
      if (!files.length) problems.push(problemAt({ file: folder, why: { code: 'folderEmpty' } }));
      else if (formats.size > 1) problems.push(problemAt({ file: folder, why: { code: 'mixedFormats' } }));
      else sources.push({ table, files, format: formatOf(files[0])!, path: folder });
      if (found.length) problems.push(problemAt({ file: found[0], why: { code: 'givenTwiceAsFolder', table: table.name, folder } }));
    } else if (found.length > 1) {
      problems.push(problemAt({ file: found[1], why: { code: 'givenTwice', table: table.name, other: found[0] } }));
    } else if (found.length === 1) {
      sources.push({ table, files: found, format: formatOf(found[0])!, path: found[0] });
    } else if (every) {
      problems.push(problemAt({ file: join(dir, `${table.name}.parquet`), why: { code: 'tableMissing' } }));
    }
  }
  if (!every && !sources.length && !problems.length) problems.push(problemAt({ file: dir, why: { code: 'noInputFile' } }));
  return { sources, problems };
}

/** The staging table of an input table's rows as read, with each row's file and row (a CSV's line). */
export const stagedName = (table: string) => `src_${table}`;

/** A CSV file's header: the names of its columns (the first line, split at commas, quotes taken off). */
function csvHeader(file: string): string[] {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const read = readSync(fd, buffer, 0, buffer.length, 0);
    const line = buffer.subarray(0, read).toString('utf8').split(/\r?\n/)[0].replace(/^\uFEFF/, '');
    return line.split(',').map((name) => name.trim().replace(/^"(.*)"$/, '$1').replaceAll('""', '"'));
  } finally {
    closeSync(fd);
  }
}

/** DuckDB's message made short: its first lines, up to its suggestions or the statement it quotes (`LINE 2: FROM read_parquet(…`). */
export function readError(error: unknown): string {
  const text = (error as Error).message.split(/\n\s*Possible fixes:|\n\s*file = |\n\s*LINE \d+:/)[0];
  return text.replace(/^[A-Za-z ]*Error: /, '').replace(/\s+/g, ' ').trim().slice(0, 400);
}

/** One CSV file as text columns, the dialect fixed (comma, double quotes, a header line): a stray quote or a short row is an error on its line. */
function csvRead(file: string): string {
  const columns = csvHeader(file).map((name) => `${lit(name)}: 'VARCHAR'`).join(', ');
  return `read_csv(${lit(file)}, header = true, auto_detect = false, strict_mode = true, delim = ',', quote = '"', escape = '"', columns = {${columns}})`;
}

/**
 * A table's files as the load reads them, adding `__file` and `__row` (1-based: a Parquet file's row; a
 * CSV file's line, its header being line 1). Parquet files are read where they lie, through a view
 * (each check and the typed table read them again, which is faster than a copy of them); CSV files
 * are read into a temporary table as text. A file DuckDB cannot read (a truncated Parquet file, a
 * CSV with a stray quote) is a problem naming it.
 */
export async function stageSource(connection: DuckDBConnection, source: SourceFiles): Promise<Problem | null> {
  const staged = stagedName(source.table.name);
  if (source.format === 'parquet') {
    const list = `[${source.files.map((f) => lit(f)).join(', ')}]`;
    try {
      // binding the view reads every file's footer and schema: a truncated file fails here
      await connection.run(`CREATE OR REPLACE TEMP VIEW ${staged} AS SELECT * EXCLUDE (file_row_number, filename), filename AS __file, file_row_number + 1 AS __row
        FROM read_parquet(${list}, filename = true, file_row_number = true, union_by_name = true)`);
      return null;
    } catch (error) {
      return problemAt({ file: source.path, why: { code: 'unreadable', error: readError(error) } });
    }
  }
  for (const [i, file] of source.files.entries()) {
    try {
      if (statSync(file).size === 0) return problemAt({ file, why: { code: 'emptyFile' } });
      // one column whose name holds a semicolon, a tab or a bar: the file is separated by it, not by commas
      const header = csvHeader(file);
      const separator = header.length === 1 ? [';', '\t', '|'].find((c) => header[0].includes(c)) : undefined;
      if (separator) return problemAt({ file, row: 1, why: { code: 'notCommaSeparated', separator: separator === '\t' ? 'Tab' : separator } });
      // each file read whole into a table of its own first: its rowids follow the file's lines (a window over the read would not)
      await connection.run(`CREATE OR REPLACE TEMP TABLE __csv AS SELECT * FROM ${csvRead(file)}`);
      const rows = `SELECT *, ${lit(file)} AS __file, rowid + 2 AS __row FROM __csv`;
      await connection.run(i === 0 ? `CREATE OR REPLACE TEMP TABLE ${staged} AS ${rows}` : `INSERT INTO ${staged} BY NAME ${rows}`);
    } catch (error) {
      return problemAt({ file, why: { code: 'unreadable', error: readError(error) } });
    }
  }
  await connection.run('DROP TABLE IF EXISTS __csv');
  return null;
}

/** Drops what stageSource made of a table's files. */
export async function dropStaged(connection: DuckDBConnection, source: SourceFiles): Promise<void> {
  await connection.run(`DROP ${source.format === 'parquet' ? 'VIEW' : 'TABLE'} IF EXISTS ${stagedName(source.table.name)}`);
}

/** A file of a table as a value of the load's typed tables: an ENUM of the table's files (a byte or two a row, not the path again). */
export const fileEnum = (source: SourceFiles): string => `ENUM(${[...new Set(source.files)].sort().map((f) => lit(f)).join(', ')})`;
