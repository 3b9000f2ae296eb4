import { Center, Loader } from '@mantine/core';
import { Outlet, useMatches } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { COMPANY } from '../company.ts';
import { msg, t } from '../i18n/t.ts';
import { ConnectionStatus } from './connection-status.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { loadLaterShellChunk } from './later-shell-chunk.ts';

// Shows only once a new version is waiting: its chunk (Mantine's Notification) is not part of the start.
const UpdatePrompt = lazy(() => loadLaterShellChunk(() => import('./update-prompt.tsx')));

/** Header and footer wrap every page (spec §2); the page title follows the route. */
export function Layout() {
  useDocumentTitle();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('Skip to content')}
      </a>
      <Header />
      <ConnectionStatus />
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {/* A boundary of its own: React hydrates it after the page, not on the way to the page's first field. */}
      <Suspense>
        <Footer />
      </Suspense>
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
    </>
  );
}

export function PageLoading() {
  return (
    <Center py={96}>
      <Loader role="status" aria-label={t('Loading')} />
    </Center>
  );
}

function useDocumentTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => m.staticData?.title)?.staticData?.title;
  useEffect(() => {
    document.title = documentTitle(title && t(title));
  }, [title]);
}

/** The browser tab's title for a route's title (also written into prerendered pages). */
/** index.html's <noscript> line; the build writes it in each page's language (prerender.tsx). */
export const NOSCRIPT = msg('Flightclaim needs JavaScript to check your eligibility and file claims.');

export function documentTitle(title: string | undefined): string {
  return title ? `${title} — ${COMPANY.product}` : `${COMPANY.product} — ${t('Flight delay and cancellation compensation')}`;
}
