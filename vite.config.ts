import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './server/http/precompress.ts';

// The console is served by the Fastify server from dist/; during `vite dev` the API is proxied to it.
export default defineConfig(({ command, mode }) => {
  // A build is what people are served: React's production code and JSX, whatever NODE_ENV the caller ran
  // with. Vite takes NODE_ENV over the mode, and a build started under vitest (NODE_ENV=test) or a shell
  // that exports NODE_ENV=development would otherwise ship React's development build (several times slower).
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    // the built files get .br and .gz copies, sent by the server to browsers that accept them
    plugins: [react(), precompress()],
    build: {
      outDir: 'dist',
      sourcemap: false,
      chunkSizeWarningLimit: 900,
    },
    server: {
      proxy: { '/api': 'http://127.0.0.1:8080' },
    },
  };
});
