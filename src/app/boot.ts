// The page's first script: a few hundred bytes. It links the stylesheet (styles.ts, so the first
// paint is styled), catches the install prompt, and fetches the app only once the page has painted:
// on a slow link the HTML and CSS get the bandwidth first, and a prerendered page (prerender.tsx)
// is readable while the app downloads and takes over. A hidden tab paints nothing, so it starts now.
import './styles.ts';
import { captureInstallPrompt } from './shell/install-prompt.ts';
import { loadChunk } from './shell/load-chunk.ts';
import { yieldToMain } from './shell/yield.ts';

captureInstallPrompt();

// Evaluating every module of the app at once is one long task on a slow phone. The largest
// libraries are evaluated first, each in a task of its own; the app's own modules come last.
// On a first visit that loses the network here, the prerendered page stays readable and the app
// is fetched again once the connection is back (loadChunk).
async function startApp(): Promise<void> {
  await loadChunk(() => import('./libraries/react-dom.ts'));
  await yieldToMain();
  await loadChunk(() => import('./libraries/router.ts'));
  await yieldToMain();
  await loadChunk(() => import('./libraries/mantine.ts'));
  await yieldToMain();
  await loadChunk(() => import('./index.tsx'));
}

if (document.visibilityState === 'hidden') void startApp();
else requestAnimationFrame(() => setTimeout(() => void startApp(), 0));
