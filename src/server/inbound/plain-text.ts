// Text from outside (a mail's body, subject, sender) as we keep it: plain Unicode text, NFC, no
// control characters but line breaks and tabs, no bidirectional overrides that could disguise it,
// capped. It is only ever shown as text (never as HTML).
// Control characters (\p{Cc}) but the line feed and the tab, bidirectional overrides and isolates, the BOM.
const CONTROL = /(?![\n\t])[\p{Cc}\u202a-\u202e\u2066-\u2069\ufeff]/gu;

export function plainText(text: string, maxChars: number): string {
  const clean = text.normalize('NFC').replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
  return clean.length > maxChars ? `${clean.slice(0, maxChars)}…` : clean;
}
