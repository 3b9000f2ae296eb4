// /backoffice/agents: the claims agents and admins. Admins invite one (a set-password link goes by
// e-mail) and deactivate one (their sessions end at once); other agents see the list only. The
// server decides who may (403 admin-role-required); the token's roles only choose what to show.
import { Alert, Badge, Button, Group, Select, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useRequiredUser } from '../screens/account/require-user.tsx';
import { PageLoading } from '../shell/layout.tsx';
import { deactivateAgent, fetchAgents, inviteAgent, type Agent } from './api.ts';
import { BelowQueuePage } from './below-queue-page.tsx';
import { problemMessage } from './problem-message.ts';
import { tokenIsAdmin } from './token-roles.ts';

const ROLE_LABELS: Record<string, string> = { 'claims-agent': 'Claims agent', admin: 'Admin', payer: 'Payer (pays out, reads bank details)' };
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
      setError(problemMessage(failure));
    }
  }, []);

  useEffect(() => {
    if (!user) return;
    void reload();
    void tokenIsAdmin().then(setAdmin);
  }, [user, reload]);

  if (!user || (!agents && !error)) return <PageLoading />;

  async function deactivate(agent: Agent) {
    if (!window.confirm(`Deactivate ${agent.first_name} ${agent.last_name}? They are signed out everywhere at once.`)) return;
    setNotice(null);
    try {
      await deactivateAgent(agent.id);
      setNotice(`${agent.first_name} ${agent.last_name} is deactivated and signed out.`);
      await reload();
    } catch (failure) {
      setError(problemMessage(failure));
    }
  }

  return (
    <BelowQueuePage>
      <Title order={1}>Agents</Title>
      {error && (
        <Alert color="red" title="That did not work" role="alert">
          {error}
        </Alert>
      )}
      {notice && (
        <Alert color="green" variant="light" role="status">
          {notice}
        </Alert>
      )}
      {admin ? <InviteForm onInvited={async (message) => (setNotice(message), setError(null), await reload())} onError={setError} /> : null}
      {agents && (
        // Positioned: the header's visually hidden text (absolute) scrolls with the table, not the page.
        <div style={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }}>
          <Table striped aria-label="Agents" miw={560}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">E-mail</Table.Th>
                <Table.Th scope="col">Role</Table.Th>
                <Table.Th scope="col">State</Table.Th>
                {admin ? (
                  <Table.Th scope="col">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {agents.map((agent) => (
                <Table.Tr key={agent.id}>
                  <Table.Td>
                    {agent.first_name} {agent.last_name}
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{agent.email}</Table.Td>
                  <Table.Td>{ROLE_LABELS[agent.role] ?? agent.role}</Table.Td>
                  <Table.Td>
                    {agent.active ? (
                      <Badge variant="outline" color="dark">
                        Active
                      </Badge>
                    ) : (
                      <Badge variant="filled" color="gray.8">
                        Deactivated
                      </Badge>
                    )}
                  </Table.Td>
                  {admin ? (
                    <Table.Td>
                      {agent.active && agent.id !== user.id ? (
                        <Button
                          size="xs"
                          variant="default"
                          color="red"
                          onClick={() => void deactivate(agent)}
                          aria-label={`Deactivate ${agent.first_name} ${agent.last_name}`}
                        >
                          Deactivate
                        </Button>
                      ) : null}
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </BelowQueuePage>
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
      await onInvited(`${agent.first_name} ${agent.last_name} is invited: a link to choose a password is on its way by e-mail.`);
    } catch (failure) {
      const errors = (failure as { errors?: { field: string; message: string }[] }).errors ?? [];
      if (errors.length > 0) setFieldErrors(Object.fromEntries(errors.map((e) => [e.field, e.message])));
      else onError(problemMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label="Invite an agent">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Invite an agent
        </Title>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput label="E-mail" type="email" required value={fields.email} onChange={set('email')} error={fieldErrors.email} w={260} />
          <TextInput label="First name" required value={fields.first_name} onChange={set('first_name')} error={fieldErrors.first_name} w={180} />
          <TextInput label="Last name" required value={fields.last_name} onChange={set('last_name')} error={fieldErrors.last_name} w={180} />
          <Select
            label="Role"
            w={170}
            value={fields.role}
            allowDeselect={false}
            onChange={(v) => setFields((f) => ({ ...f, role: (v ?? 'claims-agent') as StaffRole }))}
            data={[
              { value: 'claims-agent', label: 'Claims agent' },
              { value: 'admin', label: 'Admin' },
              { value: 'payer', label: ROLE_LABELS.payer! },
            ]}
          />
        </Group>
        <Text size="sm" c="gray.8">
          They get an e-mail with a link to choose their password (valid 7 days).
        </Text>
        <Button type="submit" loading={busy} w="fit-content">
          Send invitation
        </Button>
      </Stack>
    </form>
  );
}
