// A letter to an airline as HTML for the mandate printer (Chromium → PDF): the demand, a reminder
// or a rebuttal, in English or a second language (domain/desk/letter-text.ts).
import { escapeHtml } from '../../domain/mandate/signed-html.ts';
import { LETTER_WORDS, type LetterLanguage } from '../../domain/desk/index.ts';
import type { LetterKind } from '../db/schema/desk.ts';
import { damagesHtml, type Damages } from './damages.ts';

export interface LetterFacts {
  airlineName: string;
  reference: string;
  /** YYYY-MM-DD */
  date: string;
  flightNumber: string;
  flightDate: string;
  route: string;
  bookingReference: string;
  whatHappened: string;
  passengers: string[];
  /** The engine's reasons with their articles and judgments. */
  legalBasis: { text: string; source: string }[];
  /** The fixed sum per passenger and in total; absent when only the Montreal Convention's damages are claimed. */
  perPassenger?: string;
  passengerCount: number;
  total?: string;
  /** Montreal Convention 1999: the damages claimed with their articles, limits and time limits. */
  damages?: Damages;
  evidence: string[];
  payBy: string;
  clientAccount: string;
  replyTo: string;
}

export const STYLE = `body{font-family:'DejaVu Sans','Noto Sans','Noto Naskh Arabic',sans-serif;font-size:11pt;margin:18mm}
h1{font-size:16pt}h2{font-size:12pt;margin-top:14pt}table{border-collapse:collapse}th,td{text-align:start;padding:2pt 8pt 2pt 0;vertical-align:top}
.note{font-size:9pt;color:#444}`;

export const ltr = (text: string) => `<bdi dir="ltr">${escapeHtml(text)}</bdi>`;
export const rows = (pairs: [string, string][]) => `<table>${pairs.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${ltr(v)}</td></tr>`).join('')}</table>`;
export const list = (items: string[]) => `<ul>${items.map((i) => `<li>${ltr(i)}</li>`).join('')}</ul>`;

export function letterHtml(kind: LetterKind, language: LetterLanguage, f: LetterFacts, rebuttal?: { text: string; source: string }[]): string {
  const w = LETTER_WORDS[language];
  const title = kind === 'demand' ? w.demandTitle : kind === 'reminder' ? w.reminderTitle : w.rebuttalTitle;
  const intro = kind === 'demand' ? w.intro : kind === 'reminder' ? w.reminderIntro : w.rebuttalIntro;
  const basis = [...(rebuttal ?? []), ...f.legalBasis].map((r) => `<li>${ltr(r.text)} <em>${ltr(r.source)}</em></li>`).join('');
  return `<!doctype html><html lang="${language}" dir="${w.dir}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>
<h1>${escapeHtml(title)}</h1>
${rows([
  [w.to, f.airlineName],
  [w.ourReference, f.reference],
  [w.date, f.date],
])}
<p>${escapeHtml(intro)}</p>
<h2>${escapeHtml(w.flight)}</h2>
${rows([
  [w.flightNumber, f.flightNumber],
  [w.flightDate, f.flightDate],
  [w.route, f.route],
  [w.bookingReference, f.bookingReference],
  [w.whatHappened, f.whatHappened],
])}
<h2>${escapeHtml(w.passengers)}</h2>${list(f.passengers)}
<h2>${escapeHtml(w.legalBasis)}</h2><ul>${basis}</ul>
${fixedSumHtml(w, f)}${f.damages ? damagesHtml(w, f.damages) : ''}
<h2>${escapeHtml(w.evidence)}</h2>${list([w.mandate, ...f.evidence])}
<h2>${escapeHtml(w.payment)}</h2>
<p>${escapeHtml(w.payBy)} ${ltr(f.payBy)}, ${escapeHtml(w.account)}:</p><p>${ltr(f.clientAccount)}</p>
<p>${escapeHtml(w.replyTo)} ${ltr(f.replyTo)}</p>
<p>${escapeHtml(w.closing)}</p>
${language === 'en' ? '' : `<p class="note">${escapeHtml(w.translationNote)}</p>`}
</body></html>`;
}

function fixedSumHtml(w: (typeof LETTER_WORDS)[LetterLanguage], f: LetterFacts): string {
  if (f.perPassenger === undefined || f.total === undefined) return '';
  return `<h2>${escapeHtml(w.amounts)}</h2>
${rows([
  [w.perPassenger, f.perPassenger],
  [w.passengerCount, String(f.passengerCount)],
  [w.total, f.total],
])}
`;
}
