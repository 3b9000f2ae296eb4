// The letters' limit for bench:strike-day: Chromium printing the same HTML with nothing around it.
// The HTML is rebuilt from claims the run sent, with the server's own code (the demand letter from
// desk/facts.ts + letter-html.ts, the mandate from mandate/inputs.ts), then printed by one Chromium
// with as many pages as one server's printer has, and timed.
import { chromium } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { mandateHtml } from '../../../src/domain/mandate/index.ts';
import { openBlobStore } from '../../../src/server/blobs/index.ts';
import { openDatabase } from '../../../src/server/db/database.ts';
import { claims } from '../../../src/server/db/schema/claims.ts';
import { letterFacts } from '../../../src/server/desk/facts.ts';
import { claimReplyAddress } from '../../../src/server/inbound/reply-address.ts';
import { letterHtml } from '../../../src/server/desk/letter-html.ts';
import { loadMandateInputs } from '../../../src/server/mandate/inputs.ts';
import { CHROMIUM_FLAGS, PRINT_PAGES } from '../../../src/server/mandate/pdf-printer.ts';
import { percentile } from './intake.ts';
import type { S3StoreOptions } from '../../../src/server/blobs/index.ts';

/** The HTML of each claim's letters as the server prints them: the demand letter and the mandate. */
export async function lettersHtml(databaseUrl: string, s3: S3StoreOptions, claimIds: string[], origin: string): Promise<string[]> {
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  const blobs = await openBlobStore({ kind: 's3', dataDir: '', s3 });
  try {
    const html: string[] = [];
    for (const id of claimIds) {
      const [row] = await database.db.select().from(claims).where(eq(claims.id, id));
      if (!row) continue;
      const facts = await letterFacts(database.db, row, {
        airlineName: 'Lufthansa',
        today: '2026-11-29',
        payBy: '2026-12-13',
        clientAccount: 'Flightclaim client account',
        replyTo: claimReplyAddress(id, new URL(origin).hostname),
      });
      html.push(letterHtml('demand', 'en', facts));
      const inputs = await loadMandateInputs(database.db, blobs, id);
      if (inputs) html.push(mandateHtml(inputs.version, inputs.claim, inputs.signatures));
    }
    return html;
  } finally {
    await database.close();
  }
}

/** Rounds of the bare print: the first warms the browser up, the median of the others is the limit. */
const ROUNDS = 4;

/**
 * PDFs per minute printing `html` with one Chromium and the server printer's number of pages: a
 * warm-up round, then the median of three timed rounds (one round of 80 prints lasts about five
 * seconds, so a single one moved by a third from run to run).
 */
export async function barePrintRate(chromiumPath: string, html: string[]): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  try {
    const pages = await Promise.all(
      Array.from({ length: PRINT_PAGES }, async () => {
        const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
        const page = await context.newPage();
        await page.route('**/*', (route) => route.abort());
        return page;
      }),
    );
    const rates: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      let next = 0;
      const started = performance.now();
      await Promise.all(
        pages.map(async (page) => {
          while (next < html.length) {
            await page.setContent(html[next++]!, { waitUntil: 'load' });
            await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
          }
        }),
      );
      if (round > 0) rates.push((html.length / (performance.now() - started)) * 60_000);
    }
    return percentile(rates, 50);
  } finally {
    await browser.close();
  }
}
