// /backoffice/firms: the partner law firms (issue #35). Admins create a firm and invite its lawyers
// (role partner: they see only the claims handed to their firm); agents hand a claim to a firm.
// The server decides who may (403, 404 for a claim a caller may not see); the token's roles only
// choose what to show. In the agent's language (catalogue area 'backoffice').
import { Alert, Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { t } from '../i18n/t.ts';
import { useRequiredUser } from '../screens/account/require-user.tsx';
import { PageLoading } from '../shell/layout.tsx';
import { fetchClaim } from './api.ts';
import { BelowQueuePage } from './below-queue-page.tsx';
import { actOnEscalation, createFirm, fetchFirms, invitePartner, tokenRoles, type Firm } from './escalation-api.ts';
import { problemMessage } from './problem-message.ts';

type Say = (tone: 'green' | 'red', text: string) => void;

function FormCard({ title, onSubmit, children }: { title: string; onSubmit: () => Promise<void>; children: ReactNode }) {
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await onSubmit().finally(() => setBusy(false));
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={title}>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
        <Group>
          <Button type="submit" disabled={busy}>
            {title}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CreateFirm({ say, reload }: { say: Say; reload: () => Promise<void> }) {
  const [name, setName] = useState('');
  const [country, setCountry] = useState('');
  const submit = async () => {
    if (!name.trim()) return say('red', t('Give the firm’s name.'));
    if (country && !/^[A-Za-z]{2}$/.test(country)) return say('red', t('Give the country as two letters (DE, TR).'));
    try {
      const firm = await createFirm({ name: name.trim(), ...(country ? { country: country.toUpperCase() } : {}) });
      say('green', t('{firm} is created.', { firm: firm.name }));
      setName('');
      setCountry('');
      await reload();
    } catch (failure) {
      say('red', problemMessage(failure));
    }
  };
  return (
    <FormCard title={t('Create a firm')} onSubmit={submit}>
      <Group grow>
        <TextInput label={t('Firm name')} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={200} required />
        <TextInput label={t('Country (two letters)')} value={country} onChange={(e) => setCountry(e.currentTarget.value)} maxLength={2} dir="ltr" />
      </Group>
    </FormCard>
  );
}

function FirmSelect({ firms, value, onChange }: { firms: Firm[]; value: string | null; onChange: (v: string | null) => void }) {
  return <Select label={t('Firm')} data={firms.map((f) => ({ value: f.id, label: f.name }))} value={value} onChange={onChange} required />;
}

function InviteLawyer({ firms, say }: { firms: Firm[]; say: Say }) {
  const [firm, setFirm] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const submit = async () => {
    if (!firm || !email.trim() || !first.trim() || !last.trim()) return say('red', t('Give the firm, the e-mail and both names.'));
    try {
      await invitePartner({ email: email.trim(), first_name: first.trim(), last_name: last.trim(), firm_id: firm });
      say('green', t('The invitation went to {email}.', { email: email.trim() }));
      setEmail('');
      setFirst('');
      setLast('');
    } catch (failure) {
      say('red', problemMessage(failure));
    }
  };
  return (
    <FormCard title={t('Invite a lawyer')} onSubmit={submit}>
      <FirmSelect firms={firms} value={firm} onChange={setFirm} />
      <Group grow>
        <TextInput type="email" label={t('E-mail')} value={email} onChange={(e) => setEmail(e.currentTarget.value)} dir="ltr" required />
        <TextInput label={t('First name')} value={first} onChange={(e) => setFirst(e.currentTarget.value)} required />
        <TextInput label={t('Last name')} value={last} onChange={(e) => setLast(e.currentTarget.value)} required />
      </Group>
    </FormCard>
  );
}

function AssignClaim({ firms, say }: { firms: Firm[]; say: Say }) {
  const [firm, setFirm] = useState<string | null>(null);
  const [claimId, setClaimId] = useState('');
  const submit = async () => {
    const id = claimId.trim();
    if (!firm || !/^[0-9a-f-]{36}$/i.test(id)) return say('red', t('Give the claim’s full id and choose the firm.'));
    try {
      const claim = await fetchClaim(id);
      await actOnEscalation(id, claim.version, { action: 'assign-partner', firm_id: firm });
      say('green', t('The claim is handed to {firm}.', { firm: firms.find((f) => f.id === firm)?.name ?? '' }));
      setClaimId('');
    } catch (failure) {
      say('red', problemMessage(failure));
    }
  };
  return (
    <FormCard title={t('Hand a claim to a firm')} onSubmit={submit}>
      <Group grow>
        <TextInput label={t('Claim id')} value={claimId} onChange={(e) => setClaimId(e.currentTarget.value)} dir="ltr" required />
        <FirmSelect firms={firms} value={firm} onChange={setFirm} />
      </Group>
    </FormCard>
  );
}

export default function PartnerFirmsScreen() {
  const user = useRequiredUser('/backoffice/firms');
  const [firms, setFirms] = useState<Firm[] | null>(null);
  const [roles, setRoles] = useState<string[]>([]);
  const [notice, setNotice] = useState<{ tone: 'green' | 'red'; text: string } | null>(null);
  const reload = useCallback(async () => {
    try {
      setFirms(await fetchFirms());
    } catch (failure) {
      setFirms([]);
      setNotice({ tone: 'red', text: problemMessage(failure) });
    }
  }, []);
  useEffect(() => {
    if (!user) return;
    void reload();
    void tokenRoles().then(setRoles);
  }, [user, reload]);
  if (!user || !firms) return <PageLoading />;
  const say: Say = (tone, text) => setNotice({ tone, text });
  const admin = roles.includes('admin');
  return (
    <BelowQueuePage>
      <Title order={1}>{t('Partner law firms')}</Title>
      {notice && (
        <Alert color={notice.tone} role={notice.tone === 'red' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      )}
      {firms.length === 0 ? (
        <Text>{t('No partner firm yet.')}</Text>
      ) : (
        <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
          <Table striped aria-label={t('Partner law firms')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('Firm name')}</Table.Th>
                <Table.Th scope="col">{t('Country')}</Table.Th>
                <Table.Th scope="col">{t('Firm id')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {firms.map((firm) => (
                <Table.Tr key={firm.id}>
                  <Table.Td dir="auto">{firm.name}</Table.Td>
                  <Table.Td>{firm.country ?? '—'}</Table.Td>
                  <Table.Td dir="ltr">
                    <Text size="xs" ff="monospace">
                      {firm.id}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      {admin && <CreateFirm say={say} reload={reload} />}
      {admin && firms.length > 0 && <InviteLawyer firms={firms} say={say} />}
      {firms.length > 0 && <AssignClaim firms={firms} say={say} />}
    </BelowQueuePage>
  );
}
