import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Registry } from '../../../src/engine/registry/buildRegistry';
import type { RecordedReport } from '../../../src/renderers/gallery/recordedReports';
import { loadRegistry } from '../../../server/definitions/discover';
import { recordedOnDisk, recordedProblems, reportsToRecord } from '../../../server/reports/recordedCheck';

const DIR = path.resolve(import.meta.dirname, '../../../src/renderers/gallery/recorded');
const { ids: RECORDED_IDS, read: readRecorded } = recordedOnDisk(DIR);

let registry: Registry;
beforeAll(async () => {
  registry = await loadRegistry();
});

describe('the Storybook gallery’s recorded results', () => {
  it('hold every registered report, with its current view and the fields its columns, tiles and sections show', () => {
    // A failure lists each report and ends with the command that records them again.
    expect(recordedProblems(registry, readRecorded, RECORDED_IDS)).toEqual([]);
  });

  // The check itself, on copies of real recordings changed the way a definition change leaves them.
  // Each compares only what it names about its own subjects, so a new report not yet recorded
  // fails the first test alone, which names it.
  const about = (problems: string[], ...ids: string[]) => problems.filter((p) => ids.some((id) => p.startsWith(`${id}:`)));
  const changed = (id: string, change: (r: RecordedReport) => void) => (wanted: string) => {
    const copy = structuredClone(readRecorded(wanted)!);
    if (wanted === id) change(copy);
    return copy;
  };
  it('tells the dev loop which reports to record: none while the gallery is up to date', () => {
    expect(reportsToRecord(registry, DIR)).toEqual([]);
  });
  it('names a report that was never recorded', () => {
    const problems = recordedProblems(registry, (id) => (id === 'promo_cost' ? undefined : readRecorded(id)), RECORDED_IDS);
    expect(about(problems, 'promo_cost')).toEqual(['promo_cost: no recorded result for the Storybook gallery: run npm run record-stories']);
  });
  it('names a report whose rows lack a column field', () => {
    const problems = recordedProblems(registry, changed('site_compare', (r) => r.result.res.forEach((row) => delete row.apv_bet)), RECORDED_IDS);
    expect(about(problems, 'site_compare')).toEqual(['site_compare: the result rows lack the column field(s) apv_bet: run npm run record-stories']);
  });
  it('names a report whose view changed since it was recorded', () => {
    const problems = recordedProblems(registry, changed('member_level', (r) => { r.view.columns[1].format = 'rate'; }), RECORDED_IDS);
    expect(about(problems, 'member_level')).toEqual(['member_level: the recorded view differs from the report\'s current view at view.columns.1.format: run npm run record-stories']);
  });
  it('names a recap whose section was not recorded, and a recording of a report that is gone', () => {
    const problems = recordedProblems(registry, changed('member_recap', (r) => { delete r.sections!.levels; }), [...RECORDED_IDS, 'promo_retired_2025']);
    expect(about(problems, 'member_recap', 'promo_retired_2025')).toEqual([
      "member_recap: section 'levels' was not recorded: run npm run record-stories",
      'promo_retired_2025: recorded, but no report has this id any more: run npm run record-stories',
    ]);
  });
  it('names a lookup recorded without its subject, which shows no rows', () => {
    const problems = recordedProblems(registry, changed('member_lookup', (r) => { r.result = { ...r.result, res: [], total: 0 }; }), RECORDED_IDS);
    expect(about(problems, 'member_lookup')).toEqual(['member_lookup: the result was recorded with no rows (its story would show an empty report): run npm run record-stories']);
  });
});
