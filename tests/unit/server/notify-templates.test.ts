// The notification e-mail and the queue's pure parts: HTML and text from the same message, lang
// and dir from the locale's catalogue (a right-to-left one needs no change to the template), no
// markup from data, the backoff, and which push endpoints the server may call.
import { describe, expect, it } from 'vitest';
import { renderNotificationMail } from '../../../src/server/notify/templates/email.ts';
import { messageFor } from '../../../src/server/notify/templates/messages.ts';
import { backoffSeconds } from '../../../src/server/notify/queue.ts';
import { allowedEndpoint } from '../../../src/server/notify/push.ts';

const data = {
  claim_id: '01a20a7b-0000-7000-8000-000000000000',
  reference: '01A20A7B',
  status: 'submitted' as const,
  currency: 'EUR',
  passengers: 2,
  per_passenger: 250,
  total: 500,
  total_net: 368.74,
};

describe('notification e-mail', () => {
  it('has an HTML and a plain-text part with the reference, amounts and the link', async () => {
    const mail = await renderNotificationMail(
      'claim-received',
      data,
      'https://claims.example/dashboard/claims/x',
      'https://claims.example/profile#notifications',
    );
    expect(mail.subject).toBe('We received your claim 01A20A7B');
    expect(mail.html).toMatch(/<html[^>]*dir="ltr"[^>]*lang="en"|<html[^>]*lang="en"[^>]*dir="ltr"/);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('€250.00 per passenger, €500.00 for 2 passenger(s)');
      expect(part).toContain('https://claims.example/dashboard/claims/x');
    }
    expect(mail.text).not.toContain('<');
  });

  it("writes in the passenger's language: Arabic right to left, the reference isolated, the links as given", async () => {
    const mail = await renderNotificationMail('claim-received', data, 'https://claims.example/ar/x', 'https://claims.example/ar/p', 'ar-AE');
    expect(mail.subject).toBe('استلمنا مطالبتك \u206801A20A7B\u2069');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('lang="ar"');
    expect(mail.text).toContain('وصلت مطالبتك');
    expect(mail.text).toContain('لـ مسافرَين');
    expect(mail.text).toContain('إعدادات الإشعارات: https://claims.example/ar/p');
    // A language the product does not speak is English, left to right.
    expect(messageFor('claim-received', data, 'de')).toMatchObject({ lang: 'en', dir: 'ltr', heading: 'Your claim has arrived' });
  });

  const KINDS = ['claim-received', 'status-changed', 'info-requested', 'payout-sent', 'sync-refused', 'signature-requested'] as const;
  const ENGLISH = new Set(['claim', 'your', 'the', 'we', 'has', 'is', 'open']);
  it.each(['ar', 'fa', 'tr'] as const)('%s: every notification is whole, in that language, with the reference and no placeholder left', (lang) => {
    for (const kind of KINDS) {
      const message = messageFor(kind, { ...data, status: 'processing' }, lang);
      const english = messageFor(kind, { ...data, status: 'processing' }, 'en');
      expect(message.lang).toBe(lang);
      expect(message.dir).toBe(lang === 'tr' ? 'ltr' : 'rtl');
      const all = [message.subject, message.heading, ...message.lines, message.action, message.pushTitle, message.pushBody, message.footer, message.settings];
      expect(all.join(' ')).not.toMatch(/[{}]/);
      expect(message.lines).toHaveLength(english.lines.length);
      expect(message.lines[0]).toContain('01A20A7B');
      for (const text of all)
        expect(
          text
            .toLowerCase()
            .split(/[^a-z]+/)
            .filter((w) => ENGLISH.has(w)),
        ).toEqual([]);
    }
    expect(messageFor('status-changed', { ...data, status: 'paid' }, lang).heading).not.toBe(
      messageFor('status-changed', { ...data, status: 'approved' }, lang).heading,
    );
  });

  it('a payout confirmed by the bank says the amount, the value date and the bank reference, in every language', () => {
    const paid = { ...data, status: 'paid' as const, paid_amount: 174841, paid_currency: 'AED', value_date: '2026-12-01', bank_reference: 'BNK-2026-7781' };
    const english = messageFor('payout-sent', paid, 'en');
    expect(english.lines.join('\n').replace(/\u00a0/g, ' ')).toContain('Amount paid: AED 1,748.41, value date December 1, 2026, bank reference BNK-2026-7781.');
    for (const lang of ['ar', 'fa', 'tr'] as const) {
      const line = messageFor('payout-sent', paid, lang).lines.find((l) => l.includes('BNK-2026-7781'));
      expect(line, lang).toBeDefined();
      expect(line).not.toMatch(/[{}]/);
      expect(line).toContain(lang === 'tr' ? '1.748,41' : 'BNK-2026-7781');
    }
  });

  it('escapes what it is given: a reference cannot inject markup', async () => {
    const mail = await renderNotificationMail(
      'status-changed',
      { ...data, status: 'processing', reference: '<b>x</b>' },
      'https://claims.example/x',
      'https://claims.example/p',
    );
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;');
  });
});

describe('delivery queue and push endpoints', () => {
  it('backs off 30 s doubling, at most 6 h', () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([30, 60, 120, 240]);
    expect(backoffSeconds(40)).toBe(21_600);
  });

  it('sends only to known push services over https, or to hosts the operator listed', () => {
    expect(allowedEndpoint('https://fcm.googleapis.com/fcm/send/abc', [])).toBe(true);
    expect(allowedEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', [])).toBe(true);
    expect(allowedEndpoint('https://web.push.apple.com/QO', [])).toBe(true);
    expect(allowedEndpoint('https://wns2-by3p.notify.windows.com/w/?token=x', [])).toBe(true);
    expect(allowedEndpoint('http://fcm.googleapis.com/fcm/send/abc', [])).toBe(false);
    expect(allowedEndpoint('https://fcm.googleapis.com.evil.example/x', [])).toBe(false);
    expect(allowedEndpoint('https://user:pw@fcm.googleapis.com/x', [])).toBe(false);
    expect(allowedEndpoint('http://127.0.0.1:9000/push/a', [])).toBe(false);
    expect(allowedEndpoint('http://127.0.0.1:9000/push/a', ['127.0.0.1:9000'])).toBe(true);
  });
});
