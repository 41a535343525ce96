import { describe, expect, it } from 'vitest';
import { resolveRange } from '../../../src/engine/dates/presets';
import { recordedToday } from '../../../src/renderers/gallery/demoSession';
import { RECORDED } from '../../../src/renderers/gallery/recordedReports';

describe('the day stories are shown on', () => {
  it('is the day the gallery was recorded on: every default preset resolves there to the period its result covers', () => {
    const today = recordedToday(RECORDED);
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    let checked = 0;
    for (const { view, result } of Object.values(RECORDED)) {
      const preset = (view.filters.find((f) => f.widget === 'dateRange')?.default as { preset?: string } | undefined)?.preset;
      if (!preset || preset === 'custom' || !result.meta.range) continue;
      expect(resolveRange({ preset } as Parameters<typeof resolveRange>[0], today!), view.id).toEqual(result.meta.range);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(10);
  });
});
