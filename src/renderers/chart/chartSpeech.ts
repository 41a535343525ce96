import type { ChartType } from '../../engine/definition/report';
import type { Translate } from '../format/fieldLabel';

/**
 * What a screen reader hears of a chart, in the reader's language. ApexCharts reads its drawing as
 * "line chart with 12 data series: …" and each legend item as "SambaBet, visible. Press Enter or
 * Space to toggle.", in English whatever the console's language: the drawing's words come from its
 * `accessibility.description`, the legend items' are written over once drawn (`speakLegend`).
 */
export interface ChartSpeech {
  description: string;
  legendItem: (name: string, shown: boolean) => string;
}

/** The series named in the description at most; the rest counted. */
const NAMED = 12;

export function chartSpeech(type: ChartType, seriesNames: readonly string[], t: Translate): ChartSpeech {
  const kind = t(`renderers.chart.kinds.${type}`);
  const named = seriesNames.slice(0, NAMED).join(t('renderers.chart.listSeparator'));
  const more = seriesNames.length - NAMED;
  const names = more > 0 ? `${named}${t('renderers.chart.listSeparator')}${t('renderers.chart.andMore', { count: more })}` : named;
  return {
    description: t('renderers.chart.description', { kind, count: seriesNames.length, names }),
    legendItem: (name, shown) => t(shown ? 'renderers.chart.legendShown' : 'renderers.chart.legendHidden', { name }),
  };
}

/**
 * Writes the legend items' labels in the reader's language, over ApexCharts' English ones; called
 * when the chart is drawn and after each redraw (a series toggled from the legend is redrawn).
 */
export function speakLegend(root: Element | null | undefined, speech: ChartSpeech): void {
  root?.querySelectorAll('.apexcharts-legend-series[aria-label]').forEach((item) => {
    const name = item.querySelector('.apexcharts-legend-text')?.textContent ?? '';
    item.setAttribute('aria-label', speech.legendItem(name, item.getAttribute('aria-pressed') !== 'true'));
  });
}
