// The site map the header menus and the footer show. Paths are the route table's (pages.ts), so a
// link to a page that does not exist does not compile; the rights pages and their menu labels come
// from the same table.
import { PAGES, RIGHTS_PATHS, type PagePath } from './pages.ts';

export interface PageLink {
  path: PagePath;
  title: string;
}

export const RIGHTS_PAGES: readonly PageLink[] = RIGHTS_PATHS.map((path) => {
  const page: { menu?: { label: string }; title: string } = PAGES[path];
  return { path, title: page.menu?.label ?? page.title };
});

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
