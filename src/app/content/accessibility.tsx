import { Anchor } from '@mantine/core';
import { COMPANY } from '../company.ts';
import { InternalLink, policyPage, type ContentSection } from './content-page.tsx';
import { t } from '../i18n/t.ts';

const contact = (
  <>
    <Anchor underline="always" href={`mailto:${COMPANY.email}`}>
      {COMPANY.email}
    </Anchor>{' '}
    or call{' '}
    <Anchor underline="always" href={COMPANY.phoneHref}>
      {COMPANY.phone}
    </Anchor>
  </>
);

const sections: readonly ContentSection[] = [
  {
    heading: 'Our commitment',
    paragraphs: [
      `We want everyone to be able to claim the compensation they are owed, including people who use assistive technology. We aim for the ${COMPANY.product} website and app to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.`,
    ],
  },
  {
    heading: 'What we do',
    bullets: [
      'Every page has one main heading and a logical heading structure, and can be used with a keyboard alone.',
      'Form fields have visible labels; required fields are marked, and errors are described in text.',
      'Text and controls have sufficient colour contrast, and information is never shown by colour alone.',
      'Pages adapt to small screens and to text enlarged up to 200%.',
      'The app works offline, so you can fill in a claim at your own pace without losing your work.',
    ],
  },
  {
    heading: 'Known limitations',
    bullets: [
      'Signing a claim requires drawing in a box with a mouse, finger or stylus. If you cannot do this, contact us and we will help you find another way to authorise your claim.',
      'Documents from airlines, such as PDF boarding passes, may not be accessible. You can upload them as they are; our team reviews every document.',
      'Pages of airline websites we link to are outside our control.',
    ],
  },
  {
    heading: 'Feedback and help',
    paragraphs: [
      <>
        If something on our website or app is hard to use, or you need information in another format, e-mail {contact} (office hours: {COMPANY.hours}). Tell us
        the page and what went wrong; we will help you complete your claim another way while we fix it.
      </>,
    ],
  },
  {
    heading: 'Assistance when you fly',
    paragraphs: [
      <>
        For help at the airport and on board, see <InternalLink to="/rights/disabilities">the rights of passengers with disabilities</InternalLink>.
      </>,
    ],
  },
];

export default policyPage(
  () => t('Accessibility'),
  'Our commitment to making our website and app usable by everyone, and how to tell us when something does not work for you.',
  sections,
);
