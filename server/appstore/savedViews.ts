import type { GridLayout } from '../../src/engine/view/gridLayout';
import type { SavedViewState } from '../../src/engine/view/savedView';
import { type AppStore, type StoreRow, type TxQuery, utc } from './appStore';

/** A saved view as stored: `groupID` set when it is shared with that group. */
export interface SavedViewRecord {
  viewID: number;
  reportId: string;
  ownerID: number;
  ownerName: string;
  groupID: number | null;
  name: string;
  state: SavedViewState;
  version: number;
  updatedAt: string;
}

const SELECT = `SELECT v.view_id, v.report_id, v.owner_id, coalesce(o.operator_name, '') AS owner_name, v.group_id, v.view_name,
  v.state_json, v.version, strftime(v.updated_at, '%Y-%m-%d %H:%M:%S') AS updated_at
  FROM saved_view v LEFT JOIN operator o ON o.operator_id = v.owner_id`;

function toView(row: StoreRow): SavedViewRecord {
  return {
    viewID: row.view_id as number, reportId: row.report_id as string, ownerID: row.owner_id as number,
    ownerName: row.owner_name as string, groupID: (row.group_id as number | null) ?? null, name: row.view_name as string,
    state: JSON.parse(row.state_json as string) as SavedViewState, version: row.version as number, updatedAt: row.updated_at as string,
  };
}

/**
 * The views an operator sees: its own private ones, and those shared with its group (its own among
 * them); one report's or all, by name. A view shared with a group the owner has left stays the
 * group's: the owner no longer sees it.
 */
export async function listVisibleViews(db: AppStore | TxQuery, operatorID: number, groupID: number, reportId?: string): Promise<SavedViewRecord[]> {
  const rows = await db.all(`${SELECT} WHERE ((v.owner_id = $1 AND v.group_id IS NULL) OR v.group_id = $2) AND ($3::VARCHAR IS NULL OR v.report_id = $3)
    ORDER BY lower(v.view_name), v.view_id`, [operatorID, groupID, reportId ?? null]);
  return rows.map(toView);
}

export async function getView(db: AppStore | TxQuery, viewID: number): Promise<SavedViewRecord | undefined> {
  const rows = await db.all(`${SELECT} WHERE v.view_id = $1`, [viewID]);
  return rows[0] ? toView(rows[0]) : undefined;
}

/**
 * Another view the owner holds on the report with this name, regardless of case: its private ones
 * and those shared with its current group (views left with a former group are that group's). With
 * `leftWith` (a view left with a former group, renamed by one of that group): the owner's other views
 * left with that group, not the views of the owner's own scope, which the renamer does not see.
 */
export async function ownerHasName(db: TxQuery, ownerID: number, reportId: string, name: string, exceptID?: number, leftWith?: number): Promise<boolean> {
  const scope = leftWith === undefined ? '(v.group_id IS NULL OR v.group_id = o.group_id)' : 'v.group_id = $5';
  const rows = await db.all(`SELECT v.view_id FROM saved_view v JOIN operator o ON o.operator_id = v.owner_id
    WHERE v.owner_id = $1 AND v.report_id = $2 AND lower(v.view_name) = lower($3) AND v.view_id <> $4
      AND ${scope}`, [ownerID, reportId, name, exceptID ?? 0, ...(leftWith === undefined ? [] : [leftWith])]);
  return rows.length > 0;
}

/** The group an operator is in now, if any. */
export async function operatorGroup(db: TxQuery, operatorID: number): Promise<number | undefined> {
  const rows = await db.all<{ group_id: number }>('SELECT group_id FROM operator WHERE operator_id = $1', [operatorID]);
  return rows[0]?.group_id;
}

export interface ViewInput { reportId: string; ownerID: number; groupID: number | null; name: string; state: SavedViewState }

export async function insertView(q: TxQuery, input: ViewInput, nowMs: number): Promise<number> {
  const rows = await q.all<{ view_id: number }>(
    `INSERT INTO saved_view (report_id, owner_id, group_id, view_name, state_json, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING view_id`,
    [input.reportId, input.ownerID, input.groupID, input.name, JSON.stringify(input.state), utc(nowMs)]);
  return rows[0].view_id;
}

/** Optimistic update: applies only at `expectedVersion`; false when someone saved in between. */
export async function updateViewIn(q: TxQuery, viewID: number, expectedVersion: number,
  next: Pick<ViewInput, 'groupID' | 'name' | 'state'>, nowMs: number): Promise<boolean> {
  const rows = await q.all(`UPDATE saved_view SET group_id = $1, view_name = $2, state_json = $3, version = version + 1, updated_at = $4
    WHERE view_id = $5 AND version = $6 RETURNING view_id`,
  [next.groupID, next.name, JSON.stringify(next.state), utc(nowMs), viewID, expectedVersion]);
  return rows.length > 0;
}

export async function deleteViewIn(q: TxQuery, viewID: number, expectedVersion: number): Promise<boolean> {
  const rows = await q.all('DELETE FROM saved_view WHERE view_id = $1 AND version = $2 RETURNING view_id', [viewID, expectedVersion]);
  return rows.length > 0;
}

/** The layout an operator keeps for a report, if any. */
export async function getLayout(db: AppStore, operatorID: number, reportId: string): Promise<GridLayout | null> {
  const row = await db.one<{ layout_json: string }>('SELECT layout_json FROM grid_layout WHERE operator_id = $1 AND report_id = $2', [operatorID, reportId]);
  return row ? (JSON.parse(row.layout_json) as GridLayout) : null;
}

/** Keeps (or, with null, forgets: back to the report's layout) an operator's layout of a report. */
export async function putLayout(db: AppStore, operatorID: number, reportId: string, layout: GridLayout | null, nowMs: number): Promise<void> {
  if (!layout) {
    await db.run('DELETE FROM grid_layout WHERE operator_id = $1 AND report_id = $2', [operatorID, reportId]);
    return;
  }
  await db.run(`INSERT OR REPLACE INTO grid_layout (operator_id, report_id, layout_json, updated_at) VALUES ($1, $2, $3, $4)`,
    [operatorID, reportId, JSON.stringify(layout), utc(nowMs)]);
}
