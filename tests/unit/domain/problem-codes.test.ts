// The problem-code catalogue is the one list: src/server/README.md's table says the same, and no source file
// sends or compares a code (or sends it with a status) that the list does not have. The types catch
// most of this at compile time; this test also catches a code written where a plain string is typed.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVICE_PROBLEM_CODES, isProblemCode, PROBLEM_CODES } from '../../../src/domain/problem-codes.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

const files = [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'sw'))].map((file) => ({
  name: relative(ROOT, file),
  text: readFileSync(file, 'utf8'),
}));

/** The first two columns of the docs' table whose header row starts with `header` (cells padded or not). */
function docsTable(header: RegExp): Map<string, string> {
  const readme = readFileSync(join(ROOT, 'src/server/README.md'), 'utf8');
  const start = readme.search(header);
  expect(start, `src/server/README.md has a table starting ${header}`).toBeGreaterThan(-1);
  const rows = new Map<string, string>();
  for (const line of readme.slice(start).split('\n').slice(2)) {
    const match = /^\| +`([a-z0-9-]+)` +\| +([^|]+) \|/.exec(line);
    if (!match) break;
    rows.set(match[1]!, match[2]!.trim());
  }
  return rows;
}

describe('problem codes', () => {
  it('the docs list every server code with its status, and nothing else', () => {
    const documented = docsTable(/^\| Code +\| Status +\| Meaning +\|$/m);
    const catalogue = new Map(Object.entries(PROBLEM_CODES).map(([code, { status }]) => [code, String(status)]));
    expect([...documented.keys()].sort()).toEqual([...catalogue.keys()].sort());
    for (const [code, status] of catalogue) expect(documented.get(code), code).toBe(status);
  });

  it('the docs list every device code', () => {
    expect([...docsTable(/^\| Device code +\| Meaning +\|$/m).keys()].sort()).toEqual(Object.keys(DEVICE_PROBLEM_CODES).sort());
  });

  it('every problem the server throws uses a catalogued code with its catalogued status', () => {
    const thrown = files.flatMap(({ name, text }) =>
      [...text.matchAll(/HttpProblem\(\s*(\d{3}),\s*'([^']+)'/g)].map((m) => ({ where: name, status: Number(m[1]), code: m[2]! })),
    );
    expect(thrown.length).toBeGreaterThan(30);
    for (const { where, status, code } of thrown) {
      expect(isProblemCode(code), `${code} in ${where}`).toBe(true);
      if (isProblemCode(code)) expect(PROBLEM_CODES[code].status, `${code} in ${where}`).toBe(status);
    }
  });

  it('every code a client compares is a catalogued or device code', () => {
    const known = new Set([...Object.keys(PROBLEM_CODES), ...Object.keys(DEVICE_PROBLEM_CODES)]);
    // SubmitError and AttachmentError carry the device's own reasons, not problem codes.
    const clients = files.filter(({ name }) => /^(src\/app|src\/offline|sw)\//.test(name));
    const lines = clients.flatMap(({ name, text }) =>
      text
        .split('\n')
        .filter((line) => !/SubmitError|AttachmentError/.test(line))
        .map((line) => ({ name, line })),
    );
    const compared = lines.flatMap(({ name, line }) =>
      [...line.matchAll(/(?<!typeof\s+[\w.]*)\.code\s*[!=]==\s*'([^']+)'|code:\s*'([a-z]+(?:-[a-z]+)+)'/g)].map((m) => ({
        where: name,
        code: (m[1] ?? m[2])!,
      })),
    );
    expect(compared.length).toBeGreaterThan(3);
    // document-drop builds react-dropzone's own rejection code, not a problem code.
    const problems = compared.filter(({ where }) => !where.endsWith('document-drop.tsx'));
    for (const { where, code } of problems) expect(known.has(code), `${code} in ${where}`).toBe(true);
  });
});
