import { Anchor } from '@mantine/core';
import { COMPANY, CONSTANTS } from '../company.ts';
import { InternalLink, policyPage, type ContentSection } from './content-page.tsx';
import { FEE_TEXT, PAYOUTS } from './figures.ts';
import { t } from '../i18n/t.ts';

const sections: readonly ContentSection[] = [
  {
    heading: '1. About these terms',
    paragraphs: [
      `These terms govern your use of the ${COMPANY.product} website and app and the claims service provided by ${COMPANY.legalName}, ${COMPANY.address.join(', ')} ("we", "us"). By creating an account or submitting a claim you accept them. The service is in a pilot phase; we may change or add features as it develops.`,
    ],
  },
  {
    heading: '2. Who can use the service',
    bullets: [
      `You must be at least ${CONSTANTS.minAge} years old.`,
      'You may claim for yourself and for other passengers on the same booking if they have authorised you to do so, or, for children, if you are their parent or legal guardian.',
      'The information and documents you give us must be true and complete, and you must not have already claimed, or assigned the claim, elsewhere.',
    ],
  },
  {
    heading: '3. What we do',
    paragraphs: [
      `We assess whether you are likely to be owed compensation under EC 261/2004, UK261 or other applicable rules, review each claim within ${CONSTANTS.reviewHours} hours of submission, and then pursue it against the airline. Our legal partner firms handle all communication with the airline and may take the claim to a national enforcement body, a dispute-resolution body or a court. We decide, with them, whether legal action is reasonable; we will not start court proceedings in your name without telling you first.`,
      'Our eligibility check is an assessment, not a guarantee. We may decline or stop pursuing a claim that turns out to have no reasonable prospect of success, and we will tell you why.',
    ],
  },
  {
    heading: '4. Authorisation and assignment',
    paragraphs: [
      'When you sign your claim in the app, you authorise us and our legal partner firms to act for you: to contact the airline, receive information about the flight, negotiate, accept payment on your behalf and, where needed, bring proceedings. Where the law of the relevant country allows it and it helps the claim, you may be asked to assign (transfer) the claim to us or to a partner firm for collection; the fee remains the same.',
      'You can withdraw the authorisation at any time by writing to us. If you withdraw after the airline has agreed to pay, our fee remains due on the compensation agreed.',
    ],
  },
  {
    heading: '5. Fee: no win, no fee',
    bullets: [
      `If your claim succeeds, our fee is ${FEE_TEXT} received for each passenger. VAT is charged at the rate that applies by law.`,
      'If your claim does not succeed, you pay nothing.',
      'We deduct the fee from the compensation before paying you. Nothing is payable up front.',
      'If the airline pays you directly, or offers you money, vouchers or other benefits for the disruption while we handle the claim, you must tell us straight away. Our fee is then due on the amount received.',
    ],
  },
  {
    heading: '6. Payment of compensation',
    paragraphs: [
      `We pay compensation to the bank account you give us, by local transfer in ${PAYOUTS.localCurrencies} through our payments partner, or by international transfer to ${PAYOUTS.internationalCountries} countries through our transfer partner. Banks may charge their own fees, and currency conversion uses the rate applied by the partner on the day of transfer. Make sure your bank details are correct: we are not responsible for payments made to an account you gave us in error.`,
    ],
  },
  {
    heading: '7. Your account',
    paragraphs: [
      <>
        Keep your sign-in details secret and tell us if you suspect misuse. You can export your data and delete your account on your{' '}
        <InternalLink to="/profile">profile page</InternalLink>; deleting your account does not end a claim already being pursued unless you also withdraw it.
        How we use your data is described in our <InternalLink to="/privacy">privacy policy</InternalLink>.
      </>,
    ],
  },
  {
    heading: '8. Liability',
    paragraphs: [
      'We pursue your claim with reasonable care and skill, but we cannot guarantee the outcome or how long it takes, which depends on the airline, the authorities and the courts. We are not liable for losses caused by incorrect information you give us or by events outside our control. Nothing in these terms limits liability that cannot be limited by law, or your statutory rights as a consumer.',
    ],
  },
  {
    heading: '9. Law and disputes',
    paragraphs: [
      'These terms are governed by the laws of the Emirate of Dubai and the federal laws of the United Arab Emirates. If you are a consumer living in the EU or the UK, you also keep the protection of the mandatory consumer law of your country and may bring proceedings there. Please contact us first: most problems can be solved quickly.',
    ],
  },
  {
    heading: '10. Contact',
    paragraphs: [
      <>
        {COMPANY.legalName}, {COMPANY.address.join(', ')}. E-mail{' '}
        <Anchor underline="always" href={`mailto:${COMPANY.email}`}>
          {COMPANY.email}
        </Anchor>
        , phone{' '}
        <Anchor underline="always" href={COMPANY.phoneHref}>
          {COMPANY.phone}
        </Anchor>
        .
      </>,
    ],
  },
];

export default policyPage(
  () => t('Terms of service'),
  'The agreement between you and us when you use our website and app to claim flight compensation.',
  sections,
);
