// Shared layout pieces for the static pages: page frame (h1 + lead), data-driven sections
// (h2/h3, paragraphs, lists, tables), the Start Your Claim call to action and link helpers.

import type { ReactNode } from 'react';
import { Anchor, Button, Card, Container, Group, List, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { COMPANY } from '../company.ts';
import { formatFlightDate } from '../components/dates.ts';
import { rich } from '../i18n/rich.tsx';
import { currentLocale, t } from '../i18n/t.ts';
import { ContentTableView, type ContentTable } from './content-table.tsx';

export type { ContentTable };

export interface ContentSection {
  heading: string;
  paragraphs?: readonly ReactNode[];
  bullets?: readonly ReactNode[];
  ordered?: boolean;
  table?: ContentTable;
  /** Paragraphs shown after the list or table. */
  after?: readonly ReactNode[];
  /** Rendered one heading level lower. */
  subsections?: readonly ContentSection[];
}

interface ContentPageProps {
  title: string;
  lead?: ReactNode;
  /** Shows 'Last updated …' under the title (policy pages). */
  updated?: boolean;
  /**
   * The body is English in every language (the policy pages, issue #20): other languages get a
   * note in their words, and the body is marked lang="en" dir="ltr" for screen readers and layout.
   */
  englishOnly?: boolean;
  children: ReactNode;
}

/** 'March 15, 2024' as written in English; other languages get the Gregorian date their way. */
function policiesUpdated(): string {
  if (currentLocale() === 'en') return COMPANY.policiesUpdated;
  const date = new Date(COMPANY.policiesUpdated);
  const pad = (n: number) => String(n).padStart(2, '0');
  return formatFlightDate(`${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`);
}

export function ContentPage({ title, lead, updated, englishOnly, children }: ContentPageProps) {
  const leadText = lead && (
    <Text size="lg" c="gray.8">
      {lead}
    </Text>
  );
  const inEnglish = englishOnly && currentLocale() !== 'en';
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }} component="article">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{title}</Title>
          {updated && (
            <Text size="sm" c="gray.7">
              {t('Last updated {date}', { date: policiesUpdated() })}
            </Text>
          )}
          {inEnglish ? (
            <Paper withBorder radius="md" p="sm" bg="brand.0" data-testid="english-only">
              <Text>{t('This page is available in English only; the English text is the one that binds us.')}</Text>
            </Paper>
          ) : (
            leadText
          )}
        </Stack>
        {inEnglish ? (
          <Stack gap="lg" lang="en" dir="ltr">
            {leadText}
            {children}
          </Stack>
        ) : (
          children
        )}
      </Stack>
    </Container>
  );
}

/**
 * A policy page's route component: English body with its sections, 'Last updated' under the title.
 * The title is a function, called while the page renders, so it is in the page's language.
 */
export function policyPage(title: () => string, lead: string, sections: readonly ContentSection[]) {
  return function PolicyRoute() {
    return (
      <ContentPage title={title()} updated englishOnly lead={lead}>
        <Sections sections={sections} />
      </ContentPage>
    );
  };
}

/**
 * Internal link to a path held as a plain string (site-map data). TanStack Router narrows `to`
 * to the registered route paths, so the one cast lives here.
 */
export function InternalLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor underline="always" component={Link} to={to as '/'}>
      {children}
    </Anchor>
  );
}

/** A sentence whose {link} placeholder is a link to another page of the site. */
export function linkedSentence(text: string, to: string, label: string): ReactNode {
  return rich(text, { link: <InternalLink to={to}>{label}</InternalLink> });
}

export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor underline="always" href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {t('(opens in a new tab)')}</VisuallyHidden>
    </Anchor>
  );
}

function Paragraphs({ items }: { items: readonly ReactNode[] }) {
  return items.map((p, i) => <Text key={i}>{p}</Text>);
}

export function Sections({ sections, level = 2 }: { sections: readonly ContentSection[]; level?: 2 | 3 }) {
  return sections.map((s) => (
    <Stack gap="sm" component="section" key={s.heading}>
      <Title order={level}>{s.heading}</Title>
      {s.paragraphs && <Paragraphs items={s.paragraphs} />}
      {s.bullets && (
        <List type={s.ordered ? 'ordered' : 'unordered'} spacing="xs" withPadding>
          {s.bullets.map((b, i) => (
            <List.Item key={i}>{b}</List.Item>
          ))}
        </List>
      )}
      {s.table && <ContentTableView table={s.table} />}
      {s.after && <Paragraphs items={s.after} />}
      {s.subsections && <Sections sections={s.subsections} level={3} />}
    </Stack>
  ));
}

/** A page section: an h2 and what follows it. */
export function PageSection({ heading, gap = 'sm', children }: { heading: string; gap?: 'sm' | 'md'; children: ReactNode }) {
  return (
    <Stack gap={gap} component="section">
      <Title order={2}>{heading}</Title>
      {children}
    </Stack>
  );
}

interface InfoCardProps {
  title: string;
  text: ReactNode;
  /** Shown beside the text, or above it with iconAbove. */
  icon?: ReactNode;
  iconAbove?: boolean;
  component?: 'li';
}

/** A bordered card with an h3 and a sentence, as in the about and how-it-works grids. */
export function InfoCard({ title, text, icon, iconAbove, component }: InfoCardProps) {
  const heading = (
    <Title order={3} size="h4">
      {title}
    </Title>
  );
  const body = <Text c="gray.8">{text}</Text>;
  if (iconAbove) {
    return (
      <InfoCardFrame component={component}>
        <Stack gap="xs">
          {icon}
          {heading}
          {body}
        </Stack>
      </InfoCardFrame>
    );
  }
  const words = (
    <Stack gap={4}>
      {heading}
      {body}
    </Stack>
  );
  const content = icon ? (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {icon}
      {words}
    </Group>
  ) : (
    words
  );
  return <InfoCardFrame component={component}>{content}</InfoCardFrame>;
}

function InfoCardFrame({ component, children }: { component?: 'li'; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component={component}>
      {children}
    </Card>
  );
}

export function StartClaimButton({ label }: { label?: string }) {
  return (
    <Button component={Link} to="/claim" size="md">
      {label ?? t('Start Your Claim')}
    </Button>
  );
}

/** Closing call to action: an h2, one sentence and the Start Your Claim button. */
export function StartClaimCta({
  heading = t('Check your flight'),
  text = t('It takes a few minutes, works offline, and costs nothing unless we win.'),
}: {
  heading?: string;
  text?: string;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} bg="brand.0" component="aside">
      <Stack gap="sm" align="flex-start">
        <Title order={2}>{heading}</Title>
        <Text>{text}</Text>
        <StartClaimButton />
      </Stack>
    </Paper>
  );
}
