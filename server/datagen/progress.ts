import type { WriteStream } from 'node:tty';

export type ProgressCallback = (done: number, total: number, label: string) => void;

const BAR_WIDTH = 28;

/**
 * A progress reporter for the terminal: on a TTY one line redrawn in place (bar, percent, stage,
 * elapsed seconds); elsewhere (CI logs, pipes) one plain line per new stage.
 */
export function terminalProgress(stream: NodeJS.WriteStream | WriteStream = process.stderr, title = 'warehouse'): ProgressCallback & { finish(): void } {
  const started = performance.now();
  const tty = Boolean(stream.isTTY);
  let lastLabel = '';
  let drawn = false;
  const report = (done: number, total: number, label: string) => {
    const ratio = total > 0 ? Math.min(1, Math.max(0, done / total)) : 0;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (tty) {
      const filled = Math.round(ratio * BAR_WIDTH);
      const line = `${title} [${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}] ${String(Math.round(ratio * 100)).padStart(3)}% ${label} ${seconds}s`;
      const width = stream.columns ?? 100;
      stream.write(`\r${line.slice(0, width - 1).padEnd(width - 1)}`);
      drawn = true;
    } else if (label !== lastLabel) {
      stream.write(`${title}: ${String(Math.round(ratio * 100)).padStart(3)}% ${label} (${seconds}s)\n`);
    }
    lastLabel = label;
  };
  return Object.assign(report, {
    finish() {
      if (tty && drawn) stream.write('\n');
      drawn = false;
    },
  });
}

/** Rows per table as the command-line tools print them: one aligned line a table, with a total line when asked. */
export function rowCountLines(rows: Readonly<Record<string, number>>, withTotal = false): string {
  const entries = Object.entries(rows);
  if (withTotal) entries.push(['total', entries.reduce((a, [, n]) => a + n, 0)]);
  const width = Math.max(...entries.map(([t]) => t.length));
  return entries.map(([table, count]) => `  ${table.padEnd(width)} ${count.toLocaleString('en-US').padStart(14)}\n`).join('');
}
