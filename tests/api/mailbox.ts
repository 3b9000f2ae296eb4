// The mail the server wrote to DATA_DIR/mail (no SMTP_URL in tests): read, unfolded from
// quoted-printable, and waited for, since security mails go out after the answer.
import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../../src/server/config.ts';

export interface Mail {
  file: string;
  to: string;
  subject: string;
  /** The whole message with quoted-printable soft breaks and '=3D' undone. */
  text: string;
  /** Every text part (plain and HTML) decoded from its transfer encoding (base64 or quoted-printable) as UTF-8. */
  body: string;
}

export function readMails(config: Pick<ServerConfig, 'dataDir'>): Mail[] {
  const dir = path.join(config.dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = fs.readFileSync(path.join(dir, file), 'utf8');
      const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      // The subject from the raw headers: undoing quoted-printable first would break encoded words.
      return {
        file,
        text,
        body: decodedParts(raw),
        to: /^To: (.*)$/m.exec(text)?.[1]?.trim() ?? '',
        subject: decodeHeader(/^Subject: (.*(?:\r?\n[ \t].*)*)$/m.exec(raw)?.[1] ?? ''),
      };
    });
}

/** The message's parts decoded: a non-Latin text may go out as base64, which the raw text does not show. */
function decodedParts(raw: string): string {
  return raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const split = /\r?\n\r?\n/.exec(part);
      if (!split) return '';
      const headers = part.slice(0, split.index);
      const content = part.slice(split.index + split[0].length);
      const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
      if (encoding === 'base64') return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (encoding === 'quoted-printable') return quotedPrintable(content);
      return content;
    })
    .join('\n');
}

/** Quoted-printable to UTF-8: soft breaks dropped, each =XX a byte. */
function quotedPrintable(content: string): string {
  const text = content.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? /^[0-9A-F]{2}/i.exec(text.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header unfolded, its RFC 2047 encoded words (non-ASCII subjects) decoded. */
function decodeHeader(raw: string): string {
  const unfolded = raw
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
  return unfolded.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_whole, encoding: string, data: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/** Waits for the `nth` (1-based) mail matching `match`, polling the folder. */
export async function waitForMail(config: Pick<ServerConfig, 'dataDir'>, match: (mail: Mail) => boolean, nth = 1): Promise<Mail> {
  for (let i = 0; i < 400; i++) {
    const found = readMails(config).filter(match);
    if (found.length >= nth) return found[nth - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the expected mail was not written');
}

/** The token of the first link to `page` (e.g. '/forgot-password') in a mail. */
export function linkToken(mail: Mail, page: string): string {
  const match = new RegExp(`${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in the mail`);
  return match[1]!;
}
