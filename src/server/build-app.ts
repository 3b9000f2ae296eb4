// Builds the PWA when the build is missing or older than its sources, so `npm start` on a fresh
// clone (or after a pull) always serves the current app without a separate build step.
import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

const SOURCES = ['index.html', 'vite.config.ts', 'package-lock.json', 'public', 'sw', 'src/app', 'src/offline', 'src/domain', 'src/workers', 'src/build'];

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path);
  const times = await Promise.all(entries.map((entry) => newestMtime(join(path, entry))));
  return Math.max(info.mtimeMs, ...times);
}

/** Why a build is needed ('missing' or 'stale'), or null when dist is current. */
export async function buildStatus(root: string, distDir: string): Promise<'missing' | 'stale' | null> {
  const built = await stat(join(distDir, 'index.html')).catch(() => null);
  if (!built) return 'missing';
  const times = await Promise.all(SOURCES.map((source) => newestMtime(join(root, source))));
  return Math.max(...times) > built.mtimeMs ? 'stale' : null;
}

export function runViteBuild(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with code ${code}`))));
  });
}

export async function ensureBuild(root: string, distDir: string, log: (line: string) => void = console.log): Promise<void> {
  const status = await buildStatus(root, distDir);
  if (!status) return;
  log(status === 'missing' ? 'Building the app (first start, about a minute)…' : 'Sources changed since the last build: rebuilding the app…');
  const started = Date.now();
  await runViteBuild(root);
  log(`App built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
