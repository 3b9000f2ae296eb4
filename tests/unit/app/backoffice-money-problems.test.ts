// The money screens' refusals in the agent's language: a code without a sentence of the money
// screens' own falls back to the app's common one (components/problem-text.ts, the common
// catalogue), so each money page must load that catalogue too, or ar/fa/tr agents read English.
import { afterAll, describe, expect, it } from 'vitest';
import { DownloadError } from '../../../src/app/backoffice/money-api.ts';
import { moneyProblem } from '../../../src/app/backoffice/money-messages.ts';
import { loadAreas, loadCatalog } from '../../../src/app/i18n/t.ts';
import { PAGES } from '../../../src/app/pages.ts';
import { DEVICE_PROBLEM_CODES, PROBLEM_CODES } from '../../../src/domain/problem-codes.ts';
import { ApiError } from '../../../src/offline/api-client.ts';

const MONEY_PAGES = ['/backoffice/payouts', '/backoffice/invoices', '/backoffice/statements'] as const;

/** Every refusal a money screen can show: each problem code, one it does not know, a refused download, a network failure. */
const FAILURES: [string, unknown][] = [
  ...[...Object.keys(PROBLEM_CODES), ...Object.keys(DEVICE_PROBLEM_CODES), 'http-502'].map((code): [string, unknown] => [
    code,
    new ApiError(400, { code: code as never }),
  ]),
  ['download refused', new DownloadError(404)],
  ['network', new TypeError('Failed to fetch')],
];

const inEnglish = new Map(FAILURES.map(([name, failure]) => [name, moneyProblem(failure)]));

describe.each(MONEY_PAGES)('the refusals on %s', (path) => {
  afterAll(() => loadCatalog('en'));

  it.each(['ar', 'fa', 'tr'] as const)('are all in %s with the areas the page loads', async (locale) => {
    await loadCatalog(locale, true);
    await loadAreas(PAGES[path].areas);
    const english = FAILURES.filter(([name, failure]) => moneyProblem(failure) === inEnglish.get(name)).map(([name]) => name);
    expect(english).toEqual([]);
  });
});

describe('a refused download', () => {
  afterAll(() => loadCatalog('en'));

  it('says its status in the language’s digits', async () => {
    await loadCatalog('fa', true);
    await loadAreas(['backoffice', 'common']);
    expect(moneyProblem(new DownloadError(404))).toContain('۴۰۴');
  });
});
