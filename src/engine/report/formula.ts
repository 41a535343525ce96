import type { DerivedDef, Formula, FormulaTest } from '../definition/modelQuery';

/**
 * A derived field's formula (modelQuery.ts): an operator's two operands made a formula, so that
 * both forms are read one way; the names a formula reads, and its problems as `npm run check`
 * states them. The compiler turns a formula into the figure program (server/compiler/figures).
 */

/** The formula of a derived field: its own, or `{ <op>: of }`. */
export function formulaOf(d: DerivedDef): Formula {
  if (d.formula !== undefined) return d.formula;
  const [a, b] = d.of;
  return d.op === 'add' ? { add: [a, b] } : d.op === 'subtract' ? { subtract: [a, b] } : { divide: [a, b] };
}

/** Every formula a formula holds, itself first, and every test its conditions hold, depth first in order (a condition's test before its branches). */
function* formulaParts(x: Formula): Generator<Formula | { test: FormulaTest }> {
  yield x;
  if (typeof x === 'string' || typeof x === 'number' || 'param' in x) return;
  if ('if' in x) {
    yield* testParts(x.if);
    yield* formulaParts(x.then);
    yield* formulaParts(x.else);
    return;
  }
  const [, list] = Object.entries(x)[0] as [string, readonly Formula[]];
  for (const y of list) yield* formulaParts(y);
}

function* testParts(t: FormulaTest): Generator<Formula | { test: FormulaTest }> {
  yield { test: t };
  if ('compare' in t) {
    yield* formulaParts(t.compare[0]);
    yield* formulaParts(t.compare[2]);
  } else if ('all' in t || 'any' in t) for (const u of 'all' in t ? t.all : t.any) yield* testParts(u);
  else if ('not' in t) yield* testParts(t.not);
}

/** What a formula reads, in order, each once: `pick` names it from a part, or undefined. */
function reads(f: Formula, pick: (part: Formula | { test: FormulaTest }) => string | undefined): string[] {
  const out = new Set<string>();
  for (const part of formulaParts(f)) {
    const name = pick(part);
    if (name !== undefined) out.add(name);
  }
  return [...out];
}

/** The fields a formula reads (measures and fields derived before it), in order, each once. */
export const formulaFields = (f: Formula): string[] => reads(f, (x) => (typeof x === 'string' ? x : undefined));

/** The dimensions a formula's tests read. */
export const formulaDimensions = (f: Formula): string[] => reads(f, (x) => (typeof x === 'object' && 'test' in x && 'dimension' in x.test ? x.test.dimension : undefined));

/** The parameters a formula reads (`{ param }`). */
export const formulaParams = (f: Formula): string[] => reads(f, (x) => (typeof x === 'object' && 'param' in x ? x.param : undefined));

/** The largest constant a formula may hold, and its most decimals: printed as SQL's exact literal, read back exactly. */
export const FORMULA_CONSTANT_MAX = 1e12;
export const FORMULA_CONSTANT_DECIMALS = 6;

/** A constant's decimal text (no exponent), or undefined where it is not one a formula may hold. */
export function constantText(n: number): string | undefined {
  if (!Number.isFinite(n) || Math.abs(n) >= FORMULA_CONSTANT_MAX) return undefined;
  const text = n.toFixed(FORMULA_CONSTANT_DECIMALS).replace(/\.?0+$/, '');
  return Number(text) === n ? (text === '-0' ? '0' : text) : undefined;
}

/**
 * What is wrong with a formula, each problem naming its place under `at` (`query.derived.2.formula`):
 * a field that is not `known` (computed before it), a dimension not among `dimensions` (the query's
 * own, which every row holds), a constant beyond what a formula holds, a parameter no bounded
 * `number` filter of the report feeds (`params`).
 */
export function formulaProblems(f: Formula, at: string, known: ReadonlySet<string>, dimensions: ReadonlySet<string>, params: ReadonlySet<string> = new Set()): string[] {
  const problems: string[] = [];
  const test = (t: FormulaTest, path: string): void => {
    if ('compare' in t) {
      walk(t.compare[0], `${path}.compare.0`);
      walk(t.compare[2], `${path}.compare.2`);
    } else if ('dimension' in t) {
      if (!dimensions.has(t.dimension)) problems.push(`${path}.dimension '${t.dimension}' is not one of the query's dimensions (${[...dimensions].join(', ') || 'it has none'})`);
    } else if ('all' in t) t.all.forEach((x, i) => test(x, `${path}.all.${i}`));
    else if ('any' in t) t.any.forEach((x, i) => test(x, `${path}.any.${i}`));
    else test(t.not, `${path}.not`);
  };
  const walk = (x: Formula, path: string): void => {
    if (typeof x === 'string') {
      if (!known.has(x)) problems.push(`${path} '${x}' is not a field computed before it`);
    } else if (typeof x === 'number') {
      if (constantText(x) === undefined) problems.push(`${path} ${x}: a constant is below ${FORMULA_CONSTANT_MAX} in size with at most ${FORMULA_CONSTANT_DECIMALS} decimals`);
    } else if ('param' in x) {
      if (!params.has(x.param)) problems.push(`${path}.param '${x.param}' is fed by no number filter of the report with a min, a max and a default (${[...params].join(', ') || 'it has none'})`);
    } else if ('if' in x) {
      test(x.if, `${path}.if`);
      walk(x.then, `${path}.then`);
      walk(x.else, `${path}.else`);
    } else {
      const [op, list] = Object.entries(x)[0] as [string, readonly Formula[]];
      list.forEach((y, i) => walk(y, `${path}.${op}.${i}`));
    }
  };
  walk(f, at);
  return problems;
}

const OPERATOR = { add: '+', subtract: '-', multiply: '*', divide: '/' } as const;

/** A formula as text (`house_net_win - bonus_amt`, `if(ngr < 0, 1, 0)`), for the plan's text and the docs. */
export function formulaText(f: Formula): string {
  if (typeof f === 'string') return f;
  if (typeof f === 'number') return String(f);
  if ('param' in f) return `:${f.param}`;
  if ('if' in f) return `if(${testText(f.if)}, ${formulaText(f.then)}, ${formulaText(f.else)})`;
  const [op, list] = Object.entries(f)[0] as [keyof typeof OPERATOR, readonly Formula[]];
  return `(${list.map(formulaText).join(` ${OPERATOR[op]} `)})`;
}

function testText(t: FormulaTest): string {
  if ('compare' in t) return `${formulaText(t.compare[0])} ${t.compare[1]} ${formulaText(t.compare[2])}`;
  if ('dimension' in t) return `${t.dimension} in (${t.in.map((v) => JSON.stringify(v)).join(', ')})`;
  if ('all' in t) return `(${t.all.map(testText).join(' and ')})`;
  if ('any' in t) return `(${t.any.map(testText).join(' or ')})`;
  return `not ${testText(t.not)}`;
}
