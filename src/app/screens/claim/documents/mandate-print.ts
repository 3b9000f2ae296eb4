// The passenger's own copy of the signed mandate, at once and offline: the same HTML the server
// prints to PDF (src/domain/mandate), with the signature just drawn, opened in a new tab where the
// browser's Print / Save as PDF keeps it. A client PDF library would cost 250+ KB of precache and
// could not shape Arabic or Persian; the browser's own print engine does both.
import { mandateHtml, type MandateClaim, type MandateVersion } from '../../../../domain/mandate/index.ts';
import { msg, t } from '../../../i18n/t.ts';
import { dataUrl } from '../../../components/data-url.ts';

export const PRINT_TEXTS = {
  button: msg('Print or save your signed mandate (PDF)'),
  hint: msg('Use Print, then Save as PDF, to keep a copy on this device.'),
} as const;

/** Opens the signed mandate in a new tab (a blob: URL, so it needs no network). */
export async function openSignedMandate(version: MandateVersion, claim: MandateClaim, signature: { blob: Blob; signedAt: number }): Promise<void> {
  const image = await dataUrl(signature.blob);
  const hint = `<p class="no-print" style="background:#e7f1ff;padding:8px">${t(PRINT_TEXTS.hint)}</p>`;
  const html = mandateHtml(version, claim, [{ position: 0, signedAt: new Date(signature.signedAt).toISOString(), image }], hint);
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
