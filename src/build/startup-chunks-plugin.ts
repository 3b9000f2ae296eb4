// Build step: writes into index.html (and so into every prerendered page) the JavaScript files a
// page needs before it is usable, as <meta name="startup-chunks…"> lists that boot.ts turns into
// preload links (src/app/shell/preload-startup.ts) once the page has painted. Without them the browser finds a chunk's
// imports only after it has downloaded the chunk: at 400 ms latency the fifteen levels of the
// /claim start-up cost six seconds of round trips alone. With the lists every file is asked for at
// once. No file is fetched before the first paint, so the HTML and CSS keep the bandwidth first.
import type { Plugin } from 'vite';

/**
 * Source modules whose chunks (with everything they import statically) every page loads at start,
 * by the stage boot.ts evaluates them in (one chunk each, startup-groups.ts).
 */
export const STARTUP_STAGES = [
  ['src/app/libraries/react-dom.ts'],
  ['src/app/libraries/router.ts'],
  ['src/app/libraries/mantine.ts'],
  ['src/app/index.tsx', 'src/app/shell/header.tsx'],
];
const SHARED = STARTUP_STAGES.flat();

/** A route's own start-up, in the order it is needed. */
const ROUTES: Record<string, readonly string[]> = {
  '/': ['src/app/screens/home.tsx'],
  '/claim': ['src/app/screens/claim.tsx'],
};

/**
 * What a route loads right after its start-up, listed as later-chunks:<path> (preloaded by the
 * route itself, not before it is usable): /claim's wizard, with the offline core and later steps.
 */
const LATER: Record<string, readonly string[]> = {
  '/claim': ['src/app/screens/claim/wizard.tsx'],
};

/** A language's shell catalogue, its start-up part (src/app/i18n/t.ts loads it before the first render). */
const CATALOG = /\/src\/app\/i18n\/catalogs\/split\/([a-z]{2})\.shell\.json$/;

interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Each listed module's chunk and its static imports, depth first, each file once, then their
 * stylesheets (Vite's loader waits for a lazy chunk's CSS before it runs the chunk).
 */
export function startupFiles(chunks: readonly ChunkInfo[], modules: readonly string[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    byFile.get(file)?.imports.forEach(visit);
  };
  for (const module of modules) {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/${module}`)) ?? chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/${module}`)));
    if (!chunk) throw new Error(`startup-chunks: no chunk holds ${module}`);
    visit(chunk.fileName);
  }
  const css = [...seen].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
  return [...new Set([...seen, ...css])];
}

function meta(name: string, files: readonly string[]): string {
  return `<meta name="${name}" content="${files.map((file) => `/${file}`).join(' ')}">`;
}

export function startupChunksPlugin(): Plugin {
  return {
    name: 'flightclaim:startup-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const chunks = Object.values(context.bundle).filter((output): output is typeof output & ChunkInfo => output.type === 'chunk');
        // The entry (boot.ts) is already loaded by the page itself.
        const entries = new Set(chunks.filter((chunk) => 'isEntry' in chunk && chunk.isEntry).map((chunk) => chunk.fileName));
        const shared = startupFiles(chunks, SHARED).filter((file) => !entries.has(file));
        const tags = [meta('startup-chunks', shared)];
        for (const [path, modules] of Object.entries(ROUTES)) {
          tags.push(
            meta(
              `startup-chunks:${path}`,
              startupFiles(chunks, modules).filter((file) => !shared.includes(file) && !entries.has(file)),
            ),
          );
        }
        for (const [path, modules] of Object.entries(LATER)) {
          const early = new Set([...shared, ...startupFiles(chunks, ROUTES[path] ?? [])]);
          tags.push(
            meta(
              `later-chunks:${path}`,
              startupFiles(chunks, modules).filter((file) => !early.has(file) && !entries.has(file)),
            ),
          );
        }
        for (const chunk of chunks) {
          const locale = chunk.facadeModuleId?.match(CATALOG)?.[1];
          if (locale) tags.push(meta(`startup-chunks:${locale}`, [chunk.fileName]));
        }
        return html.replace('</head>', () => `${tags.join('')}</head>`);
      },
    },
  };
}
