// Build step: one chunk per boot stage. Rolldown's default chunking cuts the code every page loads
// at start into ~33 small shared chunks (Loader-*.js, Text-*.js, …): on a first visit at 400 kbit/s
// / 400 ms that is ~40 requests after the first paint, worse brotli on small files, and more modules
// to instantiate. Here each stage's static-import closure (boot.ts evaluates them in order) becomes
// one chunk, less what an earlier stage already holds. Kept out: the entry's own closure (boot.ts
// must not import a stage statically), every dynamic-import target (the stage files and index.tsx
// stay chunks of their own, so boot.ts evaluates one stage per task and index.tsx runs only when
// imported), stylesheets, and anything lazy (static imports only are followed).
import type { Plugin, Rolldown } from 'vite';

const CSS = /\.css($|\?)/;
const ALL = '*';

/** What a module needs of another: a request for some of its exports, or all of it (ALL). */
interface Edge {
  id: string;
  names: readonly string[];
}

/** A module's imports, and its re-exports keyed by the name it exports (ALL for `export *`). */
export interface ModuleLinks {
  imports: Edge[];
  reexports: Map<string, Edge[]>;
}

/**
 * The modules a stage's code reaches, following from a barrel only the exports asked for:
 * `@mantine/core`'s index re-exports every component, and a closure through all of them would
 * pull the lazy screens' components into the start-up.
 */
export function usedClosure(links: (id: string) => ModuleLinks | undefined, roots: readonly string[]): Set<string> {
  const asked = new Map<string, Set<string>>();
  const queue: Edge[] = roots.map((id) => ({ id, names: [ALL] }));
  const push = (edges: readonly Edge[]) => queue.push(...edges);
  while (queue.length > 0) {
    const { id, names } = queue.pop()!;
    const seen = asked.get(id) ?? new Set<string>();
    const fresh = names.filter((name) => !seen.has(name) && !seen.has(ALL));
    if (asked.has(id) && fresh.length === 0) continue;
    const first = !asked.has(id);
    asked.set(id, new Set([...seen, ...fresh]));
    const module = links(id);
    if (!module) continue;
    if (first) push(module.imports);
    for (const name of fresh) {
      if (name === ALL) module.reexports.forEach(push);
      else push([...(module.reexports.get(name) ?? []), ...(module.reexports.get(ALL) ?? []).map((edge) => ({ ...edge, names: [name] }))]);
    }
  }
  return new Set(asked.keys());
}

/** Each stage's modules (source paths relative to the root), disjoint, in stage order. */
export function stageModules(
  ids: readonly string[],
  links: (id: string) => ModuleLinks | undefined,
  info: { entries: readonly string[]; dynamicTargets: ReadonlySet<string> },
  stages: readonly (readonly string[])[],
): Set<string>[] {
  const taken = usedClosure(links, info.entries);
  return stages.map((paths) => {
    const roots = paths.map((path) => {
      const id = ids.find((candidate) => candidate.endsWith(`/${path}`));
      if (!id) throw new Error(`startup-groups: no module ${path}`);
      return id;
    });
    const own = [...usedClosure(links, roots)].filter((id) => !taken.has(id) && !info.dynamicTargets.has(id) && !CSS.test(id));
    own.forEach((id) => taken.add(id));
    return new Set(own);
  });
}

type Node = { type: string; [key: string]: unknown };
type Specifier = { type: string; imported?: Node; local?: Node; exported?: Node };

