// `npm run dev`: the API and identity provider on PORT (default 8080) and Vite's dev server with
// hot reload on 5173, which proxies /api and /realms to it. Open http://localhost:5173.
import { createServer } from 'vite';
import { loadConfig } from './config.ts';
import { startServer } from './main.ts';

const config = loadConfig({ ...process.env, PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? 'http://localhost:5173' });
await startServer(config);
const api = `http://localhost:${config.port}`;
const vite = await createServer({
  configFile: new URL('../../vite.config.ts', import.meta.url).pathname,
  server: { proxy: { '/api': api, '/realms': api } },
});
await vite.listen();
vite.printUrls();
