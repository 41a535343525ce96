/**
 * A report grid's layout as an operator arranged it: which columns show, in which order, and which
 * are pinned to the left. Kept per operator and report and inside saved views; it names columns by
 * field, so a definition that changed since is met by `mergeLayout`.
 */
export interface LayoutColumn {
  field: string;
  hidden?: boolean;
  pinned?: boolean;
}

export interface GridLayout {
  columns: LayoutColumn[];
}

/** The columns of a definition as the layout reads them (ReportView columns fit). */
export interface LayoutSource {
  field: string;
  pinned?: boolean;
}

/** Most columns a layout may name (a definition has far fewer). */
export const MAX_LAYOUT_COLUMNS = 200;

/** The definition's own layout: its columns in order, all shown, pinned where it pins. */
export function defaultLayout(columns: readonly LayoutSource[]): GridLayout {
  return { columns: pinnedFirst(columns.map((c) => ({ field: c.field, ...(c.pinned ? { pinned: true } : {}) }))) };
}

/** Pinned columns come first (AG Grid shows them at the left whatever their order), the order otherwise kept. */
export function pinnedFirst(columns: readonly LayoutColumn[]): LayoutColumn[] {
  return [...columns.filter((c) => c.pinned), ...columns.filter((c) => !c.pinned)];
}

export interface MergedLayout {
  layout: GridLayout;
  /** Fields the saved layout named that the report no longer has. */
  dropped: string[];
}

/**
 * A saved layout fitted to the report's current columns: fields it no longer has are dropped (and
 * named), a field named twice counts once, columns added since appear where the definition puts
 * them (after the nearest earlier column of the definition), pinned columns lead, and at least
 * one column shows. No saved layout gives the definition's.
 */
export function mergeLayout(saved: GridLayout | null | undefined, columns: readonly LayoutSource[]): MergedLayout {
  if (!saved) return { layout: defaultLayout(columns), dropped: [] };
  const known = new Set(columns.map((c) => c.field));
  const dropped: string[] = [];
  const seen = new Set<string>();
  const out: LayoutColumn[] = [];
  for (const c of saved.columns) {
    if (!known.has(c.field)) {
      if (!dropped.includes(c.field)) dropped.push(c.field);
      continue;
    }
    if (seen.has(c.field)) continue;
    seen.add(c.field);
    out.push({ field: c.field, ...(c.hidden ? { hidden: true } : {}), ...(c.pinned ? { pinned: true } : {}) });
  }
  columns.forEach((c, i) => {
    if (seen.has(c.field)) return;
    const before = columns.slice(0, i).reverse().find((p) => seen.has(p.field));
    const at = before ? out.findIndex((o) => o.field === before.field) + 1 : 0;
    out.splice(at, 0, { field: c.field, ...(c.pinned ? { pinned: true } : {}) });
    seen.add(c.field);
  });
  if (out.length && out.every((c) => c.hidden)) delete out[0].hidden;
  return { layout: { columns: pinnedFirst(out) }, dropped };
}

/** Whether a layout shows exactly what the definition shows, in its order. */
export function isDefaultLayout(layout: GridLayout, columns: readonly LayoutSource[]): boolean {
  return JSON.stringify(layout.columns) === JSON.stringify(defaultLayout(columns).columns);
}

/** Shows or hides a column; the last shown column stays shown. */
export function toggleHidden(layout: GridLayout, field: string): GridLayout {
  const shown = layout.columns.filter((c) => !c.hidden);
  if (shown.length === 1 && shown[0].field === field) return layout;
  return { columns: layout.columns.map((c) => (c.field === field ? withFlag(c, 'hidden', !c.hidden) : c)) };
}

/** Pins a column to the left or unpins it (pinned columns lead). */
export function togglePinned(layout: GridLayout, field: string): GridLayout {
  return { columns: pinnedFirst(layout.columns.map((c) => (c.field === field ? withFlag(c, 'pinned', !c.pinned) : c))) };
}

/** Moves a column one place up (-1) or down (+1), within the pinned or the unpinned ones. */
export function moveColumn(layout: GridLayout, field: string, delta: -1 | 1): GridLayout {
  const list = [...layout.columns];
  const i = list.findIndex((c) => c.field === field);
  const j = i + delta;
  if (i < 0 || j < 0 || j >= list.length || Boolean(list[j].pinned) !== Boolean(list[i].pinned)) return layout;
  [list[i], list[j]] = [list[j], list[i]];
  return { columns: list };
}

/** A layout in the order AG Grid reports its columns (getColumnState), hidden and pinned as it says. */
export function layoutFromState(state: readonly { colId: string; hide?: boolean | null; pinned?: unknown }[]): GridLayout {
  return { columns: pinnedFirst(state.map((s) => ({ field: s.colId, ...(s.hide ? { hidden: true } : {}), ...(s.pinned ? { pinned: true } : {}) }))) };
}

function withFlag(c: LayoutColumn, flag: 'hidden' | 'pinned', on: boolean): LayoutColumn {
  const { [flag]: _drop, ...rest } = c;
  return on ? { ...rest, [flag]: true } : rest;
}
