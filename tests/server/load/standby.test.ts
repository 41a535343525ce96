import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { makeStandby, STANDBY, takeStandby } from '../../../server/load/standby';

/** The copy a load starts from (server/load/standby.ts): taken only while it is a copy of the warehouse as it is. */
let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'standby-'));
  file = join(dir, 'warehouse.duckdb');
  writeFileSync(file, 'the warehouse, first load');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('is taken by the next load when the warehouse is the one it copied', () => {
  makeStandby(dir, file);
  const temp = join(dir, '.next');
  expect(takeStandby(dir, file, temp)).toBe(true);
  expect(readFileSync(temp, 'utf8')).toBe('the warehouse, first load');
  expect(existsSync(join(dir, STANDBY))).toBe(false);
});

it('is dropped, not taken, once the warehouse changed after it was made, or without its record', () => {
  makeStandby(dir, file);
  appendFileSync(file, ', then a load that made no copy');
  expect(takeStandby(dir, file, join(dir, '.next'))).toBe(false);
  expect(existsSync(join(dir, STANDBY))).toBe(false);
  expect(existsSync(join(dir, '.next'))).toBe(false);

  makeStandby(dir, file);
  rmSync(join(dir, `${STANDBY}.json`));
  expect(takeStandby(dir, file, join(dir, '.next'))).toBe(false);
  expect(existsSync(join(dir, STANDBY))).toBe(false);
});
