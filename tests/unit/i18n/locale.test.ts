import { describe, expect, it } from 'vitest';
import { localeRedirect } from '../../../src/app/i18n/detect.ts';
import { directionOf, localePath, preferredLocale, splitLocale } from '../../../src/app/i18n/locales.ts';
import { formatMoney, loadCatalog, t, tp } from '../../../src/app/i18n/t.ts';
import { fillShell } from '../../../src/build/prerender-plugin.ts';
import { alternateLinkHeader } from '../../../src/domain/text/locales.ts';

describe('language prefixes', () => {
  it('takes the prefix off and puts it back', () => {
    expect(splitLocale('/ar/rights/flight-delays')).toEqual({ locale: 'ar', path: '/rights/flight-delays' });
    expect(splitLocale('/fa')).toEqual({ locale: 'fa', path: '/' });
    expect(splitLocale('/faq')).toEqual({ locale: 'en', path: '/faq' });
    expect(splitLocale('/arrivals')).toEqual({ locale: 'en', path: '/arrivals' });
    expect(localePath('/', 'tr')).toBe('/tr');
    expect(localePath('/claim', 'fa')).toBe('/fa/claim');
    expect(localePath('/claim', 'en')).toBe('/claim');
  });

  it('reads right to left for Arabic and Persian only', () => {
    expect([directionOf('ar'), directionOf('fa'), directionOf('tr'), directionOf('en')]).toEqual(['rtl', 'rtl', 'ltr', 'ltr']);
  });
});

describe('the first visit and the remembered choice', () => {
  it('follows the browser on a first visit', () => {
    expect(preferredLocale(['de-DE', 'fa-IR', 'en'])).toBe('fa');
    expect(localeRedirect('/faq', null, ['ar-AE', 'en'])).toBe('/ar/faq');
    expect(localeRedirect('/', null, ['en-GB'])).toBeNull();
  });

  it('follows the remembered choice over the browser', () => {
    expect(localeRedirect('/claim', 'tr', ['ar'])).toBe('/tr/claim');
    expect(localeRedirect('/claim', 'en', ['ar'])).toBeNull();
  });

  it('never moves an address that names its language, nor the back office', () => {
    expect(localeRedirect('/fa/claim', 'ar', ['ar'])).toBeNull();
    expect(localeRedirect('/backoffice', 'ar', ['ar'])).toBeNull();
    expect(localeRedirect('/favicon.svg', 'ar', ['ar'])).toBeNull();
  });
});

describe('messages', () => {
  it('translates from the loaded catalogue and fills placeholders', async () => {
    await loadCatalog('tr');
    expect(t('Start Your Claim')).toBe('Talebinizi Başlatın');
    expect(t('{name} (coming soon)', { name: 'X' })).toBe('X (yakında)');
    expect(t('A message nobody translated')).toBe('A message nobody translated');
    await loadCatalog('en');
    expect(t('Start Your Claim')).toBe('Start Your Claim');
  });

  it("uses Arabic's plural forms", async () => {
    await loadCatalog('ar');
    const forms = { one: '# claim waiting to be sent', other: '# claims waiting to be sent' };
    expect(tp(1, forms)).toBe('مطالبة واحدة بانتظار الإرسال');
    expect(tp(2, forms)).toBe('مطالبتان بانتظار الإرسال');
    expect(tp(3, forms)).toBe(`${new Intl.NumberFormat('ar').format(3)} مطالبات بانتظار الإرسال`);
    expect(tp(11, forms)).toBe(`${new Intl.NumberFormat('ar').format(11)} مطالبة بانتظار الإرسال`);
    await loadCatalog('en');
    expect(tp(3, forms)).toBe('3 claims waiting to be sent');
  });

  it('formats amounts in the law currency the language s way', async () => {
    await loadCatalog('fa');
    expect(formatMoney(600, 'EUR')).toContain('۶۰۰');
    await loadCatalog('en');
    expect(formatMoney(600, 'EUR')).toBe('€600');
  });
});

describe('prerendered pages in other languages', () => {
  it('carry lang and dir', () => {
    const shell = '<html lang="en" x><head><title>T</title></head><body><div id="root"></div></body></html>';
    const html = fillShell(shell, { html: '<p/>', title: 'عنوان', lang: 'ar', dir: 'rtl' });
    expect(html).toContain('<html lang="ar" dir="rtl" x>');
  });

  it('are linked to their translations with full URLs, English the default (the Link header)', () => {
    const header = alternateLinkHeader('/ar/faq', 'https://claims.example');
    expect(header.split(', ')).toEqual([
      '<https://claims.example/faq>; rel="alternate"; hreflang="en"',
      '<https://claims.example/ar/faq>; rel="alternate"; hreflang="ar"',
      '<https://claims.example/fa/faq>; rel="alternate"; hreflang="fa"',
      '<https://claims.example/tr/faq>; rel="alternate"; hreflang="tr"',
      '<https://claims.example/faq>; rel="alternate"; hreflang="x-default"',
    ]);
    expect(alternateLinkHeader('/tr', 'http://localhost:8080')).toContain('<http://localhost:8080/fa>; rel="alternate"; hreflang="fa"');
  });
});

describe('flight dates and amounts on claims', () => {
  it('show the Gregorian date, in Persian with the Solar Hijri date beside it', async () => {
    const { formatFlightDate, formatAmountWithCode: claimMoney } = await import('../../../src/app/components/claim-format.ts');
    await loadCatalog('fa');
    const date = formatFlightDate('2026-03-21');
    expect(date).toContain('۲۰۲۶');
    expect(date).toContain('۱۴۰۵');
    expect(date).toContain('فروردین');
    expect(claimMoney(600, 'EUR')).toContain('۶۰۰');
    await loadCatalog('tr');
    expect(formatFlightDate('2026-03-21')).toBe('21 Mar 2026');
    await loadCatalog('en');
    expect(formatFlightDate('2026-03-21')).toBe('Mar 21, 2026');
    expect(claimMoney(600, 'EUR')).toBe('600 EUR');
  });
});
