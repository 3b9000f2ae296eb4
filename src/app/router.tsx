// The route tree (spec §2). Every screen is its own lazily loaded chunk, the home page too: it is
// prerendered (it paints from HTML), and the app loads a route's chunk before its first render
// (index.tsx), so hydration waits for it. Unknown paths redirect to '/'.
import {
  Navigate, createRootRoute, createRoute, createRouter, lazyRouteComponent, type RouterHistory, type RouteComponent,
} from '@tanstack/react-router';
import { localePath, splitLocale } from './i18n/locales.ts';
import { currentLocale, loadAreas, msg, type Area } from './i18n/t.ts';
import { Layout } from './shell/layout.tsx';
import { loadChunk } from './shell/load-chunk.ts';
import { RouteError } from './shell/route-error.tsx';
import { yieldToMain } from './shell/yield.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    title?: string;
  }
  interface Register {
    router: AppRouter;
  }
}

const rootRoute = createRootRoute({
  component: Layout,
  errorComponent: RouteError,
  notFoundComponent: () => <Navigate to="/" replace />,
});

type Loader = () => Promise<{ default: RouteComponent }>;

/**
 * A screen: its chunk, and before it shows, the catalogues of its areas in the page's language
 * (src/app/i18n; a loader, as the chunk itself loads once per page and the language may differ).
 */
function screen(load: Loader, areas: readonly Area[]) {
  return { component: lazyRouteComponent(() => loadChunk(load)), loader: () => loadAreas(areas) };
}

function page<TPath extends string>(path: TPath, title: string, load: Loader, areas: readonly Area[] = ['account', 'common']) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: { title },
    ...screen(load, areas),
  });
}

/**
 * The claim screen keeps its data on the device: its chunk needs the offline core (IndexedDB,
 * sign-in, outbox), the largest chunk of the app. That is evaluated first, in a task of its own,
 * so neither evaluation is one long task on a slow phone.
 */
async function afterOfflineCore(load: Loader): ReturnType<Loader> {
  await import('../offline/index.ts');
  await yieldToMain();
  return load();
}

const routes = [
  createRoute({ getParentRoute: () => rootRoute, path: '/', ...screen(() => import('./screens/home.tsx'), ['home']) }),
  page('/login', msg('Log in'), () => import('./screens/login.tsx')),
  page('/register', msg('Create your account'), () => import('./screens/register.tsx')),
  page('/forgot-password', msg('Reset your password'), () => import('./screens/forgot-password.tsx')),
  page('/verify-email', msg('Confirm your e-mail address'), () => import('./screens/verify-email.tsx')),
  page('/sign', msg('Sign your mandate'), () => import('./screens/sign-mandate.tsx')),
  page('/claim', msg('Start your claim'), () => afterOfflineCore(() => import('./screens/claim.tsx')), ['claim', 'common']),
  page('/dashboard', msg('Dashboard'), () => import('./screens/dashboard.tsx')),
  page('/dashboard/claims/$claimId', msg('Claim details'), () => import('./screens/claim-detail.tsx')),
  page('/profile', msg('Profile settings'), () => import('./screens/profile.tsx')),
  page('/claims', msg('My Claims'), () => import('./screens/my-claims.tsx')),
  page('/notifications', msg('Notifications'), () => import('./screens/notifications.tsx')),
  page('/referral', msg('Refer a friend'), () => import('./screens/referral.tsx')),
  // The back office: its own chunks, which no passenger page imports.
  page('/backoffice', 'Back office', () => import('./backoffice/queue-screen.tsx'), []),
  page('/backoffice/claims/$claimId', 'Back office: claim', () => import('./backoffice/claim-screen.tsx'), []),
  page('/backoffice/agents', 'Back office: agents', () => import('./backoffice/agents-screen.tsx'), []),
  page('/about', msg('About us'), () => import('./content/about.tsx'), ['content']),
  page('/careers', msg('Careers'), () => import('./content/careers.tsx'), ['content']),
  page('/airlines', msg('Airlines'), () => import('./content/airlines.tsx'), ['content']),
  page('/contact', msg('Contact us'), () => import('./content/contact.tsx'), ['content']),
  page('/how-it-works', msg('How it works'), () => import('./content/how-it-works.tsx'), ['content']),
  page('/faq', msg('Frequently asked questions'), () => import('./content/faq.tsx'), ['content']),
  page('/disruption-types', msg('Disruption types'), () => import('./content/disruption-types.tsx'), ['content']),
  page('/privacy', msg('Privacy policy'), () => import('./content/privacy.tsx'), ['content']),
  page('/terms', msg('Terms of service'), () => import('./content/terms.tsx'), ['content']),
  page('/cookie-policy', msg('Cookie policy'), () => import('./content/cookie-policy.tsx'), ['content']),
  page('/accessibility', msg('Accessibility'), () => import('./content/accessibility.tsx'), ['content']),
  page('/rights/overview', msg('Passenger rights overview'), () => import('./content/rights/overview.tsx'), ['content']),
  page('/rights/flight-delays', msg('Flight delays'), () => import('./content/rights/flight-delays.tsx'), ['content']),
  page('/rights/cancelled-flights', msg('Cancelled flights'), () => import('./content/rights/cancelled-flights.tsx'), ['content']),
  page('/rights/missed-transfers', msg('Missed connections'), () => import('./content/rights/missed-transfers.tsx'), ['content']),
  page('/rights/baggage-delays', msg('Baggage delays'), () => import('./content/rights/baggage-delays.tsx'), ['content']),
  page('/rights/overbooked-flights', msg('Overbooked flights'), () => import('./content/rights/overbooked-flights.tsx'), ['content']),
  page('/rights/denied-boarding', msg('Denied boarding'), () => import('./content/rights/denied-boarding.tsx'), ['content']),
  page('/rights/staff-strikes', msg('Staff strikes'), () => import('./content/rights/staff-strikes.tsx'), ['content']),
  page('/rights/disabilities', msg('Passengers with disabilities'), () => import('./content/rights/disabilities.tsx'), ['content']),
  page('/rights/airlines', msg('Airline obligations'), () => import('./content/rights/airlines.tsx'), ['content']),
  page('/rights/airports', msg('Airport rights'), () => import('./content/rights/airports.tsx'), ['content']),
];

const routeTree = rootRoute.addChildren(routes);

/** The routes are the spec's; the page's language prefix (/ar/faq) is taken off and put back. */
const LOCALE_PREFIX = {
  input: ({ url }: { url: URL }) => {
    url.pathname = splitLocale(url.pathname).path;
    return url;
  },
  output: ({ url }: { url: URL }) => {
    url.pathname = localePath(url.pathname, currentLocale());
    return url;
  },
};

/**
 * The app's router: browser history in the page. Prerendering (prerender.tsx) passes a memory
 * history and renders as the browser would (`isServer: false`), so the page can hydrate the markup.
 */
export function createAppRouter(history?: RouterHistory, isServer?: boolean) {
  // In Node (prerendering) the router must not touch `window` or `history`: a fixed origin, and
  // scroll restoration (browser-only, no markup) off.
  const inNode = typeof window === 'undefined';
  return createRouter({
    routeTree, history, isServer, origin: inNode ? 'http://localhost' : undefined, defaultPreload: 'intent', scrollRestoration: !inNode,
    rewrite: LOCALE_PREFIX,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
