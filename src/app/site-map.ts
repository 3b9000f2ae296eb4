// The site map the header menus and the footer show. Paths are the route table's (pages.ts), so a
// link to a page that does not exist does not compile; the rights pages and their menu labels come
// from the same table.
import { PAGES, RIGHTS_PATHS, type PagePath } from './pages.ts';
import { msg } from './i18n/t.ts';

export interface PageLink {
  path: PagePath;
  title: string;
}

export const RIGHTS_PAGES: readonly PageLink[] = RIGHTS_PATHS.map((path) => {
  const page: { menu?: { label: string }; title: string } = PAGES[path];
  return { path, title: page.menu?.label ?? page.title };
});

/** The guide pages the header and the mobile menu link to beside the rights pages. */
export const GUIDE_LINKS: readonly PageLink[] = [
  { path: '/how-it-works', title: msg('How It Works') },
  { path: '/faq', title: msg('FAQ') },
];

/** A signed-in person's pages in the mobile menu. */
export const ACCOUNT_LINKS: readonly PageLink[] = [
  { path: '/dashboard', title: msg('Dashboard') },
  { path: '/profile', title: msg('Profile Settings') },
  { path: '/claims', title: msg('My Claims') },
];

/** A claims agent's way to work (the account menus add it for agents). */
export const BACK_OFFICE_LINK: PageLink = { path: '/backoffice', title: msg('Back office') };

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
