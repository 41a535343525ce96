/**
 * What a deposit and a withdrawal are, written once. The transaction model's measures say it in
 * SQL; the named kinds read those measures by name (server/compiler/kinds/shared/scope.ts
 * measureFilter); the data generator and its catalog import these codes.
 */
export const DEPOSIT_TYPES = [3, 10, 26] as const;
export const WITHDRAW_TYPES = [4, 28, -10] as const;
/** The status of a transaction that went through. */
export const SUCCEEDED = 'succ';

/** `trans_type IN (3, 10, 26) AND trans_status = 'succ'`, the columns prefixed (`f.` in a model). */
export const depositedSql = (prefix = ''): string => `${prefix}trans_type IN (${DEPOSIT_TYPES.join(', ')}) AND ${prefix}trans_status = '${SUCCEEDED}'`;

/** `trans_type IN (4, 28, -10) AND trans_status = 'succ'`, the columns prefixed. */
export const withdrawnSql = (prefix = ''): string => `${prefix}trans_type IN (${WITHDRAW_TYPES.join(', ')}) AND ${prefix}trans_status = '${SUCCEEDED}'`;
