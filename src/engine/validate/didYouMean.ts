/** Edit distance (insert, delete, replace, swap of neighbours) between two names. */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** Whether the letters of `short` appear in `long` in order: an abbreviation (`dpst_amt` of `dpst_amount`). */
function inOrder(short: string, long: string): boolean {
  let i = 0;
  for (const ch of long) if (ch === short[i]) i++;
  return i === short.length;
}

/**
 * The valid names nearest to a wrong one (at most three, closest first): those within a third of
 * its length in edits, or sharing a word with it (`turnover` → `…_turnover`). Empty when none is near.
 */
export function nearestNames(wrong: string, valid: Iterable<string>, max = 3): string[] {
  const words = new Set(wrong.split('_').filter((w) => w.length > 2));
  const limit = Math.max(2, Math.ceil(wrong.length / 3));
  return [...new Set(valid)]
    .map((name) => ({ name, d: distance(wrong, name) - (inOrder(name, wrong) || inOrder(wrong, name) ? 1 : 0), shared: name.split('_').some((w) => words.has(w)) }))
    .filter((c) => c.d <= limit || c.shared)
    .sort((a, b) => a.d - b.d || a.name.localeCompare(b.name))
    .slice(0, max)
    .map((c) => c.name);
}

/** `; did you mean 'a', 'b' or 'c'?` for a message naming a wrong name, or nothing when no valid name is near. */
export function didYouMean(wrong: string, valid: Iterable<string>): string {
  const near = nearestNames(wrong, valid).map((n) => `'${n}'`);
  if (!near.length) return '';
  return `; did you mean ${near.length === 1 ? near[0] : `${near.slice(0, -1).join(', ')} or ${near[near.length - 1]}`}?`;
}
