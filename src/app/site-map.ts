// The spec's route list (spec §2) with the titles the header, footer and route tree share.
// Titles are messages (msg): translate them where they are shown, with t(link.title).
import { msg } from './i18n/t.ts';

export interface PageLink {
  path: string;
  title: string;
}

export const RIGHTS_PAGES: readonly PageLink[] = [
  { path: '/rights/overview', title: msg('Passenger Rights Overview') },
  { path: '/rights/flight-delays', title: msg('Flight Delays') },
  { path: '/rights/cancelled-flights', title: msg('Cancelled Flights') },
  { path: '/rights/missed-transfers', title: msg('Missed Connections') },
  { path: '/rights/baggage-delays', title: msg('Baggage Delays') },
  { path: '/rights/overbooked-flights', title: msg('Overbooked Flights') },
  { path: '/rights/denied-boarding', title: msg('Denied Boarding') },
  { path: '/rights/staff-strikes', title: msg('Staff Strikes') },
  { path: '/rights/disabilities', title: msg('Passengers with Disabilities') },
  { path: '/rights/airlines', title: msg('Airline Obligations') },
  { path: '/rights/airports', title: msg('Airport Rights') },
];

export const FOOTER_COLUMNS: readonly { heading: string; links: readonly PageLink[] }[] = [
  {
    heading: msg('Company'),
    links: [
      { path: '/about', title: msg('About Us') },
      { path: '/careers', title: msg('Careers') },
      { path: '/contact', title: msg('Contact') },
      { path: '/referral', title: msg('Refer a Friend') },
    ],
  },
  {
    heading: msg('Resources'),
    links: [
      { path: '/how-it-works', title: msg('How It Works') },
      { path: '/disruption-types', title: msg('Disruption Types') },
      { path: '/faq', title: msg('FAQ') },
      { path: '/airlines', title: msg('Airlines') },
      { path: '/rights/overview', title: msg('Your Rights') },
    ],
  },
  {
    heading: msg('Legal'),
    links: [
      { path: '/privacy', title: msg('Privacy Policy') },
      { path: '/terms', title: msg('Terms of Service') },
      { path: '/cookie-policy', title: msg('Cookie Policy') },
      { path: '/accessibility', title: msg('Accessibility') },
    ],
  },
];
