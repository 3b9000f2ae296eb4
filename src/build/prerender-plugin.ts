// Build step: renders the public pages (src/app/prerender.tsx) to HTML files in
// <outDir>/prerendered/, which the server sends for a first visit (static-app.ts), and to one
// gzipped bundle of them all that the service worker precaches (src/shared/page-bundle.ts). The renderer is
// built for Node by a second, SSR Vite build into a temporary directory under node_modules/.cache,
// run, and deleted.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Plugin, PluginOption } from 'vite';
import { PAGE_BUNDLE_FILE, encodePages } from '../shared/page-bundle.ts';
import { PRERENDER_DIR, appShellFile, prerenderedFile } from '../server/prerendered-file.ts';
import { LOCALES, type Locale } from '../domain/text/locales.ts';
import { afterClientBuild } from './after-client-build.ts';

export { PRERENDER_DIR, prerenderedFile };

interface Renderer {
  PRERENDERED_PATHS: readonly string[];
  renderPage(path: string): Promise<PageParts>;
  renderAppShell(locale: Locale): Promise<PageParts & { skeleton: string }>;
}

/** A rendered page: its markup, title, and for another language than English its lang, dir and links to its translations. */
export interface PageParts {
  html: string;
  title: string;
  lang?: string;
  dir?: string;
  /** The <noscript> line in the page's language. */
  noscript?: string;
}

/**
 * TanStack Router's "am I on a server" constant, in its edition that is undefined: the router then
 * follows its `isServer` option (false when prerendering, see src/app/router.tsx).
 */
const ROUTER_SERVER_FLAG = fileURLToPath(import.meta.resolve('@tanstack/router-core/isServer').replace(/\/[a-z]+\.js$/, '/development.js'));

/**
 * The shell (index.html) with a page's markup in #root and its title. Inline scripts the router
 * renders on a server (scroll restoration) are dropped: the CSP forbids inline script, and the
 * page does that work itself once it runs. React escapes text, so `<script` is only ever an element.
 */
export function fillShell(shell: string, page: PageParts): string {
  const markup = page.html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  let filled = shell.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
  if (filled === shell) throw new Error('index.html has no empty <div id="root"></div> to fill');
  if (page.lang) filled = filled.replace(/<html lang="[^"]*"/, () => `<html lang="${page.lang}" dir="${page.dir ?? 'ltr'}"`);
  filled = withNoscript(filled, page.noscript);
  if (!page.title) return filled;
  return filled.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`);
}

/** The placeholder's look, before the app's stylesheet applies; it hides once the app renders into #root. */
const SKELETON_STYLE =
  '<style>.app-skeleton{font-family:system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif;color:#212529}' +
  '.app-skeleton-bar{height:60px;display:flex;align-items:center;padding:0 16px;border-bottom:1px solid #dee2e6;font-weight:700;font-size:20px;color:#1c4fd8}' +
  '.app-skeleton-text{margin:0;padding:96px 16px;text-align:center;color:#495057}#root:empty{display:none}#root:not(:empty)+.app-skeleton{display:none}</style>';

/**
 * The shell of a page that is not prerendered, in a language: lang, dir and title, and a visible
 * placeholder after the empty #root (inside it, the app would take it for markup to hydrate).
 */
export function fillAppShell(shell: string, parts: PageParts & { skeleton: string }): string {
  const filled = shell.replace('<div id="root"></div>', () => `<div id="root"></div>${parts.skeleton}`);
  if (filled === shell) throw new Error('index.html has no empty <div id="root"></div> to put the placeholder beside');
  return withNoscript(filled, parts.noscript)
    .replace(/<html lang="[^"]*"/, () => `<html lang="${parts.lang ?? 'en'}" dir="${parts.dir ?? 'ltr'}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(parts.title)}</title>`)
    .replace('</head>', () => `${SKELETON_STYLE}</head>`);
}

/** The class names a stylesheet defines (`.name` in its selectors). */
export function classesDefinedBy(css: string): Set<string> {
  const selectors = css.replace(/url\([^)]*\)/g, '');
  return new Set([...selectors.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((match) => match[1]!));
}

