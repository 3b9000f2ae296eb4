// The spec's route list (spec §2) with the titles the header, footer and route tree share.

export interface PageLink {
  path: string;
  title: string;
}

export const RIGHTS_PAGES: readonly PageLink[] = [
  { path: '/rights/overview', title: 'Passenger Rights Overview' },
  { path: '/rights/flight-delays', title: 'Flight Delays' },
  { path: '/rights/cancelled-flights', title: 'Cancelled Flights' },
  { path: '/rights/missed-transfers', title: 'Missed Connections' },
  { path: '/rights/baggage-delays', title: 'Baggage Delays' },
  { path: '/rights/overbooked-flights', title: 'Overbooked Flights' },
  { path: '/rights/denied-boarding', title: 'Denied Boarding' },
  { path: '/rights/staff-strikes', title: 'Staff Strikes' },
  { path: '/rights/disabilities', title: 'Passengers with Disabilities' },
  { path: '/rights/airlines', title: 'Airline Obligations' },
  { path: '/rights/airports', title: 'Airport Rights' },
];

export const FOOTER_COLUMNS: readonly { heading: string; links: readonly PageLink[] }[] = [
  {
    heading: 'Company',
    links: [
      { path: '/about', title: 'About Us' },
      { path: '/careers', title: 'Careers' },
      { path: '/contact', title: 'Contact' },
      { path: '/referral', title: 'Refer a Friend' },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { path: '/how-it-works', title: 'How It Works' },
      { path: '/disruption-types', title: 'Disruption Types' },
      { path: '/faq', title: 'FAQ' },
      { path: '/airlines', title: 'Airlines' },
      { path: '/rights/overview', title: 'Your Rights' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { path: '/privacy', title: 'Privacy Policy' },
      { path: '/terms', title: 'Terms of Service' },
      { path: '/cookie-policy', title: 'Cookie Policy' },
      { path: '/accessibility', title: 'Accessibility' },
    ],
  },
];
