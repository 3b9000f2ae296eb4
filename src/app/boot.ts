// The page's first script: about a kilobyte. It links the stylesheet (styles.ts, so the first paint
// is styled), catches the install prompt, and starts the app. On a prerendered page (prerender.tsx)
// the app is fetched only once the page has painted: on a slow link the HTML and CSS get the
// bandwidth first, and the page is readable while the app downloads and takes over. A hidden tab
// paints nothing, so it starts at once.
import './styles.ts';
import { captureEarlyTaps } from './shell/early-taps.ts';
import { applyLocale } from './i18n/detect.ts';
import { splitLocale } from './i18n/locales.ts';
import { captureInstallPrompt } from './shell/install-prompt.ts';
import { loadChunk, loadChunkInStages } from './shell/load-chunk.ts';
import { preloadStartup } from './shell/preload-startup.ts';
import { warmUpIntl } from './shell/warm-intl.ts';

captureInstallPrompt();

// A prerendered page (#root has the page's markup) is readable already: the app is fetched once
// it has painted, and evaluated in stages, the largest libraries first, each in a task of its own,
// so that no single task evaluates the whole app on a slow phone. The service worker's shell
// (#root empty) shows nothing until the app renders, so there it starts at once, in one go.
// On a first visit that loses the network here, the page stays and the app is fetched again once
// the connection is back (loadChunk).
const STAGES = [() => import('./libraries/react-dom.ts'), () => import('./libraries/router.ts'), () => import('./libraries/mantine.ts')];

async function startInStages(): Promise<void> {
  preloadStartup();
  await loadChunkInStages(STAGES, () => import('./index.tsx'));
}

/** Runs `start` once the browser reports the first contentful paint (or after `fallbackMs`). */
function afterFirstPaint(start: () => void, fallbackMs = 1_000): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(once, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(once, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  // A page whose content never paints (or a browser that does not report it) still starts.
  setTimeout(once, fallbackMs);
}

const prerendered = document.getElementById('root')?.firstElementChild != null;

function startApp(): void {
  // While the app downloads, a worker loads the data the page's first number formatter needs.
  warmUpIntl(splitLocale(location.pathname).locale);
  if (!prerendered) {
    preloadStartup();
    void loadChunk(() => import('./index.tsx'));
    return;
  }
  // A tap on a button of the prerendered page before the app has taken over is kept (early-taps.ts).
  captureEarlyTaps();
  if (document.visibilityState === 'hidden') void startInStages();
  else afterFirstPaint(() => void startInStages());
}

// Unless the page is leaving for the page in the passenger's language.
if (applyLocale()) startApp();
