// Serves the built PWA from DIST_DIR with an SPA fallback: GET navigations that are not /api/* or
// /realms/* get their page prerendered at build time, else the app shell of the page's language
// (lang, dir, title and a visible placeholder: /fa/register is not an English blank page), else
// index.html, so deep links (/claim, /dashboard, rights pages) load the app.
// sw.js, index.html and the manifest are revalidated on every load (a new version must be found);
// hashed files under /assets/ are cached for a year. Text files go out pre-compressed (br/gzip)
// when the build wrote compressed copies. Without a build, / answers 503 with a hint
// and the API keeps working.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound, sendProblem } from './http/problem.ts';
import { alternateLinkHeader, splitLocale } from '../domain/text/locales.ts';
import { PRERENDER_DIR, appShellFile, prerenderedFile } from './prerendered-file.ts';

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

/** `publicOrigin`: where users reach the app, for the full URLs of a page's translations. */
export async function registerStaticApp(app: FastifyInstance, distDir: string, publicOrigin: string): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  const hasBuild = () => fs.existsSync(indexPath);
  const serving = fs.existsSync(distDir);
  const prerendered = listPrerendered(distDir);

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasBuild()) return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT);
    if (!serving) return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(fs.createReadStream(indexPath));
    const file = pageFor(request, prerendered);
    // A public page names its translations for search engines (hreflang), as full URLs.
    if (file === prerenderedFile(pathnameOf(request))) reply.header('link', alternateLinkHeader(pathnameOf(request), publicOrigin));
    return reply.sendFile(file);
  };

  if (serving) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: true,
      // '/' is a navigation like any other: it gets the prerendered home page (below).
      index: false,
      cacheControl: false,
      dotfiles: 'ignore',
      // The build writes .br and .gz copies (src/build/precompress.ts).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
    app.get('/', sendPage);
  } else {
    app.log.warn({ distDir }, NOT_BUILT);
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isNavigation(request)) return sendPage(request, reply);
    return sendProblem(reply, notFound('Not found', `No resource at ${request.method} ${request.url.split('?')[0]}`));
  });
}

/**
 * The file a navigation gets: the page rendered at build time when there is one (public pages,
 * for a fast first paint), else the app shell of the path's language, else index.html.
 */
function pageFor(request: FastifyRequest, prerendered: ReadonlySet<string>): string {
  const pathname = pathnameOf(request);
  const file = prerenderedFile(pathname);
  if (prerendered.has(file)) return file;
  const shell = appShellFile(splitLocale(pathname).locale);
  return prerendered.has(shell) ? shell : 'index.html';
}

function pathnameOf(request: FastifyRequest): string {
  return (request.url.split('?')[0] ?? '/').replace(/\/index\.html$/, '/');
}

/** The prerendered pages of the build, as paths relative to it (prerendered/faq.html). */
function listPrerendered(distDir: string): ReadonlySet<string> {
  const dir = path.join(distDir, PRERENDER_DIR);
  if (!fs.existsSync(dir)) return new Set();
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  return new Set(files.map((file) => `${PRERENDER_DIR}/${file.split(path.sep).join('/')}`));
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
