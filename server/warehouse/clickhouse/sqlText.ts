/** A ClickHouse identifier in backquotes, for names read from catalogs (DuckDB's, ClickHouse's). */
export function quoteIdent(name: string): string {
  return `\`${name.replace(/\\/g, '\\\\').replace(/`/g, '\\`')}\``;
}

/** A ClickHouse string literal: backslash and quote are the characters its lexer treats specially. */
export function quoteString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** A DuckDB identifier in double quotes, for the loader's reads of the source warehouse. */
export function duckIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
