import { relaunchedOnJemalloc } from '../server/allocator';

// `npm run bench` measures the server as `npm start` runs it: on jemalloc where the machine has it (server/allocator.ts);
// but beside chDB (BENCH_ONLY=clickhouse), which brings its own allocator and crashes under a preloaded jemalloc
// (free(): invalid pointer), both engines run on the system's malloc
if (process.env.BENCH_ONLY === 'clickhouse') process.env.ALLOCATOR = 'system';
if (!(await relaunchedOnJemalloc((line) => process.stdout.write(`${line}\n`)))) await import('./run');
