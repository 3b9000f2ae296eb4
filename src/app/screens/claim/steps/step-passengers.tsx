// Step 3: who travelled. The main passenger, then any others on the booking ('Passenger 2'
// onward); messages appear after the first Continue, in place of the helper text.
import { Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useEffect, useRef, type ChangeEvent } from 'react';
import type { CurrentUser, DraftFields } from '../../../../offline/index.ts';
import { personEmailRequired } from '../../../../domain/claim/validation.ts';
import { eligibilityView } from '../rules/eligibility-result.ts';
import { t, tp } from '../../../i18n/t.ts';
import { RemovableCard, StepAction } from './step-parts.tsx';
import { useDraftForm } from './use-draft-form.ts';
import {
  MAX_ADDITIONAL_PASSENGERS,
  emptyPassenger,
  passengerCount,
  passengerErrorShown,
  passengerFromAccount,
  passengerLabel,
  validatePassengerStep,
  type AdditionalPassenger,
} from '../rules/passengers.ts';

interface PassengerStepProps {
  fields: DraftFields;
  update: (patch: DraftFields) => void;
  updateNow: (patch: DraftFields) => Promise<boolean>;
  onContinue: () => void;
  /** The signed-in account: its name and e-mail fill an empty main passenger. */
  account?: CurrentUser | null | undefined;
}

export function PassengerStep({ onContinue, account, ...draft }: PassengerStepProps) {
  // How many other passengers there were at the last Continue: a card added since is not red yet.
  const checked = useRef(0);
  const formRef = useRef<HTMLDivElement>(null);
  const rules = (fields: DraftFields) => {
    const { errors } = validatePassengerStep(fields);
    return Object.fromEntries(Object.entries(errors).filter(([key]) => passengerErrorShown(key, checked.current)));
  };
  const { fields, update, updateNow, shown, accept } = useDraftForm({ name: 'passengers', ...draft, rules, container: formRef });
  const prefill = passengerFromAccount(fields, account);
  useEffect(() => {
    if (prefill) update({ passenger: prefill });
    // Once the account is known; never again over what the passenger types or clears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [account?.id]);
  const passenger = fields.passenger ?? {};
  const others = fields.additionalPassengers ?? [];

  const setOthers = (next: AdditionalPassenger[], now = false) => {
    if (now) void updateNow({ additionalPassengers: next });
    else update({ additionalPassengers: next });
  };
  const setOther = (index: number, patch: Partial<AdditionalPassenger>) => setOthers(others.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  // value, error and typing of one text field: the main passenger's, or another passenger's.
  const mainField = (key: 'firstName' | 'lastName' | 'email' | 'phone') => ({
    value: passenger[key] ?? '',
    error: shown(key),
    onChange: (event: ChangeEvent<HTMLInputElement>) => update({ passenger: { [key]: event.currentTarget.value } }),
  });
  const otherField = (index: number, key: 'firstName' | 'lastName' | 'email') => ({
    value: others[index]?.[key] ?? '',
    error: shown(`additional.${index}.${key}`),
    onChange: (event: ChangeEvent<HTMLInputElement>) => setOther(index, { [key]: event.currentTarget.value }),
  });

  function submit() {
    checked.current = others.length;
    if (accept()) onContinue();
  }

  function remove(index: number) {
    if (index < checked.current) checked.current -= 1;
    setOthers(
      others.filter((_, i) => i !== index),
      true,
    );
  }

  const estimate = fields.eligibility?.eligible ? eligibilityView(fields.eligibility, passengerCount(fields)) : null;

  return (
    <Stack gap="lg" ref={formRef}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('Main passenger')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('First name')} withAsterisk aria-required autoComplete="given-name" {...mainField('firstName')} />
          <TextInput label={t('Last name')} withAsterisk aria-required autoComplete="family-name" {...mainField('lastName')} />
          <TextInput label={t('Email')} type="email" withAsterisk aria-required autoComplete="email" {...mainField('email')} />
          <TextInput label={t('Phone (optional)')} type="tel" autoComplete="tel" {...mainField('phone')} />
          <Textarea
            label={t('Address (optional)')}
            autoComplete="street-address"
            autosize
            minRows={2}
            value={passenger.address ?? ''}
            onChange={(event) => update({ passenger: { address: event.currentTarget.value } })}
          />
          <TextInput
            label={t('Booking reference (optional)')}
            description={shown('bookingReference') ? undefined : t('The 6-character code on your booking, e.g. ABC123')}
            autoComplete="off"
            autoCapitalize="characters"
            value={fields.bookingReference ?? ''}
            error={shown('bookingReference')}
            onChange={(event) => update({ bookingReference: event.currentTarget.value })}
          />
        </SimpleGrid>
      </Stack>

      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('Other passengers on this booking')}
        </Title>
        {others.length === 0 && (
          <Text fz="sm" c="gray.7">
            {t('Travelling with others on the same booking? Add them here: each passenger is entitled to compensation.')}
          </Text>
        )}
        {others.map((other, index) => (
          <RemovableCard
            key={index}
            title={passengerLabel(index)}
            removeLabel={t('Remove {name}', { name: passengerLabel(index) })}
            onRemove={() => remove(index)}
          >
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput label={t('First name')} withAsterisk aria-required {...otherField(index, 'firstName')} />
              <TextInput label={t('Last name')} withAsterisk aria-required {...otherField(index, 'lastName')} />
              <TextInput
                label={t('Email')}
                type="email"
                withAsterisk={personEmailRequired(other)}
                aria-required={personEmailRequired(other)}
                description={personEmailRequired(other) || shown(`additional.${index}.email`) ? undefined : t('Optional for a passenger under 18')}
                {...otherField(index, 'email')}
              />
            </SimpleGrid>
            <Checkbox
              mt="sm"
              label={t('Under 18: I sign the mandate for them as their parent or legal guardian')}
              checked={other.minor === true}
              onChange={(event) => setOther(index, { minor: event.currentTarget.checked })}
            />
          </RemovableCard>
        ))}
        {others.length < MAX_ADDITIONAL_PASSENGERS && (
          <Group>
            <Button variant="light" onClick={() => setOthers([...others, emptyPassenger()], true)}>
              {t('Add another passenger')}
            </Button>
          </Group>
        )}
      </Stack>

      {estimate?.total && (
        <Text>
          {tp(
            estimate.passengers,
            // `other` first: the message extraction reads the forms up to the first brace.
            {
              other: 'Estimated compensation: {perPassenger} per passenger, {total} for # passengers.',
              one: 'Estimated compensation: {perPassenger} per passenger, {total} for # passenger.',
            },
            { perPassenger: estimate.perPassenger ?? '', total: estimate.total },
          )}
        </Text>
      )}

      <StepAction onClick={submit}>{t('Continue to Document Upload')}</StepAction>
    </Stack>
  );
}
