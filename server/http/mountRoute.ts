import type { ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sharedAjv, formatAjvErrors } from '../../src/engine/ajv';
import { isPermitted } from '../../src/engine/menu';
import { Status } from '../../src/engine/status';
import { writeAudit } from '../appstore/auditLog';
import { resolveSession } from '../auth/sessions';
import { bearerToken } from '../auth/sessionTokens';
import { ApiError, badRequest } from './apiError';
import {
  type AppServices, type AuditDetails, BinaryReply, JsonResult, type JsonSchema, type PublicContext, type RouteDef, type RouteParams,
  type SessionContext,
} from './defineRoute';

const compiledByObject = new WeakMap<JsonSchema, ValidateFunction>();
// A route whose schema function builds a fresh object per call must not compile (and leak) one per request.
const compiledByText = new Map<string, ValidateFunction>();

function validatorFor(schema: JsonSchema): ValidateFunction {
  let validate = compiledByObject.get(schema);
  if (validate) return validate;
  const text = JSON.stringify(schema);
  validate = compiledByText.get(text) ?? sharedAjv().compile(schema);
  compiledByText.set(text, validate);
  compiledByObject.set(schema, validate);
  return validate;
}

/** Mounts one route: content type, session, permission and reqData checks, then the handler in an envelope. */
export function mountRoute(app: FastifyInstance, services: AppServices, def: RouteDef): void {
  app.post(`/api${def.path}`, { onRequest: requireJson }, async (request, reply) => {
    const params = (request.params ?? {}) as RouteParams;
    const clientAddr = request.ip;
    let actor: { operatorID: number; operatorAC: string } | null = null;
    const audit = (action: string, d: AuditDetails = {}) => writeAudit(services.store, {
      atMs: services.now(), actorID: (d.actor ?? actor)?.operatorID, actorAC: (d.actor ?? actor)?.operatorAC, action,
      target: d.target, before: d.before, after: d.after, clientAddr,
    });
    // the load served now, for the whole request: its answer reads one load even when the next is served meanwhile
    const { served, leave } = services.live.enter();
    reply.raw.once('close', leave);
    const base = { ...services, warehouse: served.warehouse, lists: served.lists, reports: served.reports, params, clientAddr, request, reply, audit };

    let ctx: PublicContext<unknown> | SessionContext<unknown>;
    if (def.auth === 'session') {
      const resolved = await resolveSession(services.store, served.lists.sites, bearerToken(request.headers.authorization), services.now());
      if ('refused' in resolved) {
        if (resolved.refused !== 'missing') {
          await audit(`session.${resolved.refused}`, { target: resolved.operatorID ? `operator:${resolved.operatorID}` : def.path });
        }
        throw new ApiError(Status.NOT_AUTHORIZED);
      }
      actor = resolved.operator;
      if (def.permission) {
        const index = typeof def.permission === 'function' ? await def.permission({ params, operator: resolved.operator }) : def.permission;
        if (!isPermitted(index, resolved.operator.permitted)) {
          await audit('permission.denied', { target: request.url, after: index });
          throw new ApiError(Status.PRIVILEGE_NOT_ENOUGH);
        }
      }
      ctx = { ...base, reqData: validReqData(def, request.body, params), operator: resolved.operator, session: resolved };
      const result = await def.handler(ctx);
      return answer(reply, result);
    }
    ctx = { ...base, reqData: validReqData(def, request.body, params), operator: null, session: null };
    return answer(reply, await def.handler(ctx));
  });
}

/** JSON only: a form or text post cannot be sent cross-site without a preflight the server never grants. */
async function requireJson(request: FastifyRequest): Promise<void> {
  const type = request.headers['content-type'] ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new ApiError(Status.UNSUPPORTED_MEDIA_TYPE);
}

function validReqData(def: RouteDef, body: unknown, params: RouteParams): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('the body must be an object {reqData}');
  const keys = Object.keys(body);
  // Spec §7: bodies are {reqData}; one helper sends {req_params}. Either, alone.
  if (keys.length > 1 || (keys.length === 1 && keys[0] !== 'reqData' && keys[0] !== 'req_params')) {
    throw badRequest('the body must hold only reqData');
  }
  const reqData = (body as Record<string, unknown>)[keys[0]] ?? {};
  const schema = typeof def.reqData === 'function' ? def.reqData(params) : def.reqData;
  const validate = validatorFor(schema);
  if (!validate(reqData)) throw badRequest(formatAjvErrors(validate.errors, 'reqData').join('; '));
  return reqData;
}

const OK_OPEN = Buffer.from(`{"status":${Status.OK},"result":`);
const OK_CLOSE = Buffer.from('}');
/** The envelope of a kept answer, made once per answer: its hits share the answer's Buffer object. */
const envelopes = new WeakMap<Buffer, Buffer>();

function envelopeOfJson(json: Buffer): Buffer {
  let body = envelopes.get(json);
  if (!body) envelopes.set(json, (body = Buffer.concat([OK_OPEN, json, OK_CLOSE])));
  return body;
}

/**
 * Calls `onEnd` once the response is over: complete on 'finish' (every byte handed to the
 * connection), cut on a 'close' that comes first (the client left, or the body failed midway).
 */
function whenOver(reply: FastifyReply, onEnd: NonNullable<BinaryReply['onEnd']>): void {
  const res = reply.raw;
  let called = false;
  const over = (complete: boolean) => {
    if (called) return;
    called = true;
    onEnd({ complete }).catch((error: unknown) => reply.log.error({ err: error }, 'after a file answer'));
  };
  res.once('finish', () => over(true));
  res.once('close', () => over(res.writableFinished));
}

function answer(reply: FastifyReply, result: unknown) {
  if (result instanceof JsonResult) return reply.type('application/json; charset=utf-8').send(envelopeOfJson(result.json));
  if (!(result instanceof BinaryReply)) return { status: Status.OK, result: result ?? {} };
  reply.header('Content-Type', result.contentType);
  if (result.onEnd) whenOver(reply, result.onEnd);
  if (result.fileName) {
    const ascii = result.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
    reply.header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(result.fileName)}`);
  }
  return reply.send(result.body);
}
