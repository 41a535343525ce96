import path from 'node:path';

/** Everything the server reads from the environment, read once, with the defaults of `npm start`. */
export interface ServerConfig {
  host: string;
  port: number;
  /** `npm run dev`: the port of Vite's dev server, which proxies /api to `port`. */
  devPort: number;
  dataDir: string;
  /** Seeds demo groups and operators into a newly created app store. */
  demo: boolean;
  /** Request bodies above this size are refused with 413. */
  bodyLimit: number;
  /** Megabytes the kept report answers may take (the answer cache, server/reports/answerCache.ts); 0 keeps none. */
  answerCacheMb: number;
  /** DuckDB's memory_limit in MiB (DUCKDB_MEMORY_MB): its buffer pool, spilling beyond it. */
  duckdbMemoryMb: number;
  /** MiB the tables held in memory may take in all (HELD_TABLES_MB): a table past it is read by statements. */
  heldTablesMb: number;
  /** Answer every group's dashboard once at start, in the background (WARM_DASHBOARDS=0: on first request only). */
  warmDashboards: boolean;
  /** Trust X-Forwarded-For from a reverse proxy for the client address (throttling, audit). */
  trustProxy: boolean;
  /** Fastify log level (requests are logged at info; errors at error). */
  logLevel: string;
  /** Warehouse generation knobs passed to ensureWarehouse; undefined means its defaults. */
  scale?: number;
  seed?: number;
  regenerate: boolean;
  /** First administrator of a non-demo deployment (see server/appstore/createAdmin.ts). */
  initialAdmin?: { operatorAC: string; password: string };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const admin = env.INITIAL_ADMIN_AC && env.INITIAL_ADMIN_PASSWORD
    ? { operatorAC: env.INITIAL_ADMIN_AC, password: env.INITIAL_ADMIN_PASSWORD }
    : undefined;
  return {
    host: env.HOST || '127.0.0.1',
    port: integer(env.PORT, 8080, 'PORT'),
    devPort: integer(env.DEV_PORT, 5173, 'DEV_PORT'),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    demo: flag(env.DEMO, true),
    bodyLimit: integer(env.BODY_LIMIT, 64 * 1024, 'BODY_LIMIT'),
    answerCacheMb: integer(env.ANSWER_CACHE_MB, 64, 'ANSWER_CACHE_MB'),
    // budgets for a 2-core, 24 GiB machine at scale 100 beside the OS: DuckDB 8 GiB, held tables 2 GiB (docs/ARCHITECTURE.md, "Memory")
    duckdbMemoryMb: integer(env.DUCKDB_MEMORY_MB, 8192, 'DUCKDB_MEMORY_MB'),
    heldTablesMb: integer(env.HELD_TABLES_MB, 2048, 'HELD_TABLES_MB'),
    warmDashboards: flag(env.WARM_DASHBOARDS, true),
    trustProxy: flag(env.TRUST_PROXY, false),
    logLevel: env.LOG_LEVEL || 'warn',
    scale: env.SCALE ? Number(env.SCALE) : undefined,
    seed: env.SEED ? integer(env.SEED, 0, 'SEED') : undefined,
    regenerate: flag(env.REGENERATE, false),
    initialAdmin: admin,
  };
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got '${value}'`);
  return n;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}
