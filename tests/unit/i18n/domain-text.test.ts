// The words that reach the screens from src/domain and the server: every problem code has a
// passenger message, every claim status and disruption type a label, every person and account
// validation message a place in the map, and each is translated in every language.
import { afterAll, describe, expect, it } from 'vitest';
import { CLAIM_STATUSES, DISRUPTION_LABELS, DISRUPTION_TYPES, STATUS_LABELS } from '../../../src/domain/claim/index.ts';
import { DEVICE_PROBLEM_CODES, PROBLEM_CODES } from '../../../src/domain/problem-codes.ts';
import { PAYOUT_ACCOUNT_MESSAGES } from '../../../src/domain/claim/payout-account.ts';
import { ANSWER_MESSAGES } from '../../../src/offline/answers.ts';
import { DOMAIN_MESSAGES, PERSON_MESSAGES, compensationStateLabel, domainText, statusLabel } from '../../../src/app/components/domain-text.ts';
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

describe('domain labels and messages', () => {
  it('every claim status, disruption type, person, payout account and answer message is in the map', () => {
    const wanted = [
      ...CLAIM_STATUSES.map((s) => STATUS_LABELS[s]),
      ...DISRUPTION_TYPES.map((d) => DISRUPTION_LABELS[d]),
      ...PERSON_MESSAGES,
      ...Object.values(PAYOUT_ACCOUNT_MESSAGES),
      ...Object.values(ANSWER_MESSAGES),
    ];
    expect(wanted.filter((english) => !DOMAIN_MESSAGES.has(english))).toEqual([]);
  });

  it.each(LANGUAGES)('every domain message is translated in %s', (locale) => {
    const catalog = { ...readCatalog(locale, 'shell'), ...readCatalog(locale, 'common') };
    expect([...DOMAIN_MESSAGES].filter((english) => typeof catalog[english] !== 'string')).toEqual([]);
  });

  it('English text it does not know is shown as it came', () => {
    expect(domainText('must NOT have more than 100 characters')).toBe('must NOT have more than 100 characters');
  });

  it('shows labels and problems in the loaded language', async () => {
    await loadCatalog('ar');
    await loadAreas(['common']);
    expect(statusLabel('paid')).toBe(readCatalog('ar', 'common')['Paid']);
    expect(compensationStateLabel('estimated')).toBe(readCatalog('ar', 'common')['Estimated']);
    expect(domainText('Passwords do not match')).toBe(readCatalog('ar', 'common')['Passwords do not match']);
    expect(problemText('rate-limited')).toBe(readCatalog('ar', 'common')['Too many attempts. Please wait a few minutes and try again.']);
    await loadCatalog('en');
    expect(statusLabel('paid')).toBe('Paid');
  });
});
