// Before the passenger signs: what they will receive (per passenger and for everyone, less our
// 25 % + VAT fee) and what the signature authorises, in plain words.
import { Alert, List, Stack, Text } from '@mantine/core';
import type { DraftFields } from '../../../../offline/index.ts';
import { AmountLines, feeText, type AmountInput } from '../../../components/money-lines.tsx';
import { detailsOf } from '../rules/eligibility-result.ts';
import { passengerCount } from '../rules/passengers.ts';
import { msg, t } from '../../../i18n/t.ts';

/** The estimate the eligibility check gave, for everyone on the draft; null when there is none. */
export function draftEstimate(fields: DraftFields): AmountInput | null {
  if (!fields.eligibility?.eligible) return null;
  const money = detailsOf(fields.eligibility).result?.compensation;
  return money ? { amount: money.amount, currency: money.currency, passengers: passengerCount(fields) } : null;
}

export const MANDATE_TITLE = msg('What your signature authorises');

export function FeeAndMandate({ estimate }: { estimate: AmountInput | null }) {
  return (
    <Alert color="blue" variant="light" title={t(MANDATE_TITLE)}>
      <Stack gap="xs">
        {estimate ? <AmountLines {...estimate} /> : null}
        <List size="sm" spacing={4}>
          <List.Item>
            {t(
              'You authorise Flightclaim to claim this compensation from the airline on your behalf and for the passengers on this claim, and to take the steps needed to recover it.',
            )}
          </List.Item>
          <List.Item>
            {t('Our fee is {fee} of the compensation, deducted only when the airline pays. If nothing is paid, you owe nothing.', { fee: feeText() })}
          </List.Item>
          <List.Item>{t('You confirm that the details of this claim are true.')}</List.Item>
        </List>
        <Text size="xs" c="gray.8">
          {t('Read the whole mandate below before you sign. Each adult passenger on the claim signs it too: here, or by the link we e-mail them.')}
        </Text>
      </Stack>
    </Alert>
  );
}
