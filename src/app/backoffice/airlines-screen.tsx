// /backoffice/airlines: the airline claims directory (issue #34). Every airline with how it takes
// claims ("Not known yet" where we do not know), when and from where it was checked, and who
// corrected it. Admins correct an entry (addresses change): the form refuses what the server would
// refuse (src/domain/airlines/correction-check.ts), with the same rule, before it sends.
import { Alert, Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { formatFlightDate } from '../components/claim-format.ts';
import { t } from '../i18n/t.ts';
import { useRequiredUser } from '../screens/account/require-user.tsx';
import { PageLoading } from '../shell/layout.tsx';
import { fetchAirlines, type AirlineEntry, type ChannelWire } from './airline-api.ts';
import { CorrectionForm } from './airline-correction-form.tsx';
import { BelowQueuePage } from './below-queue-page.tsx';
import { problemMessage } from './problem-message.ts';
import { tokenIsAdmin } from './token-roles.ts';

export function channelText(channel: ChannelWire): string {
  const where = channel.kind === 'web-form' ? (channel.url ?? '') : (channel.address ?? '');
  const kind = channel.kind === 'email' ? t('E-mail') : channel.kind === 'web-form' ? t('Web form') : t('Post');
  return `${kind}: ${where}`;
}

function ChannelCell({ entry }: { entry: AirlineEntry }) {
  const channels = entry.channel?.channels ?? [];
  if (channels.length === 0) return <Badge color="gray">{t('Not known yet')}</Badge>;
  return (
    <Stack gap={2}>
      {channels.map((channel, i) => (
        <Text key={i} size="sm" dir="ltr" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {channelText(channel)}
        </Text>
      ))}
    </Stack>
  );
}

function CheckedCell({ entry }: { entry: AirlineEntry }) {
  if (!entry.channel) return <Text size="sm">—</Text>;
  const { checked_on, corrected_by } = entry.channel;
  return (
    <Text size="sm">
      {corrected_by
        ? t('Corrected by {name} on {date}', { name: corrected_by, date: formatFlightDate(checked_on) })
        : t('Checked on {date}', { date: formatFlightDate(checked_on) })}
    </Text>
  );
}

export default function BackofficeAirlinesScreen() {
  const user = useRequiredUser('/backoffice/airlines');
  const [airlines, setAirlines] = useState<AirlineEntry[] | null>(null);
  const [admin, setAdmin] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [search, setSearch] = useState('');

  const reload = useCallback(async () => {
    try {
      setAirlines(await fetchAirlines());
      setError(null);
    } catch (failure) {
      setError(problemMessage(failure));
    }
  }, []);

  useEffect(() => {
    if (!user) return;
    void reload();
    void tokenIsAdmin().then(setAdmin);
  }, [user, reload]);

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (airlines ?? []).filter((a) => !q || a.iata.toLowerCase() === q || a.name.toLowerCase().includes(q));
  }, [airlines, search]);

  if (!user || (!airlines && !error)) return <PageLoading />;
  return (
    <BelowQueuePage>
      <Title order={1}>{t('Airline claims directory')}</Title>
      <Text>{t('How each airline takes claims. Admins correct an entry when an address changes; the correction replaces the shipped entry.')}</Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <TextInput label={t('Find an airline')} value={search} onChange={(event) => setSearch(event.currentTarget.value)} maw={360} />
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Airline')}</Table.Th>
            <Table.Th>{t('How it takes claims')}</Table.Th>
            <Table.Th>{t('Checked')}</Table.Th>
            {admin && <Table.Th>{t('Correct')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((entry) => (
            <AirlineRow key={entry.iata} entry={entry} admin={admin} editing={editing === entry.iata} onEdit={setEditing} reload={reload} />
          ))}
        </Table.Tbody>
      </Table>
    </BelowQueuePage>
  );
}

function AirlineRow({
  entry,
  admin,
  editing,
  onEdit,
  reload,
}: {
  entry: AirlineEntry;
  admin: boolean;
  editing: boolean;
  onEdit: (iata: string | null) => void;
  reload: () => Promise<void>;
}) {
  return (
    <>
      <Table.Tr>
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            <Text fw={700} dir="ltr">
              {entry.iata}
            </Text>
            <Text dir="auto">{entry.name}</Text>
          </Group>
        </Table.Td>
        <Table.Td>
          <ChannelCell entry={entry} />
        </Table.Td>
        <Table.Td>
          <CheckedCell entry={entry} />
        </Table.Td>
        {admin && (
          <Table.Td>
            <Button size="xs" variant="default" onClick={() => onEdit(editing ? null : entry.iata)} aria-expanded={editing}>
              {t('Correct {airline}', { airline: entry.name })}
            </Button>
          </Table.Td>
        )}
      </Table.Tr>
      {editing && (
        <Table.Tr>
          <Table.Td colSpan={4}>
            <CorrectionForm
              entry={entry}
              onDone={async () => {
                onEdit(null);
                await reload();
              }}
            />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
