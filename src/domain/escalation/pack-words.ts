// The words of the escalation packs (the EU complaint form's content for a body, Small Claims Form
// A's for a court) in each language we print them in (body-table.ts says which body gets which).
// The facts we quote (what happened, the airline's answers, the engine's reasons, the body's
// reasons) stay in English as recorded; each translated pack says so.
import type { PackLanguage } from './body-table.ts';
import { DE, FR } from './pack-words-de-fr.ts';
import { AR, TR } from './pack-words-tr-ar.ts';

export interface PackWords {
  dir: 'ltr' | 'rtl';
  nebTitle: string;
  bodyTitle: string;
  to: string;
  country: string;
  lodgedThrough: string;
  ourReference: string;
  date: string;
  whyThisBody: string;
  passengers: string;
  /** {replyTo} */
  represented: string;
  flight: string;
  operatingAirline: string;
  flightNumber: string;
  flightDate: string;
  route: string;
  bookingReference: string;
  whatHappened: string;
  complaint: string;
  complaintSentOn: string;
  sentBy: string;
  airlineReference: string;
  noneGiven: string;
  airlineAnswer: string;
  /** {date} */
  noAnswerSince: string;
  whatIsAsked: string;
  weAsk: string;
  perPassenger: string;
  /** An MC99 claim has no fixed sum per passenger. */
  noFixedSum: string;
  passengerCount: string;
  total: string;
  legalBasis: string;
  attachments: string;
  signedMandate: string;
  earlyNote: string;
  sourceForBody: string;
  quotedNote: string;
  smallClaimsTitle: string;
  courtTitle: string;
  /** {why} */
  smallClaimsClosed: string;
  court: string;
  competentCourt: string;
  /** {place} */
  courtIn: string;
  carrierSeat: string;
  ground: string;
  source: string;
  alsoCompetent: string;
  parties: string;
  claimants: string;
  /** {replyTo} */
  representative: string;
  defendant: string;
  defendantSeat: string;
  jurisdiction: string;
  domicile: string;
  placeOfPerformance: string;
  crossBorder: string;
  bankDetails: string;
  theClaim: string;
  principal: string;
  interest: string;
  /** {amount} {from} */
  interestText: string;
  costs: string;
  costsText: string;
  details: string;
  evidence: string;
  /** The court's language is not one we print: translate before filing. */
  untranslatedNote: string;
}

export const EN: PackWords = {
  dir: 'ltr',
  nebTitle: 'Air passenger rights complaint (EU complaint form)',
  bodyTitle: 'Air passenger rights complaint',
  to: 'To',
  country: 'Country',
  lodgedThrough: 'Lodged through',
  ourReference: 'Our reference',
  date: 'Date',
  whyThisBody: 'Why this body',
  passengers: '1. Passengers',
  represented: "Represented by Flightclaim under the passengers' signed mandate; answers to {replyTo}.",
  flight: '2. Flight',
  operatingAirline: 'Operating airline',
  flightNumber: 'Flight number',
  flightDate: 'Flight date',
  route: 'Route',
  bookingReference: 'Booking reference',
  whatHappened: '3. What happened',
  complaint: '4. Complaint to the airline',
  complaintSentOn: 'Complaint sent to the airline on',
  sentBy: 'Sent by',
  airlineReference: "Airline's reference",
  noneGiven: 'none given',
  airlineAnswer: "The airline's answer",
  noAnswerSince: 'No answer received since {date}.',
  whatIsAsked: '5. What is asked',
  weAsk: 'We ask the body to examine the airline’s compliance and to help the passengers obtain:',
  perPassenger: 'Compensation per passenger',
  noFixedSum: 'none fixed: damages under the Montreal Convention (see the letter)',
  passengerCount: 'Passengers',
  total: 'Total',
  legalBasis: 'Legal basis',
  attachments: '6. Attachments',
  signedMandate: 'The passengers’ signed mandate (authority to act)',
  earlyNote: 'Note: filed before the airline’s answer period ended, on the agent’s decision.',
  sourceForBody: 'Source for the body',
  quotedNote: '',
  smallClaimsTitle: 'European Small Claims Procedure: Claim Form A (Regulation (EC) No 861/2007)',
  courtTitle: 'Claim to the court (content of Form A)',
  smallClaimsClosed: 'The European Small Claims Procedure is not open: {why} The same content goes on the court’s national form.',
  court: '1. Court',
  competentCourt: 'Competent court',
  courtIn: 'The court in {place}',
  carrierSeat: 'the carrier’s seat',
  ground: 'Ground',
  source: 'Source',
  alsoCompetent: 'Also competent:',
  parties: '2. Parties',
  claimants: 'Claimants:',
  representative: "Representative: Flightclaim, under the claimants' signed mandate; {replyTo}.",
  defendant: 'Defendant',
  defendantSeat: 'Defendant’s seat (licensing state)',
  jurisdiction: '3. Jurisdiction',
  domicile: 'The defendant’s domicile',
  placeOfPerformance: 'Place of performance of the contract of carriage',
  crossBorder: '4. Cross-border nature',
  bankDetails: '5. Bank details',
  theClaim: '6. The claim',
  principal: 'Principal',
  interest: 'Interest',
  interestText: 'Statutory default interest on {amount} from {from} until payment',
  costs: 'Costs',
  costsText: 'The court fees and costs of the proceedings, borne by the unsuccessful party (Reg. 861/2007 Art. 16)',
  details: '7. Details of the claim',
  evidence: '8. Evidence',
  untranslatedNote: 'The court works in another language: have this form translated into it before filing (Reg. 861/2007 Art. 6(1)).',
};

export const PACK_WORDS: Readonly<Record<PackLanguage, PackWords>> = { en: EN, de: DE, fr: FR, tr: TR, ar: AR };

/** A template's {name} filled in. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
