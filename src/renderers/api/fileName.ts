/** The file name of a Content-Disposition header: the UTF-8 `filename*` first, else `filename`; `fallback` otherwise. */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star) {
    try {
      return sanitize(decodeURIComponent(star[1].trim()), fallback);
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  return sanitize((plain?.[1] ?? plain?.[2] ?? '').trim(), fallback);
}

/** No folders in a name a server suggests. */
function sanitize(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base && base !== '.' && base !== '..' ? base : fallback;
}
