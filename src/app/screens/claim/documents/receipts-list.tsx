// The receipts as a list with their total per currency (wizard and claim page).
import { Button, Group, List, Text } from '@mantine/core';
import type { ReceiptLine } from '../rules/receipts.ts';
import { t } from '../../../i18n/t.ts';

export function ReceiptsList({ lines, total, onRemove, note }: { lines: ReceiptLine[]; total: string | null; onRemove?: (id: string) => void; note?: string }) {
  return (
    <>
      <List spacing={4} listStyleType="none" aria-label={t('Receipts')}>
        {lines.map((line) => (
          <List.Item key={line.id} data-receipt={line.id}>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                <strong>{line.label}</strong> {line.amount}{' '}
                <Text span fz="sm" c="gray.7">
                  ({line.name}
                  {note ? `, ${note}` : ''})
                </Text>
                {line.refused && (
                  <Text span fz="sm" c="red.9" fw={600} display="block">
                    {line.refused}
                  </Text>
                )}
              </Text>
              {onRemove && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  style={{ flexShrink: 0 }}
                  aria-label={t('Remove receipt {name}', { name: line.name })}
                  onClick={() => onRemove(line.id)}
                >
                  {t('Remove')}
                </Button>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
      {total && (
        <Text fw={700} data-testid="receipts-total">
          {total}
        </Text>
      )}
    </>
  );
}
