// The amounts the dashboard, the claim page, the confirmation and the signing step show, in each
// language: nothing between the figures that a reader could take for a digit (issue #32: "·" beside
// Persian digits read as another zero, so €800 read as €8000), and the fee's percentages in order.
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { amountText, feeText, netText } from '../../../src/app/components/money-lines.tsx';
import { formatAmountWithCode } from '../../../src/app/components/claim-format.ts';
import { draftEstimate, FeeAndMandate } from '../../../src/app/screens/claim/documents/consent.tsx';
import { formatNumber, formatRate, loadAreas, loadCatalog } from '../../../src/app/i18n/t.ts';
import { theme } from '../../../src/app/theme.ts';
import type { Locale } from '../../../src/app/i18n/locales.ts';

/** Marks that look like a dot or a zero beside digits (Persian zero ۰, Arabic-Indic zero ٠ among them). */
const DOT_LIKE = /[·•∙⋅.٠۰]/;
const FSI = '\u2068';
const PDI = '\u2069';

async function speak(locale: Locale): Promise<void> {
  await loadCatalog(locale);
  await loadAreas(['common', 'claim']);
}

describe('amounts on screen', () => {
  it('per passenger and the total, then the net after the fee', () => {
    expect(amountText({ amount: 600, currency: 'EUR', passengers: 3 })).toBe('600 EUR per passenger, 1,800 EUR for 3 passengers');
    expect(amountText({ amount: 600, currency: 'EUR', passengers: 1 })).toBe('600 EUR for 1 passenger');
    expect(netText({ amount: 600, currency: 'EUR', passengers: 3 })).toBe('You receive 1,327.50 EUR after our fee (25% + 5% VAT: 472.50 EUR)');
  });

  it.each([
    [0.25, '25%'],
    [0.2, '20%'],
    [0.1234, '12.34%'],
    [0.12345, '12.35%'],
  ])('a rate (fee, VAT) %s reads %s, to two decimals at most', (rate, text) => {
    expect(formatRate(rate)).toBe(text);
  });

  it('the signing step takes the estimate of the eligibility check, for everyone on the draft', () => {
    const eligibility = {
      eligible: true,
      message: '',
      checkedAt: 0,
      assessment: { source: 'server', result: { outcome: 'eligible', compensation: { amount: 400, currency: 'EUR' }, reasons: [] } },
    };
    expect(draftEstimate({ eligibility, additionalPassengers: [{ firstName: 'A', lastName: 'B', email: '' }] })).toEqual({
      amount: 400,
      currency: 'EUR',
      passengers: 2,
    });
    expect(draftEstimate({ eligibility: { ...eligibility, eligible: false } })).toBeNull();
  });
});

describe.each(['en', 'tr', 'fa', 'ar'] as const)('amounts in %s', (locale) => {
  afterAll(() => loadCatalog('en'));

  it('the amount line joins the two figures with nothing that reads as a digit', async () => {
    await speak(locale);
    const text = amountText({ amount: 400, currency: 'EUR', passengers: 2 });
    const figures = [formatAmountWithCode(400, 'EUR'), formatAmountWithCode(800, 'EUR')];
    for (const figure of figures) expect(text).toContain(figure);
    const between = figures.reduce((rest, figure) => rest.replace(figure, ' '), text).replace(formatNumber(2), ' ');
    expect(between).not.toMatch(DOT_LIKE);
  });

  it('the fee line before signing is in the language, each percentage isolated in right-to-left text', async () => {
    await speak(locale);
    const html = renderToStaticMarkup(
      <MantineProvider theme={theme}>
        <FeeAndMandate estimate={null} />
      </MantineProvider>,
    );
    expect(html).toContain(feeText());
    expect(feeText()).toContain(formatRate(0.25));
    if (locale !== 'en') expect(feeText()).not.toMatch(/VAT|25%/);
    if (locale === 'fa' || locale === 'ar') expect(formatRate(0.05)).toMatch(new RegExp(`^${FSI}.+${PDI}$`));
  });
});
