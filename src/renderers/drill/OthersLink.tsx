import type { CustomCellRendererProps } from 'ag-grid-react';
import { Link } from 'react-router-dom';
import type { ReportView } from '../../engine/report/reportView';
import { othersOf, type GridRow } from '../grid/totalsRow';
import type { DrillContext } from './drillContext';
import { drillHref } from './drillUrl';

/**
 * The first cell of "Others" (a query's top): a link opening the same report with the rows it
 * gathers (its key's list filter holding their values, N as many as they are, up to N's bound),
 * the other filters as they are; its text where the report has no list filter on the key.
 */
export function OthersLink(props: CustomCellRendererProps<GridRow> & { reportId: string; top: NonNullable<ReportView['top']> }) {
  const text = props.valueFormatted ?? String(props.value ?? '');
  const ctx = props.context as DrillContext | undefined;
  const others = othersOf(props.data);
  const path = ctx?.pathOf(props.reportId);
  if (!ctx || !path || !others || !props.top.keyFilter) return <>{text}</>;
  const { nFilter } = props.top;
  const filters = { ...ctx.filters, [props.top.keyFilter]: [...others.keys], ...(nFilter ? { [nFilter.key]: Math.min(others.count, nFilter.max) } : {}) };
  return <Link className="drill-link" to={drillHref(path, filters)}>{text}</Link>;
}
