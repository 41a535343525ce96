import { relaunchedOnJemalloc } from './allocator';

// `npm start` and `npm run dev`: the server loads only in the process that serves (server/allocator.ts)
if (!(await relaunchedOnJemalloc((line) => process.stdout.write(`${line}\n`)))) await import('./main');
