import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ApexChart from 'react-apexcharts/core';
import type { ChartDef } from '../../engine/definition/report';
import type { FormatContext } from '../../engine/format/formatters';
import type { ReportView } from '../../engine/report/reportView';
import type { ChartData } from '../../engine/request/types';
import { useReducedMotion } from '../hooks/useMediaQuery';
import { apexOptions, drawnType, NARROW_CHART } from './apexOptions';
import { chartModel } from './chartModel';
import { chartSpeech } from './chartSpeech';
import { apexTypeOf, loadChartType } from './loadChartType';
import { offScaleNote } from './offScale';
import type { RowMark } from '../../engine/report/rowMarks';

export interface ReportChartProps {
  def: ChartDef;
  data: ChartData;
  view: Pick<ReportView, 'columns'>;
  ctx: FormatContext;
  height?: number;
  /** The answer's marked cells (`meta.marks`): a heat map's say so as the grid's do. */
  marks?: readonly RowMark[];
}

/** The chart above the grid, from the whole result; amounts in the chosen currency. */
export default function ReportChart({ def, data, view, ctx, height = 320, marks }: ReportChartProps) {
  const { t } = useTranslation();
  const narrow = useCardWidth();
  const model = useMemo(() => chartModel(def, data, view, ctx, t, marks), [def, data, view, ctx, t, marks]);
  // a chart made for its card's width (apexOptions): a phone's, and a desk's time axis naming as many days as fit;
  // a card not laid out is taken as wide
  const width = narrow.value === null ? undefined : narrow.width ?? NARROW_CHART;
  const type = apexTypeOf(drawnType(model, width));
  const [ready, setReady] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadChartType(type).then(() => { if (live) setReady(type); });
    return () => { live = false; };
  }, [type]);
  const still = useReducedMotion();
  const chart = useMemo(() => {
    const drawn = drawnType(model, width);
    // a donut's legend names its slices, every other chart's its series
    const speech = chartSpeech(drawn, drawn === 'donut' ? model.categories : model.series.map((s) => s.name), t);
    return apexOptions(model, ctx, t('renderers.chart.noData'), width, still, speech);
  }, [model, ctx, t, width, still]);
  const cut = chart.offScale;
  const drawnHeight = Math.max(height, chart.minHeight ?? 0);
  // every figure 0 (a period after the data, promotions with no one in them) or blank: said, not drawn as bars of nothing on a 0–1 axis
  const nothing = model.categories.length > 0 && model.series.every((s) => s.data.every((v) => v === null || v === 0));
  if (nothing) {
    const zeros = model.series.some((s) => s.data.some((v) => v === 0));
    return (
      <section className="report-chart card" aria-label={t('renderers.chart.label')} data-chart-type={def.type} data-drawn-type="none" data-categories={model.categories.length}>
        <div className="chart-placeholder chart-zero" style={{ height }}><p>{t(zeros ? 'renderers.chart.allZero' : 'renderers.chart.noData')}</p></div>
      </section>
    );
  }
  return (
    <section ref={narrow.ref} className="report-chart card" aria-label={model.measureLabel ? t('renderers.chart.labelOf', { measure: model.measureLabel }) : t('renderers.chart.label')} data-chart-type={def.type} data-drawn-type={drawnType(model, width)} data-stacked={def.stacked ? 'true' : undefined} data-categories={model.categories.length}>
      {ready === type && narrow.value !== null
        // the drawing's room is held while ApexCharts builds it, so nothing below moves
        // drawn afresh at the card's measured width, not at what ApexCharts measures once when it mounts: mounted
        // while the page was still sliding its menu away (1280 → 390 px), it measured 60 px and kept it (its own
        // observer drops the first size it is told, which by then was already the final one)
        ? <div style={{ minHeight: drawnHeight }}><ApexChart key={`${type}-${ctx.currency}-${narrow.width ?? 'auto'}`} type={chart.type} series={chart.series} options={chart.options} height={drawnHeight} width={narrow.width ?? '100%'} /></div>
        : <div className="chart-placeholder skeleton" style={{ height: drawnHeight }} aria-hidden="true" />}
      {cut ? (
        <p className="chart-note">{offScaleNote(cut, ctx, t)}</p>
      ) : null}
    </section>
  );
}

/** How long a card's new width is held before the chart is drawn at it. */
const SETTLE_MS = 150;

/**
 * The chart's room (the card's content width, whole pixels; null until measured, or when the card is
 * not laid out: a test's document) and whether it is narrower than NARROW_CHART, followed on resize.
 * The card's width comes from the page, never from the drawing inside it, so drawing at it cannot loop.
 */
function useCardWidth(): { ref: (el: HTMLElement | null) => void; value: boolean | null; width: number | null } {
  const [width, setWidth] = useState<number | null | undefined>(undefined);
  const observer = useRef<ResizeObserver | null>(null);
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ref = useCallback((el: HTMLElement | null) => {
    observer.current?.disconnect();
    clearTimeout(settle.current);
    if (!el) return;
    const style = getComputedStyle(el);
    const whole = (w: number) => (w > 0 ? Math.floor(w) : null);
    setWidth(whole(el.getBoundingClientRect().width - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0)));
    if (typeof ResizeObserver === 'undefined') return;
    // a width is taken once the card has held it a moment: the menu's padding slides over 0.2 s, and
    // drawing at each step of it would redraw the chart many times and read half-drawn labels
    observer.current = new ResizeObserver((entries) => {
      const w = whole(entries[0].contentRect.width);
      clearTimeout(settle.current);
      settle.current = setTimeout(() => setWidth(w), SETTLE_MS);
    });
    observer.current.observe(el);
  }, []);
  useEffect(() => () => clearTimeout(settle.current), []);
  // a card not laid out (0 px) is taken as wide
  return { ref, value: width === undefined ? null : width !== null && width < NARROW_CHART, width: width ?? null };
}
