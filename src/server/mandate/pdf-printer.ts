// Prints HTML to PDF with headless Chromium (page.pdf): Chromium shapes Arabic and Persian
// (joined letters, right to left) and embeds subsets of the fonts it used. One browser per
// process, started on first use; one page at a time; no JavaScript and no network in the page.
import { chromium, type Browser } from 'playwright-core';

export interface PdfPrinter {
  print(html: string): Promise<Buffer>;
  /** Waits for the print under way, then closes the browser. */
  close(): Promise<void>;
}

/** Headless, without the browser's own network traffic; the e2e harness launches with the same flags. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const PRINT_TIMEOUT_MS = 30_000;

export function createPdfPrinter(executablePath: string): PdfPrinter {
  let browser: Promise<Browser> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const launch = () => {
    browser ??= chromium.launch({ executablePath, args: CHROMIUM_FLAGS, timeout: PRINT_TIMEOUT_MS }).catch((error: unknown) => {
      browser = null;
      throw error;
    });
    return browser;
  };

  async function printNow(html: string): Promise<Buffer> {
    const running = await launch();
    const context = await running.newContext({ javaScriptEnabled: false, offline: true });
    try {
      const page = await context.newPage();
      // Images are data: URLs inside the HTML; anything else would be a fetch, and none is allowed.
      await page.route('**/*', (route) => route.abort());
      await page.setContent(html, { waitUntil: 'load', timeout: PRINT_TIMEOUT_MS });
      return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    } finally {
      await context.close();
    }
  }

  return {
    print(html) {
      const run = queue.then(() => printNow(html));
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      await queue;
      const open = browser;
      browser = null;
      const running = await open?.catch(() => null);
      await running?.close();
    },
  };
}
