import { relaunchedOnJemalloc } from '../server/allocator';

// `npm run bench` measures the server as `npm start` runs it: on jemalloc where the machine has it (server/allocator.ts)
if (!(await relaunchedOnJemalloc((line) => process.stdout.write(`${line}\n`)))) await import('./run');
