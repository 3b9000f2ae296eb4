// The queue's "next date" cell (issue #34): what falls due on the airline case and when, and a red
// "Overdue" badge once the day has passed (the server decides, in UTC).
import { Badge, Stack, Text } from '@mantine/core';
import type { DueKind } from '../../domain/desk/index.ts';
import { formatFlightDate } from '../components/claim-format.ts';
import { t } from '../i18n/t.ts';
import { DUE_LABELS } from './airline-case-words.ts';

export function AirlineDueCell({ due }: { due: { what: DueKind; at: string; overdue: boolean } | null }) {
  if (!due) return <Text c="gray.7">—</Text>;
  return (
    <Stack gap={2}>
      <Text size="sm">{formatFlightDate(due.at)}</Text>
      <Text size="xs" c="gray.7" style={{ whiteSpace: 'normal' }}>
        {t(DUE_LABELS[due.what])}
      </Text>
      {due.overdue && (
        <Badge size="sm" color="red" variant="filled">
          {t('Overdue')}
        </Badge>
      )}
    </Stack>
  );
}
