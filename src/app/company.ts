// Facts about the company that several screens show (header, footer, contact, careers, policies).
// One place, so the footer and the contact page can never disagree.

import { msg } from './i18n/t.ts';
import { EC261_AMOUNTS_EUR } from '../domain/compensation/ec261/amount.ts';
import { NOTICE_NO_COMPENSATION_DAYS } from '../domain/compensation/ec261/cancellation.ts';
import { COMPENSABLE_DELAY_MINUTES } from '../domain/compensation/ec261/delay.ts';

export const COMPANY = {
  product: 'Flightclaim',
  legalName: 'Flightclaim Technologies FZ-LLC',
  tagline: msg('Flight compensation for delayed, cancelled and overbooked flights.'),
  address: ['Bay Square, Building 5, Office 402', 'Business Bay, Dubai', 'United Arab Emirates'],
  phone: '+971 4 555 0142',
  phoneHref: 'tel:+97145550142',
  email: 'support@flightclaim.app',
  careersEmail: 'careers@flightclaim.app',
  privacyEmail: 'privacy@flightclaim.app',
  hours: msg('Sunday to Thursday, 9:00 AM to 6:00 PM GST'),
  policiesUpdated: 'March 15, 2024',
} as const;

/** Business constants of spec §9, used by content pages and the wizard. The legal figures come
 * from the rules engine's own constants, so the pages cannot drift from what it pays. */
export const CONSTANTS = {
  maxCompensationEur: EC261_AMOUNTS_EUR.long,
  euTiers: [
    { upToKm: 1500, eur: EC261_AMOUNTS_EUR.short, label: '1,500 km or less' },
    { upToKm: 3500, eur: EC261_AMOUNTS_EUR.medium, label: 'more than 1,500 km, up to 3,500 km' },
    { upToKm: Infinity, eur: EC261_AMOUNTS_EUR.long, label: 'more than 3,500 km' },
  ],
  delayThresholdHours: COMPENSABLE_DELAY_MINUTES / 60,
  cancellationNoticeDays: NOTICE_NO_COMPENSATION_DAYS,
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