/** The class names the markup uses. */
export function classesUsedBy(html: string): Set<string> {
  const used = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1]!.split(/\s+/)) if (name) used.add(name);
  return used;
}

/**
 * Links, in <head>, each stylesheet of a lazy chunk whose classes the page's markup uses (the
 * wizard's own CSS on /claim), so the page is styled at first paint instead of when the chunk
 * arrives. The app later skips loading a stylesheet that is already linked.
 */
export function linkUsedStylesheets(html: string, sheets: readonly { href: string; classes: Set<string> }[]): string {
  const used = classesUsedBy(html);
  const links = sheets
    .filter((sheet) => !html.includes(`href="${sheet.href}"`) && [...sheet.classes].some((name) => used.has(name)))
    .map((sheet) => `<link rel="stylesheet" crossorigin href="${sheet.href}">`);
  return links.length === 0 ? html : html.replace('</head>', () => `${links.join('')}</head>`);
}

async function lazyStylesheets(outDir: string): Promise<{ href: string; classes: Set<string> }[]> {
  const files = (await readdir(join(outDir, 'assets'))).filter((file) => file.endsWith('.css'));
  return Promise.all(files.map(async (file) => ({ href: `/assets/${file}`, classes: classesDefinedBy(await readFile(join(outDir, 'assets', file), 'utf8')) })));
}

function withNoscript(html: string, text: string | undefined): string {
  return text ? html.replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${escapeText(text)}</noscript>`) : html;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function buildRenderer(root: string, entry: string, plugins: PluginOption[]): Promise<{ renderer: Renderer; cleanUp: () => Promise<void> }> {
  const { build } = await import('vite');
  // Inside the project, so the renderer's imports resolve from node_modules.
  const cache = join(root, 'node_modules/.cache');
  await mkdir(cache, { recursive: true });
  const outDir = await mkdtemp(join(cache, 'flightclaim-prerender-'));
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins,
    build: { ssr: entry, outDir, emptyOutDir: true, rollupOptions: { output: { entryFileNames: 'prerender.js' } } },
    // The router is bundled and told it is not on a server, so it renders what the page will hydrate.
    ssr: { noExternal: [/^@tanstack\//] },
    resolve: { alias: [{ find: /^@tanstack\/router-core\/isServer$/, replacement: ROUTER_SERVER_FLAG }] },
  });
  const renderer = (await import(pathToFileURL(join(outDir, 'prerender.js')).href)) as Renderer;
  return { renderer, cleanUp: () => rm(outDir, { recursive: true, force: true }) };
}

/**
 * The Vite plugin. `plugins` are the ones the renderer needs to compile the app (React's). Runs
 * after the client build has written index.html; place it before the compression plugin.
 */
export function prerenderPlugin(options: { entry: string; plugins: () => PluginOption[] }): Plugin {
  return afterClientBuild('flightclaim:prerender', async ({ root, outDir }) => {
    const { renderer, cleanUp } = await buildRenderer(root, options.entry, options.plugins());
    try {
      const shell = await readFile(join(outDir, 'index.html'), 'utf8');
      const sheets = await lazyStylesheets(outDir);
      const pages = new Map<string, string>();
      for (const path of renderer.PRERENDERED_PATHS) {
        const file = join(outDir, prerenderedFile(path));
        const html = linkUsedStylesheets(fillShell(shell, await renderer.renderPage(path)), sheets);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, html);
        pages.set(path, html);
      }
      // Every other page (the account's, the back office) in each language: its shell, not index.html.
      for (const locale of LOCALES) {
        const file = join(outDir, appShellFile(locale));
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, fillAppShell(shell, await renderer.renderAppShell(locale)));
      }
      // The same pages for the service worker's precache, so an offline start paints the page itself.
      await writeFile(join(outDir, PAGE_BUNDLE_FILE), gzipSync(JSON.stringify(encodePages(pages)), { level: 9 }));
    } finally {
      await cleanUp();
    }
  });
}
