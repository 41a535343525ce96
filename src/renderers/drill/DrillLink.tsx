import type { CustomCellRendererProps } from 'ag-grid-react';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { DrillDef } from '../../engine/definition/report';
import { isTotalsRow, type GridRow } from '../grid/totalsRow';
import { drillEach, drillHref, drillFilters } from './drillUrl';
import type { DrillContext } from './drillContext';

/** A cell that opens another report with this row's values as its filters; text only, never HTML. */
export function DrillLink(props: CustomCellRendererProps<GridRow> & { drill: DrillDef }) {
  const text = props.valueFormatted ?? String(props.value ?? '');
  const ctx = props.context as DrillContext | undefined;
  const path = ctx?.pathOf(props.drill.report);
  if (!ctx || !path || !props.data || isTotalsRow(props.data)) return <>{text}</>;
  const each = drillEach(props.drill, props.data, text, ctx.filters, ctx.filterDefs);
  if (each) return <DrillList path={path} links={each} />;
  const href = drillHref(path, drillFilters(props.drill, props.data, ctx.filters, ctx.filterDefs));
  return <Link className="drill-link" to={href}>{text}</Link>;
}

/**
 * A list of names (a group's members), each a link of its own, still reading 'a, b, c'; a list
 * longer than its cell ends in '…', the whole list on hover (the cell's links were cut mid-name).
 */
export function DrillList({ path, links }: { path: string; links: NonNullable<ReturnType<typeof drillEach>> }) {
  return (
    <span className="drill-list" title={links.map((link) => link.name).join(', ')}>
      {links.map((link, i) => (
        <Fragment key={i}>
          {i > 0 && ', '}
          <Link className="drill-link" to={drillHref(path, link.filters)}>{link.name}</Link>
        </Fragment>
      ))}
    </span>
  );
}
