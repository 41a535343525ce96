import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n/i18n';
import { rowMarks, ROW_MARK } from '../../../src/engine/report/rowMarks';
import { apexOptions } from '../../../src/renderers/chart/apexOptions';
import { chartModel } from '../../../src/renderers/chart/chartModel';
import { cellText } from '../../../src/renderers/grid/columnDefs';
import { formatContext } from '../../../src/renderers/format/formatContext';
import type { ReportDefinition } from '../../../src/engine/definition/report';
import { recorded } from './support/recordedNode';

const t = i18n.getFixedT('en');
const ctx = formatContext('USD', [], 'en', (k) => t(k));

describe("a cohort's checkpoints not every member has reached", () => {
  const { view, result } = recorded('deposit_cohorts');
  const rates = view.columns.filter((c) => /^retained_\d+_rate$/.test(c.field));
  // independently of rowMarks: a cell is partial where some but not all of the cohort's members have reached its checkpoint
  const partial = (row: Record<string, unknown>, field: string) => {
    const eligible = Number(row[field.replace('_rate', '_eligible')]);
    return eligible > 0 && eligible < Number(row.cohort_count);
  };

  it('are marked in the answer, in the grid and in the heat map, and only they', () => {
    const marks = result.meta.marks ?? [];
    expect(marks.length).toBeGreaterThan(0);
    const query = { kind: 'cohort', checkpoints: { unit: 'month', at: rates.map((c) => Number(c.field.split('_')[1])) } } as unknown as ReportDefinition['query'];
    expect(rowMarks({ query }, result.res, result.meta.range, {})).toEqual(marks);
    let marked = 0;
    for (const row of result.res) {
      for (const c of rates) {
        const text = cellText(c, false, row, ctx, t, marks);
        expect(text.endsWith(` ${ROW_MARK}`), `${String(row.cohort_period)} ${c.field}`).toBe(partial(row, c.field));
        if (partial(row, c.field)) marked++;
      }
    }
    // most cohorts' newest reached checkpoint: their members' first deposits spread over the month
    expect(marked).toBeGreaterThan(result.res.length / 2);
    const model = chartModel(view.chart!, result.chart!, view, ctx, t, marks);
    const drawn = apexOptions(model, ctx, 'none', 1200);
    const rows = drawn.series as { name: string; data: { x: string; y: number | null }[] }[];
    const label = drawn.options.dataLabels!.formatter as (v: number, o: { seriesIndex: number; dataPointIndex: number }) => string;
    rows.forEach((r, seriesIndex) => {
      const row = result.res[result.res.length - 1 - seriesIndex];
      r.data.forEach((cell, dataPointIndex) => {
        if (cell.y === null) return;
        expect(label(cell.y, { seriesIndex, dataPointIndex }).endsWith(` ${ROW_MARK}`), `${r.name} ${cell.x}`).toBe(partial(row, model.series[dataPointIndex].field));
      });
    });
  });

  it('are explained in the period line in both languages', () => {
    for (const lang of ['en', 'tw']) {
      const note = i18n.getFixedT(lang)('renderers.marks.partialCohort.month');
      expect(note).not.toContain('renderers.');
      expect(note.length).toBeGreaterThan(10);
    }
  });
});
