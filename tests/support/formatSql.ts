/**
 * SQL laid out for reading in snapshot files: each clause (FROM, WHERE, GROUP BY, a join, ORDER
 * BY, LIMIT, UNION ALL, SETTINGS) on its own line, each subquery indented below the line that
 * opens it, so a diff of a snapshot shows which clause changed. Only whitespace outside quotes
 * changes; clauses inside a function's parentheses (FILTER (WHERE …), OVER (… ORDER BY …)) stay
 * on their line.
 */
const CLAUSE = /^(ALL LEFT JOIN|ALL INNER JOIN|LEFT JOIN|INNER JOIN|CROSS JOIN|ARRAY JOIN|UNION ALL BY NAME|UNION ALL|FROM|WHERE|GROUP BY|HAVING|ORDER BY|LIMIT|SETTINGS)(?=[\s(]|$)/;
const SUBQUERY = /^\(\s*(SELECT|WITH)\b/;

export function formatSql(sql: string): string {
  const lines: string[] = [];
  /** Open parentheses: true where a subquery opens. */
  const open: boolean[] = [];
  const indent = () => '  '.repeat(open.filter(Boolean).length);
  let line = '';
  const newline = () => {
    if (line.trim()) lines.push(line.trimEnd());
    line = indent();
  };
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < sql.length && sql[j] !== c) j += sql[j] === '\\' ? 2 : 1;
      line += sql.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (c === '\n') {
      newline();
      while (sql[i + 1] === ' ') i++;
      i++;
      continue;
    }
    if (c === '(') {
      const sub = SUBQUERY.test(sql.slice(i));
      open.push(sub);
      line += '(';
      i++;
      if (sub) {
        newline();
        while (sql[i] === ' ') i++;
      }
      continue;
    }
    if (c === ')') {
      if (open.pop()) newline();
      line += ')';
      i++;
      continue;
    }
    const atWord = i === 0 || /[\s(]/.test(sql[i - 1]);
    const clause = atWord && !(open.length && !open[open.length - 1]) ? CLAUSE.exec(sql.slice(i)) : null;
    if (clause && line.trim()) {
      newline();
      line += clause[1];
      i += clause[1].length;
      if (clause[1].startsWith('UNION')) {
        // the next branch starts a line of its own
        newline();
        while (sql[i] === ' ') i++;
      }
      continue;
    }
    if (c === ' ' && line.trim() === '') {
      i++;
      continue;
    }
    line += c;
    i++;
  }
  newline();
  return lines.join('\n');
}
