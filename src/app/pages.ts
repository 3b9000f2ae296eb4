// The route table as data (spec §2): every path with its document title and whether it is rendered
// at build time. router.tsx builds the route tree from it (a path missing here does not compile
// there); the prerender list, the site map's links and the e2e route walk are derived from it.
// Data only, so Node code and tests can read it without loading any screen. Titles and menu labels
// are messages (msg): they are translated where they are shown.
import { BACKOFFICE_TITLES } from './backoffice/screen-titles.ts';
import { msg, type Area } from './i18n/t.ts';

export interface PageInfo {
  /** The document title (src/README.md §9: "<title> · Flightclaim"). */
  title: string;
  /**
   * Starts from the app shell instead of prerendered HTML: pages that need a signed-in person, and
   * pages with a form, which before the script runs would submit natively (fields in the URL).
   */
  shell?: true;
  /** Where the page sits in the site map (menus and footer), with the label shown there. */
  menu?: { label: string };
  /** The catalogue areas the page needs in another language than English (default: account and common). */
  areas?: readonly Area[];
}

export const PAGES = {
  '/': { title: '', areas: ['home'] },
  '/login': { title: msg('Log in'), shell: true },
  '/register': { title: msg('Create your account'), shell: true },
  '/forgot-password': { title: msg('Reset your password'), shell: true },
  '/verify-email': { title: msg('Confirm your e-mail address'), shell: true },
  // The co-passenger's page shows the wizard's mandate text and signature pad (the claim area).
  '/sign': { title: msg('Sign your mandate'), shell: true, areas: ['account', 'claim', 'common'] },
  // The first step's part of the claim catalogues; the wizard loads the rest (screens/claim.tsx).
  '/claim': { title: msg('Start your claim'), areas: ['claim-start'] },
  '/dashboard': { title: msg('Dashboard'), shell: true },
  // The claim page shows the wizard's rights card and receipts and the rules engine's messages.
  '/dashboard/claims/$claimId': { title: msg('Claim details'), shell: true, areas: ['account', 'claim', 'common'] },
  '/profile': { title: msg('Profile settings'), shell: true },
  '/claims': { title: msg('My Claims'), shell: true },
  '/notifications': { title: msg('Notifications'), shell: true },
  '/referral': { title: msg('Refer a friend'), shell: true },
  // The back office's titles are its catalogue's (backoffice/screen-titles.ts), so each of its pages loads it.
  // The queue's status filter and badges take the statuses' words from the common catalogue.
  '/backoffice': { title: BACKOFFICE_TITLES.queue, shell: true, areas: ['backoffice', 'common'] },
  // The claim: statuses, disruption and mandate words (common), the engine's reasons and the receipts'
  // kinds (claim), the payout statement the passenger sees (account).
  '/backoffice/claims/$claimId': { title: BACKOFFICE_TITLES.claim, shell: true, areas: ['backoffice', 'common', 'claim', 'account'] },
  '/backoffice/agents': { title: BACKOFFICE_TITLES.agents, shell: true, areas: ['backoffice', 'common'] },
  '/backoffice/airlines': { title: BACKOFFICE_TITLES.airlines, shell: true, areas: ['backoffice'] },
  '/backoffice/desk': { title: BACKOFFICE_TITLES.desk, shell: true, areas: ['backoffice'] },
  '/backoffice/firms': { title: BACKOFFICE_TITLES.firms, shell: true, areas: ['backoffice'] },
  // The money screens: a refusal without a sentence of their own reads the common one (problem-text.ts).
  '/backoffice/payouts': { title: BACKOFFICE_TITLES.payouts, shell: true, areas: ['backoffice', 'common'] },
  '/backoffice/statements': { title: BACKOFFICE_TITLES.statements, shell: true, areas: ['backoffice', 'common'] },
  '/backoffice/invoices': { title: BACKOFFICE_TITLES.invoices, shell: true, areas: ['backoffice', 'common'] },
  '/about': { title: msg('About us'), areas: ['content'] },
  '/careers': { title: msg('Careers'), areas: ['content'] },
  '/airlines': { title: msg('Airlines'), areas: ['content'] },
  '/contact': { title: msg('Contact us'), shell: true, areas: ['content'] },
  '/how-it-works': { title: msg('How it works'), areas: ['content'] },
  '/faq': { title: msg('Frequently asked questions'), areas: ['content'] },
  '/disruption-types': { title: msg('Disruption types'), areas: ['content'] },
  '/privacy': { title: msg('Privacy policy'), areas: ['content'] },
  '/terms': { title: msg('Terms of service'), areas: ['content'] },
  '/cookie-policy': { title: msg('Cookie policy'), areas: ['content'] },
  '/accessibility': { title: msg('Accessibility'), areas: ['content'] },
  '/rights/overview': { title: msg('Passenger rights overview'), menu: { label: msg('Passenger Rights Overview') }, areas: ['content'] },
  '/rights/flight-delays': { title: msg('Flight delays'), menu: { label: msg('Flight Delays') }, areas: ['content'] },
  '/rights/cancelled-flights': { title: msg('Cancelled flights'), menu: { label: msg('Cancelled Flights') }, areas: ['content'] },
  '/rights/missed-transfers': { title: msg('Missed connections'), menu: { label: msg('Missed Connections') }, areas: ['content'] },
  '/rights/baggage-delays': { title: msg('Baggage delays'), menu: { label: msg('Baggage Delays') }, areas: ['content'] },
  '/rights/overbooked-flights': { title: msg('Overbooked flights'), menu: { label: msg('Overbooked Flights') }, areas: ['content'] },
  '/rights/denied-boarding': { title: msg('Denied boarding'), menu: { label: msg('Denied Boarding') }, areas: ['content'] },
  '/rights/staff-strikes': { title: msg('Staff strikes'), menu: { label: msg('Staff Strikes') }, areas: ['content'] },
  '/rights/disabilities': { title: msg('Passengers with disabilities'), menu: { label: msg('Passengers with Disabilities') }, areas: ['content'] },
  '/rights/airlines': { title: msg('Airline obligations'), menu: { label: msg('Airline Obligations') }, areas: ['content'] },
  '/rights/airports': { title: msg('Airport rights'), menu: { label: msg('Airport Rights') }, areas: ['content'] },
} as const satisfies Record<string, PageInfo>;

export type PagePath = keyof typeof PAGES;

const ALL_PATHS = Object.keys(PAGES) as PagePath[];

/** Paths without parameters: the pages a visitor can open by their address alone. */
export const STATIC_PATHS: readonly PagePath[] = ALL_PATHS.filter((path) => !path.includes('$'));

/** The pages rendered to HTML at build time. */
export const PRERENDERED_PATHS: readonly PagePath[] = STATIC_PATHS.filter((path) => !('shell' in PAGES[path]));

/** The passenger-rights pages, in table order. */
export const RIGHTS_PATHS: readonly PagePath[] = ALL_PATHS.filter((path) => path.startsWith('/rights/'));
