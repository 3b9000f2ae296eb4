// The notification e-mail and the queue's pure parts: HTML and text from the same message, lang
// and dir from the locale's catalogue (a right-to-left one needs no change to the template), no
// markup from data, the backoff, and which push endpoints the server may call.
import { render } from '@react-email/render';
import { describe, expect, it } from 'vitest';
import { mailElement, renderNotificationMail } from '../../../src/server/notify/templates/email.ts';
import { accountMessage, cosignMessage, messageFor } from '../../../src/server/notify/templates/messages.ts';
import { acceptedLanguages, registrationLocale } from '../../../src/server/notify/locale.ts';
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
  account: 'DE89 •••• 3000',
  task: 'escalation',
  due_on: '2027-01-13',
};

const KINDS = [
  'claim-received',
  'status-changed',
  'info-requested',
  'payout-sent',
  'sync-refused',
  'signature-requested',
  'payout-account-changed',
  'airline-message',
  'desk-task',
] as const;
const ENGLISH = new Set(['claim', 'your', 'the', 'we', 'has', 'is', 'open']);

describe("the agent's task on the airline case", () => {
  it.each([
    ['en', "The airline's time is up. Escalate the claim.", 'Due on January 13, 2027.'],
    ['fa', 'مهلت شرکت هواپیمایی تمام شده است. درخواست را به مرجع بالاتر ببرید.', 'سررسید:'],
    ['tr', 'Havayolunun süresi doldu. Talebi üst mercie taşıyın.', 'Son gün:'],
  ] as const)('says in %s what fell due and when', (lang, task, due) => {
    const message = messageFor('desk-task', data, lang);
    expect(message.lines).toContain(task);
    expect(message.lines.join(' ')).toContain(due);
    expect(message.subject).toContain('01A20A7B');
  });
});

/** React's streaming render marks Suspense boundaries, the document's parts and text joins with comments. */
const withoutStreamingComments = (html: string) => html.replace(/<!--(?:\$|\/\$| |html|head|body)-->/g, '');

describe('notification e-mail', () => {
  it.each(['en', 'ar', 'fa', 'tr'] as const)("%s: every kind's HTML is what React Email's own render() makes, without its streaming comments", async (lang) => {
    for (const kind of KINDS) {
      const [link, settingsLink] = ['https://claims.example/x?a=1&b=2', 'https://claims.example/profile#notifications'];
      const mail = await renderNotificationMail(kind, data, link, settingsLink, lang);
      const message = messageFor(kind, data, lang);
      const reference = await render(mailElement({ ...message, link, settings: { label: message.settings, link: settingsLink } }));
      expect(reference).toContain('<!--');
      expect(mail.html).toBe(withoutStreamingComments(reference));
    }
  });

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

  it('tells the passenger the payout account was set, masked and isolated in right-to-left text (review N3)', () => {
    expect(messageFor('payout-account-changed', data, 'en')).toMatchObject({
      subject: 'The payout account for claim 01A20A7B was set',
      lines: [
        'Claim reference: 01A20A7B.',
        'We will pay the compensation for this claim to the account DE89 •••• 3000.',
        expect.stringContaining('change your password'),
      ],
    });
    expect(messageFor('payout-account-changed', data, 'fa').lines[1]).toContain('\u2068DE89 •••• 3000\u2069');
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

describe('every mail about a claim names its flight and date (issue #32)', () => {
  const flown = { ...data, flight: 'TK1979', flight_date: '2026-11-22' };
  it.each([
    ['en', 'Flight TK1979 on November 22, 2026.'],
    ['fa', 'پرواز \u2068TK1979\u2069 در تاریخ ۲۲ نوامبر ۲۰۲۶ (۱ آذر ۱۴۰۵).'],
    ['ar', 'الرحلة \u2068TK1979\u2069 بتاريخ 22 نوفمبر 2026.'],
    ['tr', 'Uçuş TK1979, 22 Kasım 2026.'],
  ] as const)('%s: the line after the reference', (lang, line) => {
    for (const kind of KINDS) expect(messageFor(kind, flown, lang).lines[1], kind).toBe(line);
  });

  it('leaves the line out for a notification recorded before flights were named', () => {
    expect(messageFor('claim-received', data, 'en').lines[1]).toBe('Estimated compensation: €250.00 per passenger, €500.00 for 2 passenger(s).');
  });
});

describe('mails that bring a link: in every language, whole', () => {
  const until = new Date('2026-12-06T10:00:00Z');
  const facts = { flight: 'TK1979', date: '2026-11-22', until };
  it.each(['ar', 'fa', 'tr'] as const)('%s: the confirmation, the reset and the signing request with its reminder', (lang) => {
    const english = [accountMessage('verifyEmail', 'en'), accountMessage('passwordReset', 'en'), cosignMessage('en', facts), cosignMessage('en', facts, true)];
    const messages = [accountMessage('verifyEmail', lang), accountMessage('passwordReset', lang), cosignMessage(lang, facts), cosignMessage(lang, facts, true)];
    for (const [i, message] of messages.entries()) {
      expect(message).toMatchObject({ lang, dir: lang === 'tr' ? 'ltr' : 'rtl' });
      const all = [message.subject, message.heading, ...message.lines, message.action, message.footer];
      expect(all.join(' ')).not.toMatch(/[{}]/);
      expect(message.lines).toHaveLength(english[i]!.lines.length);
      for (const text of all)
        expect(
          text
            .toLowerCase()
            .split(/[^a-z]+/)
            .filter((w) => ENGLISH.has(w) || w === 'please'),
        ).toEqual([]);
    }
    expect(messages[3]!.subject).not.toBe(messages[2]!.subject);
    expect(messages[2]!.lines.join(' ')).toContain('TK1979');
  });

  it('says until when the signing link works, in the language', () => {
    expect(cosignMessage('en', facts).lines[1]).toBe('To be included, please read the mandate and sign it. The link works until December 6, 2026.');
    expect(cosignMessage('en', facts, true).subject).toBe('Reminder: please sign your compensation mandate for flight TK1979');
  });
});

describe("the registration's language", () => {
  it('takes attributes.locale first, then the most wanted language of Accept-Language the product speaks', () => {
    expect(registrationLocale(['fa'], 'en-GB,en;q=0.9')).toBe('fa');
    expect(registrationLocale('ar_AE', undefined)).toBe('ar');
    expect(registrationLocale(['de'], 'de-DE, tr;q=0.4, ar;q=0.6')).toBe('ar');
    expect(registrationLocale(undefined, 'de-DE,de')).toBeUndefined();
    expect(registrationLocale(undefined, undefined)).toBeUndefined();
    expect(acceptedLanguages('fa-IR,fa;q=0.9,en;q=0.5,*;q=0.1, x;q=0')).toEqual(['fa-IR', 'fa', 'en']);
    expect(acceptedLanguages('en;q=abc, tr')).toEqual(['en', 'tr']);
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
