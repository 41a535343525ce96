import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../server/definitions/discover';

/**
 * Every TypeScript example in the README and docs/ is code that compiles: each ```ts block is
 * found, line for line, in a file the type check reads — an example of docs/examples
 * (`npm run typecheck` checks them with tsconfig.examples.json, beside the models' names) or a
 * shipped report or kind spec it quotes.
 */
const DOCS = ['README.md', ...readdirSync(join(REPO_ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

const filesUnder = (dir: string): string[] => readdirSync(join(REPO_ROOT, dir), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts')).map((f) => join(dir, f));
const COMPILED = [...filesUnder('docs/examples'), ...filesUnder('reports'), ...filesUnder('server/compiler/kinds').filter((f) => f.endsWith('spec.ts'))];

/** A text's lines without their indentation, blank lines dropped. */
const lines = (text: string): string[] => text.split('\n').map((l) => l.trim()).filter(Boolean);

const contains = (file: readonly string[], block: readonly string[]): boolean =>
  file.some((_, i) => block.every((line, j) => file[i + j] === line));

/** The ```ts blocks of a Markdown text, each with the line it starts on. */
function tsBlocks(markdown: string): { line: number; code: string }[] {
  const blocks: { line: number; code: string }[] = [];
  const all = markdown.split('\n');
  for (let i = 0; i < all.length; i += 1) {
    if (!/^\s*```ts\s*$/.test(all[i])) continue;
    const end = all.findIndex((l, j) => j > i && /^\s*```\s*$/.test(l));
    blocks.push({ line: i + 1, code: all.slice(i + 1, end).join('\n') });
    i = end;
  }
  return blocks;
}

describe('the examples of the README and docs/', () => {
  const files = COMPILED.map((f) => ({ path: f, lines: lines(readFileSync(join(REPO_ROOT, f), 'utf8')) }));

  it('finds the blocks of a Markdown text', () => {
    expect(tsBlocks('a\n```ts\nconst x = 1;\n```\nb\n  ```ts\n  y();\n  ```\n```text\nz\n```')).toEqual([{ line: 2, code: 'const x = 1;' }, { line: 6, code: '  y();' }]);
  });

  it.each(DOCS)('%s: every TypeScript block is compiled code', (doc) => {
    const blocks = tsBlocks(readFileSync(join(REPO_ROOT, doc), 'utf8'));
    const lost = blocks.filter((b) => !files.some((f) => contains(f.lines, lines(b.code)))).map((b) => `${doc}:${b.line}`);
    expect(lost, `blocks found in no compiled file (add them to docs/examples/): ${lost.join(', ')}`).toEqual([]);
  });

  it('has the examples the docs show, and no example the docs no longer show', () => {
    const shown = DOCS.flatMap((doc) => tsBlocks(readFileSync(join(REPO_ROOT, doc), 'utf8')).map((b) => lines(b.code)));
    const unused = files.filter((f) => f.path.startsWith('docs/examples')).filter((f) => !shown.some((b) => contains(f.lines, b))).map((f) => relative('.', f.path));
    expect(unused).toEqual([]);
    expect(shown.length).toBeGreaterThanOrEqual(6);
  });
});
