// An admin's correction of one airline's claim channel: its channels (e-mail, web form, post, each
// with the languages it answers in), whether the passenger must claim directly first, and where it
// was checked. Checked with the server's rule before it goes (checkChannelCorrection); the server's
// own refusal (another admin, a lost session) is shown as it says.
import { Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { checkChannelCorrection, type CorrectionProblem } from '../../domain/airlines/correction-check.ts';
import type { ClaimChannelKind } from '../../domain/airlines/claim-channels.ts';
import { msg, t } from '../i18n/t.ts';
import { correctClaimChannel, type AirlineEntry, type ChannelWire } from './airline-api.ts';
import { problemMessage } from './problem-message.ts';

const PROBLEM_TEXT: Record<CorrectionProblem, string> = {
  'email-invalid': msg('Enter a valid e-mail address, like claims@airline.example'),
  'url-invalid': msg('Enter a web address starting with https:// or http://'),
  'address-missing': msg('Enter the postal address'),
  'language-invalid': msg('Use two-letter language codes, like en or de'),
  'source-missing': msg('Say where you checked this (a page or a letter)'),
  'name-missing': msg('Enter the name'),
  'too-long': msg('This is too long'),
};

interface Row {
  kind: ClaimChannelKind;
  where: string;
  languages: string;
}

const toRow = (c: ChannelWire): Row => ({ kind: c.kind, where: (c.kind === 'web-form' ? c.url : c.address) ?? '', languages: c.languages.join(', ') });

function toChannel(row: Row): ChannelWire {
  const languages = row.languages
    .split(/[\s,]+/)
    .map((l) => l.trim().toLowerCase())
    .filter(Boolean);
  return row.kind === 'web-form' ? { kind: row.kind, url: row.where.trim(), languages } : { kind: row.kind, address: row.where.trim(), languages };
}

function ChannelRow({
  row,
  index,
  errors,
  onChange,
  onRemove,
}: {
  row: Row;
  index: number;
  errors: Record<string, string>;
  onChange: (r: Row) => void;
  onRemove: () => void;
}) {
  const at = `channels/${index}`;
  const whereError = errors[`${at}/address`] ?? errors[`${at}/url`];
  const languageError = Object.entries(errors).find(([field]) => field.startsWith(`${at}/languages`))?.[1];
  const kinds = [
    { value: 'email', label: t('E-mail') },
    { value: 'web-form', label: t('Web form') },
    { value: 'post', label: t('Post') },
  ];
  const whereLabel = row.kind === 'email' ? t('E-mail address') : row.kind === 'web-form' ? t('Web address') : t('Postal address');
  return (
    <Group align="flex-start" gap="xs">
      <Select
        label={t('Channel')}
        data={kinds}
        value={row.kind}
        allowDeselect={false}
        onChange={(kind) => onChange({ ...row, kind: (kind ?? 'email') as ClaimChannelKind })}
        w={140}
      />
      {row.kind === 'post' ? (
        <Textarea
          label={whereLabel}
          value={row.where}
          error={whereError}
          autosize
          minRows={2}
          onChange={(e) => onChange({ ...row, where: e.currentTarget.value })}
          miw={260}
        />
      ) : (
        <TextInput
          label={whereLabel}
          dir="ltr"
          value={row.where}
          error={whereError}
          onChange={(e) => onChange({ ...row, where: e.currentTarget.value })}
          miw={260}
        />
      )}
      <TextInput
        label={t('Languages (en, de …)')}
        dir="ltr"
        value={row.languages}
        error={languageError}
        onChange={(e) => onChange({ ...row, languages: e.currentTarget.value })}
        w={160}
      />
      <Button variant="subtle" color="red" mt={24} onClick={onRemove}>
        {t('Remove')}
      </Button>
    </Group>
  );
}

export function CorrectionForm({ entry, onDone }: { entry: AirlineEntry; onDone: () => Promise<void> }) {
  const [rows, setRows] = useState<Row[]>(entry.channel?.channels.map(toRow) ?? []);
  const [directFirst, setDirectFirst] = useState<string>(String(entry.channel?.direct_first ?? 'not-known-yet'));
  const [source, setSource] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      channels: rows.map(toChannel),
      direct_first: directFirst === 'not-known-yet' ? ('not-known-yet' as const) : directFirst === 'true',
      source: source.trim(),
    };
    const problems = checkChannelCorrection(body);
    setErrors(Object.fromEntries(problems.map((p) => [p.field, t(PROBLEM_TEXT[p.problem])])));
    if (problems.length > 0) return;
    setBusy(true);
    try {
      await correctClaimChannel(entry.iata, body);
      setFailure(null);
      await onDone();
    } catch (error) {
      setFailure(problemMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('Correct {airline}', { airline: entry.name })}>
      <Stack gap="sm">
        {rows.length === 0 && <Text size="sm">{t('No channel yet: add the one you checked.')}</Text>}
        {rows.map((row, i) => (
          <ChannelRow
            key={i}
            row={row}
            index={i}
            errors={errors}
            onChange={(next) => setRows(rows.map((r, j) => (j === i ? next : r)))}
            onRemove={() => setRows(rows.filter((_, j) => j !== i))}
          />
        ))}
        <Group>
          <Button variant="default" size="xs" onClick={() => setRows([...rows, { kind: 'email', where: '', languages: 'en' }])}>
            {t('Add a channel')}
          </Button>
        </Group>
        <Select
          label={t('Must the passenger claim directly first?')}
          data={[
            { value: 'true', label: t('Yes') },
            { value: 'false', label: t('No') },
            { value: 'not-known-yet', label: t('Not known yet') },
          ]}
          value={directFirst}
          allowDeselect={false}
          onChange={(value) => setDirectFirst(value ?? 'not-known-yet')}
          maw={320}
        />
        <TextInput
          label={t('Where you checked it')}
          description={t('A page of the airline or a letter from it')}
          value={source}
          error={errors.source}
          onChange={(e) => setSource(e.currentTarget.value)}
        />
        {failure && (
          <Text c="red.8" role="alert">
            {failure}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={busy}>
            {t('Save the correction')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
