import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Card, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { COMPANY } from '../company.ts';
import { ContentPage, InternalLink } from './content-page.tsx';
import { rich } from '../i18n/rich.tsx';
import { Ltr } from '../i18n/ltr.tsx';
import { t } from '../i18n/t.ts';

const phoneLink = (
  <Anchor underline="always" href={COMPANY.phoneHref}>
    <Ltr>{COMPANY.phone}</Ltr>
  </Anchor>
);
const mailLink = (
  <Anchor underline="always" href={`mailto:${COMPANY.email}`}>
    <Ltr>{COMPANY.email}</Ltr>
  </Anchor>
);

const details = () => [
  { label: t('Phone'), value: phoneLink },
  { label: t('E-mail'), value: mailLink },
  {
    label: t('Office'),
    value: (
      // The address stays as the post office writes it (Latin), like the footer's.
      <address style={{ fontStyle: 'normal' }} lang="en">
        {COMPANY.address.map((line) => (
          <span key={line} style={{ display: 'block' }}>
            {line}
          </span>
        ))}
      </address>
    ),
  },
  { label: t('Office hours'), value: t(COMPANY.hours) },
];

export default function ContactPage() {
  const [submitted, setSubmitted] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The form is not connected to a backend yet (spec §2): no call is made.
    event.preventDefault();
    setSubmitted(true);
  }

  return (
    <ContentPage
      title={t('Contact us')}
      lead={t(
        'Questions about a claim, your rights or the app? Call, write or send us a message. Support for existing claims is available around the clock by e-mail.',
      )}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="md" component="section" aria-labelledby="contact-details">
          <Title order={2} id="contact-details">
            {t('Get in touch')}
          </Title>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md" component="dl" m={0}>
              {details().map((d) => (
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
            {t('Send a message')}
          </Title>
          <form onSubmit={onSubmit}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput name="firstName" label={t('First name')} autoComplete="given-name" required />
                <TextInput name="lastName" label={t('Last name')} autoComplete="family-name" required />
              </SimpleGrid>
              <TextInput name="email" type="email" label={t('Email')} autoComplete="email" required />
              <TextInput name="claimId" label={t('Claim ID')} description={t('If this is about an existing claim')} />
              <Textarea name="message" label={t('Message')} rows={6} required />
              <Text size="sm" c="gray.7">
                {rich(t('We use your details only to answer your message. See our {privacy}.'), {
                  privacy: <InternalLink to="/privacy">{t('privacy policy')}</InternalLink>,
                })}
              </Text>
              <Button type="submit" style={{ alignSelf: 'flex-start' }}>
                {t('Send message')}
              </Button>
              <div role="status">
                {submitted && (
                  <Alert color="yellow" title={t('Message not sent')}>
                    {rich(t('Thanks — this form is not connected yet, so your message has not been sent. Please e-mail us at {email} or call {phone}.'), {
                      email: mailLink,
                      phone: phoneLink,
                    })}
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
