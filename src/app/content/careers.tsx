import { Anchor, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { COMPANY, CONSTANTS } from '../company.ts';
import { ContentPage } from './content-page.tsx';

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
    title: 'Airline Representative',
    location: 'UAE (hybrid)',
    type: 'Full-time',
    summary:
      'You present passengers\u2019 claims to airlines and follow them through to payment, working with our legal partner firms when an airline refuses.',
    duties: [
      'Prepare claim files and submit them to airline customer relations departments.',
      'Follow up on open claims, answer airline objections with evidence, and record every step.',
      'Hand disputed claims to our legal partner firms and keep passengers informed.',
    ],
    profile: [
      'Experience in airline operations, ground handling, travel or customer relations.',
      'Good working knowledge of EC 261 or the wish to learn it quickly.',
      'Fluent English; Arabic, Turkish or Farsi is a plus.',
    ],
  },
  {
    title: 'Help Desk Specialist',
    location: 'Remote',
    type: 'Full-time',
    summary:
      'You are the first person passengers talk to: you answer questions about claims and the app, and help people gather the right documents.',
    duties: [
      'Answer passenger questions by e-mail, phone and chat, within our 24/7 support rota.',
      'Help passengers upload documents, sign their claims and follow their status.',
      'Report bugs and recurring questions to the product team.',
    ],
    profile: [
      'At least one year in customer support, ideally in travel or fintech.',
      'Clear, friendly written English; another language is a plus.',
      'Willing to work shifts, including some weekends and nights.',
    ],
  },
];

const applyHref = (role: Role) =>
  `mailto:${COMPANY.careersEmail}?subject=${encodeURIComponent(`Application: ${role.title}`)}`;

export default function CareersPage() {
  return (
    <ContentPage
      title="Careers"
      lead={`Help passengers get what the law owes them. We are a small team in a pilot phase, based in Dubai, and we are hiring for two roles. Send your CV and a few lines about yourself; we reply to every application within ${CONSTANTS.careersReplyHours} hours.`}
    >
      <Title order={2}>Open roles</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {ROLES.map((role) => (
          <Card key={role.title} withBorder radius="md" padding="lg" component="article">
            <Stack gap="sm" h="100%">
              <Title order={3}>{role.title}</Title>
              <Group gap="xs">
                <Badge variant="light">{role.location}</Badge>
                <Badge variant="outline" color="dark">
                  {role.type}
                </Badge>
              </Group>
              <Text>{role.summary}</Text>
              <Text fw={600}>What you will do</Text>
              <List spacing={4} size="sm">
                {role.duties.map((d) => (
                  <List.Item key={d}>{d}</List.Item>
                ))}
              </List>
              <Text fw={600}>What you bring</Text>
              <List spacing={4} size="sm">
                {role.profile.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List>
              <Button component="a" href={applyHref(role)} mt="auto" style={{ alignSelf: 'flex-start' }}>
                Apply for {role.title}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Text c="gray.8">
        No role that fits? Write to <Anchor underline="always" href={`mailto:${COMPANY.careersEmail}`}>{COMPANY.careersEmail}</Anchor> anyway. We
        answer within {CONSTANTS.careersReplyHours} hours.
      </Text>
    </ContentPage>
  );
}
