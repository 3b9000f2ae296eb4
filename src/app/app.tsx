// The whole app as one element: theme, session and routes. The page (index.tsx) renders it in the
// browser; the build renders it to HTML for the first paint of public pages (prerender.tsx).
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { directionOf } from './i18n/locales.ts';
import { currentLocale } from './i18n/t.ts';
import type { AppRouter } from './router.tsx';
import { SessionProvider } from './session.tsx';
import { theme } from './theme.ts';

export function App({ router, onSignedOut }: { router: AppRouter; onSignedOut?: () => void }) {
  return (
    <StrictMode>
      <DirectionProvider initialDirection={directionOf(currentLocale())} detectDirection={false}>
        <MantineProvider theme={theme}>
          <SessionProvider onSignedOut={onSignedOut}>
            <RouterProvider router={router} />
          </SessionProvider>
        </MantineProvider>
      </DirectionProvider>
    </StrictMode>
  );
}
