// The README's curl walk-through works as written on a fresh machine (issue #15): no uuidgen, no
// sample file to bring, and a step that fails stops the walk with curl's own message.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ROOT, startServer, type RunningServer } from './harness.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

function walkThrough(): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## The API with curl'));
  const block = /```bash\n([\s\S]*?)```/.exec(section)?.[1];
  expect(block).toBeDefined();
  expect(block).toContain('B=http://localhost:8080');
  return block!.replace('B=http://localhost:8080', `B=${server.url}`);
}

function run(script: string) {
  const cwd = mkdtempSync(join(tmpdir(), 'readme-curl-'));
  try {
    // Only what a fresh machine has: bash, curl, jq, the kernel's uuid; no uuidgen on the PATH.
    return spawnSync('bash', ['-c', script], { cwd, encoding: 'utf8', env: { PATH: '/usr/bin:/bin', HOME: cwd }, timeout: 60_000 });
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

test('every step works, in a fresh folder, without uuidgen or a sample file', () => {
  const result = run(walkThrough());
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).toContain('"eligible": true');
  expect(result.stdout).toMatch(/"documents": 1,\s*"signed": true/);
});

test('a step that fails stops the walk there, saying why', () => {
  const script = walkThrough().replace("-d 'password=correct horse battery'", "-d 'password=wrong'");
  const result = run(script);
  expect(result.status).not.toBe(0);
  expect(result.stderr).toMatch(/curl: \(22\) The requested URL returned error: 4\d\d/);
  // Nothing after the token step ran (the eligibility check would have printed its answer or a second error).
  expect(result.stdout).not.toContain('eligible');
  expect(result.stderr.match(/curl: \(/g)).toHaveLength(1);
});
