// Serves the built PWA from DIST_DIR with an SPA fallback: GET navigations that are not /api/* or
// /realms/* get index.html, so deep links (/claim, /dashboard, rights pages) load the app.
// sw.js, index.html and the manifest are revalidated on every load (a new version must be found);
// hashed files under /assets/ are cached for a year. Without a build, / answers 503 with a hint
// and the API keeps working.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound, sendProblem } from './http/problem.ts';

const NOT_BUILT = 'The app is not built: run npm run build';
const LONG_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Paths the SPA fallback never answers: they belong to the API and the identity provider. */
export function isBackendPath(url: string): boolean {
  return /^\/(api|realms)(\/|$|\?)/.test(url);
}

export function cacheControlFor(filePath: string): string {
  const normalized = filePath.split(path.sep).join('/');
  if (/(^|\/)assets\//.test(normalized)) return LONG_CACHE;
  return REVALIDATE;
}

export async function registerStaticApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  const hasBuild = () => fs.existsSync(indexPath);

  if (fs.existsSync(distDir)) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      dotfiles: 'ignore',
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  } else {
    app.log.warn({ distDir }, NOT_BUILT);
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isNavigation(request)) {
      if (!hasBuild()) return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT);
      return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(fs.createReadStream(indexPath));
    }
    return sendProblem(reply, notFound('Not found', `No resource at ${request.method} ${request.url.split('?')[0]}`));
  });
}

/**
 * A page load: GET/HEAD outside the backend paths, for a path without a file extension (an app
 * route). A missing file (/assets/x.js, /icon.png) stays a 404, so a stale chunk never gets HTML.
 */
function isNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isBackendPath(request.url)) return false;
  const pathname = request.url.split('?')[0] ?? '/';
  const lastSegment = pathname.split('/').pop() ?? '';
  return !lastSegment.includes('.') || lastSegment.endsWith('.html');
}
