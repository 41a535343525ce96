/**
 * The app store's tables: accounts, groups, sessions, passkeys, quick logins, the audit log, saved views and grid layouts. It is a DuckDB file of its
 * own (never the warehouse), so regenerating demo data never touches accounts. Instants that code
 * compares (expiry, lock) are epoch milliseconds from the injectable clock; instants people read
 * are UTC TIMESTAMPs. No foreign keys: DuckDB checks them too eagerly on update.
 */
export const APP_STORE_VERSION = 2;

/**
 * What turns a store of an older schema version into the next one, by the version it starts from.
 * New tables need no statement (the DDL below creates them on every open); a step changes what an
 * older store already has. 1 → 2 added saved views and grid layouts (tables only).
 */
export const APP_STORE_MIGRATIONS: Readonly<Record<number, readonly string[]>> = {
  1: [],
};

export const APP_STORE_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS store_meta (schema_version INTEGER NOT NULL, created_at TIMESTAMP NOT NULL, demo BOOLEAN NOT NULL)`,
  `CREATE SEQUENCE IF NOT EXISTS group_id_seq START 1`,
  `CREATE TABLE IF NOT EXISTS op_group (
     group_id INTEGER PRIMARY KEY DEFAULT nextval('group_id_seq'),
     group_name VARCHAR NOT NULL UNIQUE,
     items INTEGER[] NOT NULL,
     cms_list INTEGER[] NOT NULL,
     site_ids INTEGER[],
     version INTEGER NOT NULL DEFAULT 1,
     created_at TIMESTAMP NOT NULL,
     updated_at TIMESTAMP NOT NULL)`,
  `CREATE SEQUENCE IF NOT EXISTS operator_id_seq START 1`,
  `CREATE TABLE IF NOT EXISTS operator (
     operator_id INTEGER PRIMARY KEY DEFAULT nextval('operator_id_seq'),
     operator_ac VARCHAR NOT NULL UNIQUE,
     operator_name VARCHAR NOT NULL,
     password_hash VARCHAR NOT NULL,
     group_id INTEGER NOT NULL,
     status VARCHAR NOT NULL CHECK (status IN ('active', 'disabled')),
     failed_count INTEGER NOT NULL DEFAULT 0,
     locked_until_ms BIGINT,
     otp_enabled BOOLEAN NOT NULL DEFAULT false,
     otp_secret VARCHAR,
     otp_pending_secret VARCHAR,
     otp_last_step BIGINT,
     pin_route VARCHAR NOT NULL DEFAULT 'Dashboard',
     pin_tab VARCHAR NOT NULL DEFAULT 'daily',
     version INTEGER NOT NULL DEFAULT 1,
     password_changed_at TIMESTAMP NOT NULL,
     created_at TIMESTAMP NOT NULL,
     updated_at TIMESTAMP NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS op_session (
     token_hash VARCHAR PRIMARY KEY,
     operator_id INTEGER NOT NULL,
     created_ms BIGINT NOT NULL,
     last_seen_ms BIGINT NOT NULL,
     expires_ms BIGINT NOT NULL,
     client_addr VARCHAR)`,
  `CREATE SEQUENCE IF NOT EXISTS audit_id_seq START 1`,
  `CREATE TABLE IF NOT EXISTS audit_log (
     audit_id BIGINT PRIMARY KEY DEFAULT nextval('audit_id_seq'),
     at_utc TIMESTAMP NOT NULL,
     actor_id INTEGER,
     actor_ac VARCHAR,
     action VARCHAR NOT NULL,
     target VARCHAR,
     before_json VARCHAR,
     after_json VARCHAR,
     client_addr VARCHAR)`,
  // Passkeys (WebAuthn): the public key and sign counter of each credential, and the challenges
  // handed out, each consumed once (server/appstore/passkeys.ts).
  `CREATE TABLE IF NOT EXISTS passkey_credential (
     credential_id VARCHAR PRIMARY KEY,
     operator_id INTEGER NOT NULL,
     user_handle VARCHAR NOT NULL,
     public_key VARCHAR NOT NULL,
     sign_count BIGINT NOT NULL,
     transports VARCHAR[] NOT NULL,
     device_type VARCHAR NOT NULL,
     backed_up BOOLEAN NOT NULL,
     created_ms BIGINT NOT NULL,
     last_used_ms BIGINT)`,
  `CREATE TABLE IF NOT EXISTS passkey_challenge (
     challenge VARCHAR PRIMARY KEY,
     purpose VARCHAR NOT NULL CHECK (purpose IN ('register', 'login')),
     operator_id INTEGER,
     user_handle VARCHAR,
     expires_ms BIGINT NOT NULL)`,
  // Quick login: one hashed, device-bound token per operator and browser (server/appstore/quickLogins.ts).
  `CREATE TABLE IF NOT EXISTS quick_login (
     token_hash VARCHAR PRIMARY KEY,
     operator_id INTEGER NOT NULL,
     device_hash VARCHAR NOT NULL,
     created_ms BIGINT NOT NULL,
     expires_ms BIGINT NOT NULL)`,
  // Failed logins of names without an account, counted with the very statements that count an
  // account's failures (server/appstore/loginCounters.ts), so both cost the same write.
  `CREATE TABLE IF NOT EXISTS login_failure (
     account VARCHAR PRIMARY KEY,
     failed_count INTEGER NOT NULL DEFAULT 0,
     locked_until_ms BIGINT,
     last_ms BIGINT NOT NULL)`,
  // Saved views (server/appstore/savedViews.ts): a report's filters, sort, page size and grid
  // layout under a name, the owner's alone (group_id NULL) or shared with the group it names.
  `CREATE SEQUENCE IF NOT EXISTS saved_view_id_seq START 1`,
  `CREATE TABLE IF NOT EXISTS saved_view (
     view_id INTEGER PRIMARY KEY DEFAULT nextval('saved_view_id_seq'),
     report_id VARCHAR NOT NULL,
     owner_id INTEGER NOT NULL,
     group_id INTEGER,
     view_name VARCHAR NOT NULL,
     state_json VARCHAR NOT NULL,
     version INTEGER NOT NULL DEFAULT 1,
     created_at TIMESTAMP NOT NULL,
     updated_at TIMESTAMP NOT NULL)`,
  // The grid layout each operator keeps per report (columns shown, order, pinned).
  `CREATE TABLE IF NOT EXISTS grid_layout (
     operator_id INTEGER NOT NULL,
     report_id VARCHAR NOT NULL,
     layout_json VARCHAR NOT NULL,
     updated_at TIMESTAMP NOT NULL,
     PRIMARY KEY (operator_id, report_id))`,
];
