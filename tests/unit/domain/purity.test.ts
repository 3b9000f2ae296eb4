// src/README.md §3: src/domain imports nothing from the DOM, Node or the rest of the project.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const DOMAIN = resolve(import.meta.dirname, '../../../src/domain');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

const files = sources(DOMAIN);

describe('src/domain purity', () => {
  it.each(files.map((f) => [relative(DOMAIN, f), f]))('%s imports only relative domain modules', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(/(?:import|export)[^'"]*?from\s+'([^']+)'|import\('([^']+)'\)/g)].map((m) => m[1] ?? m[2]!);
    for (const spec of specifiers) {
      expect(spec.startsWith('.'), `${spec} in ${file}`).toBe(true);
      expect(resolve(file, '..', spec).startsWith(DOMAIN), `${spec} leaves src/domain`).toBe(true);
    }
    expect(text).not.toMatch(/\b(window|document|localStorage|process|Buffer|require)\s*[.(]/);
  });
});
