// The route tree (spec §2). Every screen is its own lazily loaded chunk, the home page too: it is
// prerendered (it paints from HTML), and the app loads a route's chunk before its first render
// (index.tsx), so hydration waits for it. Unknown paths redirect to '/'.
import { Navigate, createRootRoute, createRoute, createRouter, lazyRouteComponent, type RouterHistory, type RouteComponent } from '@tanstack/react-router';
import { useEffect } from 'react';
import { contentPagePart } from '../shared/catalog-parts.ts';
import { localePath, splitLocale } from './i18n/locales.ts';
import { currentLocale, loadAreas, type Area } from './i18n/t.ts';
import { PAGES, type PageInfo, type PagePath } from './pages.ts';
import { parseRawSearch, stringifyRawSearch, stringParams } from './search.ts';
import { Layout } from './shell/layout.tsx';
import { loadChunk } from './shell/load-chunk.ts';
import { markPageReady } from './shell/page-ready.ts';
import { RouteError } from './shell/route-error.tsx';

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
  const Lazy = lazyRouteComponent(() => loadChunk(load));
  // The screen's commit tells the header its menus may load now (page-ready.ts).
  const Screen: RouteComponent = (props) => {
    useEffect(markPageReady, []);
    return <Lazy {...props} />;
  };
  return { component: Object.assign(Screen, { preload: Lazy.preload }), loader: () => loadAreas(areas) };
}

/** A page's catalogue areas; a content page loads its own part of the content catalogue. */
function areasOf(path: PagePath): readonly Area[] {
  const info: PageInfo = PAGES[path];
  const areas = info.areas ?? ['account', 'common'];
  return areas.map((area) => (area === 'content' ? contentPagePart(path) : area));
}

function page<TPath extends PagePath>(path: TPath, load: Loader) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: { title: PAGES[path].title },
    ...screen(load, areasOf(path)),
  });
}

/** A page with search params: only the named ones reach the screen, always as strings. */
function pageWithSearch<TPath extends PagePath, const TName extends string>(path: TPath, names: TName[], load: Loader) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: { title: PAGES[path].title },
    validateSearch: stringParams(...names),
    ...screen(load, areasOf(path)),
  });
}

const routes = [
  createRoute({ getParentRoute: () => rootRoute, path: '/', ...screen(() => import('./screens/home.tsx'), areasOf('/')) }),
  pageWithSearch('/login', ['redirect'], () => import('./screens/login.tsx')),
  pageWithSearch('/register', ['redirect', 'ref'], () => import('./screens/register.tsx')),
  pageWithSearch('/forgot-password', ['token'], () => import('./screens/forgot-password.tsx')),
  pageWithSearch('/verify-email', ['token'], () => import('./screens/verify-email.tsx')),
  pageWithSearch('/sign', ['token'], () => import('./screens/sign-mandate.tsx')),
  pageWithSearch('/claim', ['submitted', 'step'], () => import('./screens/claim.tsx')),
  page('/dashboard', () => import('./screens/dashboard.tsx')),
  page('/dashboard/claims/$claimId', () => import('./screens/claim-detail.tsx')),
  page('/profile', () => import('./screens/profile.tsx')),
  pageWithSearch('/claims', ['status'], () => import('./screens/my-claims.tsx')),
  page('/notifications', () => import('./screens/notifications.tsx')),
  page('/referral', () => import('./screens/referral.tsx')),
  // The back office: its own chunks, which no passenger page imports.
  page('/backoffice', () => import('./backoffice/queue-screen.tsx')),
  page('/backoffice/claims/$claimId', () => import('./backoffice/claim-screen.tsx')),
  page('/backoffice/agents', () => import('./backoffice/agents-screen.tsx')),
  page('/backoffice/airlines', () => import('./backoffice/airlines-screen.tsx')),
  page('/backoffice/desk', () => import('./backoffice/airline-desk-screen.tsx')),
  page('/backoffice/firms', () => import('./backoffice/partner-firms-screen.tsx')),
  page('/backoffice/payouts', () => import('./backoffice/payout-runs-screen.tsx')),
  page('/backoffice/statements', () => import('./backoffice/money-statements-screen.tsx')),
  page('/backoffice/invoices', () => import('./backoffice/money-invoices-screen.tsx')),
  page('/about', () => import('./content/about.tsx')),
  page('/careers', () => import('./content/careers.tsx')),
  page('/airlines', () => import('./content/airlines.tsx')),
  page('/contact', () => import('./content/contact.tsx')),
  page('/how-it-works', () => import('./content/how-it-works.tsx')),
  page('/faq', () => import('./content/faq.tsx')),
  page('/disruption-types', () => import('./content/disruption-types.tsx')),
  page('/privacy', () => import('./content/privacy.tsx')),
  page('/terms', () => import('./content/terms.tsx')),
  page('/cookie-policy', () => import('./content/cookie-policy.tsx')),
  page('/accessibility', () => import('./content/accessibility.tsx')),
  page('/rights/overview', () => import('./content/rights/overview.tsx')),
  page('/rights/flight-delays', () => import('./content/rights/flight-delays.tsx')),
  page('/rights/cancelled-flights', () => import('./content/rights/cancelled-flights.tsx')),
  page('/rights/missed-transfers', () => import('./content/rights/missed-transfers.tsx')),
  page('/rights/baggage-delays', () => import('./content/rights/baggage-delays.tsx')),
  page('/rights/overbooked-flights', () => import('./content/rights/overbooked-flights.tsx')),
  page('/rights/denied-boarding', () => import('./content/rights/denied-boarding.tsx')),
  page('/rights/staff-strikes', () => import('./content/rights/staff-strikes.tsx')),
  page('/rights/disabilities', () => import('./content/rights/disabilities.tsx')),
  page('/rights/airlines', () => import('./content/rights/airlines.tsx')),
  page('/rights/airports', () => import('./content/rights/airports.tsx')),
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
    routeTree,
    history,
    isServer,
    origin: inNode ? 'http://localhost' : undefined,
    defaultPreload: 'intent',
    scrollRestoration: !inNode,
    rewrite: LOCALE_PREFIX,
    parseSearch: parseRawSearch,
    stringifySearch: stringifyRawSearch,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
