// The claim page's Compensation card: the fixed sum and its status once assessed; for a flight the
// Montreal Convention alone covers (no EC 261, UK261, SHY or DOT sum), that no fixed sum applies
// and the damages are claimed under the Convention, as the Montreal card on the page details.
import { Stack, Text } from '@mantine/core';
import type { ClaimView } from '../../../offline/index.ts';
import type { MontrealView } from '../claim/rules/montreal.ts';
import { compensationStateLabel } from '../../components/domain-text.ts';
import { AmountLines } from '../../components/money-lines.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { rich } from '../../i18n/rich.tsx';
import { Ltr } from '../../i18n/ltr.tsx';
import { t } from '../../i18n/t.ts';

type CompensationClaim = Pick<ClaimView, 'compensation' | 'syncState' | 'additionalPassengers'>;

export function CompensationCard({ claim, montreal }: { claim: CompensationClaim; montreal: MontrealView | null }) {
  return (
    <SectionCard title={t('Compensation')}>
      {claim.compensation ? (
        <Stack gap={4}>
          <AmountLines size="md" {...claim.compensation} passengers={1 + claim.additionalPassengers.length} />
          <Text size="sm">{t('Status: {status}', { status: compensationStateLabel(claim.compensation.status) })}</Text>
          {claim.compensation.regime ? <Text size="sm">{rich(t('Under: {law}'), { law: <Ltr>{claim.compensation.regime.toUpperCase()}</Ltr> })}</Text> : null}
        </Stack>
      ) : (
        <Text size="sm" c="gray.8" data-testid="claim-compensation-note">
          {noSumNote(claim, montreal)}
        </Text>
      )}
    </SectionCard>
  );
}

function noSumNote(claim: CompensationClaim, montreal: MontrealView | null): string {
  // Montreal leads the answer only where no fixed-sum regime applies (it is "beside" one otherwise).
  if (montreal && !montreal.beside) {
    return t(
      'No fixed sum applies to this flight: we claim your damages from the airline under the Montreal Convention. The Montreal Convention card on this page says what they cover and what to do next.',
    );
  }
  return claim.syncState === 'sent' ? t('Not assessed yet.') : t('We will estimate your compensation once the claim reaches us.');
}
