const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;
/** Display width of a text in Latin characters (a CJK character is about two). */
const widthOf = (s: string) => [...s].reduce((w, ch) => w + (CJK.test(ch) ? 2 : 1), 0);

/**
 * A category name in lines of at most `width` characters, broken between words (CJK between any two
 * characters), at most `maxLines` lines; only a name longer than that ends in '…' (the tooltip keeps it whole).
 */
export function categoryLines(name: string, width = 16, maxLines = 3): string[] {
  const words = name.split(/\s+/).flatMap((w) => (CJK.test(w) ? [...w] : [w])).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const joiner = line && !(CJK.test(word) && CJK.test(line.at(-1) ?? '')) ? ' ' : '';
    if (line && widthOf(line + joiner + word) > width) { lines.push(line); line = word; } else line += joiner + word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines.length ? lines : [''];
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}
