import type { CustomCellRendererProps } from 'ag-grid-react';
import { Link } from 'react-router-dom';
import type { DrillDef } from '../../engine/definition/report';
import { isTotalsRow, type GridRow } from '../grid/totalsRow';
import { drillHref, drillFilters } from './drillUrl';
import type { DrillContext } from './drillContext';

/** A cell that opens another report with this row's values as its filters; text only, never HTML. */
export function DrillLink(props: CustomCellRendererProps<GridRow> & { drill: DrillDef }) {
  const text = props.valueFormatted ?? String(props.value ?? '');
  const ctx = props.context as DrillContext | undefined;
  const path = ctx?.pathOf(props.drill.report);
  if (!ctx || !path || !props.data || isTotalsRow(props.data)) return <>{text}</>;
  const href = drillHref(path, drillFilters(props.drill, props.data, ctx.filters, ctx.filterDefs));
  return <Link className="drill-link" to={href}>{text}</Link>;
}
