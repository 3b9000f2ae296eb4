// The mandate in English. Changing any word here means a new version (see types.ts): copy the
// object, bump `version`, and keep the old one in the list.
import type { MandateLanguage } from './types.ts';

export const MANDATE_EN_V1: MandateLanguage = {
  locale: 'en',
  dir: 'ltr',
  version: 1,
  title: 'Mandate and authority to act',
  sections: [
    {
      heading: '1. Who I authorise',
      paragraphs: [
        'I authorise {company} ("Flightclaim") and the partner law firms it instructs to act for me, and for the passengers listed below on whose behalf I sign, in the claim for compensation for the flight below.',
      ],
    },
    {
      heading: '2. What they may do',
      paragraphs: [
        'Claim compensation and any other sums due under {law} from the operating airline of the flight, and ask it for information about the flight.',
        'Negotiate with the airline and accept or refuse its offers in my name.',
        'Bring the claim before {enforcementBody}, an approved dispute-resolution body or {court}, if the airline does not pay. No proceedings are started in my name without telling me first.',
        'Receive the money the airline pays on my behalf, deduct the fee below, and pay me the rest.',
      ],
    },
    {
      heading: '3. Terms: no win, no fee',
      paragraphs: [
        'If nothing is recovered, I owe nothing. If the claim succeeds, the fee is {fee} of what is recovered for each passenger, plus VAT on that fee (currently {vat}), deducted before payment.',
        'If the airline pays me directly or offers me money or vouchers for this disruption while the claim is handled, I will tell Flightclaim; the fee is then due on what was received.',
      ],
    },
    {
      heading: '4. How to withdraw',
      paragraphs: [
        'I may withdraw this mandate at any time, free of charge, by withdrawing the claim in the app or by writing to {email}. If I withdraw after the airline has agreed to pay, the fee remains due on the amount agreed.',
      ],
    },
    {
      heading: '5. Children',
      paragraphs: [
        'Where a passenger below is under 18, the main passenger signs for them as their parent or legal guardian and confirms having the authority to do so.',
      ],
    },
  ],
  regimes: {
    EC261: {
      law: 'Regulation (EC) No 261/2004',
      enforcementBody: 'the national enforcement body of the EU or EEA state concerned',
      court: 'the competent court',
    },
    UK261: {
      law: 'Regulation (EC) No 261/2004 as retained in UK law (UK261)',
      enforcementBody: 'the UK Civil Aviation Authority',
      court: 'the courts of the United Kingdom',
    },
    'SHY-YOLCU': {
      law: 'the Turkish Air Passenger Rights Regulation (SHY-YOLCU)',
      enforcementBody: 'the Turkish Directorate General of Civil Aviation (SHGM)',
      court: 'the consumer arbitration committees and consumer courts of Türkiye',
    },
    'US-DOT': {
      law: 'the US Department of Transportation rules (14 CFR Part 250 and Part 260)',
      enforcementBody: 'the US Department of Transportation',
      court: 'the competent court in the United States',
    },
  },
  labels: {
    flightHeading: 'The flight',
    flight: 'Flight',
    date: 'Date',
    route: 'Route',
    airline: 'Operating airline',
    bookingReference: 'Booking reference',
    passengersHeading: 'The passengers',
    adult: 'adult, signs for themselves',
    minor: 'under 18, signed for by {guardian} as parent or legal guardian',
    signaturesHeading: 'Signatures',
    signedAt: 'Signed at',
    notSigned: 'Not signed yet',
    signedAsGuardian: 'Signed by {guardian} as parent or legal guardian of {minor}',
    versionLine: 'Mandate text version',
    hashLine: 'SHA-256 of the text',
  },
};
