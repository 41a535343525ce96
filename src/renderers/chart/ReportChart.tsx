import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ApexChart from 'react-apexcharts/core';
import type { ChartDef } from '../../engine/definition/report';
import type { FormatContext } from '../../engine/format/formatters';
import type { ReportView } from '../../engine/report/reportView';
import type { ChartData } from '../../engine/request/types';
import { apexOptions, apexType, drawnType, NARROW_CHART } from './apexOptions';
import { axisText, valueText } from './axisText';
import { chartModel } from './chartModel';
import { loadChartType } from './loadChartType';

export interface ReportChartProps {
  def: ChartDef;
  data: ChartData;
  view: Pick<ReportView, 'columns'>;
  ctx: FormatContext;
  height?: number;
}

/** The chart above the grid, from the whole result; amounts in the chosen currency. */
export default function ReportChart({ def, data, view, ctx, height = 320 }: ReportChartProps) {
  const { t } = useTranslation();
  const narrow = useNarrow();
  const model = useMemo(() => chartModel(def, data, view, ctx, t), [def, data, view, ctx, t]);
  // a phone gets a chart made for its width (apexOptions): the options change only across NARROW_CHART
  const width = narrow.value === null ? undefined : narrow.value ? NARROW_CHART - 1 : NARROW_CHART;
  const type = apexType(drawnType(model, width));
  const [ready, setReady] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadChartType(type).then(() => { if (live) setReady(type); });
    return () => { live = false; };
  }, [type]);
  const chart = useMemo(() => apexOptions(model, ctx, t('renderers.chart.noData'), width), [model, ctx, t, width]);
  const cut = chart.offScale;
  const drawnHeight = Math.max(height, chart.minHeight ?? 0);
  return (
    <section ref={narrow.ref} className="report-chart card" aria-label={t('renderers.chart.label')} data-chart-type={def.type} data-drawn-type={drawnType(model, width)} data-stacked={def.stacked ? 'true' : undefined} data-categories={model.categories.length}>
      {ready === type && narrow.value !== null
        // the drawing's room is held while ApexCharts builds it, so nothing below moves
        ? <div style={{ minHeight: drawnHeight }}><ApexChart key={`${type}-${ctx.currency}-${narrow.value ? 'narrow' : 'wide'}`} type={chart.type} series={chart.series} options={chart.options} height={drawnHeight} /></div>
        : <div className="chart-placeholder skeleton" style={{ height: drawnHeight }} aria-hidden="true" />}
      {cut ? (
        <p className="chart-note">{t('renderers.chart.offScale', {
          category: cut.category, series: cut.series, value: valueText(cut.format, cut.value, ctx), max: axisText(cut.format, cut.max, ctx, cut.max),
        })}</p>
      ) : null}
    </section>
  );
}

/** Whether the chart's card is narrower than NARROW_CHART (null until measured), followed on resize. */
function useNarrow(): { ref: (el: HTMLElement | null) => void; value: boolean | null } {
  const [value, setValue] = useState<boolean | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((el: HTMLElement | null) => {
    observer.current?.disconnect();
    if (!el) return;
    // a card not laid out (0 px: a test's document) is taken as wide
    const measure = (w: number) => setValue(w > 0 && w < NARROW_CHART);
    measure(el.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver((entries) => measure(entries[0].contentRect.width));
    observer.current.observe(el);
  }, []);
  return { ref, value };
}
