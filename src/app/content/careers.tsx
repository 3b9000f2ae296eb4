import { Anchor, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { COMPANY, CONSTANTS } from '../company.ts';
import { ContentPage } from './content-page.tsx';
import { rich } from '../i18n/rich.tsx';
import { Ltr } from '../i18n/ltr.tsx';
import { msg, t } from '../i18n/t.ts';

/** Messages, shown with t(); the application e-mail's subject keeps the English title for our inbox. */
interface Role {
  title: string;
  location: string;
  type: string;
  summary: string;
  duties: readonly string[];
  profile: readonly string[];
}

const ROLES: readonly Role[] = [
  {
    title: msg('Airline Representative'),
    location: msg('UAE (hybrid)'),
    type: msg('Full-time'),
    summary: msg(
      'You present passengers\u2019 claims to airlines and follow them through to payment, working with our legal partner firms when an airline refuses.',
    ),
    duties: [
      msg('Prepare claim files and submit them to airline customer relations departments.'),
      msg('Follow up on open claims, answer airline objections with evidence, and record every step.'),
      msg('Hand disputed claims to our legal partner firms and keep passengers informed.'),
    ],
    profile: [
      msg('Experience in airline operations, ground handling, travel or customer relations.'),
      msg('Good working knowledge of EC 261 or the wish to learn it quickly.'),
      msg('Fluent English; Arabic, Turkish or Farsi is a plus.'),
    ],
  },
  {
    title: msg('Help Desk Specialist'),
    location: msg('Remote'),
    type: msg('Full-time'),
    summary: msg('You are the first person passengers talk to: you answer questions about claims and the app, and help people gather the right documents.'),
    duties: [
      msg('Answer passenger questions by e-mail, phone and chat, within our 24/7 support rota.'),
      msg('Help passengers upload documents, sign their claims and follow their status.'),
      msg('Report bugs and recurring questions to the product team.'),
    ],
    profile: [
      msg('At least one year in customer support, ideally in travel or fintech.'),
      msg('Clear, friendly written English; another language is a plus.'),
      msg('Willing to work shifts, including some weekends and nights.'),
    ],
  },
];

const applyHref = (role: Role) => `mailto:${COMPANY.careersEmail}?subject=${encodeURIComponent(`Application: ${role.title}`)}`;

export default function CareersPage() {
  return (
    <ContentPage
      title={t('Careers')}
      lead={t(
        'Help passengers get what the law owes them. We are a small team in a pilot phase, based in Dubai, and we are hiring for two roles. Send your CV and a few lines about yourself; we reply to every application within {hours} hours.',
        { hours: CONSTANTS.careersReplyHours },
      )}
    >
      <Title order={2}>{t('Open roles')}</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {ROLES.map((role) => (
          <Card key={role.title} withBorder radius="md" padding="lg" component="article">
            <Stack gap="sm" h="100%">
              <Title order={3}>{t(role.title)}</Title>
              <Group gap="xs">
                <Badge variant="light">{t(role.location)}</Badge>
                <Badge variant="outline" color="dark">
                  {t(role.type)}
                </Badge>
              </Group>
              <Text>{t(role.summary)}</Text>
              <Text fw={600}>{t('What you will do')}</Text>
              <List spacing={4} size="sm">
                {role.duties.map((d) => (
                  <List.Item key={d}>{t(d)}</List.Item>
                ))}
              </List>
              <Text fw={600}>{t('What you bring')}</Text>
              <List spacing={4} size="sm">
                {role.profile.map((p) => (
                  <List.Item key={p}>{t(p)}</List.Item>
                ))}
              </List>
              <Button component="a" href={applyHref(role)} mt="auto" style={{ alignSelf: 'flex-start' }}>
                {t('Apply for {role}', { role: t(role.title) })}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Text c="gray.8">
        {rich(t('No role that fits? Write to {email} anyway. We answer within {hours} hours.', { hours: CONSTANTS.careersReplyHours }), {
          email: (
            <Anchor underline="always" href={`mailto:${COMPANY.careersEmail}`}>
              <Ltr>{COMPANY.careersEmail}</Ltr>
            </Anchor>
          ),
        })}
      </Text>
    </ContentPage>
  );
}
