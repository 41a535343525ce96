/**
 * The first ClickHouse major version the console prints its current dialect for (window functions
 * in SQL, values bound on the server as `{p1:Int64}`): older servers (Debian's 18.16) get the 18.16
 * form, values written as literals.
 */
export const CURRENT_CLICKHOUSE = 23;

/** Does a ClickHouse server of `version` ('26.7.1.1', '18.16.1') read the current dialect? */
export const readsCurrentDialect = (version: string | undefined): boolean => Number(/^(\d+)\./.exec(version ?? '')?.[1] ?? 0) >= CURRENT_CLICKHOUSE;
