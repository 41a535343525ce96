// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../src/i18n/i18n';
import { chartSpeech, speakLegend } from '../../../../src/renderers/chart/chartSpeech';

const t = (lng: string) => (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ...vars, lng });

describe('what a screen reader hears of a chart', () => {
  it('names the chart and its series in the reader’s language, not in ApexCharts’ English', () => {
    expect(chartSpeech('line', ['SambaBet', 'VinaWin'], t('tw')).description).toBe('折線圖，2 個數列：SambaBet、VinaWin');
    expect(chartSpeech('donut', ['Slot', 'Live'], t('en')).description).toBe('Donut chart, 2 series: Slot, Live');
    // a long list names twelve and counts the rest
    const many = chartSpeech('column', Array.from({ length: 15 }, (_, i) => `S${i + 1}`), t('en')).description;
    expect(many).toMatch(/S12, and 3 more$/);
    expect(many).not.toContain('S13');
  });

  it('writes each legend item’s label over ApexCharts’ own, shown or hidden as the item says', () => {
    document.body.innerHTML = `<div id="c">
      <div class="apexcharts-legend-series" aria-pressed="false" aria-label="SambaBet, visible. Press Enter or Space to toggle."><span class="apexcharts-legend-text">SambaBet</span></div>
      <div class="apexcharts-legend-series" aria-pressed="true" aria-label="VinaWin, hidden. Press Enter or Space to toggle."><span class="apexcharts-legend-text">VinaWin</span></div>
    </div>`;
    speakLegend(document.getElementById('c'), chartSpeech('line', ['SambaBet', 'VinaWin'], t('tw')));
    const labels = [...document.querySelectorAll('.apexcharts-legend-series')].map((e) => e.getAttribute('aria-label'));
    expect(labels).toEqual(['SambaBet，顯示中。按 Enter 或空白鍵隱藏。', 'VinaWin，已隱藏。按 Enter 或空白鍵顯示。']);
  });
});
