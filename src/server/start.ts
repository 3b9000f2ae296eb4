// `npm start`: build the app if it is missing or stale, then start the whole product on one port.
import './production-env.ts';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { ensureBuild } from './build-app.ts';
import { loadConfig } from './config.ts';
import { startServer } from './main.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
try {
  const config = loadConfig();
  await ensureBuild(root, resolve(root, config.distDir));
  const server = await startServer(config);
  console.log(`Flightclaim is running at ${server.url}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
