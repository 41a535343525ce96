import { AUDIT_SORT_FIELDS } from '../appstore/auditPage';
import { OPERATOR_SORT_FIELDS } from '../appstore/operatorPage';
import { DAY_SCHEMA } from '../../src/engine/dates/calendarDay';
import type { JsonSchema } from '../http/defineRoute';

/** JSON Schemas of the maintenance routes' reqData: closed objects, bounded strings and lists. */
const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema =>
  ({ type: 'object', additionalProperties: false, required, properties });

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };
const version = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };
const indexList = { type: 'array', maxItems: 2000, items: { type: 'integer', minimum: 1, maximum: 99_999_999 } };
const page = object({ index: { type: 'integer', minimum: 0, maximum: 1_000_000 }, size: { enum: [20, 50, 100, 200] } }, ['index', 'size']);
const sortOf = (fields: readonly string[]) => ({
  type: 'array', maxItems: 3, items: object({ field: { enum: [...fields] }, dir: { enum: ['asc', 'desc'] } }, ['field', 'dir']),
});

/** Spec §5: an account of 4 to 30 characters; names of at most 30. */
export const ACCOUNT = { type: 'string', pattern: '^[A-Za-z0-9_.@-]{4,30}$' };
const name30 = { type: 'string', minLength: 1, maxLength: 30, pattern: '\\S' };
const password = { type: 'string', minLength: 1, maxLength: 256 };
/** A group name: its length rules (4 to 30 once trimmed) are checked after trimming, with the spec's messages. */
const groupName = { type: 'string', minLength: 1, maxLength: 64 };

export const EMPTY = object({});

export const OPERATOR_LIST = object({
  search: { type: 'string', maxLength: 60 }, groupID: id, status: { enum: ['active', 'disabled', 'locked'] },
  page, sort: sortOf(Object.keys(OPERATOR_SORT_FIELDS)),
}, ['page']);
export const OPERATOR_ADD = object({ operatorAC: ACCOUNT, operatorName: name30, groupID: id, password }, ['operatorAC', 'operatorName', 'groupID', 'password']);
export const OPERATOR_UPDATE = object({ operatorID: id, version, operatorName: name30, groupID: id, status: { enum: ['active', 'disabled'] } }, ['operatorID', 'version']);
export const OPERATOR_LOCK = object({ operatorID: id, version, locked: { type: 'boolean' } }, ['operatorID', 'version', 'locked']);
export const OPERATOR_PASSWORD = object({ operatorID: id, version, password }, ['operatorID', 'version', 'password']);
export const OPERATOR_REF = object({ operatorID: id, version }, ['operatorID', 'version']);

export const GROUP_ADD = object({ groupName, items: indexList, cmsList: indexList }, ['groupName', 'items', 'cmsList']);
export const GROUP_UPDATE = object({ groupID: id, version, groupName, items: indexList, cmsList: indexList }, ['groupID', 'version']);
export const GROUP_REF = object({ groupID: id, version }, ['groupID', 'version']);

const auditFilters = {
  from: DAY_SCHEMA, to: DAY_SCHEMA, actor: { type: 'string', maxLength: 60 }, action: { type: 'string', maxLength: 60 }, target: { type: 'string', maxLength: 60 },
};
export const AUDIT_LIST = object({ ...auditFilters, page, sort: sortOf(Object.keys(AUDIT_SORT_FIELDS)) }, ['page']);
export const AUDIT_EXPORT = object({ ...auditFilters, lang: { enum: ['en', 'tw'] } });
