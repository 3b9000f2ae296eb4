// "Keep your receipts" on the Documents step (issue #21): a receipt's photo (or PDF) with what it
// was for, its amount and currency, stored with the draft at once (it survives a reload) and sent
// after the claim. The amount rule is the server's (src/domain/claim/expense.ts), same messages.
import { Alert, Button, FileButton, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { checkExpense, EXPENSE_CURRENCIES, EXPENSE_KIND_LABELS, EXPENSE_KINDS, type ExpenseKind } from '../../../../domain/claim/index.ts';
import { AttachmentError, ExpenseError, getDb, StorageFullError, addExpense, removeExpense } from '../../../../offline/index.ts';
import { useExpenseRows } from '../../../../offline/expense-hooks.ts';
import { prepareDocument } from '../../../../workers/media.ts';
import { ReceiptsList } from './receipts-list.tsx';
import { RECEIPTS_TEXT, receiptLines, totalLine } from '../rules/receipts.ts';
import { toLatinDigits } from '../../../../domain/text/digits.ts';
import { t } from '../../../i18n/t.ts';
import { domainMessage } from '../text/domain-message.ts';

type Errors = Partial<Record<'kind' | 'amount' | 'currency' | 'file', string>>;

export function ReceiptsSection({ draftId }: { draftId: string | null }) {
  const rows = useExpenseRows(draftId) ?? [];
  const [kind, setKind] = useState<ExpenseKind>('meals');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState('EUR');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The form (and its file input) appears on request, so the step's only file input stays the documents'.
  const [open, setOpen] = useState(false);

  async function add() {
    // Arabic-Indic and Persian digits are the same amount.
    const typed = { kind, amount: toLatinDigits(amount), currency };
    const checked = checkExpense(typed);
    const found: Errors = checked.ok ? {} : Object.fromEntries(checked.errors.map((e) => [e.field, t(e.message)]));
    if (!file) found.file = t(RECEIPTS_TEXT.noFile);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || !file || !draftId) return;
    setBusy(true);
    try {
      await addExpense({ db: getDb(), prepareDocument }, draftId, file, typed);
      setAmount('');
      setFile(null);
      setOpen(false);
    } catch (error) {
      if (error instanceof ExpenseError && error.field) setErrors({ [error.field]: t(error.message) });
      else if (error instanceof ExpenseError || error instanceof AttachmentError) setErrors({ file: domainMessage(error) });
      else setFailure(t(error instanceof StorageFullError ? RECEIPTS_TEXT.storageFull : RECEIPTS_TEXT.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="receipts-heading" className="receipts-section">
      <Stack gap="sm">
        <Title order={3} size="h4" id="receipts-heading">
          {t(RECEIPTS_TEXT.heading)}
        </Title>
        <Text fz="sm">{t(RECEIPTS_TEXT.intro)}</Text>
        {rows.length > 0 ? (
          <ReceiptsList lines={receiptLines(rows)} total={totalLine(rows)} onRemove={(id) => void removeExpense(getDb(), id)} />
        ) : (
          <Text fz="sm" c="gray.7">
            {t(RECEIPTS_TEXT.none)}
          </Text>
        )}
        {open ? (
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <NativeSelect
                label={t('What for')}
                value={kind}
                error={errors.kind}
                data={EXPENSE_KINDS.map((k) => ({ value: k, label: t(EXPENSE_KIND_LABELS[k]) }))}
                onChange={(e) => setKind(e.currentTarget.value as ExpenseKind)}
              />
              <TextInput
                label={t('Amount')}
                placeholder={t('e.g. 12.50')}
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                error={errors.amount}
                onChange={(e) => setAmount(e.currentTarget.value)}
              />
              <NativeSelect
                label={t('Currency')}
                value={currency}
                error={errors.currency}
                data={[...EXPENSE_CURRENCIES]}
                onChange={(e) => setCurrency(e.currentTarget.value)}
              />
            </SimpleGrid>
            <Group gap="sm" align="center">
              <FileButton onChange={setFile} accept="image/jpeg,image/png,image/*,application/pdf">
                {(props) => (
                  <Button variant="default" {...props}>
                    {t(RECEIPTS_TEXT.photo)}
                  </Button>
                )}
              </FileButton>
              <Text fz="sm" c={errors.file ? 'red.9' : 'gray.7'} role={errors.file ? 'alert' : undefined} style={{ overflowWrap: 'anywhere' }}>
                {errors.file ?? file?.name ?? ''}
              </Text>
            </Group>
            <Group justify="flex-end">
              <Button onClick={() => void add()} loading={busy} disabled={!draftId}>
                {t(RECEIPTS_TEXT.add)}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group>
            <Button variant="light" onClick={() => setOpen(true)} disabled={!draftId}>
              {t(RECEIPTS_TEXT.open)}
            </Button>
          </Group>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
