// /backoffice/agents: the claims agents and admins. Admins invite one (a set-password link goes by
// e-mail) and deactivate one (their sessions end at once); other agents see the list only. The
// server decides who may (403 admin-role-required); the token's roles only choose what to show.
// Every word in the agent's language (catalogue area 'backoffice'); refusals by their stable code.
import { Alert, Badge, Button, Group, Select, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { formatNumber, msg, t } from '../i18n/t.ts';
import { useRequiredUser } from '../screens/account/require-user.tsx';
import { PageLoading } from '../shell/layout.tsx';
import { deactivateAgent, fetchAgents, inviteAgent, type Agent } from './api.ts';
import { BelowQueuePage } from './below-queue-page.tsx';
import { moneyProblem } from './money-messages.ts';
import { tokenIsAdmin } from './token-roles.ts';

const ROLE_LABELS: Record<string, string> = {
  'claims-agent': msg('Claims agent'),
  admin: msg('Admin'),
  payer: msg('Payer (pays out, reads bank details)'),
  partner: msg('Partner lawyer'),
};
const roleLabel = (role: string) => (ROLE_LABELS[role] ? t(ROLE_LABELS[role]) : role);
const nameOf = (agent: { first_name: string; last_name: string }) => `${agent.first_name} ${agent.last_name}`;
type StaffRole = 'claims-agent' | 'admin' | 'payer';

export default function BackofficeAgentsScreen() {
  const user = useRequiredUser('/backoffice/agents');
  const [agents, setAgents] = useState<Agent[] | null>(null);
  const [admin, setAdmin] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setAgents(await fetchAgents());
      setError(null);
    } catch (failure) {
      setError(moneyProblem(failure));
    }
  }, []);

  useEffect(() => {
    if (!user) return;
    void reload();
    void tokenIsAdmin().then(setAdmin);
  }, [user, reload]);

  if (!user || (!agents && !error)) return <PageLoading />;

  async function deactivate(agent: Agent) {
    if (!window.confirm(t('Deactivate {name}? They are signed out everywhere at once.', { name: nameOf(agent) }))) return;
    setNotice(null);
    try {
      await deactivateAgent(agent.id);
      setNotice(t('{name} is deactivated and signed out.', { name: nameOf(agent) }));
      await reload();
    } catch (failure) {
      setError(moneyProblem(failure));
    }
  }
  const invited = async (message: string) => {
    setNotice(message);
    setError(null);
    await reload();
  };

  return (
    <BelowQueuePage>
      <AgentsView
        agents={agents}
        admin={admin}
        userId={user.id}
        error={error}
        notice={notice}
        onDeactivate={(agent) => void deactivate(agent)}
        onInvited={invited}
        onError={setError}
      />
    </BelowQueuePage>
  );
}

interface AgentsViewProps {
  agents: Agent[] | null;
  admin: boolean;
  userId: string;
  error: string | null;
  notice: string | null;
  onDeactivate: (agent: Agent) => void;
  onInvited: (message: string) => Promise<void>;
  onError: (message: string) => void;
}

/** The page below its way back: the notes, the invitation (admins) and the list. */
export function AgentsView({ agents, admin, userId, error, notice, onDeactivate, onInvited, onError }: AgentsViewProps) {
  return (
    <>
      <Title order={1}>{t('Agents')}</Title>
      {error && (
        <Alert color="red" title={t('That did not work')} role="alert">
          {error}
        </Alert>
      )}
      {notice && (
        <Alert color="green" variant="light" role="status">
          {notice}
        </Alert>
      )}
      {admin ? <InviteForm onInvited={onInvited} onError={onError} /> : null}
      {agents && <AgentsTable agents={agents} admin={admin} userId={userId} onDeactivate={onDeactivate} />}
    </>
  );
}

function AgentsTable({ agents, admin, userId, onDeactivate }: { agents: Agent[]; admin: boolean; userId: string; onDeactivate: (agent: Agent) => void }) {
  return (
    // Positioned: the header's visually hidden text (absolute) scrolls with the table, not the page.
    <div style={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }}>
      <Table striped aria-label={t('Agents')} miw={560}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('Name')}</Table.Th>
            <Table.Th scope="col">{t('E-mail')}</Table.Th>
            <Table.Th scope="col">{t('Role')}</Table.Th>
            <Table.Th scope="col">{t('State')}</Table.Th>
            {admin ? (
              <Table.Th scope="col">
                <VisuallyHidden>{t('Actions')}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {agents.map((agent) => (
            <Table.Tr key={agent.id}>
              <Table.Td>{nameOf(agent)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }} dir="ltr">
                {agent.email}
              </Table.Td>
              <Table.Td>{roleLabel(agent.role)}</Table.Td>
              <Table.Td>
                {agent.active ? (
                  <Badge variant="outline" color="dark">
                    {t('Active')}
                  </Badge>
                ) : (
                  <Badge variant="filled" color="gray.8">
                    {t('Deactivated')}
                  </Badge>
                )}
              </Table.Td>
              {admin ? (
                <Table.Td>
                  {agent.active && agent.id !== userId ? (
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      onClick={() => onDeactivate(agent)}
                      aria-label={t('Deactivate {name}', { name: nameOf(agent) })}
                    >
                      {t('Deactivate')}
                    </Button>
                  ) : null}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function InviteForm({ onInvited, onError }: { onInvited: (message: string) => Promise<void>; onError: (message: string) => void }) {
  const [fields, setFields] = useState({ email: '', first_name: '', last_name: '', role: 'claims-agent' as StaffRole });
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const set = (key: 'email' | 'first_name' | 'last_name') => (e: { currentTarget: { value: string } }) => {
    const { value } = e.currentTarget;
    setFields((f) => ({ ...f, [key]: value }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFieldErrors({});
    try {
      const agent = await inviteAgent(fields);
      setFields({ email: '', first_name: '', last_name: '', role: 'claims-agent' });
      await onInvited(t('{name} is invited: a link to choose a password is on its way by e-mail.', { name: nameOf(agent) }));
    } catch (failure) {
      // The server's field messages are the domain's (validation.ts), which the catalogues translate.
      const errors = (failure as { errors?: { field: string; message: string }[] }).errors ?? [];
      if (errors.length > 0) setFieldErrors(Object.fromEntries(errors.map((e) => [e.field, t(e.message)])));
      else onError(moneyProblem(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label={t('Invite an agent')}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('Invite an agent')}
        </Title>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput label={t('E-mail')} type="email" dir="ltr" required value={fields.email} onChange={set('email')} error={fieldErrors.email} w={260} />
          <TextInput label={t('First name')} required value={fields.first_name} onChange={set('first_name')} error={fieldErrors.first_name} w={180} />
          <TextInput label={t('Last name')} required value={fields.last_name} onChange={set('last_name')} error={fieldErrors.last_name} w={180} />
          <Select
            label={t('Role')}
            w={170}
            value={fields.role}
            allowDeselect={false}
            onChange={(v) => setFields((f) => ({ ...f, role: (v ?? 'claims-agent') as StaffRole }))}
            data={(['claims-agent', 'admin', 'payer'] as const).map((role) => ({ value: role, label: roleLabel(role) }))}
          />
        </Group>
        <Text size="sm" c="gray.8">
          {t('They get an e-mail with a link to choose their password (valid {days} days).', { days: formatNumber(7) })}
        </Text>
        <Button type="submit" loading={busy} w="fit-content">
          {t('Send invitation')}
        </Button>
      </Stack>
    </form>
  );
}
