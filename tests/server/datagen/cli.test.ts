import { describe, expect, it } from 'vitest';
import { parseCli } from '../../../server/datagen/cli';
import { historyStart } from '../../../server/datagen/context';
import { terminalProgress } from '../../../server/datagen/progress';

describe('datagen command line', () => {
  it('reads scale, seed, end date and data folder, DATA_DIR as the fallback folder', () => {
    const o = parseCli(['--scale', '2.5', '--seed', '42', '--end-date', '2026-01-31'], { DATA_DIR: '/srv/data' });
    expect(o).toEqual({ scale: 2.5, seed: 42, endDate: '2026-01-31', dataDir: '/srv/data' });
    expect(parseCli(['--data-dir', '/x'], { DATA_DIR: '/srv/data' }).dataDir).toBe('/x');
  });

  it('takes a folder to export the input tables to, as the loader reads them', () => {
    expect(parseCli(['--export', '/tmp/out'], {}).exportDir).toBe('/tmp/out');
    expect(parseCli([], {})).not.toHaveProperty('exportDir');
  });

  it.each([
    [['--scale', 'abc'], /--scale/],
    [['--scale', '0'], /--scale/],
    [['--seed', '1.5'], /--seed/],
    [['--end-date', '2026-02-30'], /--end-date/],
    [['--end-date', '31/01/2026'], /--end-date/],
    [['--what'], /what/],
    [['extra'], /unexpected argument/],
  ])('rejects %j with a message naming the problem', (argv, message) => {
    expect(() => parseCli(argv, {})).toThrow(message);
  });
});

describe('history start', () => {
  it('starts on the first of the month 26 months before the end date', () => {
    expect(historyStart('2026-11-22')).toBe('2024-09-01');
    expect(historyStart('2026-02-01')).toBe('2023-12-01');
  });
});

describe('terminal progress', () => {
  it('writes one plain line per stage when not on a terminal', () => {
    const lines: string[] = [];
    const stream = { isTTY: false, write: (s: string) => lines.push(s) } as unknown as NodeJS.WriteStream;
    const progress = terminalProgress(stream, 'test');
    progress(0, 10, 'one');
    progress(5, 10, 'one');
    progress(5, 10, 'two');
    progress.finish();
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^test:\s+50% two \(\d+\.\ds\)\n$/);
  });

  it('redraws one line with a bar on a terminal', () => {
    const writes: string[] = [];
    const stream = { isTTY: true, columns: 120, write: (s: string) => writes.push(s) } as unknown as NodeJS.WriteStream;
    const progress = terminalProgress(stream, 'test');
    progress(1, 4, 'games');
    progress(2, 4, 'games');
    progress.finish();
    expect(writes.slice(0, 2).every((w) => w.startsWith('\r'))).toBe(true);
    expect(writes[1]).toContain(' 50% games');
    expect(writes[1]).toContain('█');
    expect(writes.at(-1)).toBe('\n');
  });
});
