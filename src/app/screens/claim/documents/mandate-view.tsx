// The mandate as the passenger reads it before signing (Documents step, the co-passenger's
// signing page): the version's own text from src/domain/mandate, with the flight and passengers.
// The text ships in the claim screen's chunk, which the service worker precaches: it reads offline.
import { Accordion, Button, Stack, Table, Text, Title } from '@mantine/core';
import type { DraftFields, SignatureRow } from '../../../../offline/index.ts';
import { openSignedMandate, PRINT_TEXTS } from './mandate-print.ts';
import {
  currentMandateVersion,
  fillPlaceholders,
  findMandateVersion,
  fullName,
  type MandateClaim,
  type MandateVersion,
} from '../../../../domain/mandate/index.ts';
import { currentLocale } from '../../../i18n/t.ts';
import { formatIsoDate } from '../../../../domain/text/dates.ts';
import { detailsOf } from '../rules/eligibility-result.ts';
import { msg, t } from '../../../i18n/t.ts';

export const MANDATE_TEXTS = {
  readFull: msg('Read the full mandate you are signing'),
} as const;

/**
 * The claim part of the mandate from a draft; the regime is the eligibility check's (EC 261 if
 * none), the language the passenger reads the app in (English when the mandate has no text in it).
 */
export function draftMandate(fields: DraftFields): { version: MandateVersion; claim: MandateClaim } {
  const regime = fields.eligibility ? detailsOf(fields.eligibility).result?.regime : undefined;
  const flight = fields.flight ?? {};
  return {
    version: currentMandateVersion(regime, currentLocale()),
    claim: {
      flightNumber: flight.flightNumber ?? '',
      date: flight.departureDate ?? '',
      ...(flight.departureAirport ? { from: flight.departureAirport } : {}),
      ...(flight.arrivalAirport ? { to: flight.arrivalAirport } : {}),
      bookingReference: fields.bookingReference ?? null,
      passengers: [
        { firstName: fields.passenger?.firstName ?? '', lastName: fields.passenger?.lastName ?? '' },
        ...(fields.additionalPassengers ?? []).map((p) => ({ firstName: p.firstName, lastName: p.lastName, minor: p.minor === true })),
      ],
    },
  };
}

export function MandateText({ version, claim }: { version: MandateVersion; claim: MandateClaim }) {
  const l = version.language.labels;
  const guardian = fullName(claim.passengers[0] ?? { firstName: '', lastName: '' });
  const rows = [
    [l.flight, claim.flightNumber],
    [l.date, formatIsoDate(claim.date, version.locale, 'long')],
    [l.route, claim.from && claim.to ? `${claim.from} → ${claim.to}` : ''],
    [l.bookingReference, claim.bookingReference ?? ''],
  ].filter(([, value]) => value);
  return (
    <Stack gap="xs" lang={version.locale} dir={version.language.dir} data-testid="mandate-text">
      <Title order={4}>{version.title}</Title>
      <Table withRowBorders={false} verticalSpacing={2} fz="sm">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="40%">{label}</Table.Th>
              <Table.Td dir={label === l.date ? 'auto' : 'ltr'}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text fw={600} fz="sm">
        {l.passengersHeading}
      </Text>
      <Stack gap={2} component="ul" m={0}>
        {claim.passengers.map((p, i) => (
          <Text component="li" fz="sm" key={i}>
            <bdi>{fullName(p)}</bdi>: {i > 0 && p.minor ? fillPlaceholders(l.minor, { guardian }) : l.adult}
          </Text>
        ))}
      </Stack>
      {version.sections.map((section) => (
        <Stack gap={4} key={section.heading}>
          <Text fw={600} fz="sm">
            {section.heading}
          </Text>
          {section.paragraphs.map((p) => (
            <Text fz="sm" key={p}>
              {p}
            </Text>
          ))}
        </Stack>
      ))}
      <Text fz="xs" c="gray.7" style={{ wordBreak: 'break-all' }}>
        {l.versionLine}: {version.id}
        <br />
        {l.hashLine}: {version.sha256}
      </Text>
    </Stack>
  );
}

/** Folded under the short summary, open with one tap. */
export function MandatePanel({ fields }: { fields: DraftFields }) {
  const { version, claim } = draftMandate(fields);
  return (
    <Accordion variant="contained">
      <Accordion.Item value="mandate">
        <Accordion.Control data-testid="mandate-toggle">{t(MANDATE_TEXTS.readFull)}</Accordion.Control>
        <Accordion.Panel>
          <MandateText version={version} claim={claim} />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

/** Once signed: the passenger's own copy, on this device, offline too. */
export function SignedCopyButton({ fields, signature }: { fields: DraftFields; signature: SignatureRow | null }) {
  if (!signature) return null;
  const drafted = draftMandate(fields);
  // The copy shows the text that was signed, even if the app's language changed since.
  const version = (signature.mandateVersion ? findMandateVersion(signature.mandateVersion) : null) ?? drafted.version;
  const { claim } = drafted;
  return (
    <Button variant="light" size="sm" style={{ alignSelf: 'flex-start' }} onClick={() => void openSignedMandate(version, claim, signature)}>
      {t(PRINT_TEXTS.button)}
    </Button>
  );
}
