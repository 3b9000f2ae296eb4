// The filing pack for an airline that takes claims by web form or post (desk/filing.ts): where to
// file, the fields to paste (each with a copy button), the letters to attach (downloaded), and the
// airline's case number the agent records once filed (action record-filed).
import { Anchor, Button, CopyButton, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { t } from '../i18n/t.ts';
import type { CaseLetter, FilingPack } from './airline-case-api.ts';
import { fieldLabel, letterLabel } from './airline-case-words.ts';

export function AirlineFilingPack({
  pack,
  letters,
  reference,
  busy,
  onDownload,
  onFiled,
}: {
  pack: FilingPack;
  letters: CaseLetter[];
  reference: string | null;
  busy: boolean;
  onDownload: (letter: CaseLetter) => void;
  onFiled: (airlineReference: string) => Promise<boolean>;
}) {
  const [number, setNumber] = useState(reference ?? '');
  const [missing, setMissing] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!number.trim()) return setMissing(true);
    setMissing(false);
    await onFiled(number.trim());
  };
  const byId = new Map(letters.map((l) => [l.id, l]));
  return (
    <Stack gap="sm" aria-label={t('Filing pack')} role="group">
      <Text fw={700}>{pack.channel === 'web-form' ? t('File this claim on the airline’s web form') : t('Post this claim to the airline')}</Text>
      {pack.channel === 'web-form' ? (
        <Anchor href={pack.to} target="_blank" rel="noopener noreferrer" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
          {pack.to}
        </Anchor>
      ) : (
        <Text dir="auto" style={{ whiteSpace: 'pre-line' }}>
          {pack.to}
        </Text>
      )}
      <Table.ScrollContainer minWidth={280}>
        <Table captionSide="top">
          <Table.Caption>{t('The fields to paste')}</Table.Caption>
          <Table.Tbody>
            {pack.fields.map((field) => (
              <Table.Tr key={field.label}>
                <Table.Th scope="row">{fieldLabel(field.label)}</Table.Th>
                <Table.Td dir="auto" style={{ overflowWrap: 'anywhere' }}>
                  {field.value || '—'}
                </Table.Td>
                <Table.Td w={90}>
                  <CopyButton value={field.value}>
                    {({ copied, copy }) => (
                      <Button size="compact-xs" variant="default" onClick={copy} aria-label={t('Copy {field}', { field: fieldLabel(field.label) })}>
                        {copied ? t('Copied') : t('Copy')}
                      </Button>
                    )}
                  </CopyButton>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text fw={700}>{t('Attach these files')}</Text>
      <Stack gap={4}>
        {pack.files.map((file) => {
          const letter = byId.get(file.letter_id);
          return (
            <Group key={file.letter_id} justify="space-between" gap="xs">
              <Text size="sm">
                {letterLabel(file.kind)} <span dir="ltr">({file.language})</span>
              </Text>
              {letter && (
                <Button size="compact-xs" variant="default" onClick={() => onDownload(letter)}>
                  {t('Download')}
                </Button>
              )}
            </Group>
          );
        })}
      </Stack>
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="xs">
          <TextInput
            label={t('The airline’s case number')}
            description={t('Once filed, enter the number the airline gave.')}
            dir="ltr"
            maxLength={100}
            value={number}
            onChange={(e) => setNumber(e.currentTarget.value)}
            error={missing ? t('Enter the airline’s case number.') : undefined}
          />
          <Group>
            <Button type="submit" loading={busy}>
              {t('Record as filed')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
