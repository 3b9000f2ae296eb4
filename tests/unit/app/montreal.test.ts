// The claim page's Montreal Convention card (issue #33): the outcome and the next step, from the
// engine's answer, in the passenger's language.
import { afterAll, describe, expect, it } from 'vitest';
import { checkEligibility } from '../../../src/domain/claim/eligibility.ts';
import { montrealView } from '../../../src/app/screens/claim/rules/montreal.ts';
import { domainMessage } from '../../../src/app/screens/claim/text/domain-message.ts';
import { loadAreas, loadCatalog } from '../../../src/app/i18n/t.ts';
import { ek45 } from '../../shared/montreal-flights.ts';

describe('montrealView', () => {
  afterAll(() => loadCatalog('en'));

  it('EK 45 DXB→FRA 5 h late: the receipts sentence and the letter to Emirates', () => {
    const view = montrealView(checkEligibility(ek45, '2025-03-10').assessment)!;
    expect(view.beside).toBe(false);
    expect(domainMessage(view.summary)).toMatch(
      /^Keep every receipt: the airline owes what the delay cost you, up to .*6,303.* per passenger, under the Montreal Convention 1999\.$/,
    );
    expect(domainMessage(view.steps[0]!)).toMatch(/^Next step: write to Emirates with every receipt/);
    expect(view.source).toContain('Art. 19, 22, 35');
  });

  it('beside EC 261 on FRA→DXB: listed as on top of the fixed sum', () => {
    const view = montrealView(
      checkEligibility({ ...ek45, departure_airport: 'FRA', arrival_airport: 'DXB', operating_carrier: 'LH', flight_number: 'LH630' }, '2025-03-10').assessment,
    );
    expect(view?.beside).toBe(true);
  });

  it('none where the Convention does not apply (Tehran)', () => {
    expect(
      montrealView(checkEligibility({ ...ek45, departure_airport: 'IKA', operating_carrier: 'IR', flight_number: 'IR721' }, '2025-03-10').assessment),
    ).toBeNull();
  });

  it('in Turkish, with no English left', async () => {
    await loadCatalog('tr');
    await loadAreas(['claim']);
    const view = montrealView(checkEligibility(ek45, '2025-03-10').assessment)!;
    expect(domainMessage(view.summary)).toMatch(/^Her fişi saklayın/);
    expect(domainMessage(view.steps[0]!)).toMatch(/^Sonraki adım/);
  });

  it("the court deadline reads in the page's date format, not as YYYY-MM-DD (Art. 35)", async () => {
    const view = montrealView(checkEligibility(ek45, '2025-03-10').assessment)!;
    expect(view.steps[0]!.message).toContain('2027-02-28');
    await loadCatalog('en');
    expect(domainMessage(view.steps[0]!)).toContain('Feb 28, 2027');
    expect(domainMessage(view.steps[0]!)).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  // One form of the Montreal limit in every language: "6,303 SDR" (what passengers know), never "XDR 6,303".
  it.each([
    ['en', /6,303 SDR/],
    ['tr', /6\.303 SDR/],
    ['fa', /۶٬۳۰۳ واحد حق برداشت ویژه/],
    ['ar', /6,303 وحدة من حقوق السحب الخاصة/],
  ] as const)('the cap in %s reads as SDR', async (locale, cap) => {
    await loadCatalog(locale);
    await loadAreas(['claim']);
    const view = montrealView(checkEligibility({ ...ek45, date: '2025-03-01' }, '2025-03-10').assessment)!;
    for (const text of [view.summary, view.steps[0]!]) {
      expect(domainMessage(text)).toMatch(cap);
      expect(domainMessage(text)).not.toContain('XDR');
    }
  });

  it('a damaged bag: what is owed for it up to the baggage limit, and the written complaint by its day (Art. 17, 22(2), 31(2))', async () => {
    await loadCatalog('en');
    const bag = { ...ek45, baggage: { kind: 'damaged' as const, received_on: '2025-03-02', cost: { amount_minor: 18950, currency: 'AED' } } };
    const view = montrealView(checkEligibility(bag, '2025-03-10').assessment)!;
    expect(view.baggage.map(domainMessage)).toEqual(['Your bag was damaged: the airline owes the repair or its value, up to 1,519 SDR per passenger.']);
    expect(view.steps.map(domainMessage)).toContain('Complain to the airline in writing within 7 days of receiving the bag: by Mar 9, 2025.');
    expect(montrealView(checkEligibility(ek45, '2025-03-10').assessment)!.baggage).toEqual([]);
  });
});
