// Prints HTML to PDF with headless Chromium (page.pdf): Chromium shapes Arabic and Persian
// (joined letters, right to left) and embeds subsets of the fonts it used. One browser per
// process, started on first use, with a small pool of pages kept open between prints (a page's
// context costs more to make than a print); no JavaScript and no network in a page.
import { chromium, type Browser, type Page } from 'playwright-core';
import { lowerPriority, ownChildren, startedSince, withDescendants } from './print-priority.ts';

export interface PdfPrinter {
  print(html: string): Promise<Buffer>;
  /** How many prints run at once (the pool's pages). */
  readonly pages?: number;
  /** Waits for the prints under way, then closes the browser. */
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

/** Two pages: on two cores a third print only waits for the CPU (profiled for issue #37). */
export const PRINT_PAGES = 2;

export function createPdfPrinter(executablePath: string, pages = PRINT_PAGES): PdfPrinter {
  let browser: Promise<Browser> | null = null;
  const idle: Page[] = [];
  const waiting: (() => void)[] = [];
  const printing = new Set<Promise<unknown>>();
  let busy = 0;
  // The browser's own process, found among this process's children after the launch (print-priority.ts).
  let browserPids: number[] = [];

  const launch = () => {
    if (browser) return browser;
    const before = ownChildren();
    browser = chromium.launch({ executablePath, args: CHROMIUM_FLAGS, timeout: PRINT_TIMEOUT_MS }).then(
      (running) => {
        browserPids = startedSince(before);
        lowerPriority(withDescendants(browserPids));
        // A crashed browser takes its pages with it: the next print starts a new one.
        running.once('disconnected', () => {
          browser = null;
          idle.length = 0;
        });
        return running;
      },
      (error: unknown) => {
        browser = null;
        throw error;
      },
    );
    return browser;
  };

  async function newPage(): Promise<Page> {
    const context = await (await launch()).newContext({ javaScriptEnabled: false, offline: true });
    const page = await context.newPage();
    lowerPriority(withDescendants(browserPids));
    // Images are data: URLs inside the HTML; anything else would be a fetch, and none is allowed.
    await page.route('**/*', (route) => route.abort());
    return page;
  }

  /** A free slot of the pool (at most `pages` prints at once). */
  async function slot(): Promise<void> {
    if (busy < pages) {
      busy++;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else busy--;
  }

  async function printNow(html: string): Promise<Buffer> {
    await slot();
    let page: Page | undefined;
    try {
      page = idle.pop() ?? (await newPage());
      await page.setContent(html, { waitUntil: 'load', timeout: PRINT_TIMEOUT_MS });
      const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      idle.push(page);
      page = undefined;
      return pdf;
    } finally {
      // A page that failed is not reused: its state is unknown.
      if (page)
        await page
          .context()
          .close()
          .catch(() => undefined);
      release();
    }
  }

  return {
    pages,
    print(html) {
      const run = printNow(html);
      const tracked = run.catch(() => undefined);
      printing.add(tracked);
      void tracked.then(() => printing.delete(tracked));
      return run;
    },
    async close() {
      await Promise.all(printing);
      idle.length = 0;
      const open = browser;
      browser = null;
      const running = await open?.catch(() => null);
      await running?.close();
    },
  };
}
