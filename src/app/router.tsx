// The route tree (spec §2). Every screen is its own lazily loaded chunk, except the home page,
// which is the landing page and must paint first. Unknown paths redirect to '/'.
import {
  Navigate, createRootRoute, createRoute, createRouter, lazyRouteComponent, type RouterHistory, type RouteComponent,
} from '@tanstack/react-router';
import HomeScreen from './screens/home.tsx';
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

function page<TPath extends string>(path: TPath, title: string, load: Loader) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: { title },
    component: lazyRouteComponent(() => loadChunk(load)),
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
  createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomeScreen }),
  page('/login', 'Log in', () => import('./screens/login.tsx')),
  page('/register', 'Create your account', () => import('./screens/register.tsx')),
  page('/forgot-password', 'Reset your password', () => import('./screens/forgot-password.tsx')),
  page('/verify-email', 'Confirm your e-mail address', () => import('./screens/verify-email.tsx')),
  page('/sign', 'Sign your mandate', () => import('./screens/sign-mandate.tsx')),
  page('/claim', 'Start your claim', () => afterOfflineCore(() => import('./screens/claim.tsx'))),
  page('/dashboard', 'Dashboard', () => import('./screens/dashboard.tsx')),
  page('/dashboard/claims/$claimId', 'Claim details', () => import('./screens/claim-detail.tsx')),
  page('/profile', 'Profile settings', () => import('./screens/profile.tsx')),
  page('/claims', 'My Claims', () => import('./screens/my-claims.tsx')),
  page('/referral', 'Refer a friend', () => import('./screens/referral.tsx')),
  // The back office: its own chunks, which no passenger page imports.
  page('/backoffice', 'Back office', () => import('./backoffice/queue-screen.tsx')),
  page('/backoffice/claims/$claimId', 'Back office: claim', () => import('./backoffice/claim-screen.tsx')),
  page('/about', 'About us', () => import('./content/about.tsx')),
  page('/careers', 'Careers', () => import('./content/careers.tsx')),
  page('/airlines', 'Airlines', () => import('./content/airlines.tsx')),
  page('/contact', 'Contact us', () => import('./content/contact.tsx')),
  page('/how-it-works', 'How it works', () => import('./content/how-it-works.tsx')),
  page('/faq', 'Frequently asked questions', () => import('./content/faq.tsx')),
  page('/disruption-types', 'Disruption types', () => import('./content/disruption-types.tsx')),
  page('/privacy', 'Privacy policy', () => import('./content/privacy.tsx')),
  page('/terms', 'Terms of service', () => import('./content/terms.tsx')),
  page('/cookie-policy', 'Cookie policy', () => import('./content/cookie-policy.tsx')),
  page('/accessibility', 'Accessibility', () => import('./content/accessibility.tsx')),
  page('/rights/overview', 'Passenger rights overview', () => import('./content/rights/overview.tsx')),
  page('/rights/flight-delays', 'Flight delays', () => import('./content/rights/flight-delays.tsx')),
  page('/rights/cancelled-flights', 'Cancelled flights', () => import('./content/rights/cancelled-flights.tsx')),
  page('/rights/missed-transfers', 'Missed connections', () => import('./content/rights/missed-transfers.tsx')),
  page('/rights/baggage-delays', 'Baggage delays', () => import('./content/rights/baggage-delays.tsx')),
  page('/rights/overbooked-flights', 'Overbooked flights', () => import('./content/rights/overbooked-flights.tsx')),
  page('/rights/denied-boarding', 'Denied boarding', () => import('./content/rights/denied-boarding.tsx')),
  page('/rights/staff-strikes', 'Staff strikes', () => import('./content/rights/staff-strikes.tsx')),
  page('/rights/disabilities', 'Passengers with disabilities', () => import('./content/rights/disabilities.tsx')),
  page('/rights/airlines', 'Airline obligations', () => import('./content/rights/airlines.tsx')),
  page('/rights/airports', 'Airport rights', () => import('./content/rights/airports.tsx')),
];

const routeTree = rootRoute.addChildren(routes);

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
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