const nameOf = (node: Node | undefined) => String(node?.name ?? node?.value ?? 'default');
const isReexportList = (node: Node) => node.type === 'ExportNamedDeclaration' && node.source == null && node.declaration == null;
const usedIn = (text: string, name: string) => new RegExp(`(?<![\\w$])(?<![^.]\\.)${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(text);

/**
 * A module's ESM links from its parsed code. An imported binding the module only exports again
 * (`import { a } from 'x'; export { a }`, as @mantine/core's index does) is a re-export, not an
 * import. What a module requires (CommonJS) counts as all of it.
 */
async function linksOf(context: Rolldown.PluginContext, id: string): Promise<ModuleLinks | undefined> {
  const module = context.getModuleInfo(id);
  if (!module) return undefined;
  const links: ModuleLinks = { imports: [], reexports: new Map() };
  const reexport = (key: string, edge: Edge) => links.reexports.set(key, [...(links.reexports.get(key) ?? []), edge]);
  const linked = new Set<string>();
  const code = module.code != null && !CSS.test(id) ? module.code : '';
  const body = code ? (context.parse(code).body as unknown as Node[]) : [];
  const rest = body
    .filter((node) => node.type !== 'ImportDeclaration' && !isReexportList(node))
    .map((node) => code.slice(Number(node.start), Number(node.end)))
    .join('\n');
  const bindings = new Map<string, Edge>();
  for (const node of body) {
    const source = (node.source as Node | null | undefined)?.value;
    if (source == null) continue;
    const to = (await context.resolve(String(source), id))?.id;
    if (!to) continue;
    linked.add(to);
    const specifiers = (node.specifiers as Specifier[] | undefined) ?? [];
    if (node.type === 'ImportDeclaration') {
      if (specifiers.length === 0) links.imports.push({ id: to, names: [] });
      for (const s of specifiers) {
        const edge = { id: to, names: [s.type === 'ImportSpecifier' ? nameOf(s.imported) : s.type === 'ImportDefaultSpecifier' ? 'default' : ALL] };
        bindings.set(nameOf(s.local), edge);
        if (usedIn(rest, nameOf(s.local))) links.imports.push(edge);
      }
    } else if (node.type === 'ExportAllDeclaration') {
      reexport(node.exported ? nameOf(node.exported as Node) : ALL, { id: to, names: [ALL] });
    } else if (node.type === 'ExportNamedDeclaration') {
      for (const s of specifiers) reexport(nameOf(s.exported), { id: to, names: [nameOf(s.local)] });
    }
  }
  for (const node of body.filter(isReexportList)) {
    for (const s of (node.specifiers as Specifier[] | undefined) ?? []) {
      const edge = bindings.get(nameOf(s.local));
      if (edge) reexport(nameOf(s.exported), edge);
    }
  }
  for (const other of module.importedIds) if (!linked.has(other)) links.imports.push({ id: other, names: [ALL] });
  return links;
}

/**
 * The plugin computes the stages from the module graph once it is complete; the groups (for
 * build.rolldownOptions.output.codeSplitting) read them when Rolldown chunks, which comes after.
 */
export function startupGroups(stages: readonly (readonly string[])[]): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  let modules: Set<string>[] = [];
  const plugin: Plugin = {
    name: 'flightclaim:startup-groups',
    apply: 'build',
    async buildEnd(error) {
      // Vite's client build only (Rolldown alone, as in the unit test, has no environment).
      const environment = this.environment as { name: string } | undefined;
      if (error || (environment && environment.name !== 'client')) return;
      const ids = [...this.getModuleIds()];
      const infos = ids.map((id) => this.getModuleInfo(id)).filter((info) => info != null);
      const links = new Map(await Promise.all(ids.map(async (id) => [id, await linksOf(this, id)] as const)));
      modules = stageModules(
        ids,
        (id) => links.get(id),
        {
          entries: infos.filter((info) => info.isEntry).map((info) => info.id),
          dynamicTargets: new Set(infos.flatMap((info) => info.dynamicallyImportedIds)),
        },
        stages,
      );
    },
  };
  const groups = stages.map((_, index) => ({
    name: `startup-${index + 1}`,
    test: (id: string) => modules[index]?.has(id) ?? false,
    // The stages are disjoint and hold what they use, bar what earlier stages and the entry hold.
    includeDependenciesRecursively: false,
  }));
  return { plugin, groups };
}
