import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Card, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { COMPANY } from '../company.ts';
import { ContentPage, InternalLink } from './content-page.tsx';

const DETAILS = [
  { label: 'Phone', value: <Anchor underline="always" href={COMPANY.phoneHref}>{COMPANY.phone}</Anchor> },
  { label: 'E-mail', value: <Anchor underline="always" href={`mailto:${COMPANY.email}`}>{COMPANY.email}</Anchor> },
  {
    label: 'Office',
    value: (
      <address style={{ fontStyle: 'normal' }}>
        {COMPANY.address.map((line) => (
          <span key={line} style={{ display: 'block' }}>
            {line}
          </span>
        ))}
      </address>
    ),
  },
  { label: 'Office hours', value: COMPANY.hours },
] as const;

export default function ContactPage() {
  const [submitted, setSubmitted] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The form is not connected to a backend yet (spec §2): no call is made.
    event.preventDefault();
    setSubmitted(true);
  }

  return (
    <ContentPage
      title="Contact us"
      lead="Questions about a claim, your rights or the app? Call, write or send us a message. Support for existing claims is available around the clock by e-mail."
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="md" component="section" aria-labelledby="contact-details">
          <Title order={2} id="contact-details">
            Get in touch
          </Title>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md" component="dl" m={0}>
              {DETAILS.map((d) => (
                <div key={d.label}>
                  <Text component="dt" fw={600}>
                    {d.label}
                  </Text>
                  <Text component="dd" m={0} c="gray.8">
                    {d.value}
                  </Text>
                </div>
              ))}
            </Stack>
          </Card>
        </Stack>

        <Stack gap="md" component="section" aria-labelledby="contact-form">
          <Title order={2} id="contact-form">
            Send a message
          </Title>
          <form onSubmit={onSubmit}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput name="firstName" label="First name" autoComplete="given-name" required />
                <TextInput name="lastName" label="Last name" autoComplete="family-name" required />
              </SimpleGrid>
              <TextInput name="email" type="email" label="Email" autoComplete="email" required />
              <TextInput name="claimId" label="Claim ID" description="If this is about an existing claim" />
              <Textarea name="message" label="Message" rows={6} required />
              <Text size="sm" c="gray.7">
                We use your details only to answer your message. See our{' '}
                <InternalLink to="/privacy">privacy policy</InternalLink>.
              </Text>
              <Button type="submit" style={{ alignSelf: 'flex-start' }}>
                Send message
              </Button>
              <div role="status">
                {submitted && (
                  <Alert color="yellow" title="Message not sent">
                    Thanks — this form is not connected yet, so your message has not been sent. Please e-mail us at{' '}
                    <Anchor underline="always" href={`mailto:${COMPANY.email}`}>{COMPANY.email}</Anchor> or call{' '}
                    <Anchor underline="always" href={COMPANY.phoneHref}>{COMPANY.phone}</Anchor>.
                  </Alert>
                )}
              </div>
            </Stack>
          </form>
        </Stack>
      </SimpleGrid>
    </ContentPage>
  );
}
