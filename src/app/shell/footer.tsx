import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { COMPANY } from '../company.ts';
import { LanguageSwitcher } from '../i18n/language-switcher.tsx';
import { Ltr } from '../i18n/ltr.tsx';
import { t } from '../i18n/t.ts';
import { FOOTER_COLUMNS } from '../site-map.ts';
import { Logo } from './logo.tsx';

// Social profiles are not open yet: the spec asks for placeholder links, so they point at '#'
// and say so to screen readers.
const SOCIAL = ['Facebook', 'X', 'Instagram', 'LinkedIn'] as const;

export function Footer() {
  return (
    <footer className="app-footer">
      <Container size="lg" py={48}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="xl">
          <Stack gap="sm">
            <Logo />
            <Text size="sm" c="gray.8">
              {t(COMPANY.tagline)}{' '}
              {t(
                "We check your rights under EC 261/2004, UK261, Turkey's SHY-YOLCU and US DOT rules, and our partner law firms deal with the airline for you.",
              )}
            </Text>
            <Anchor href={`mailto:${COMPANY.email}`} size="sm">
              <Ltr>{COMPANY.email}</Ltr>
            </Anchor>
            <LanguageSwitcher />
            <Group gap="xs">
              {SOCIAL.map((name) => (
                <Anchor key={name} href="#" size="xs" c="gray.8" aria-label={t('{name} (coming soon)', { name })}>
                  {name}
                </Anchor>
              ))}
            </Group>
          </Stack>
          {FOOTER_COLUMNS.map((column) => (
            <Stack key={column.heading} gap={6} component="nav" aria-label={t(column.heading)}>
              <Title order={2} size="h5">
                {t(column.heading)}
              </Title>
              {column.links.map((link) => (
                <Link key={link.path} to={link.path} className="footer-link">
                  <Text size="sm" span>
                    {t(link.title)}
                  </Text>
                </Link>
              ))}
            </Stack>
          ))}
          <Stack gap={6}>
            <Title order={2} size="h5">
              {t('Contact')}
            </Title>
            <Text size="sm" c="gray.8" component="address" style={{ fontStyle: 'normal' }}>
              {COMPANY.address.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </Text>
            <Anchor href={COMPANY.phoneHref} size="sm">
              <Ltr>{COMPANY.phone}</Ltr>
            </Anchor>
            <Anchor href={`mailto:${COMPANY.email}`} size="sm">
              <Ltr>{COMPANY.email}</Ltr>
            </Anchor>
          </Stack>
        </SimpleGrid>
        <Text size="sm" c="gray.7" mt={40} ta="center">
          © {new Date().getFullYear()} {COMPANY.legalName}. {t('All rights reserved.')}
        </Text>
      </Container>
    </footer>
  );
}
