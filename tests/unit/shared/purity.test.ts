// src/README.md §3: src/shared (the formats the build, the service worker and the app agree on) runs
// in all three, so it imports only src/shared and src/domain, and no DOM or Node API.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../../src');
const SHARED = join(SRC, 'shared');
const ALLOWED = [SHARED, join(SRC, 'domain')];

const files = readdirSync(SHARED)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => join(SHARED, name));

describe('src/shared purity', () => {
  it('holds the contracts', () => expect(files.length).toBeGreaterThan(0));

  it.each(files.map((f) => [relative(SHARED, f), f]))('%s imports only src/shared and src/domain', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(/(?:import|export)[^'"]*?from\s+'([^']+)'|import\('([^']+)'\)/g)].map((m) => m[1] ?? m[2]!);
    for (const spec of specifiers) {
      expect(spec.startsWith('.'), `${spec} in ${file}`).toBe(true);
      const target = resolve(file, '..', spec);
      expect(
        ALLOWED.some((dir) => target.startsWith(dir + '/')),
        `${spec} leaves src/shared and src/domain`,
      ).toBe(true);
    }
    expect(text).not.toMatch(/\b(window|document|localStorage|process|Buffer|require)\s*[.(]/);
  });
});
