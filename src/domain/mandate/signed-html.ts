// The signed mandate as one HTML document: the version's text, the claim's flight and passengers,
// each signature with its time, and the version id and SHA-256. The server prints it to PDF with
// Chromium; the device opens the same HTML to print or save offline. One renderer, so both agree.
// Dates and times are written in the mandate's language (in Persian with the Solar Hijri date),
// times in UTC with its name, never as raw ISO strings.
import { formatIsoDate, formatTimestampIn } from '../text/dates.ts';
import { fillPlaceholders, type MandateVersion } from './versions.ts';

export interface MandatePerson {
  firstName: string;
  lastName: string;
  minor?: boolean;
}

export interface MandateClaim {
  flightNumber: string;
  date: string;
  from?: string;
  to?: string;
  airline?: string;
  bookingReference?: string | null;
  /** Index 0 is the main passenger. */
  passengers: MandatePerson[];
}

export interface MandateSignature {
  /** The passenger's index in `passengers`. */
  position: number;
  /** ISO time of signing. */
  signedAt: string;
  /** A data: URL of the PNG. */
  image: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Codes and names keep their own direction inside a right-to-left text. */
const isolate = (text: string, dir: 'ltr' | 'auto' = 'auto') => `<bdi dir="${dir}">${escapeHtml(text)}</bdi>`;

export const fullName = (p: MandatePerson) => `${p.firstName} ${p.lastName}`.trim();

/** Who must sign themselves: the main passenger and every adult (a minor's guardian signs for them). */
export function mandateSigners(claim: MandateClaim): number[] {
  return claim.passengers.flatMap((p, i) => (i === 0 || !p.minor ? [i] : []));
}

function detailRows(version: MandateVersion, claim: MandateClaim): string {
  const l = version.language.labels;
  const route = claim.from && claim.to ? `${claim.from} → ${claim.to}` : '';
  const rows: [string, string][] = [
    [l.flight, claim.flightNumber],
    [l.date, formatIsoDate(claim.date, version.locale, 'long')],
    [l.route, route],
    [l.airline, claim.airline ?? ''],
    [l.bookingReference, claim.bookingReference ?? ''],
  ];
  return rows
    .filter(([, value]) => value)
    .map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${label === l.date ? isolate(value) : isolate(value, 'ltr')}</td></tr>`)
    .join('');
}

function passengerItems(version: MandateVersion, claim: MandateClaim): string {
  const l = version.language.labels;
  const guardian = fullName(claim.passengers[0]!);
  return claim.passengers
    .map((p, i) => {
      const role = i > 0 && p.minor ? fillPlaceholders(escapeHtml(l.minor), { guardian: isolate(guardian) }) : escapeHtml(l.adult);
      return `<li>${isolate(fullName(p))}: ${role}</li>`;
    })
    .join('');
}

function signatureBlocks(version: MandateVersion, claim: MandateClaim, signatures: MandateSignature[]): string {
  const l = version.language.labels;
  const guardian = fullName(claim.passengers[0]!);
  const minors = claim.passengers.filter((p, i) => i > 0 && p.minor).map(fullName);
  return mandateSigners(claim)
    .map((position) => {
      const person = claim.passengers[position]!;
      const signed = signatures.find((s) => s.position === position);
      const body = signed
        ? `<img alt="" src="${escapeHtml(signed.image)}"><p>${escapeHtml(l.signedAt)}: ${isolate(formatTimestampIn(version.locale, signed.signedAt, 'UTC'))}</p>`
        : `<p class="missing">${escapeHtml(l.notSigned)}</p>`;
      const forMinors =
        position === 0 && signed
          ? minors.map((m) => `<p>${fillPlaceholders(escapeHtml(l.signedAsGuardian), { guardian: isolate(guardian), minor: isolate(m) })}</p>`).join('')
          : '';
      return `<div class="signature"><h3>${isolate(fullName(person))}</h3>${body}${forMinors}</div>`;
    })
    .join('');
}

const STYLE = `
@page { size: A4; margin: 18mm 16mm; }
body { font-family: "DejaVu Sans", "Noto Sans", "Noto Naskh Arabic", "Segoe UI", Tahoma, sans-serif; font-size: 10.5pt; line-height: 1.45; color: #111; margin: 0; }
main { max-width: 720px; margin: 0 auto; padding: 16px; }
h1 { font-size: 17pt; margin: 0 0 12px; }
h2 { font-size: 12pt; margin: 16px 0 6px; }
h3 { font-size: 10.5pt; margin: 0 0 4px; }
table { border-collapse: collapse; }
th { text-align: start; padding-block: 2px; padding-inline: 0 12px; font-weight: 600; }
.signature { break-inside: avoid; border: 1px solid #999; padding: 8px; margin: 8px 0; }
.signature img { max-width: 250px; height: auto; display: block; }
.missing { color: #8a1c1c; }
footer { margin-top: 16px; font-size: 8.5pt; color: #333; word-break: break-all; }
@media print { main { padding: 0; } .no-print { display: none; } }
`;

/** The whole document; `extraHead` lets the device add its print button's script-free styles. */
export function mandateHtml(version: MandateVersion, claim: MandateClaim, signatures: MandateSignature[], extraBody = ''): string {
  const l = version.language.labels;
  const sections = version.sections.map((s) => `<h2>${escapeHtml(s.heading)}</h2>${s.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}`).join('');
  return `<!doctype html><html lang="${version.locale}" dir="${version.language.dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(version.title)}</title><style>${STYLE}</style></head>
<body><main>${extraBody}<h1>${escapeHtml(version.title)}</h1>
<h2>${escapeHtml(l.flightHeading)}</h2><table>${detailRows(version, claim)}</table>
<h2>${escapeHtml(l.passengersHeading)}</h2><ul>${passengerItems(version, claim)}</ul>
${sections}
<h2>${escapeHtml(l.signaturesHeading)}</h2>${signatureBlocks(version, claim, signatures)}
<footer><p>${escapeHtml(l.versionLine)}: ${isolate(version.id, 'ltr')}</p><p>${escapeHtml(l.hashLine)}: ${isolate(version.sha256, 'ltr')}</p></footer>
</main></body></html>`;
}
