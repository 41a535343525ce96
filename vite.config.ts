import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './server/http/precompress.ts';

// The console is served by the Fastify server from dist/; during `vite dev` the API is proxied to it.
export default defineConfig({
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
});
