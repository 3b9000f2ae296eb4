// src/app owns the React PWA: the entry, the route tree, one module per screen, the shell
// (header, footer, update prompt) and the static content. It may import src/offline and
// src/domain; never src/server.
import './styles.ts';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { router } from './router.tsx';
import { SessionProvider } from './session.tsx';
import { captureInstallPrompt } from './shell/install.ts';
import { registerServiceWorker } from './shell/service-worker.ts';
import { theme } from './theme.ts';

// Before anything renders: the install prompt can fire early. The offline services (sign-in,
// outbox triggers, persistent storage) start with the live session, right after the first paint.
captureInstallPrompt();

const goHome = () => router.navigate({ to: '/' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <SessionProvider onSignedOut={goHome}>
        <RouterProvider router={router} />
      </SessionProvider>
    </MantineProvider>
  </StrictMode>,
);

void registerServiceWorker();
