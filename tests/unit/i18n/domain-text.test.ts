// The words that reach the screens from src/domain and the server: every problem code has a
// passenger message, every claim status and disruption type a label, each translated in every
// language; server English the catalogues know is translated, other English reads as its code's
// message. (The domain's sentences are checked with the catalogues: tests/i18n-domain-messages.ts.)
import { afterAll, describe, expect, it } from 'vitest';
import { CLAIM_STATUSES, DISRUPTION_LABELS, DISRUPTION_TYPES, STATUS_LABELS } from '../../../src/domain/claim/index.ts';
import { DEVICE_PROBLEM_CODES, PROBLEM_CODES } from '../../../src/domain/problem-codes.ts';
import { compensationStateLabel, statusLabel } from '../../../src/app/components/domain-text.ts';
import { serverText } from '../../../src/app/components/claim-progress.ts';
import { PROBLEM_MESSAGES, problemText } from '../../../src/app/components/problem-text.ts';
import { loadAreas, loadCatalog } from '../../../src/app/i18n/t.ts';
import { readCatalog } from '../../i18n-messages.ts';

const LANGUAGES = ['ar', 'fa', 'tr'] as const;
const CODES = [...Object.keys(PROBLEM_CODES), ...Object.keys(DEVICE_PROBLEM_CODES)];

afterAll(() => loadCatalog('en'));

describe('problem codes', () => {
  it('every code the server or the device can give has a message', () => {
    expect(CODES.filter((code) => !(code in PROBLEM_MESSAGES))).toEqual([]);
    expect(Object.keys(PROBLEM_MESSAGES).filter((code) => !CODES.includes(code))).toEqual([]);
  });

  it.each(LANGUAGES)('every problem message is translated in %s', (locale) => {
    const catalog = { ...readCatalog(locale, 'shell'), ...readCatalog(locale, 'common') };
    expect(Object.values(PROBLEM_MESSAGES).filter((message) => typeof catalog[message] !== 'string')).toEqual([]);
  });

  it('a bare HTTP status or an unknown code reads as the generic message', () => {
    expect(problemText('http-502')).toBe('Something went wrong. Please try again.');
    expect(problemText('no-such-code')).toBe(problemText('internal-error'));
  });
});

describe('domain labels and server sentences', () => {
  it.each(LANGUAGES)('every claim status and disruption type has a label in %s', (locale) => {
    const catalog = { ...readCatalog(locale, 'shell'), ...readCatalog(locale, 'common') };
    const labels = [...CLAIM_STATUSES.map((s) => STATUS_LABELS[s]), ...DISRUPTION_TYPES.map((d) => DISRUPTION_LABELS[d]), 'Estimated'];
    expect(labels.filter((english) => typeof catalog[english] !== 'string')).toEqual([]);
  });

  it("server English the catalogues translate reads in the page's language; any other reads as its code's message", async () => {
    const unknown = 'must NOT have more than 100 characters';
    expect(serverText(unknown, 'validation-failed')).toBe(unknown);
    await loadCatalog('ar');
    await loadAreas(['common']);
    expect(serverText('Passwords do not match', 'validation-failed')).toBe(readCatalog('ar', 'common')['Passwords do not match']);
    expect(serverText(unknown, 'validation-failed')).toBe(problemText('validation-failed'));
    await loadCatalog('en');
  });

  it('shows labels and problems in the loaded language', async () => {
    await loadCatalog('ar');
    await loadAreas(['common']);
    expect(statusLabel('paid')).toBe(readCatalog('ar', 'common')['Paid']);
    expect(compensationStateLabel('estimated')).toBe(readCatalog('ar', 'common')['Estimated']);
    expect(compensationStateLabel('approved')).toBe(readCatalog('ar', 'common')['Approved']);
    expect(problemText('rate-limited')).toBe(readCatalog('ar', 'common')['Too many attempts. Please wait a few minutes and try again.']);
    await loadCatalog('en');
    expect(statusLabel('paid')).toBe('Paid');
  });
});
