import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseAllocator, JEMALLOC_PATHS, preloadWith } from '../../server/allocator';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const installed = JEMALLOC_PATHS.find((file) => chooseAllocator({ ALLOCATOR: file }, 'linux').preload === file);

describe('the allocator chosen at start', () => {
  const only = (file: string) => (f: string) => f === file;

  it('preloads the first jemalloc found, and nothing where there is none or on another system', () => {
    expect(chooseAllocator({}, 'linux', only(JEMALLOC_PATHS[2]))).toEqual({ preload: JEMALLOC_PATHS[2] });
    expect(chooseAllocator({}, 'linux', () => false)).toEqual({ preload: null, why: 'absent' });
    expect(chooseAllocator({}, 'darwin', () => true)).toEqual({ preload: null, why: 'platform' });
  });

  it('keeps the system malloc when told to, and does not preload twice (the process started again)', () => {
    expect(chooseAllocator({ ALLOCATOR: 'system' }, 'linux', () => true)).toEqual({ preload: null, why: 'chosen' });
    expect(chooseAllocator({ LD_PRELOAD: JEMALLOC_PATHS[0] }, 'linux', () => true)).toEqual({ preload: null, why: 'preloaded' });
    expect(chooseAllocator({ ALLOCATOR_RELAUNCHED: '1' }, 'linux', () => true)).toEqual({ preload: null, why: 'preloaded' });
    // a library of another name, once preloaded, is not preloaded again (no loop of restarts)
    expect(chooseAllocator({ ALLOCATOR: '/opt/je5.so', LD_PRELOAD: '/opt/je5.so' }, 'linux', () => true)).toEqual({ preload: null, why: 'preloaded' });
    expect(chooseAllocator({ ALLOCATOR: '/opt/je5.so', LD_PRELOAD: '/opt/other.so' }, 'linux', () => true)).toEqual({ preload: '/opt/je5.so' });
  });

  it('takes a library named in ALLOCATOR only where it is', () => {
    expect(chooseAllocator({ ALLOCATOR: '/opt/lib/libjemalloc.so.2' }, 'linux', only('/opt/lib/libjemalloc.so.2'))).toEqual({ preload: '/opt/lib/libjemalloc.so.2' });
    expect(chooseAllocator({ ALLOCATOR: '/opt/lib/libjemalloc.so.2' }, 'linux', only(JEMALLOC_PATHS[0]))).toEqual({ preload: null, why: 'missing', named: '/opt/lib/libjemalloc.so.2' });
  });

  it('puts jemalloc first in LD_PRELOAD and keeps what was there', () => {
    expect(preloadWith('/lib/je.so', undefined)).toBe('/lib/je.so');
    expect(preloadWith('/lib/je.so', '/lib/other.so')).toBe('/lib/je.so:/lib/other.so');
  });
});

// Debian's libjemalloc2 is installed by .ci/run, as chromium is for the browser tests
describe.runIf(process.platform === 'linux')('a process started again on jemalloc', () => {
  let dir = '';
  let script = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'allocator-'));
    script = path.join(dir, 'entry.mts');
    // what server/start.ts does, then what the serving process reports about itself
    await writeFile(script, [
      `import { readFileSync } from 'node:fs';`,
      `import { relaunchedOnJemalloc } from ${JSON.stringify(path.join(ROOT, 'server/allocator.ts'))};`,
      `if (!(await relaunchedOnJemalloc())) {`,
      `  const mapped = readFileSync('/proc/self/maps', 'utf8').includes('jemalloc');`,
      `  process.stdout.write(JSON.stringify({ mapped, args: process.argv.slice(2) }) + '\\n');`,
      `  process.exitCode = Number(process.argv[2]);`,
      `}`,
    ].join('\n'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const tsx = path.join(ROOT, 'node_modules/.bin/tsx');

  it('serves on jemalloc once, with the same arguments, and exits with the served process\'s code', async () => {
    expect(installed, 'jemalloc is installed (apt-get install libjemalloc2)').toBeDefined();
    const failed = await run(tsx, [script, '3', '--dev'], { env: { ...process.env, LD_PRELOAD: '', ALLOCATOR: '', ALLOCATOR_RELAUNCHED: '' } }).catch((e: { code: number; stdout: string }) => e);
    expect('code' in failed ? failed.code : 0).toBe(3);
    const lines = failed.stdout.trim().split('\n');
    // one serving process (not started again in a loop), with jemalloc mapped and the arguments kept
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toEqual({ mapped: true, args: ['3', '--dev'] });
  });

  it('serves once on a library named in ALLOCATOR, whatever its name', async () => {
    expect(installed).toBeDefined();
    const named = path.join(dir, 'je5.so');
    await symlink(installed!, named);
    const { stdout } = await run(tsx, [script, '0'], { env: { ...process.env, LD_PRELOAD: '', ALLOCATOR: named, ALLOCATOR_RELAUNCHED: '' } });
    expect(stdout.trim().split('\n').map((l) => JSON.parse(l))).toEqual([{ mapped: true, args: ['0'] }]);
  });

  it('serves on the system malloc when told to', async () => {
    const { stdout } = await run(tsx, [script, '0'], { env: { ...process.env, LD_PRELOAD: '', ALLOCATOR: 'system', ALLOCATOR_RELAUNCHED: '' } });
    expect(JSON.parse(stdout.trim())).toEqual({ mapped: false, args: ['0'] });
  });
});
