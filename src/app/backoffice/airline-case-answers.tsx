// What the airline answered on the case, newest first: the answer with its amount or reason, the
// follow-up the domain names for it (domain/desk/answers.ts followUpOf), and the passenger's decision on an offer.
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { AirlineAnswer } from '../../domain/desk/index.ts';
import { formatMinorUnits } from '../../domain/money/minor-units.ts';
import { formatAmountWithCode, formatFlightDate } from '../components/claim-format.ts';
import { t } from '../i18n/t.ts';
import type { CaseAnswer } from './airline-case-api.ts';
import { ANSWER_LABELS, CAUSE_LABELS, FOLLOW_UP_LABELS, REASON_LABELS } from './airline-case-words.ts';

function answerDetail(answer: AirlineAnswer): string {
  switch (answer.kind) {
    case 'accepted':
      return t('{amount}, promised by {date}', { amount: money(answer.amountMinor, answer.currency), date: formatFlightDate(answer.promisedOn) });
    case 'offer':
    case 'voucher':
      return money(answer.amountMinor, answer.currency);
    case 'paid-passenger':
      return answer.amountMinor !== undefined && answer.currency ? money(answer.amountMinor, answer.currency) : '';
    case 'rejected': {
      const reason = t(REASON_LABELS[answer.reason]);
      return answer.reason === 'extraordinary' ? `${reason}: ${t(CAUSE_LABELS[answer.cause])}` : reason;
    }
    case 'no-answer':
      return '';
  }
}

const money = (minor: number, currency: string) => formatAmountWithCode(Number(formatMinorUnits(minor, currency)), currency);

export function AirlineAnswers({ answers }: { answers: CaseAnswer[] }) {
  return (
    <Stack gap="xs" role="list" aria-label={t('The airline’s answers')}>
      {answers.map((a) => (
        <Paper key={a.id} withBorder p="sm" radius="sm" role="listitem">
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text fw={700}>{t(ANSWER_LABELS[a.answer.kind])}</Text>
              <Text size="sm" c="gray.7">
                {formatFlightDate(a.received_on)}
              </Text>
            </Group>
            {answerDetail(a.answer) && <Text size="sm">{answerDetail(a.answer)}</Text>}
            {a.answer.kind === 'rejected' && a.answer.note && (
              <Text size="sm" dir="auto">
                {t('Note:')} {a.answer.note}
              </Text>
            )}
            <Text size="sm">
              {t('Next:')} {t(FOLLOW_UP_LABELS[a.follow_up])}
            </Text>
            {a.passenger_decision && (
              <Badge variant="outline" color={a.passenger_decision === 'accepted' ? 'green' : 'red'}>
                {a.passenger_decision === 'accepted' ? t('The passenger accepted') : t('The passenger refused')}
              </Badge>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
