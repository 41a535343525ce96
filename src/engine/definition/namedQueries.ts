/**
 * Query shapes a model cannot express, each implemented once (src/engine/kinds/<kind>.ts for its
 * shape and fields, server/compiler/kinds/<kind>.ts for its SQL) and used by any number of reports.
 */
import type { RetentionQuery } from '../kinds/retention';

export { RETENTION_DAYS } from '../kinds/retention';
export type { RetentionQuery };

export type NamedQuery = RetentionQuery;
