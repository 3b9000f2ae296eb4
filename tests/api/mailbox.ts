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
}

export function readMails(config: Pick<ServerConfig, 'dataDir'>): Mail[] {
  const dir = path.join(config.dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().map((file) => {
    const text = fs.readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    return { file, text, to: /^To: (.*)$/m.exec(text)?.[1]?.trim() ?? '', subject: /^Subject: (.*)$/m.exec(text)?.[1]?.trim() ?? '' };
  });
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
