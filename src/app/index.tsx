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
import { registerServiceWorker } from './shell/service-worker.ts';
import { theme } from './theme.ts';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </MantineProvider>
  </StrictMode>,
);

registerServiceWorker();
