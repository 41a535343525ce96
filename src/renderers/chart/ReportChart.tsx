import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ApexChart from 'react-apexcharts/core';
import type { ChartDef } from '../../engine/definition/report';
import type { FormatContext } from '../../engine/format/formatters';
import type { ReportView } from '../../engine/report/reportView';
import type { ChartData } from '../../engine/request/types';
import { apexOptions, apexType } from './apexOptions';
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
  const type = apexType(def.type);
  const [ready, setReady] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadChartType(type).then(() => { if (live) setReady(type); });
    return () => { live = false; };
  }, [type]);
  const chart = useMemo(() => apexOptions(chartModel(def, data, view, ctx, t), ctx, t('renderers.chart.noData')), [def, data, view, ctx, t]);
  const cut = chart.offScale;
  const drawnHeight = Math.max(height, chart.minHeight ?? 0);
  return (
    <section className="report-chart card" aria-label={t('renderers.chart.label')} data-chart-type={def.type}>
      {ready === type
        // the drawing's room is held while ApexCharts builds it, so nothing below moves
        ? <div style={{ minHeight: drawnHeight }}><ApexChart key={`${type}-${ctx.currency}`} type={chart.type} series={chart.series} options={chart.options} height={drawnHeight} /></div>
        : <div className="chart-placeholder skeleton" style={{ height: drawnHeight }} aria-hidden="true" />}
      {cut ? (
        <p className="chart-note">{t('renderers.chart.offScale', {
          category: cut.category, series: cut.series, value: valueText(cut.format, cut.value, ctx), max: axisText(cut.format, cut.max, ctx, cut.max),
        })}</p>
      ) : null}
    </section>
  );
}
