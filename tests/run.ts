// `npm test`: the whole suite in one command. Lints, checks formatting (Prettier), type-checks every runtime's world, then runs the unit,
// api and e2e tiers with Vitest and ends with one line "N passed, N failed".
//   node tests/run.ts                 everything
//   node tests/run.ts --only e2e      one tier (unit | api | e2e), no type-check
//   --results FILE                    where to write the summary JSON (default tests/.results/summary.json)
// e2e needs Chromium (/usr/bin/chromium or CHROMIUM_PATH): without it, e2e is skipped with a
// notice, except with CI=true, where a missing Chromium fails the run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ensureBuild } from '../src/server/build-app.ts';
import { findChromium, ROOT } from './e2e/harness.ts';

interface Summary {
  passed: number;
  failed: number;
  skipped: number;
  /** Names of the failing tests (file > suite > test), so a CI log's last lines say what broke. */
  failures?: string[];
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

function run(command: string, args: string[]): number {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; status: string; message?: string; assertionResults?: { fullName: string; status: string }[] }[];
}

function failingTests(report: VitestReport): string[] {
  return report.testResults.flatMap((file) => {
    const path = file.name.replace(`${ROOT}/`, '');
    const failing = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failing.length === 0 && file.status === 'failed') return [`${path} (did not load: ${(file.message ?? '').split('\n')[0]})`];
    return failing.map((test) => `${path} > ${test.fullName}`);
  });
}

function readVitestReport(file: string): Summary {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
    // A file that fails to load has no tests but must still count as a failure.
    const brokenFiles = report.testResults.filter((file) => file.status === 'failed').length;
    return {
      passed: report.numPassedTests,
      failed: Math.max(report.numFailedTests, brokenFiles),
      skipped: report.numPendingTests + report.numTodoTests,
      failures: failingTests(report),
    };
  } catch {
    return { passed: 0, failed: 1, skipped: 0 };
  }
}

function finish(summary: Summary, code: number, resultsFile: string): never {
  mkdirSync(dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, JSON.stringify(summary));
  for (const name of summary.failures ?? []) console.log(`FAILED ${name}`);
  console.log(`\n${summary.passed} passed, ${summary.failed} failed${summary.skipped ? `, ${summary.skipped} skipped` : ''}`);
  process.exit(code);
}

const only = argument('--only');
const resultsFile = argument('--results') ?? join(ROOT, 'tests/.results/summary.json');
const tiers = only ? [only] : ['unit', 'api', 'e2e'];

if (!only) {
  console.log('== Lint (typescript-eslint, React hooks rules, the layer rules of src/README.md §3)');
  if (run(process.execPath, [join(ROOT, 'node_modules/eslint/bin/eslint.js'), '.'])) {
    console.error('Lint failed.');
    finish({ passed: 0, failed: 1, skipped: 0 }, 1, resultsFile);
  }
  console.log('== Format (Prettier, .prettierrc.json)');
  if (run(process.execPath, [join(ROOT, 'node_modules/prettier/bin/prettier.cjs'), '--check', '.'])) {
    console.error('Formatting differs: run npm run format.');
    finish({ passed: 0, failed: 1, skipped: 0 }, 1, resultsFile);
  }
  console.log('== Type-checking the page, domain, workers, service worker, server, build tools and tests');
  const worlds = [
    'tsconfig.json',
    'src/domain/tsconfig.json',
    'src/workers/tsconfig.json',
    'sw/tsconfig.json',
    'src/server/tsconfig.json',
    'src/build/tsconfig.json',
    'tests/tsconfig.json',
  ];
  if (worlds.some((config) => run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', config]))) {
    console.error('Type-check failed.');
    finish({ passed: 0, failed: 1, skipped: 0 }, 1, resultsFile);
  }
}

if (tiers.includes('e2e')) {
  if (!findChromium()) {
    if (process.env.CI === 'true') {
      console.error('No Chromium at /usr/bin/chromium (or CHROMIUM_PATH): the e2e tier cannot run, and CI requires it.');
      finish({ passed: 0, failed: 1, skipped: 0 }, 1, resultsFile);
    }
    console.warn('No Chromium at /usr/bin/chromium (or CHROMIUM_PATH): skipping the e2e tier. Install it with apt-get install chromium.');
    tiers.splice(tiers.indexOf('e2e'), 1);
  } else {
    await ensureBuild(ROOT, join(ROOT, 'dist'));
  }
}

const vitestReport = join(ROOT, 'tests/.results/vitest.json');
const code = run(process.execPath, [
  join(ROOT, 'node_modules/vitest/vitest.mjs'),
  'run',
  ...tiers.flatMap((tier) => ['--project', tier]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const summary = readVitestReport(vitestReport);
finish(summary, code === 0 && summary.failed === 0 ? 0 : 1, resultsFile);
