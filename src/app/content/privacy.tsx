import { Anchor } from '@mantine/core';
import { COMPANY, CONSTANTS } from '../company.ts';
import { InternalLink, policyPage, type ContentSection } from './content-page.tsx';
import { t } from '../i18n/t.ts';

const privacyMail = (
  <Anchor underline="always" href={`mailto:${COMPANY.privacyEmail}`}>
    {COMPANY.privacyEmail}
  </Anchor>
);

const sections: readonly ContentSection[] = [
  {
    heading: 'Who we are',
    paragraphs: [
      <>
        {COMPANY.legalName} ("{COMPANY.product}", "we") is the controller of your personal data. Our address is {COMPANY.address.join(', ')}. For anything about
        your data, write to {privacyMail}.
      </>,
      'Because we offer our service to passengers in the European Union and the United Kingdom, we apply the EU General Data Protection Regulation (GDPR) and the UK GDPR to their data, as well as the data protection law of the United Arab Emirates where it applies.',
    ],
  },
  {
    heading: 'What we collect',
    bullets: [
      'Account data: your name, e-mail address and password (stored only as a secure hash by our sign-in service).',
      'Claim data: flight number, date and airports, what happened, booking reference, and your contact details including phone number and address if you give them.',
      'Other passengers: the names and e-mail addresses of people you add to a claim. Please tell them you are sharing their details with us.',
      'Documents you upload, such as boarding passes, booking confirmations and airline e-mails. These may contain further personal data, such as your date of birth or passport number; please do not upload more than is needed.',
      'Your signature, which you draw on screen to authorise us to act for you. It is stored as an image with your claim.',
      'Payment details: the bank account to which we pay your compensation.',
      'Messages you send us, and technical data such as log records needed to run and secure the service.',
    ],
  },
  {
    heading: 'Why we use it and our legal basis',
    bullets: [
      'To assess, prepare and pursue your claim, and pay you: necessary to perform our contract with you (GDPR Art. 6(1)(b)).',
      'To keep accounting records and meet anti-money-laundering and tax rules: legal obligation (Art. 6(1)(c)).',
      'To secure the service, prevent fraud and defend legal claims: our legitimate interests (Art. 6(1)(f)).',
      'Analytics cookies: your consent (Art. 6(1)(a)), which you can withdraw at any time.',
    ],
    after: [
      'We do not sell your data, and we do not use it for advertising. We make no decisions about you based solely on automated processing that have legal effects; our eligibility check is a first assessment, and every claim is reviewed by a person.',
    ],
  },
  {
    heading: 'Who we share it with',
    bullets: [
      'The airline concerned, and if needed the national enforcement body, a dispute-resolution body or a court.',
      'Our legal partner firms, which pursue claims on our behalf.',
      'Our payments partner and transfer partner, to pay your compensation.',
      'Service providers who host our systems and send e-mail for us, under contracts that oblige them to protect your data.',
      'Authorities, where the law requires it.',
    ],
    after: [
      'Some of these recipients are outside the EU and the UK, including our own operations in the UAE. Where the destination country is not recognised as offering adequate protection, we use the European Commission\u2019s standard contractual clauses (and the UK addendum) or another lawful safeguard. Ask us for a copy.',
    ],
  },
  {
    heading: 'Data stored on your device',
    paragraphs: ['Our app works offline. To make that possible, it stores data in your browser on your device:'],
    bullets: [
      'Claims you start or file without a connection, including uploaded documents and your signature, are kept in the browser\u2019s database (IndexedDB) until they can be sent. Once our server confirms it has received them, the copies of the documents and signature are deleted from your device.',
      'Your sign-in session is kept in the browser\u2019s local storage so that you stay signed in.',
      'The app\u2019s own files are cached so it can open without a connection.',
    ],
    after: [
      'This data stays on your device and is not shared with anyone. If you use a shared device, sign out when you are done; you can also clear it with your browser\u2019s site-data settings. Data not yet sent is lost if you clear it.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'We keep claim data for as long as your claim is open and then for as long as the law requires us to keep records, for example for accounting or to deal with legal claims. After that we delete or anonymise it. If you delete your account, we delete your data except what we must keep by law.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: ['You have the right to:'],
    bullets: [
      'access your data and receive a copy;',
      'have inaccurate data corrected;',
      'have your data erased;',
      'restrict or object to our use of it;',
      'receive the data you gave us in a portable format;',
      'withdraw consent at any time, without affecting earlier use.',
    ],
    after: [
      <>
        You can export your data and delete your account yourself on your <InternalLink to="/profile">profile page</InternalLink>. For anything else, write to{' '}
        {privacyMail}; we answer within one month. You may also complain to a data protection authority, in particular the one in the EU country where you live
        or work.
      </>,
    ],
  },
  {
    heading: 'Security',
    paragraphs: [
      'We encrypt data in transit, restrict access to staff and partners who need it, and keep uploaded documents in protected storage. No system is perfectly secure; if a breach puts your data at risk, we will tell you and the authorities as the law requires.',
    ],
  },
  {
    heading: 'Children',
    paragraphs: [
      `You must be ${CONSTANTS.minAge} or older to use our service. A parent or guardian may include a child travelling with them in a claim; we then use the child\u2019s details only for that claim.`,
    ],
  },
  {
    heading: 'Changes',
    paragraphs: ['We will update this policy when our practices change, and tell you by e-mail about important changes.'],
  },
];

export default policyPage(
  () => t('Privacy policy'),
  'How we collect, use and protect your personal data when you use our website and app to claim flight compensation.',
  sections,
);
