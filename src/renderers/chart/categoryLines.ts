const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;
const CJK_PIECES = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]|[^\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+/g;
/** Display width of a text in Latin characters (a CJK character is about two). */
const widthOf = (s: string) => [...s].reduce((w, ch) => w + (CJK.test(ch) ? 2 : 1), 0);

/** A word wider than a line (an id such as ag_desijackpot_03) in pieces that fit, broken after '_', '-' or '.' where it can be. */
function splitLong(word: string, width: number): string[] {
  const pieces: string[] = [];
  let rest = word;
  while (rest.length > width) {
    const head = rest.slice(0, width);
    const cut = Math.max(head.lastIndexOf('_'), head.lastIndexOf('-'), head.lastIndexOf('.'));
    const at = cut >= width / 2 ? cut + 1 : width;
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  return [...pieces, rest];
}

/**
 * A category name in lines of at most `width` characters, broken between words (CJK between any two
 * characters; with `breakWords` a word longer than a line after its '_' or '-'), at most `maxLines` lines; only a name longer than that ends in '…' (the tooltip keeps it whole).
 */
export function categoryLines(name: string, width = 16, maxLines = 3, breakWords = false): string[] {
  // pieces a line may break between: a CJK word at any character, its Latin or digit runs whole
  // ('其餘（13）' as 其 餘 （ 13 ）, never '1 3'); `glued` pieces join their neighbour without a space
  const pieces = name.split(/\s+/).filter(Boolean).flatMap((w) =>
    (CJK.test(w) ? w.match(CJK_PIECES) ?? [w] : breakWords ? splitLong(w, width) : [w]).map((text, i) => ({ text, glued: i > 0 })));
  const lines: string[] = [];
  let line = '';
  for (const { text, glued } of pieces) {
    const joiner = line && !glued ? ' ' : '';
    if (line && widthOf(line + joiner + text) > width) { lines.push(line); line = text; } else line += joiner + text;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines.length ? lines : [''];
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}
