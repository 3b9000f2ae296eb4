// A claim the server refused (syncState 'rejected'): the reason, and a way to correct the claim
// on this device and send it again through the outbox (src/offline resubmitClaim).
import { Alert, Button, Group, List, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { hasErrors, normalizeFlightNumber, validateFlight, validatePerson, type FieldErrors } from '../../../domain/claim/validation.ts';
import { normalizeBookingReference, normalizePhone } from '../../../domain/text/digits.ts';
import { SubmitError, getDb, kick, resubmitClaim, type ClaimView } from '../../../offline/index.ts';
import { problemReason } from '../../components/sync-note.tsx';
import { fieldName, serverText } from '../../components/claim-progress.ts';
import { t } from '../../i18n/t.ts';

type Field = 'flightNumber' | 'departureDate' | 'firstName' | 'lastName' | 'email' | 'phone' | 'bookingReference';

function initialValues(claim: ClaimView): Record<Field, string> {
  return {
    flightNumber: claim.flightNumber,
    departureDate: claim.departureDate,
    firstName: claim.passenger.firstName,
    lastName: claim.passenger.lastName,
    email: claim.passenger.email,
    phone: claim.passenger.phone ?? '',
    bookingReference: claim.bookingReference ?? '',
  };
}

export function FixClaim({ claim }: { claim: ClaimView }) {
  const [values, setValues] = useState(() => initialValues(claim));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reason = problemReason(claim.problem) ?? t('The server refused this claim.');
  const fieldErrors = claim.problem?.errors ?? [];

  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  async function send(withChanges: boolean) {
    setFailure(null);
    if (withChanges) {
      const found: FieldErrors<Field> = {
        ...validateFlight({ flightNumber: values.flightNumber, departureDate: values.departureDate }),
        ...validatePerson({ firstName: values.firstName, lastName: values.lastName, email: values.email }),
      };
      setErrors(found);
      if (hasErrors(found)) return;
    }
    setBusy(true);
    try {
      await resubmitClaim(
        getDb(),
        claim.id,
        withChanges
          ? {
              payload: {
                flight: {
                  disruption_type: claim.disruptionType,
                  flight_number: normalizeFlightNumber(values.flightNumber),
                  departure_date: values.departureDate,
                },
                passenger: {
                  first_name: values.firstName.trim(),
                  last_name: values.lastName.trim(),
                  email: values.email.trim(),
                  ...(values.phone.trim() ? { phone: normalizePhone(values.phone) } : {}),
                },
                ...(values.bookingReference.trim() ? { booking_reference: normalizeBookingReference(values.bookingReference) } : {}),
              },
            }
          : {},
      );
      kick();
    } catch (error) {
      setFailure(error instanceof SubmitError ? t(error.message) : t('This claim could not be queued again. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };
  const input = (field: Field, label: string, extra: { required?: boolean; type?: string; autoComplete?: string } = {}) => (
    <TextInput label={label} value={values[field]} onChange={set(field)} error={errors[field] && t(errors[field])} errorProps={{ role: 'alert' }} {...extra} />
  );

  return (
    <Alert color="red" variant="light" title={t('This claim was not accepted')} role="alert">
      <Stack gap="md">
        <Text size="sm">
          <strong>{t('Reason:')}</strong> {reason}
        </Text>
        {fieldErrors.length > 1 ? (
          <List size="sm">
            {fieldErrors.map((e) => (
              <List.Item key={`${e.field}:${e.message}`}>
                {fieldName(e.field)}: {serverText(e.message, claim.problem?.code ?? 'validation-failed')}
              </List.Item>
            ))}
          </List>
        ) : null}
        <Text size="sm">
          {t(
            'Nothing has been lost: the claim is saved on this device. Correct the details below and send it again, or send it again as it is if the problem was on our side.',
          )}
        </Text>
        <form onSubmit={onSubmit} noValidate aria-label={t('Correct the claim')}>
          <Stack gap="sm">
            <Title order={3} size="h5" c="black">
              {t('Correct and send again')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {input('flightNumber', t('Flight number'), { required: true })}
              {input('departureDate', t('Departure date'), { required: true, type: 'date' })}
              {input('firstName', t('First name'), { required: true, autoComplete: 'given-name' })}
              {input('lastName', t('Last name'), { required: true, autoComplete: 'family-name' })}
              {input('email', t('Email'), { required: true, type: 'email', autoComplete: 'email' })}
              {input('phone', t('Phone'), { type: 'tel', autoComplete: 'tel' })}
              {input('bookingReference', t('Booking reference'))}
            </SimpleGrid>
            {failure ? (
              <Text size="sm" c="red.9" fw={600} role="alert">
                {failure}
              </Text>
            ) : null}
            <Group gap="sm">
              <Button type="submit" loading={busy} color="red.9">
                {t('Send corrected claim')}
              </Button>
              <Button variant="default" onClick={() => void send(false)} disabled={busy}>
                {t('Send again as it is')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Alert>
  );
}
