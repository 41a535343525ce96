/**
 * The status catalogue of spec §8, in one place for the server and the browser.
 * 1 is success; 8xxx are business codes; 9xxx are server errors (logged, body still returned).
 */
export const Status = {
  FAIL: 0,
  OK: 1,
  NO_DATA: 8001,
  NOT_AUTHORIZED: 8002,
  USER_NOT_EXIST: 8003,
  USER_LOCKED: 8004,
  INCORRECT_PASSWORD: 8005,
  OPERATOR_EXISTS: 8020,
  WORKSTATION_NOT_EXIST: 8026,
  PRIVILEGE_NOT_EXIST: 8029,
  GROUP_NAME_EXISTS: 8030,
  SECTION_EXISTS: 8031,
  SESSION_CLOSED: 8035,
  LIMIT_EXCEEDED: 8038,
  EXPIRY_DATE_EXPIRED: 8040,
  LOYALTY_CREDIT_BLOCKED: 8041,
  PASSWORD_EXPIRED: 8042,
  INCORRECT_PASSWORD_LIMIT_EXCEEDED: 8044,
  PASSWORD_NEEDED: 8045,
  PRIVILEGE_NOT_ENOUGH: 8046,
  LOYALTY_CREDIT_NOT_ENOUGH: 8047,
  ANOTHER_OPERATOR_NEEDED: 8048,
  EXPIRY_MUST_BE_LATER: 8049,
  NO_EXCHANGE_TIME: 8050,
  BINGO_BET_COUPON_DISABLED: 8056,
  GIFT_EXCHANGE_CANCELLED: 8061,
  REPORT_GENERATION_FAILED: 8065,
  GROUP_LOTTERY_ID_NOT_SET: 8066,
  GROUP_LOTTERY_NOT_EXIST: 8067,
  GROUP_LOTTERY_DATA_NOT_EXIST: 8068,
  GAME_HOUSE_EDGE_EXISTS: 8075,
  MEMBER_RANK_REWARD_EXISTS: 8077,
  CHIP_ROLLING_LEVEL_EXISTS: 8078,
  BET_RULE_ID_NOT_EXIST: 8079,
  GAME_ID_NOT_EXIST: 8080,
  ROLE_IN_USE: 8081,
  GAME_IN_USE: 8082,
  REDEEM_ITEM_NAME_IN_USE: 8083,
  SHOP_CATEGORY_IN_USE: 8084,
  CHIP_SET_DETAIL_IN_USE: 8086,
  CHIP_DEFINE_IN_USE: 8087,
  CONFIG_GROUP_NAME_IN_USE: 8089,
  CHIP_DENOM_IN_USE: 8090,
  AREA_IN_USE: 8091,
  BET_RULE_IN_USE: 8092,
  NO_CLOSED_ACCOUNTING: 8095,
  CLOSED_ACCOUNTING_EXISTS: 8096,
  PIT_OR_DEALER_UNACCEPTABLE: 8097,
  GROUP_HAS_OPERATORS: 8098,
  CASHIER_UNACCEPTABLE: 8099,
  // 9xxx: server side. The spec names the 9 prefix only; these are the console's own.
  SERVER_ERROR: 9000,
  BAD_REQUEST: 9400,
  PAYLOAD_TOO_LARGE: 9413,
  UNSUPPORTED_MEDIA_TYPE: 9415,
  NOT_FOUND: 9404,
  /** An edit carried a version someone else already changed; the result holds the current state. */
  CONFLICT: 9409,
  QUERY_TIMEOUT: 9408,
  BUSY: 9503,
} as const;

export type StatusCode = (typeof Status)[keyof typeof Status];

/**
 * The message of 8004 for a disabled (not locked) operator, given only after its right password:
 * 'Operator has been locked' is kept for a lock (failed logins or maintenance).
 */
export const OPERATOR_DISABLED_MESSAGE = 'Operator has been disabled, please contact the administrator';

/** Default English message for a code, used when a handler gives none. Spec §8 texts word for word. */
export const STATUS_MESSAGES: Partial<Record<StatusCode, string>> = {
  [Status.FAIL]: 'API Server Error',
  [Status.NO_DATA]: 'NO Data',
  [Status.NOT_AUTHORIZED]: "User doesn't have authorized, please login again",
  [Status.USER_NOT_EXIST]: 'User not existed',
  [Status.USER_LOCKED]: 'Operator has been locked',
  [Status.INCORRECT_PASSWORD]: 'User password is incorrect',
  [Status.OPERATOR_EXISTS]: 'Operator already exists',
  [Status.GROUP_NAME_EXISTS]: 'Group name already exists',
  [Status.SESSION_CLOSED]: 'Session closed',
  [Status.LIMIT_EXCEEDED]: 'Limit exceeded',
  [Status.PASSWORD_EXPIRED]: 'Password expired',
  [Status.INCORRECT_PASSWORD_LIMIT_EXCEEDED]: 'Too many incorrect passwords, please try again later',
  [Status.PASSWORD_NEEDED]: 'Password needed',
  [Status.PRIVILEGE_NOT_ENOUGH]: 'Privilege not enough',
  [Status.ANOTHER_OPERATOR_NEEDED]: 'Another operator is needed for this action',
  [Status.REPORT_GENERATION_FAILED]: 'Report generation failed',
  [Status.GROUP_HAS_OPERATORS]: 'The group still has operators',
  [Status.SERVER_ERROR]: 'API Server Error',
  [Status.BAD_REQUEST]: '(400) Bad Request',
  [Status.PAYLOAD_TOO_LARGE]: 'Request body too large',
  [Status.UNSUPPORTED_MEDIA_TYPE]: 'Requests must be sent as application/json',
  [Status.NOT_FOUND]: 'Not found',
  [Status.CONFLICT]: 'Another operator changed this record in the meantime; review the current values and try again',
  [Status.QUERY_TIMEOUT]: 'The report took too long and was cancelled; narrow the date range or filters',
  [Status.BUSY]: 'The server is busy, please retry in a moment',
};

/** Spec §8 reading of a status: 1 ok; 9xxx logged but returned; 8002 ends the session; other 8xxx pass to the caller. */
export function statusKind(status: number): 'ok' | 'server' | 'unauthorized' | 'business' | 'error' {
  if (status === Status.OK) return 'ok';
  if (String(status).startsWith('9')) return 'server';
  if (status === Status.NOT_AUTHORIZED) return 'unauthorized';
  if (String(status).startsWith('8')) return 'business';
  return 'error';
}

/** The response envelope of every API call. */
export interface Envelope<T = unknown> {
  status: number;
  result: T & { message?: string };
}
