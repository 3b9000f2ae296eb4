// The demand letter's Montreal Convention section (issue #33) in every language we write: each item
// with its amount, article and limit in SDR, and the time limits with their days filled in.
import { describe, expect, it } from 'vitest';
import { LETTER_WORDS, type LetterLanguage } from '../../../src/domain/desk/index.ts';
import { damagesHtml, montrealAnswer, type Damages } from '../../../src/server/desk/damages.ts';
import { assessCompensation } from '../../../src/domain/compensation/index.ts';

const DAMAGES: Damages = {
  lines: [
    { item: 'careCosts', amount: '42.50 AED + 120.00 EUR', basis: 'Montreal Convention 1999 Art. 19, Art. 22(1)', limit: '6,303 SDR' },
    { item: 'baggageDamaged', amount: null, basis: 'Montreal Convention 1999 Art. 17(2), Art. 22(2)', limit: '1,519 SDR' },
  ],
  complaint: { days: 7, lastDay: '2025-06-09' },
  actionBy: '2027-05-31',
};

describe.each(['en', 'ar', 'fa', 'tr'] as LetterLanguage[])('the damages section in %s', (language) => {
  const w = LETTER_WORDS[language];
  const html = damagesHtml(w, DAMAGES);
  it('names each item with its amount (or the receipts to follow), article and limit', () => {
    for (const text of [
      w.damages,
      w.careCosts,
      w.baggageDamaged,
      w.receiptsToFollow,
      '42.50 AED + 120.00 EUR',
      'Art. 19, Art. 22(1)',
      '6,303 SDR',
      '1,519 SDR',
    ]) {
      expect(html).toContain(text);
    }
  });
  it('fills in the time limits (Art. 31(2), Art. 35(1)) and leaves no placeholder', () => {
    expect(html).toContain('2025-06-09');
    expect(html).toContain('2027-05-31');
    expect(html).not.toMatch(/\{\w+\}/);
  });
});

describe('montrealAnswer', () => {
  it.each([
    // Montreal Convention Art. 1(2): Dubai–Frankfurt, both parties; it leads (no fixed sum applies)
    ['EK 45 DXB→FRA 5 h late: leads', { from: 'DXB', to: 'FRA', operatingCarrier: 'EK' }, true],
    // EC 261 leads, the Convention beside it (EC 261 Art. 12; McDonagh C-12/11)
    ['LH 630 FRA→DXB 5 h late: beside EC 261', { from: 'FRA', to: 'DXB', operatingCarrier: 'LH' }, true],
    // Art. 1(2): within one state with no stop abroad is not international carriage
    ['LH FRA→MUC: domestic, none', { from: 'FRA', to: 'MUC', operatingCarrier: 'LH' }, false],
  ])('%s', (_name, leg, found) => {
    const answer = montrealAnswer(assessCompensation({ legs: [leg], disruption: 'delayed', arrivalDelayMinutes: 300 }));
    expect(answer?.regime === 'MC99').toBe(found);
  });
});
