// The passenger's state as the agent needs it (issue #32): the language they read (the back office
// is in the agent's language, what the passenger receives in theirs), whether their address is
// confirmed (the claim cannot go to the airline before), and co-passengers who have not signed.
import { Badge, List, Text } from '@mantine/core';
import { formatTimestamp } from '../components/claim-format.ts';
import { msg, t, tp } from '../i18n/t.ts';
import type { BackofficeClaim, Cosigner } from './api.ts';

/** The passenger's language, named in the agent's. */
const LANGUAGE_NAMES: Record<string, string> = { en: msg('English'), ar: msg('Arabic'), fa: msg('Persian'), tr: msg('Turkish') };

export function languageName(locale: string): string {
  return LANGUAGE_NAMES[locale] ? t(LANGUAGE_NAMES[locale]) : locale;
}

/** A warning badge: dark red outline (readable on white and on the striped rows). */
export function WarningBadge({ children, size }: { children: string; size?: 'sm' }) {
  return (
    <Badge size={size} variant="outline" color="red.9">
      {children}
    </Badge>
  );
}

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
          {languageName(locale)}
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
    ? t('{language}: mails and ready-made questions go out in {language}', { language: languageName(account.locale) })
    : t('Not chosen: mails go out in English');
  const address =
    account.email_verified === null
      ? t('Confirmed by the identity provider')
      : account.email_verified
        ? t('Confirmed')
        : t('Not confirmed: the claim cannot go to the airline until the passenger opens the link we mailed');
  return [
    [t('Passenger reads'), language],
    [t('Account address'), address],
  ];
}

function cosignerLine(c: Cosigner): string {
  if (c.signed_at) return t('signed {date}', { date: formatTimestamp(c.signed_at) });
  if (!c.requested_at) return t('not signed; asked once the main passenger signs');
  const reminders = c.reminders_sent === 0 ? t('no reminder yet') : tp(c.reminders_sent, { one: '# reminder sent', other: '# reminders sent' });
  const next = c.next_reminder_at ? t(', next {date}', { date: formatTimestamp(c.next_reminder_at) }) : '';
  const until = c.link_expires_at ? t('; the link works until {date}', { date: formatTimestamp(c.link_expires_at) }) : '';
  return t('not signed; asked {date}, {reminders}', { date: formatTimestamp(c.requested_at), reminders }) + next + until;
}

/** Each adult co-passenger and their signature of the mandate. */
export function CosignerSignatures({ cosigners }: { cosigners: Cosigner[] }) {
  if (cosigners.length === 0) return null;
  return (
    <div data-testid="cosigner-signatures">
      <Text fw={600} size="sm" mt="sm">
        {t('Co-passengers’ signatures')}
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
