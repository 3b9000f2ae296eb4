// The route table as data (spec §2): every path with its document title and whether it is rendered
// at build time. router.tsx builds the route tree from it (a path missing here does not compile
// there); the prerender list, the site map's links and the e2e route walk are derived from it.
// Data only, so Node code and tests can read it without loading any screen.

export interface PageInfo {
  /** The document title (DESIGN.md: "<title> · Flightclaim"). */
  title: string;
  /**
   * Starts from the app shell instead of prerendered HTML: pages that need a signed-in person, and
   * pages with a form, which before the script runs would submit natively (fields in the URL).
   */
  shell?: true;
  /** Where the page sits in the site map (menus and footer), with the label shown there. */
  menu?: { label: string };
}

export const PAGES = {
  '/': { title: '' },
  '/login': { title: 'Log in', shell: true },
  '/register': { title: 'Create your account', shell: true },
  '/forgot-password': { title: 'Reset your password', shell: true },
  '/verify-email': { title: 'Confirm your e-mail address', shell: true },
  '/claim': { title: 'Start your claim' },
  '/dashboard': { title: 'Dashboard', shell: true },
  '/dashboard/claims/$claimId': { title: 'Claim details', shell: true },
  '/profile': { title: 'Profile settings', shell: true },
  '/claims': { title: 'My Claims', shell: true },
  '/referral': { title: 'Refer a friend', shell: true },
  '/backoffice': { title: 'Back office', shell: true },
  '/backoffice/claims/$claimId': { title: 'Back office: claim', shell: true },
  '/about': { title: 'About us' },
  '/careers': { title: 'Careers' },
  '/airlines': { title: 'Airlines' },
  '/contact': { title: 'Contact us', shell: true },
  '/how-it-works': { title: 'How it works' },
  '/faq': { title: 'Frequently asked questions' },
  '/disruption-types': { title: 'Disruption types' },
  '/privacy': { title: 'Privacy policy' },
  '/terms': { title: 'Terms of service' },
  '/cookie-policy': { title: 'Cookie policy' },
  '/accessibility': { title: 'Accessibility' },
  '/rights/overview': { title: 'Passenger rights overview', menu: { label: 'Passenger Rights Overview' } },
  '/rights/flight-delays': { title: 'Flight delays', menu: { label: 'Flight Delays' } },
  '/rights/cancelled-flights': { title: 'Cancelled flights', menu: { label: 'Cancelled Flights' } },
  '/rights/missed-transfers': { title: 'Missed connections', menu: { label: 'Missed Connections' } },
  '/rights/baggage-delays': { title: 'Baggage delays', menu: { label: 'Baggage Delays' } },
  '/rights/overbooked-flights': { title: 'Overbooked flights', menu: { label: 'Overbooked Flights' } },
  '/rights/denied-boarding': { title: 'Denied boarding', menu: { label: 'Denied Boarding' } },
  '/rights/staff-strikes': { title: 'Staff strikes', menu: { label: 'Staff Strikes' } },
  '/rights/disabilities': { title: 'Passengers with disabilities', menu: { label: 'Passengers with Disabilities' } },
  '/rights/airlines': { title: 'Airline obligations', menu: { label: 'Airline Obligations' } },
  '/rights/airports': { title: 'Airport rights', menu: { label: 'Airport Rights' } },
} as const satisfies Record<string, PageInfo>;

export type PagePath = keyof typeof PAGES;

const ALL_PATHS = Object.keys(PAGES) as PagePath[];

/** Paths without parameters: the pages a visitor can open by their address alone. */
export const STATIC_PATHS: readonly PagePath[] = ALL_PATHS.filter((path) => !path.includes('$'));

/** The pages rendered to HTML at build time. */
export const PRERENDERED_PATHS: readonly PagePath[] = STATIC_PATHS.filter((path) => !('shell' in PAGES[path]));

/** The passenger-rights pages, in table order. */
export const RIGHTS_PATHS: readonly PagePath[] = ALL_PATHS.filter((path) => path.startsWith('/rights/'));
