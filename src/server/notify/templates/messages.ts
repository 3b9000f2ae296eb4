// What each notification says, per language: the e-mail's subject, heading and lines, and the
// push notification's title and body. English now; a catalogue for another locale is one more
// entry in CATALOGUES. Only ids, statuses and amounts go in: no text anyone typed.
import { STATUS_LABELS } from '../../../domain/claim/status.ts';
import type { NotificationData, NotificationKind } from '../events.ts';

export interface Message {
  subject: string;
  heading: string;
  lines: string[];
  /** The button's label (the link opens the claim, or the inbox). */
  action: string;
  /** Push: a short title and body. */
  pushTitle: string;
  pushBody: string;
}

export type Catalogue = (kind: NotificationKind, data: NotificationData, money: (amount: number) => string) => Message;

const english: Catalogue = (kind, data, money) => {
  const ref = data.reference ?? '';
  const status = data.status ? STATUS_LABELS[data.status] : '';
  switch (kind) {
    case 'claim-received': {
      const amounts =
        data.per_passenger !== undefined && data.total !== undefined
          ? [
              `Estimated compensation: ${money(data.per_passenger)} per passenger, ${money(data.total)} for ${data.passengers ?? 1} passenger(s).`,
              ...(data.total_net !== undefined ? [`After our fee you would receive ${money(data.total_net)}.`] : []),
            ]
          : ['We will check what the airline owes you and tell you the amount.'];
      return {
        subject: `We received your claim ${ref}`,
        heading: 'Your claim has arrived',
        lines: [
          `Claim reference: ${ref}.`,
          ...amounts,
          'What happens next: a claims agent checks your documents, usually within a few working days, and then writes to the airline for you. We will tell you each time your claim moves. You pay nothing unless you are paid.',
        ],
        action: 'Open your claim',
        pushTitle: 'Claim received',
        pushBody: `Claim ${ref} has arrived. We will tell you when it moves.`,
      };
    }
    case 'status-changed':
      return {
        subject: `Your claim ${ref} is now ${status}`,
        heading: `Your claim is now ${status}`,
        lines: [`Claim reference: ${ref}.`, 'Open the claim to see what changed and whether anything is needed from you.'],
        action: 'Open your claim',
        pushTitle: `Claim ${status.toLowerCase()}`,
        pushBody: `Claim ${ref} is now ${status}.`,
      };
    case 'info-requested':
      return {
        subject: `We need something from you for claim ${ref}`,
        heading: 'Our team has a question',
        lines: [`Claim reference: ${ref}.`, 'A claims agent needs more information to go on with your claim. Open the claim in the app to read the question and answer it.'],
        action: 'Open your claim',
        pushTitle: 'Information needed',
        pushBody: `A claims agent needs something from you for claim ${ref}.`,
      };
    case 'payout-sent':
      return {
        subject: `Your compensation for claim ${ref} is on its way`,
        heading: 'We have paid you',
        lines: [
          `Claim reference: ${ref}.`,
          ...(data.total_net !== undefined ? [`Amount sent: ${money(data.total_net)}.`] : []),
          'It can take a few working days to reach your account, depending on your bank.',
        ],
        action: 'Open your claim',
        pushTitle: 'Payout sent',
        pushBody: `Your compensation for claim ${ref} is on its way.`,
      };
    case 'sync-refused':
      return {
        subject: `Part of your claim ${ref} did not arrive`,
        heading: 'Something in your claim needs attention',
        lines: [`Claim reference: ${ref}.`, 'Our server could not accept part of your claim (for example a document) when your device sent it. Open the claim to see what to replace.'],
        action: 'Open your claim',
        pushTitle: 'Claim needs attention',
        pushBody: `Part of claim ${ref} did not arrive. Open it to fix it.`,
      };
    case 'signature-requested':
      return {
        subject: `Your signature is needed for claim ${ref}`,
        heading: 'Please sign for your flight claim',
        lines: [`Claim reference: ${ref}.`, 'A fellow passenger filed a claim that includes you. Open it to read the mandate and sign.'],
        action: 'Open the claim',
        pushTitle: 'Signature needed',
        pushBody: `Your signature is needed for claim ${ref}.`,
      };
  }
};

const CATALOGUES: Record<string, Catalogue> = { en: english };

/** Adds (or replaces) the catalogue of a language, e.g. registerCatalogue('ar', arabic). */
export function registerCatalogue(lang: string, catalogue: Catalogue): void {
  CATALOGUES[lang.toLowerCase()] = catalogue;
}
const RTL = new Set(['ar', 'fa', 'he', 'ur']);

/** The language part of a locale ('ar-AE' → 'ar'), and its writing direction. */
export function localeInfo(locale: string): { lang: string; dir: 'ltr' | 'rtl'; catalogue: Catalogue } {
  const lang = locale.toLowerCase().split(/[-_]/)[0] ?? 'en';
  const catalogue = CATALOGUES[lang] ?? english;
  const known = CATALOGUES[lang] ? lang : 'en';
  return { lang: known, dir: RTL.has(known) ? 'rtl' : 'ltr', catalogue };
}

/** The message in the locale (English when there is no catalogue for it yet). */
export function messageFor(kind: NotificationKind, data: NotificationData, locale = 'en'): Message & { lang: string; dir: 'ltr' | 'rtl' } {
  const { lang, dir, catalogue } = localeInfo(locale);
  const money = (amount: number) => {
    try {
      return new Intl.NumberFormat(lang, { style: 'currency', currency: data.currency ?? 'EUR' }).format(amount);
    } catch {
      return `${amount.toFixed(2)} ${data.currency ?? ''}`.trim();
    }
  };
  return { ...catalogue(kind, data, money), lang, dir };
}
