/**
 * The route convention of the API. One route = one `defineRoute({...})`; a module in
 * server/http/routes/ default-exports an array of them (or a function of AppServices returning
 * one, for routes that need set-up), and app.ts mounts every module of that folder by convention.
 *
 *   export default [
 *     defineRoute<{ operatorID: number }>({
 *       path: '/exchangerate/list',            // under /api, always POST with {reqData}
 *       auth: 'session',                       // 'public' or 'session' (8002 without a live session)
 *       permission: { itemIdx: 90000 },        // or (p) => ({ reportIdx }) from params; 8046 when refused
 *       reqData: { type: 'object', ... },      // JSON Schema, or (params) => schema; 9400 when invalid
 *       handler: async (ctx) => ({ res: [] }), // the envelope's `result`; throw new ApiError(status, message?)
 *     }),
 *   ];
 *
 * A handler may return `binaryReply(...)` to stream a file (xlsx export) after the same checks, or
 * `jsonResult(json)` for a `result` it holds as JSON already (a cached report answer, UTF-8 bytes).
 */
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IndexedRoute } from '../../src/engine/menu';
import type { AppStore } from '../appstore/appStore';
import type { LoginThrottle } from '../auth/loginThrottle';
import type { AnswerCache } from '../reports/answerCache';
import type { ReportService } from '../reports/reportService';
import type { LiveData } from './liveData';
import type { BackgroundTask } from './backgroundTasks';
import type { LiveDefinitions } from '../dev/liveDefinitions';
import type { ActiveSession, SessionOperator } from '../auth/sessions';
import type { WarehouseLists } from '../auth/warehouseLists';
import type { Warehouse } from '../warehouse/warehouse';

export type JsonSchema = Record<string, unknown>;
export type RouteParams = Record<string, string>;

/** What every handler can reach, shared by the whole app. */
export interface AppServices {
  /**
   * The load of the warehouse served (liveData.ts): in a handler, the one served when its request
   * began, with its lists and report service, for the whole request; at set-up, the one served now.
   */
  warehouse: Warehouse;
  /** The served load's dimension lists (sites, operating units, rates, the data's days). */
  lists: WarehouseLists;
  /** The served load's report service (rollup catalog, rate book, caches). */
  reports: ReportService;
  /** The loads served, switched when a new one commits. */
  live: LiveData;
  /** DATA_DIR, where the loads log is (absent in tests that do not load). */
  dataDir?: string;
  store: AppStore;
  /** The clock (epoch ms); tests inject their own. */
  now: () => number;
  throttle: LoginThrottle;
  /** Whole report answers kept until the warehouse's next load; absent: every answer is computed. */
  answers?: AnswerCache;
  /** The server's log (errors an executor met, answered by the next: server/compiler/runStatement.ts). */
  log: { warn(obj: object, msg: string): void };
  /** Starts a task beside the requests once the server is ready; it is aborted and awaited at close (backgroundTasks.ts). */
  background: (task: BackgroundTask) => void;
  /** Whether to warm the dashboards' answers at start (server/reports/warmDashboards.ts). */
  warmDashboards: boolean;
  /** Set by `npm run dev` only: definitions reloaded on save. */
  definitions?: LiveDefinitions;
}

export interface AuditDetails {
  target?: string | null; before?: unknown; after?: unknown;
  /** Who acted, where the request has no session yet: the operator a login signs in. */
  actor?: { operatorID: number; operatorAC: string };
}

interface BaseContext<D> extends AppServices {
  reqData: D;
  params: RouteParams;
  clientAddr: string;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Writes an audit entry with this request's actor and client address. */
  audit(action: string, details?: AuditDetails): Promise<void>;
}

export interface PublicContext<D> extends BaseContext<D> { operator: null; session: null }
export interface SessionContext<D> extends BaseContext<D> { operator: SessionOperator; session: ActiveSession }

export interface PermissionInput { params: RouteParams; operator: SessionOperator }

interface RouteBase {
  /** Path under /api, Fastify syntax (`/config/item/:operatorID/otp`). */
  path: string;
  /** Schema of `reqData`; a function receives the path params (e.g. one schema per report). */
  reqData: JsonSchema | ((params: RouteParams) => JsonSchema);
}

export interface PublicRouteDef<D> extends RouteBase {
  auth: 'public';
  handler(ctx: PublicContext<D>): Promise<unknown>;
}

export interface SessionRouteDef<D> extends RouteBase {
  auth: 'session';
  /** Spec §5: granted when the itemIdx or the reportIdx is in the operator's permitted list. */
  permission?: IndexedRoute | ((input: PermissionInput) => IndexedRoute | Promise<IndexedRoute>);
  handler(ctx: SessionContext<D>): Promise<unknown>;
}

export type RouteDef = PublicRouteDef<unknown> | SessionRouteDef<unknown>;

/** What a module of server/http/routes/ default-exports. */
export type RouteModule = readonly RouteDef[] | ((services: AppServices) => readonly RouteDef[] | Promise<readonly RouteDef[]>);

export function defineRoute<D>(def: PublicRouteDef<D>): RouteDef;
export function defineRoute<D>(def: SessionRouteDef<D>): RouteDef;
export function defineRoute<D>(def: PublicRouteDef<D> | SessionRouteDef<D>): RouteDef {
  return def as RouteDef;
}

/** How a file answer ended: `complete` when every byte was handed to the connection, false when the client left or the stream failed first. */
export interface ReplyEnd {
  complete: boolean;
}

/** A file answer instead of an envelope; `onEnd` runs once the response is over (an export's audit entry says what was sent). */
export class BinaryReply {
  constructor(readonly body: Buffer | Readable, readonly contentType: string, readonly fileName?: string,
    readonly onEnd?: (end: ReplyEnd) => Promise<void>) {}
}

export function binaryReply(opts: { body: Buffer | Readable; contentType: string; fileName?: string; onEnd?: (end: ReplyEnd) => Promise<void> }): BinaryReply {
  return new BinaryReply(opts.body, opts.contentType, opts.fileName, opts.onEnd);
}

/** A `result` already written as JSON (a kept report answer, UTF-8): sent in the envelope as it is, not serialized again. */
export class JsonResult {
  constructor(readonly json: Buffer) {}
}

export function jsonResult(json: Buffer): JsonResult {
  return new JsonResult(json);
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
