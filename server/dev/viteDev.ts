import type { ViteDevServer } from 'vite';

/**
 * `npm run dev`: Vite's dev server for the console (hot module reload of the browser code),
 * proxying /api to the console's own server on `apiUrl`. Vite is loaded only here, so `npm start`
 * never starts it.
 */
export async function startViteDev(host: string, port: number, apiUrl: string): Promise<ViteDevServer> {
  const { createServer } = await import('vite');
  const server = await createServer({
    server: { host, port, strictPort: true, proxy: { '/api': apiUrl } },
    clearScreen: false,
    logLevel: 'warn',
  });
  await server.listen();
  return server;
}
