// The packs the agent files when the airline refused or stayed silent, as HTML for the mandate
// printer (Chromium → PDF), in English: for a body, the content of the EU's air passenger rights
// complaint form (the passengers, the flight, what happened, what the airline answered and when,
// what is asked); for a court, the content of the European Small Claims Form A (Reg. 861/2007
// Annex I: the court, the parties, jurisdiction, the claim with interest and costs, the evidence).
import { escapeHtml } from '../../domain/mandate/signed-html.ts';
import type { CourtOption, EnforcementBody } from '../../domain/escalation/index.ts';
import { list, ltr, rows, STYLE, type LetterFacts } from './letter-html.ts';

/** What the pack says beyond the demand letter's facts. */
export interface PackFacts extends LetterFacts {
  /** When and how the claim went to the airline, and its case number. */
  complaint: { sentOn: string; channel: string; sentTo: string; airlineReference: string };
  /** Each answer the airline gave, as a sentence with its day, oldest first. */
  answers: string[];
  /** The letters we sent, each with its day and SHA-256. */
  letters: string[];
  /** Total claimed in minor units and its currency. */
  totalMinor: number;
  currency: string;
  /** Filed although the waiting period had not passed (the agent confirmed). */
  early: boolean;
}

export interface CourtChoice {
  court: CourtOption;
  others: CourtOption[];
  smallClaims: { open: boolean; why: string; source: string };
  carrierSeat: string;
  /** Interest runs from this day (the pay-by day of the demand letter). */
  interestFrom: string;
}

const h2 = (text: string) => `<h2>${escapeHtml(text)}</h2>`;
const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>
<h1>${escapeHtml(title)}</h1>
${body}
</body></html>`;
}

function flightSection(f: PackFacts): string {
  return rows([
    ['Operating airline', f.airlineName],
    ['Flight number', f.flightNumber],
    ['Flight date', f.flightDate],
    ['Route', f.route],
    ['Booking reference', f.bookingReference],
  ]);
}

function complaintSection(f: PackFacts): string {
  const answers = f.answers.length > 0 ? f.answers : [`No answer received since ${f.complaint.sentOn}.`];
  return `${rows([
    ['Complaint sent to the airline on', f.complaint.sentOn],
    ['Sent by', `${f.complaint.channel} to ${f.complaint.sentTo}`],
    ["Airline's reference", f.complaint.airlineReference || 'none given'],
  ])}
${h2("The airline's answer")}${list(answers)}`;
}

function evidenceSection(f: PackFacts): string {
  const mandate = f.letters.some((l) => l.startsWith('The signed mandate')) ? [] : ['The passengers’ signed mandate (authority to act)'];
  return list([...mandate, ...f.letters, ...f.evidence]);
}

function legalBasis(f: PackFacts): string {
  return `<ul>${f.legalBasis.map((r) => `<li>${ltr(r.text)} <em>${ltr(r.source)}</em></li>`).join('')}</ul>`;
}

/** The EU air passenger rights complaint form's content, for an enforcement body (or ADR, SHGM, GCAA, DOT). */
export function bodyPackHtml(body: EnforcementBody, f: PackFacts): string {
  const title = body.kind === 'neb' ? 'Air passenger rights complaint (EU complaint form)' : 'Air passenger rights complaint';
  return page(
    title,
    `${rows([
      ['To', body.name],
      ['Country', body.country],
      ['Lodged through', body.complaints.via === 'online-form' ? body.complaints.url : body.complaints.address],
      ['Our reference', f.reference],
      ['Date', f.date],
    ])}
${p(`Why this body: ${body.why}`)}
${h2('1. Passengers')}${list(f.passengers)}
${p(`Represented by Flightclaim under the passengers' signed mandate; answers to ${f.replyTo}.`)}
${h2('2. Flight')}${flightSection(f)}
${h2('3. What happened')}${p(f.whatHappened)}
${h2('4. Complaint to the airline')}${complaintSection(f)}
${h2('5. What is asked')}
${p('We ask the body to examine the airline’s compliance and to help the passengers obtain:')}
${rows([
  ['Compensation per passenger', f.perPassenger ?? 'none fixed: damages under the Montreal Convention (see the letter)'],
  ['Passengers', String(f.passengerCount)],
  ['Total', money(f.totalMinor, f.currency)],
])}
${h2('Legal basis')}${legalBasis(f)}
${h2('6. Attachments')}${evidenceSection(f)}
${f.early ? p('Note: filed before the airline’s answer period ended, on the agent’s decision.') : ''}
<p class="note">${escapeHtml(`Source for the body: ${body.source}`)}</p>`,
  );
}

function courtLine(c: CourtOption): string {
  return `${c.place ?? 'Seat of the carrier'} (${c.country}), ${c.basis}: ${c.why} [${c.source}]`;
}

/** The European Small Claims Form A's content, filled in for the competent court. */
export function courtPackHtml(choice: CourtChoice, f: PackFacts): string {
  const { court, smallClaims } = choice;
  const title = smallClaims.open ? 'European Small Claims Procedure: Claim Form A (Regulation (EC) No 861/2007)' : 'Claim to the court (content of Form A)';
  return page(
    title,
    `${rows([
      ['Our reference', f.reference],
      ['Date', f.date],
    ])}
${smallClaims.open ? '' : p(`The European Small Claims Procedure is not open: ${smallClaims.why} The same content goes on the court’s national form.`)}
${h2('1. Court')}
${rows([
  ['Competent court', `The court in ${court.place ?? 'the carrier’s seat'}, ${court.country}`],
  ['Ground', court.why],
  ['Source', court.source],
])}
${choice.others.length > 0 ? `${p('Also competent:')}${list(choice.others.map(courtLine))}` : ''}
${h2('2. Parties')}
${p('Claimants:')}${list(f.passengers)}
${p(`Representative: Flightclaim, under the claimants' signed mandate; ${f.replyTo}.`)}
${rows([
  ['Defendant', f.airlineName],
  ['Defendant’s seat (licensing state)', choice.carrierSeat],
])}
${h2('3. Jurisdiction')}${p(`${court.basis === 'carrier-seat' ? 'The defendant’s domicile' : 'Place of performance of the contract of carriage'}: ${court.why}`)}
${h2('4. Cross-border nature')}${p(smallClaims.why)}
${h2('5. Bank details')}${p(f.clientAccount)}
${h2('6. The claim')}
${rows([
  ['Principal', money(f.totalMinor, f.currency)],
  ['Per passenger', `${f.perPassenger ?? '—'} × ${f.passengerCount}`],
  ['Interest', `Statutory default interest on ${money(f.totalMinor, f.currency)} from ${choice.interestFrom} until payment`],
  ['Costs', 'The court fees and costs of the proceedings, borne by the unsuccessful party (Reg. 861/2007 Art. 16)'],
])}
${h2('7. Details of the claim')}
${flightSection(f)}
${p(f.whatHappened)}
${complaintSection(f)}
${h2('Legal basis')}${legalBasis(f)}
${h2('8. Evidence')}${evidenceSection(f)}
<p class="note">${escapeHtml(smallClaims.source)}</p>`,
  );
}
