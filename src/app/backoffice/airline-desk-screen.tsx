// /backoffice/desk: the team lead's view of the airline desk (issue #34): claims by stage and age,
// overdue cases per airline, the airline's answers by kind, the days to a first answer, a table
// per airline (share answered, median days, acceptance rate) and the overdue claims, each linked.
// Figures from one route (GET /api/backoffice/desk/insights); admins only (permission desk.insights).
import { Alert, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { formatFlightDate } from '../components/claim-format.ts';
import { msg, t } from '../i18n/t.ts';
import { useRequiredUser } from '../screens/account/require-user.tsx';
import { PageLoading } from '../shell/layout.tsx';
import { ANSWER_LABELS, DUE_LABELS, STAGE_LABELS, deskProblem } from './airline-case-words.ts';
import { DeskChart } from './airline-desk-chart.tsx';
import { fetchDeskInsights, type AgeBucket, type AnswerDays, type DeskInsights } from './airline-desk-api.ts';
import { BelowQueuePage } from './below-queue-page.tsx';

const AGES: { name: AgeBucket; label: string; color: string }[] = [
  { name: 'under-15', label: msg('Under 15 days'), color: 'teal.7' },
  { name: '15-42', label: msg('15 to 42 days'), color: 'yellow.7' },
  { name: 'over-42', label: msg('Over 42 days'), color: 'red.8' },
];
const ANSWER_DAYS: Record<AnswerDays, string> = {
  '0-7': msg('0 to 7 days'),
  '8-14': msg('8 to 14 days'),
  '15-28': msg('15 to 28 days'),
  '29-42': msg('29 to 42 days'),
  'over-42': msg('Over 42 days'),
};

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`);

function Charts({ data }: { data: DeskInsights }) {
  const stageRows = data.stages.map((s) => ({ label: t(STAGE_LABELS[s.stage]), ...s.ages }));
  const overdueRows = data.airlines.filter((a) => a.overdue > 0).map((a) => ({ label: a.name, overdue: a.overdue }));
  const answerRows = data.answers.map((a) => ({ label: t(ANSWER_LABELS[a.kind]), count: a.count }));
  const dayRows = data.first_answer_days.map((d) => ({ label: t(ANSWER_DAYS[d.bucket]), count: d.count }));
  const cases = { name: 'count', label: t('Claims'), color: 'blue.7' };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card withBorder padding="lg">
        <DeskChart title={t('Claims by stage and age')} rows={stageRows} series={AGES.map((a) => ({ ...a, label: t(a.label) }))} stacked />
      </Card>
      <Card withBorder padding="lg">
        <DeskChart title={t('Overdue claims by airline')} rows={overdueRows} series={[{ name: 'overdue', label: t('Overdue'), color: 'red.8' }]} />
      </Card>
      <Card withBorder padding="lg">
        <DeskChart title={t('The airlines’ answers by kind')} rows={answerRows} series={[cases]} />
      </Card>
      <Card withBorder padding="lg">
        <DeskChart title={t('Days to the airline’s first answer')} rows={dayRows} series={[cases]} />
      </Card>
    </SimpleGrid>
  );
}

function AirlineTable({ data }: { data: DeskInsights }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped captionSide="top">
        <Table.Caption>{t('Per airline')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {[
              t('Airline'),
              t('Claims'),
              t('Sent'),
              t('Share answered'),
              t('Median days to answer'),
              t('Median days to pay'),
              t('Acceptance rate'),
              t('Overdue'),
            ].map((h) => (
              <Table.Th key={h} scope="col">
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.airlines.map((a) => (
            <Table.Tr key={a.airline}>
              <Table.Th scope="row">
                {a.name} <span dir="ltr">({a.airline})</span>
              </Table.Th>
              <Table.Td>{a.cases}</Table.Td>
              <Table.Td>{a.sent}</Table.Td>
              <Table.Td>{percent(a.answered, a.sent)}</Table.Td>
              <Table.Td>{a.median_days_to_answer ?? '—'}</Table.Td>
              <Table.Td>{a.median_days_to_pay ?? '—'}</Table.Td>
              <Table.Td>{percent(a.accepted, a.answered)}</Table.Td>
              <Table.Td>{a.overdue}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OverdueTable({ data }: { data: DeskInsights }) {
  if (data.overdue.length === 0) return <Text>{t('Nothing is overdue.')}</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table captionSide="top">
        <Table.Caption>{t('{count} overdue claims, the oldest date first', { count: data.overdue_total })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {[t('Claim'), t('Airline'), t('What is due'), t('Due on'), t('Days late')].map((h) => (
              <Table.Th key={h} scope="col">
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.overdue.map((o) => (
            <Table.Tr key={o.claim_id}>
              <Table.Td>
                <Link to="/backoffice/claims/$claimId" params={{ claimId: o.claim_id }}>
                  <span dir="ltr">{o.reference}</span>
                </Link>
              </Table.Td>
              <Table.Td dir="ltr">{o.airline ?? '—'}</Table.Td>
              <Table.Td>{DUE_LABELS[o.what] ? t(DUE_LABELS[o.what]) : o.what}</Table.Td>
              <Table.Td>{formatFlightDate(o.due_on)}</Table.Td>
              <Table.Td>{o.days_late}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export default function AirlineDeskScreen() {
  const user = useRequiredUser('/backoffice/desk');
  const [data, setData] = useState<DeskInsights | null>(null);
  const [error, setError] = useState<{ title: string; detail: string } | null>(null);
  useEffect(() => {
    if (!user) return;
    fetchDeskInsights()
      .then(setData)
      .catch((failure: unknown) => setError(deskProblem(failure)));
  }, [user]);
  if (!user || (!data && !error)) return <PageLoading />;
  return (
    <BelowQueuePage>
      <Title order={1}>{t('The airline desk')}</Title>
      {error && (
        <Alert color="red" title={error.title} role="alert">
          {error.detail}
        </Alert>
      )}
      {data && (
        <Stack gap="lg">
          <Text c="gray.7">{t('Figures of {date}.', { date: formatFlightDate(data.as_of) })}</Text>
          <Charts data={data} />
          <AirlineTable data={data} />
          <Title order={2} size="h3">
            {t('Overdue claims')}
          </Title>
          <OverdueTable data={data} />
        </Stack>
      )}
    </BelowQueuePage>
  );
}
