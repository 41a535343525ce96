import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The console is served by the Fastify server from dist/; during `vite dev` the API is proxied to it.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
