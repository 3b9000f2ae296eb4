import { Anchor } from '@mantine/core';
import { COMPANY } from '../company.ts';
import { InternalLink, policyPage, type ContentSection } from './content-page.tsx';
import { COOKIES } from './figures.ts';
import { t } from '../i18n/t.ts';

const sections: readonly ContentSection[] = [
  {
    heading: 'What cookies are',
    paragraphs: [
      'Cookies are small text files a website stores in your browser. Some are needed for the site to work; others help us understand how it is used. We do not use advertising or third-party tracking cookies.',
    ],
  },
  {
    heading: 'The cookies we use',
    table: {
      caption: 'Cookies set by our website and app',
      head: ['Name', 'Purpose', 'Type', 'Duration'],
      rows: COOKIES.map((c) => [c.name, c.purpose, c.category, c.duration]),
    },
  },
  {
    heading: 'Your choices',
    bullets: [
      'The session_id cookie is strictly necessary: without it you cannot sign in or file a claim, so it does not need your consent.',
      'The preferences cookie only stores choices you make, and you can delete it at any time.',
      'The analytics cookie is set only if you agree. You can change your mind at any time; refusing it has no effect on your claim.',
      'You can also block or delete cookies in your browser settings. If you block all cookies, signing in will not work.',
    ],
  },
  {
    heading: 'Other storage on your device',
    paragraphs: [
      <>
        So that the app works offline, it also uses your browser&apos;s local storage, IndexedDB database and cache to keep your sign-in session, the app&apos;s
        files, and claims waiting to be sent. These are not cookies and are never sent to other websites. Our{' '}
        <InternalLink to="/privacy">privacy policy</InternalLink> explains what is stored and when it is deleted.
      </>,
    ],
  },
  {
    heading: 'Questions',
    paragraphs: [
      <>
        Write to{' '}
        <Anchor underline="always" href={`mailto:${COMPANY.privacyEmail}`}>
          {COMPANY.privacyEmail}
        </Anchor>
        .
      </>,
    ],
  },
];

export default policyPage(() => t('Cookie policy'), 'Which cookies we use, why, and how long they last.', sections);
