import type { ValidateFunction } from 'ajv';
import { formatAjvErrors, sharedAjv } from '../../src/engine/ajv';
import type { ReportDefinition } from '../../src/engine/definition/report';
import { cleanName, hasControlCharacters, nameLength } from '../../src/engine/format/names';
import { SHARE_VIEWS, rightIndex } from '../../src/engine/functionRights';
import { isPermitted } from '../../src/engine/menu';
import type { Registry } from '../../src/engine/registry/buildRegistry';
import { Status } from '../../src/engine/status';
import type { GridLayout } from '../../src/engine/view/gridLayout';
import { VIEW_NAME_MAX, type SavedView, type SavedViewState } from '../../src/engine/view/savedView';
import type { TxQuery } from '../appstore/appStore';
import { writeAudit } from '../appstore/auditLog';
import {
  deleteViewIn, getLayout, getView, insertView, listVisibleViews, operatorGroup, ownerHasName, putLayout, updateViewIn, type SavedViewRecord,
} from '../appstore/savedViews';
import { ApiError, badRequest } from '../http/apiError';
import { auditStamp, type MaintenanceContext } from '../maintenance/maintenanceContext';
import { conflict } from '../maintenance/refusals';
import { layoutSchema, stateSchema } from './schemas';

export type ViewsContext = MaintenanceContext;

const NOT_EDITABLE = 'Privilege not enough: a saved view is changed by its owner or, when shared, by its group\'s operators with the right to share views';
const OWNER_SHARES = 'Privilege not enough: only the owner of a saved view shares or unshares it';

/** The API's form of a stored view, for the operator asking. */
export function apiView(v: SavedViewRecord, operatorID: number, editable: boolean): SavedView {
  return {
    viewID: v.viewID, reportId: v.reportId, name: v.name, shared: v.groupID !== null, ownerID: v.ownerID, ownerName: v.ownerName,
    own: v.ownerID === operatorID, editable, version: v.version, updatedAt: v.updatedAt, state: v.state,
  };
}

const validators = new Map<string, ValidateFunction>();
function check(key: string, schema: () => Record<string, unknown>, value: unknown, where: string): void {
  let validate = validators.get(key);
  if (!validate) validators.set(key, validate = sharedAjv().compile(schema()));
  if (!validate(value)) throw badRequest(formatAjvErrors(validate.errors, where).join('; '));
}

/** A layout names each column once and shows at least one. */
function checkLayout(layout: GridLayout, where: string): void {
  const fields = layout.columns.map((c) => c.field);
  const twice = fields.find((f, i) => fields.indexOf(f) !== i);
  if (twice) throw badRequest(`${where}.columns names '${twice}' twice`);
  if (layout.columns.every((c) => c.hidden)) throw badRequest(`${where}.columns must show at least one column`);
}

/** Spec §5's rules for a name, after cleaning (src/engine/format/names.ts). */
function checkedName(raw: string): string {
  const name = cleanName(raw);
  if (hasControlCharacters(name)) throw new ApiError(Status.BAD_REQUEST, 'Invisible control characters are not allowed');
  if (nameLength(name) === 0) throw new ApiError(Status.BAD_REQUEST, 'This field is required');
  if (nameLength(name) > VIEW_NAME_MAX) throw new ApiError(Status.BAD_REQUEST, 'Max 30 characters');
  return name;
}

/**
 * Saved views and grid layouts. An operator sees its own views and those shared with its group,
 * of the reports its group may open. A view of one's own is changed by its owner alone; a view
 * shared with a group belongs to the group as well: its owner and the group's operators holding
 * the right to share views (SHARE_VIEWS) rename, update and delete it, and only the owner shares
 * or unshares it. An owner moved to another group leaves its shared views with the old group: it
 * no longer sees or changes them (ownership grants nothing outside the group), the group's
 * operators with the right keep them; its private views go with it. Sharing needs that right. Changes carry the version they saw (9409 with the view
 * as it is now otherwise, as maintenance answers) and are audited in the same transaction.
 */
