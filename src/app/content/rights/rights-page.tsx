// Shared layout of the 11 rights pages: title from the site map, intro, sections, links to the
// other rights pages, and the Start Your Claim call to action at the end.

import type { ReactNode } from 'react';
import { List, Stack, Title } from '@mantine/core';
import { t } from '../../i18n/t.ts';
import { RIGHTS_PAGES } from '../../site-map.ts';
import { ContentPage, InternalLink, Sections, StartClaimCta, type ContentSection } from '../content-page.tsx';

interface RightsPageProps {
  /** The page's path in RIGHTS_PAGES; its title becomes the h1. */
  path: string;
  intro: ReactNode;
  sections: readonly ContentSection[];
}

export function rightsTitle(path: string): string {
  const page = RIGHTS_PAGES.find((p) => p.path === path);
  if (!page) throw new Error(`Unknown rights page: ${path}`);
  return t(page.title);
}

export function RightsPage({ path, intro, sections }: RightsPageProps) {
  return (
    <ContentPage title={rightsTitle(path)} lead={intro}>
      <Sections sections={sections} />
      <Stack gap="xs" component="nav" aria-labelledby="more-rights">
        <Title order={2} id="more-rights" size="h4">
          {t('More about your rights')}
        </Title>
        <List spacing={4} style={{ columns: '15rem 2', columnGap: 'var(--mantine-spacing-xl)' }}>
          {RIGHTS_PAGES.filter((p) => p.path !== path).map((p) => (
            <List.Item key={p.path}>
              <InternalLink to={p.path}>{t(p.title)}</InternalLink>
            </List.Item>
          ))}
        </List>
      </Stack>
      <StartClaimCta
        heading={t('Think you are owed compensation?')}
        text={t('Enter your flight and we will check it against EC 261, UK261 and the other rules that apply. No win, no fee.')}
      />
    </ContentPage>
  );
}

/**
 * A rights page's route component: the sections and intro are functions, called while the page
 * renders, so they are written in the page's language.
 */
export function rightsPage(path: string, sections: () => readonly ContentSection[], intro: () => ReactNode) {
  return function RightsRoute() {
    return <RightsPage path={path} intro={intro()} sections={sections()} />;
  };
}
