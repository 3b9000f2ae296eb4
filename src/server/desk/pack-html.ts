// The packs the agent files when the airline refused or stayed silent, as HTML for the mandate
// printer (Chromium → PDF), in the body's or the court's language (domain/escalation/pack-words.ts): for a body, the content of the EU's air passenger rights
// complaint form (the passengers, the flight, what happened, what the airline answered and when,
// what is asked); for a court, the content of the European Small Claims Form A (Reg. 861/2007
// Annex I: the court, the parties, jurisdiction, the claim with interest and costs, the evidence).
import { escapeHtml } from '../../domain/mandate/signed-html.ts';
import { formatMinorUnits } from '../../domain/money/minor-units.ts';
import type { CompetentCourts, CourtOption, EnforcementBody, PackLanguage } from '../../domain/escalation/index.ts';
import { fill, PACK_WORDS, type PackWords } from '../../domain/escalation/pack-words.ts';
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
  smallClaims: CompetentCourts['smallClaims'];
  carrierSeat: string;
  /** Interest runs from this day (the pay-by day of the demand letter). */
  interestFrom: string;
}

const h2 = (text: string) => `<h2>${escapeHtml(text)}</h2>`;
const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
const money = (minor: number, currency: string) => `${formatMinorUnits(minor, currency)} ${currency}`;

function page(language: PackLanguage, title: string, body: string): string {
  const w = PACK_WORDS[language];
  const quoted = w.quotedNote ? `<p class="note">${escapeHtml(w.quotedNote)}</p>` : '';
  return `<!doctype html><html lang="${language}" dir="${w.dir}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>
<h1>${escapeHtml(title)}</h1>
${body}
${quoted}
</body></html>`;
}

function flightSection(w: PackWords, f: PackFacts): string {
  return rows([
    [w.operatingAirline, f.airlineName],
    [w.flightNumber, f.flightNumber],
    [w.flightDate, f.flightDate],
    [w.route, f.route],
    [w.bookingReference, f.bookingReference],
  ]);
}

function complaintSection(w: PackWords, f: PackFacts): string {
  const answers = f.answers.length > 0 ? f.answers : [fill(w.noAnswerSince, { date: f.complaint.sentOn })];
  return `${rows([
    [w.complaintSentOn, f.complaint.sentOn],
    [w.sentBy, `${f.complaint.channel}: ${f.complaint.sentTo}`],
    [w.airlineReference, f.complaint.airlineReference || w.noneGiven],
  ])}
${h2(w.airlineAnswer)}${list(answers)}`;
}

function evidenceSection(w: PackWords, f: PackFacts): string {
  const mandate = f.letters.some((l) => l.startsWith('The signed mandate')) ? [] : [w.signedMandate];
  return list([...mandate, ...f.letters, ...f.evidence]);
}

function legalBasis(f: PackFacts): string {
  return `<ul>${f.legalBasis.map((r) => `<li>${ltr(r.text)} <em>${ltr(r.source)}</em></li>`).join('')}</ul>`;
}

/** The EU air passenger rights complaint form's content, for an enforcement body (or ADR, SHGM, GCAA, DOT). */
export function bodyPackHtml(body: EnforcementBody, f: PackFacts, language: PackLanguage = 'en'): string {
  const w = PACK_WORDS[language];
  return page(
    language,
    body.kind === 'neb' ? w.nebTitle : w.bodyTitle,
    `${rows([
      [w.to, body.name],
      [w.country, body.country],
      [w.lodgedThrough, body.complaints.via === 'online-form' ? body.complaints.url : body.complaints.address],
      [w.ourReference, f.reference],
      [w.date, f.date],
    ])}
<p>${escapeHtml(w.whyThisBody)}: ${ltr(body.why.message)}</p>
${h2(w.passengers)}${list(f.passengers)}
${p(fill(w.represented, { replyTo: f.replyTo }))}
${h2(w.flight)}${flightSection(w, f)}
${h2(w.whatHappened)}<p>${ltr(f.whatHappened)}</p>
${h2(w.complaint)}${complaintSection(w, f)}
${h2(w.whatIsAsked)}
${p(w.weAsk)}
${rows([
  [w.perPassenger, f.perPassenger ?? w.noFixedSum],
  [w.passengerCount, String(f.passengerCount)],
  [w.total, money(f.totalMinor, f.currency)],
])}
${h2(w.legalBasis)}${legalBasis(f)}
${h2(w.attachments)}${evidenceSection(w, f)}
${f.early ? p(w.earlyNote) : ''}
<p class="note">${escapeHtml(w.sourceForBody)}: ${ltr(body.source)}</p>`,
  );
}

function courtLine(w: PackWords, c: CourtOption): string {
  return `${c.place ?? w.carrierSeat} (${c.country}), ${c.basis}: ${c.why.message} [${c.source}]`;
}

/** The European Small Claims Form A's content, filled in for the competent court, in `language`. */
export function courtPackHtml(choice: CourtChoice, f: PackFacts, language: PackLanguage = 'en', untranslated = false): string {
  const { court, smallClaims } = choice;
  const w = PACK_WORDS[language];
  return page(
    language,
    smallClaims.open ? w.smallClaimsTitle : w.courtTitle,
    `${rows([
      [w.ourReference, f.reference],
      [w.date, f.date],
    ])}
${untranslated ? p(EN_UNTRANSLATED) : ''}
${smallClaims.open ? '' : p(fill(w.smallClaimsClosed, { why: smallClaims.why.message }))}
${h2(w.court)}
${rows([
  [w.competentCourt, `${fill(w.courtIn, { place: court.place ?? w.carrierSeat })}, ${court.country}`],
  [w.ground, court.why.message],
  [w.source, court.source],
])}
${choice.others.length > 0 ? `${p(w.alsoCompetent)}${list(choice.others.map((c) => courtLine(w, c)))}` : ''}
${h2(w.parties)}
${p(w.claimants)}${list(f.passengers)}
${p(fill(w.representative, { replyTo: f.replyTo }))}
${rows([
  [w.defendant, f.airlineName],
  [w.defendantSeat, choice.carrierSeat],
])}
${h2(w.jurisdiction)}<p>${escapeHtml(court.basis === 'carrier-seat' ? w.domicile : w.placeOfPerformance)}: ${ltr(court.why.message)}</p>
${h2(w.crossBorder)}<p>${ltr(smallClaims.why.message)}</p>
${h2(w.bankDetails)}<p>${ltr(f.clientAccount)}</p>
${h2(w.theClaim)}
${rows([
  [w.principal, money(f.totalMinor, f.currency)],
  [w.perPassenger, `${f.perPassenger ?? '—'} × ${f.passengerCount}`],
  [w.interest, fill(w.interestText, { amount: money(f.totalMinor, f.currency), from: choice.interestFrom })],
  [w.costs, w.costsText],
])}
${h2(w.details)}
${flightSection(w, f)}
<p>${ltr(f.whatHappened)}</p>
${complaintSection(w, f)}
${h2(w.legalBasis)}${legalBasis(f)}
${h2(w.evidence)}${evidenceSection(w, f)}
<p class="note">${escapeHtml(smallClaims.source)}</p>`,
  );
}

const EN_UNTRANSLATED = PACK_WORDS.en.untranslatedNote;
