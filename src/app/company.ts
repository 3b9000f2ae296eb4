// Facts about the company that several screens show (header, footer, contact, careers, policies).
// One place, so the footer and the contact page can never disagree.

export const COMPANY = {
  product: 'Flightclaim',
  legalName: 'Flightclaim Technologies FZ-LLC',
  tagline: 'Flight compensation for delayed, cancelled and overbooked flights.',
  address: ['Bay Square, Building 5, Office 402', 'Business Bay, Dubai', 'United Arab Emirates'],
  phone: '+971 4 555 0142',
  phoneHref: 'tel:+97145550142',
  email: 'support@flightclaim.app',
  careersEmail: 'careers@flightclaim.app',
  privacyEmail: 'privacy@flightclaim.app',
  hours: 'Sunday to Thursday, 9:00 AM to 6:00 PM GST',
  policiesUpdated: 'March 15, 2024',
} as const;

/** Business constants of spec §9, used by content pages and the wizard. */
export const CONSTANTS = {
  maxCompensationEur: 600,
  euTiers: [
    { upToKm: 1500, eur: 250, label: 'under 1,500 km' },
    { upToKm: 3500, eur: 400, label: '1,500 to 3,500 km' },
    { upToKm: Infinity, eur: 600, label: 'over 3,500 km' },
  ],
  delayThresholdHours: 3,
  cancellationNoticeDays: 14,
  baggageDelayComplaintDays: 21,
  baggageDamageComplaintDays: 7,
  baggageMaxEur: 1300,
  deniedBoardingClaimDays: 7,
  assistanceNoticeHours: 48,
  feePercent: 25,
  reviewHours: 48,
  careersReplyHours: 48,
  maxFiles: 5,
  minAge: 18,
  successRatePercent: 98,
} as const;