export function savedViewService(registryOf: () => Registry) {
  const reports = () => registryOf().reports;
  const reportFor = async (ctx: ViewsContext, reportId: string): Promise<ReportDefinition> => {
    const report = reports().get(reportId);
    if (!report) throw new ApiError(Status.NOT_FOUND, `unknown report '${reportId}'`);
    if (!isPermitted(report.route, ctx.operator.permitted)) {
      await ctx.audit('permission.denied', { target: `report:${reportId}`, after: { reportIdx: report.route.reportIdx } });
      throw new ApiError(Status.PRIVILEGE_NOT_ENOUGH);
    }
    return report;
  };
  const canShare = (ctx: ViewsContext) => isPermitted(rightIndex(SHARE_VIEWS), ctx.operator.permitted);
  const requireShare = async (ctx: ViewsContext, target: string) => {
    if (canShare(ctx)) return;
    await ctx.audit('permission.denied', { target, after: { right: SHARE_VIEWS.id, reportIdx: SHARE_VIEWS.reportIdx } });
    throw new ApiError(Status.PRIVILEGE_NOT_ENOUGH, 'Privilege not enough: saving a view for the group needs the right to share views');
  };
  const checkState = (report: ReportDefinition, state: unknown) => {
    check(`state:${report.id}`, () => stateSchema(report), state, 'reqData.state');
    const layout = (state as SavedViewState).layout;
    if (layout) checkLayout(layout, 'reqData.state.layout');
    return state as SavedViewState;
  };
  /** A view shared with the caller's group, or a private one of its own (a shared view of a group it left is not its own any more). */
  const visible = (ctx: ViewsContext, v: SavedViewRecord | undefined): v is SavedViewRecord => Boolean(v)
    && (v!.groupID === null ? v!.ownerID === ctx.operator.operatorID : v!.groupID === ctx.operator.groupID)
    && Boolean(reports().get(v!.reportId) && isPermitted(reports().get(v!.reportId)!.route, ctx.operator.permitted));

  /** Of a visible view: its owner, or for a group view also the group's operators with the right to share. */
  const editable = (ctx: ViewsContext, v: SavedViewRecord) => visible(ctx, v)
    && (v.ownerID === ctx.operator.operatorID || (v.groupID !== null && canShare(ctx)));
  const toApi = (ctx: ViewsContext, v: SavedViewRecord) => apiView(v, ctx.operator.operatorID, editable(ctx, v));

  /** The view to change: one the caller sees (9404 otherwise, saying nothing of others' views), may edit, at `version`. */
  const editableAt = async (ctx: ViewsContext, q: TxQuery, viewID: number, version: number): Promise<SavedViewRecord> => {
    const current = await getView(q, viewID);
    if (!visible(ctx, current)) throw new ApiError(Status.NOT_FOUND, 'The saved view no longer exists');
    if (!editable(ctx, current)) throw new ApiError(Status.PRIVILEGE_NOT_ENOUGH, NOT_EDITABLE);
    if (current.version !== version) throw conflict(toApi(ctx, current));
    return current;
  };
  /** A change in one transaction; a refusal of privilege is audited once the transaction rolled back. */
  const change = async <T>(ctx: ViewsContext, target: string, action: string, work: (q: TxQuery) => Promise<T>): Promise<T> => {
    try {
      return await ctx.store.tx(work);
    } catch (error) {
      if (error instanceof ApiError && error.status === Status.PRIVILEGE_NOT_ENOUGH) await ctx.audit('permission.denied', { target, after: { action } });
      throw error;
    }
  };
  const audited = (v: SavedViewRecord) => ({ viewID: v.viewID, reportId: v.reportId, name: v.name, groupID: v.groupID, state: v.state });

  return {
    async list(ctx: ViewsContext, reportId?: string) {
      if (reportId) await reportFor(ctx, reportId);
      const views = (await listVisibleViews(ctx.store, ctx.operator.operatorID, ctx.operator.groupID, reportId)).filter((v) => visible(ctx, v));
      return {
        res: views.map((v) => toApi(ctx, v)),
        canShare: canShare(ctx),
        ...(reportId ? { layout: await getLayout(ctx.store, ctx.operator.operatorID, reportId) } : {}),
      };
    },

    async add(ctx: ViewsContext, input: { reportId: string; name: string; shared?: boolean; state: unknown }): Promise<SavedView> {
      const report = await reportFor(ctx, input.reportId);
      const name = checkedName(input.name);
      const state = checkState(report, input.state);
      if (input.shared) await requireShare(ctx, `report:${report.id}`);
      const me = ctx.operator.operatorID;
      return ctx.store.tx(async (q) => {
        if (await ownerHasName(q, me, report.id, name)) throw new ApiError(Status.BAD_REQUEST, 'A saved view of this name already exists on this report');
        const viewID = await insertView(q, { reportId: report.id, ownerID: me, groupID: input.shared ? ctx.operator.groupID : null, name, state }, ctx.now());
        const created = (await getView(q, viewID))!;
        await writeAudit(q, { ...auditStamp(ctx), action: 'view.create', target: `view:${viewID}`, after: audited(created) });
        return toApi(ctx, created);
      });
    },

    async update(ctx: ViewsContext, edit: { viewID: number; version: number; name?: string; shared?: boolean; state?: unknown }): Promise<SavedView> {
      const me = ctx.operator.operatorID;
      const name = edit.name === undefined ? undefined : checkedName(edit.name);
      const target = `view:${edit.viewID}`;
      const seen = await getView(ctx.store, edit.viewID);
      if (edit.state !== undefined && visible(ctx, seen)) checkState(reports().get(seen.reportId)!, edit.state);
      if (edit.shared && visible(ctx, seen) && seen.groupID === null) await requireShare(ctx, target);
      return change(ctx, target, 'view.update', async (q) => {
        const current = await editableAt(ctx, q, edit.viewID, edit.version);
        if (edit.shared !== undefined && edit.shared !== (current.groupID !== null) && current.ownerID !== me) {
          throw new ApiError(Status.PRIVILEGE_NOT_ENOUGH, OWNER_SHARES);
        }
        const next = {
          name: name ?? current.name,
          state: (edit.state as SavedViewState | undefined) ?? current.state,
          groupID: edit.shared === undefined ? current.groupID : edit.shared ? current.groupID ?? ctx.operator.groupID : null,
        };
        if (current.groupID === null && next.groupID !== null && !canShare(ctx)) throw new ApiError(Status.PRIVILEGE_NOT_ENOUGH);
        // a view its owner left with a former group is named among the owner's views left there
        const leftWith = current.groupID !== null && current.groupID !== await operatorGroup(q, current.ownerID) ? current.groupID : undefined;
        if (next.name !== current.name && await ownerHasName(q, current.ownerID, current.reportId, next.name, current.viewID, leftWith)) {
          throw new ApiError(Status.BAD_REQUEST, 'A saved view of this name already exists on this report');
        }
        if (!(await updateViewIn(q, current.viewID, current.version, next, ctx.now()))) throw conflict(toApi(ctx, current));
        const updated = (await getView(q, current.viewID))!;
        await writeAudit(q, { ...auditStamp(ctx), action: 'view.update', target, before: audited(current), after: audited(updated) });
        return toApi(ctx, updated);
      });
    },

    async remove(ctx: ViewsContext, viewID: number, version: number): Promise<void> {
      await change(ctx, `view:${viewID}`, 'view.delete', async (q) => {
        const current = await editableAt(ctx, q, viewID, version);
        if (!(await deleteViewIn(q, viewID, version))) throw conflict(toApi(ctx, current));
        await writeAudit(q, { ...auditStamp(ctx), action: 'view.delete', target: `view:${viewID}`, before: audited(current) });
      });
    },

    async saveLayout(ctx: ViewsContext, reportId: string, layout: unknown): Promise<GridLayout | null> {
      const report = await reportFor(ctx, reportId);
      if (layout !== null) {
        check(`layout:${report.id}`, () => layoutSchema(report), layout, 'reqData.layout');
        checkLayout(layout as GridLayout, 'reqData.layout');
      }
      await putLayout(ctx.store, ctx.operator.operatorID, report.id, layout as GridLayout | null, ctx.now());
      return layout as GridLayout | null;
    },
  };
}
