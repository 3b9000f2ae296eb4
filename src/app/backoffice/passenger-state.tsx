// The passenger's state as the agent needs it (issue #32): the language they read (the back office
// is in the agent's language, what the passenger receives in theirs), whether their address is
// confirmed (the claim cannot go to the airline before), and co-passengers who have not signed.
import { Badge, List, Text } from '@mantine/core';
import { formatTimestamp } from '../components/claim-format.ts';
import { msg, t, tp } from '../i18n/t.ts';
import type { BackofficeClaim, Cosigner } from './api.ts';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', ar: 'Arabic', fa: 'Persian', tr: 'Turkish' };

export function languageName(locale: string): string {
  return LANGUAGE_NAMES[locale] ?? locale;
}

/** A warning badge: dark red outline (readable on white and on the striped rows). */
export function WarningBadge({ children, size }: { children: string; size?: 'sm' }) {
  return (
    <Badge size={size} variant="outline" color="red.9">
      {children}
    </Badge>
  );
}

/** The passenger's language on the queue's flag, in the agent's language. */
const FLAG_LANGUAGES: Record<string, string> = { ar: msg('Arabic'), fa: msg('Persian'), tr: msg('Turkish') };

/** The queue's flags for one claim, in the agent's language. */
export function PassengerFlags({
  locale,
  emailVerified,
  unsignedCosigners,
}: {
  locale: string | null;
  emailVerified: boolean | null;
  unsignedCosigners: number;
}) {
  return (
    <>
      {locale && locale !== 'en' && (
        <Badge size="sm" variant="outline" color="dark">
          {FLAG_LANGUAGES[locale] ? t(FLAG_LANGUAGES[locale]) : locale}
        </Badge>
      )}
      {emailVerified === false && <WarningBadge size="sm">{t('Address unconfirmed')}</WarningBadge>}
      {unsignedCosigners > 0 && <WarningBadge size="sm">{tp(unsignedCosigners, { one: 'Signature missing', other: '# signatures missing' })}</WarningBadge>}
    </>
  );
}

/** The account's language and address, as rows of the claim's passenger facts. */
export function accountRows({ passenger_account: account }: BackofficeClaim): [string, string][] {
  const language = account.locale_chosen
    ? `${languageName(account.locale)}: mails and ready-made questions go out in ${languageName(account.locale)}`
    : 'Not chosen: mails go out in English';
  const address =
    account.email_verified === null
      ? 'Confirmed by the identity provider'
      : account.email_verified
        ? 'Confirmed'
        : 'Not confirmed: the claim cannot go to the airline until the passenger opens the link we mailed';
  return [
    ['Passenger reads', language],
    ['Account address', address],
  ];
}

function cosignerLine(c: Cosigner): string {
  if (c.signed_at) return `signed ${formatTimestamp(c.signed_at)}`;
  if (!c.requested_at) return 'not signed; asked once the main passenger signs';
  const reminders = c.reminders_sent === 0 ? 'no reminder yet' : `${c.reminders_sent} reminder${c.reminders_sent === 1 ? '' : 's'} sent`;
  const next = c.next_reminder_at ? `, next ${formatTimestamp(c.next_reminder_at)}` : '';
  const until = c.link_expires_at ? `; the link works until ${formatTimestamp(c.link_expires_at)}` : '';
  return `not signed; asked ${formatTimestamp(c.requested_at)}, ${reminders}${next}${until}`;
}

/** Each adult co-passenger and their signature of the mandate. */
export function CosignerSignatures({ cosigners }: { cosigners: Cosigner[] }) {
  if (cosigners.length === 0) return null;
  return (
    <div data-testid="cosigner-signatures">
      <Text fw={600} size="sm" mt="sm">
        Co-passengers’ signatures
      </Text>
      <List size="sm" spacing={2}>
        {cosigners.map((c) => (
          <List.Item key={c.position}>
            {c.first_name} {c.last_name}: {cosignerLine(c)}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
