import type { LoadProblemAt, LoadProblemWhy } from '../../src/engine/loads/loadProblems';
import { translator } from '../i18n/translate';
import type { LoadRecord } from '../../src/engine/loads/loadRecord';

/**
 * What is wrong with a load, as precisely as it can be named: the file, its row (a CSV's line), the
 * column and the value; why, as a code with its values (`why`, what the Data Loads page translates)
 * and in English (`problem`, what the command prints).
 */
export interface Problem extends LoadProblemAt {
  problem: string;
}

/** A problem in English, as the load command prints it and the loads log keeps it: its code's text in the English locale, the page's. */
export function loadProblemText(why: LoadProblemWhy): string {
  const values = Object.fromEntries(Object.entries(why).map(([k, v]) => [k, String(v)]));
  return translator('en')(`maintenance.loads.problem.${why.code}`, values);
}

/** A problem at `at`, its English text written from its code. */
export const problemAt = (at: LoadProblemAt): Problem => ({ ...at, problem: loadProblemText(at.why) });

/** At most this many problems are listed; the rest are counted. */
export const LISTED_PROBLEMS = 20;

/** Problems found by one check: some listed, all counted. */
export interface Found {
  listed: Problem[];
  count: number;
}

/** A load refused before anything changed: every problem counted, the first listed. */
export class LoadRefused extends Error {
  constructor(readonly problems: readonly Problem[], readonly count: number) {
    super(`${count} problem${count === 1 ? '' : 's'} found; the warehouse is unchanged`);
  }
}

export function problemLine(p: Problem): string {
  const where = [p.file, p.row !== undefined ? `row ${p.row}` : '', p.column ? `column ${p.column}` : ''].filter(Boolean).join(', ');
  const value = p.value !== undefined ? ` (value ${JSON.stringify(p.value)})` : '';
  return `${where}: ${p.problem}${value}`;
}

/** The refusal as the loader prints it: the listed problems, then how many more. */
export function refusalText(refused: LoadRefused): string {
  const lines = refused.problems.slice(0, LISTED_PROBLEMS).map((p) => `  ${problemLine(p)}`);
  const more = refused.count - lines.length;
  return [`load refused: ${refused.message}`, ...lines, ...(more > 0 ? [`  … and ${more} more`] : [])].join('\n');
}

/** The refusal as the loads log keeps it: the count, and the first problems in English and as codes. */
export function refusalRecord(refused: LoadRefused): NonNullable<LoadRecord['problems']> {
  const first = refused.problems.slice(0, LISTED_PROBLEMS);
  return { count: refused.count, listed: first.map(problemLine), at: first.map(({ problem: _english, ...at }) => at) };
}
