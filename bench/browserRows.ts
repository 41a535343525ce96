import type { PageLoad, BrowserFigures } from './browser';
import type { BundleSizes } from './bundle';
import { table } from './table';

type Row = [string, string, string, string];

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const verdict = (ok: boolean | undefined) => (ok === undefined ? 'not measured' : ok ? 'within' : 'MISSED');
const encodings = (load: PageLoad) => [...new Set(load.scripts.map((s) => s.encoding))].join('/');

/** The budget rows of the console in the browser: the build's chunks, then what the first pages transfer and how far they shift. */
export function browserRows(bundle: BundleSizes, browser?: BrowserFigures): Row[] {
  const largest = bundle.largestChunk;
  const rows: Row[] = [
    ['initial JavaScript (gzip)', kB(bundle.initialGzip), '≤ 350 kB', verdict(bundle.initialGzip <= 350 * 1024)],
    [`largest route chunk (${largest.file})`, kB(largest.gzip), '≤ 250 kB', verdict(largest.gzip <= 250 * 1024)],
  ];
  if (!browser) return [...rows, ['JavaScript transferred, first dashboard', '-', '≤ 450 kB', verdict(undefined)], ['CLS, dashboard and report page', '-', '≤ 0.1', verdict(undefined)]];
  const { dashboard, report } = browser;
  const all = [dashboard, report, ...browser.others];
  const worstCls = (name: string) => Math.max(...all.filter((l) => l.name === name).map((l) => l.cls));
  return [
    ...rows,
    [`JavaScript transferred, first dashboard ${dashboard.width}×${dashboard.height} (${encodings(dashboard)}, ${dashboard.scripts.length} files)`, kB(dashboard.jsTransferred), '≤ 450 kB', verdict(dashboard.jsTransferred <= 450 * 1024)],
    [`JavaScript transferred, first report page ${report.width}×${report.height} (${encodings(report)}, ${report.scripts.length} files)`, kB(report.jsTransferred), '≤ 450 kB', verdict(report.jsTransferred <= 450 * 1024)],
    ['CLS, dashboard (worst of every window and language)', worstCls('dashboard').toFixed(3), '≤ 0.1', verdict(worstCls('dashboard') <= 0.1)],
    ['CLS, report page (worst of every window and language)', worstCls('report').toFixed(3), '≤ 0.1', verdict(worstCls('report') <= 0.1)],
  ];
}

/** Each page load measured: bytes as sent and once decompressed, CLS, time to every report drawn, and what shifted most. */
export function browserTable(browser: BrowserFigures): string {
  const loads = [browser.dashboard, browser.report, ...browser.others];
  const lines = table(['page', 'window', 'lang', 'JS files', 'JS sent', 'JS decoded', 'CLS', 'all shifts', 'drawn ms'],
    loads.map((l) => [l.path, `${l.width}×${l.height}`, l.lang, l.scripts.length, kB(l.jsTransferred), kB(l.jsDecoded), l.cls.toFixed(3), l.shiftTotal.toFixed(3), l.settledMs.toFixed(0)]));
  const shifts = loads.filter((l) => l.cls > 0.01).map((l) => `${l.path} ${l.width} ${l.lang}: ${l.worstShifts.map((s) => `${s.value.toFixed(3)} at ${s.startTime.toFixed(0)} ms [${(s.sources ?? []).slice(0, 3).join('; ')}]`).join(', ')}`);
  const notImmutable = [...new Set(loads.flatMap((l) => l.scripts).filter((s) => s.url.startsWith('/assets/') && !s.cacheControl.includes('immutable')).map((s) => s.url))];
  return [lines, ...(shifts.length ? ['largest shift windows:', ...shifts] : []), ...(notImmutable.length ? [`hashed scripts without an immutable cache header: ${notImmutable.join(', ')}`] : [])].join('\n');
}
