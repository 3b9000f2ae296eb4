// `npm run bench:autosave`: how long the claim wizard takes to keep a change on the device
// (performance issue #7), in Chromium on the built app with its service worker in control.
//   Keystroke: one character typed in the passenger's first name, from the input event to the
//   commit of the IndexedDB transaction that writes the draft with the new value, KEYSTROKES
//   samples. The draft store waits for ~300 ms of quiet before it writes (by design), so this is
//   printed as "debounce + write", and the write alone (the transaction, from its start to its
//   commit: reading the draft, putting it back) beside it.
//   Photo: a 3 MB camera photo given to the documents drop zone's file input (playwright's
//   setInputFiles), from the input's change event to the commit of the transaction that stores
//   the attachment row: the media worker's downscale and SHA-256, then the write. PHOTOS samples.
// Every IndexedDB read-write transaction of the page is timed by wrapping IDBDatabase.transaction
// and IDBObjectStore.put/add in an init script (the browser's API, not the app). Prints median
// and p95; asserts nothing.
import type { Page } from 'playwright-core';
import { launchBrowser, startServer, waitForServiceWorkerControl } from '../e2e/harness.ts';
import { stepHeading } from '../e2e/wizard-driver.ts';
import { until } from '../e2e/harness.ts';
import { fillUpToDocuments } from '../e2e/wizard-driver.ts';
import { ensureAppBuild, makeCameraPhotos, summaryLine, waitForWizard } from './browser-bench.ts';

const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 30);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 10);
/** 3648×2736 (10 MP) with this generator: about 3 MB. */
const PHOTO_SIZE = { width: 3648, height: 2736 };

interface WriteRecord {
  stores: string[];
  startedAt: number;
  puts: { store: string; summary: string }[];
  completedAt: number | null;
}

interface Marks {
  writes: WriteRecord[];
  inputs: { at: number; value: string }[];
  changes: { at: number; names: string[] }[];
}

declare global {
  interface Window {
    benchMarks?: Marks;
  }
}

/** Init script: times read-write transactions and what they put, and input and change events. */
function instrumentIndexedDb(): void {
  const marks: Marks = { writes: [], inputs: [], changes: [] };
  window.benchMarks = marks;
  const records = new WeakMap<IDBTransaction, WriteRecord>();
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
    const tx = transaction.apply(this, args);
    if (args[1] === 'readwrite') {
      const names = args[0];
      const record: WriteRecord = { stores: typeof names === 'string' ? [names] : [...names], startedAt: performance.now(), puts: [], completedAt: null };
      records.set(tx, record);
      marks.writes.push(record);
      tx.addEventListener('complete', () => (record.completedAt = performance.now()));
    }
    return tx;
  } as IDBDatabase['transaction'];
  // A short, comparable summary of the row: the draft's fields; an attachment's name and size.
  const summarize = (store: string, value: unknown) => {
    const row = value as { fields?: unknown; name?: unknown; size?: unknown };
    return store === 'drafts' ? JSON.stringify(row.fields ?? null) : `${String(row.name)} ${String(row.size)}`;
  };
  for (const method of ['put', 'add'] as const) {
    const original = IDBObjectStore.prototype[method];
    IDBObjectStore.prototype[method] = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      records.get(this.transaction)?.puts.push({ store: this.name, summary: summarize(this.name, value) });
      return original.call(this, value, key);
    };
  }
  window.addEventListener(
    'input',
    (event) => {
      const target = event.target as HTMLInputElement;
      if (target.type !== 'file') marks.inputs.push({ at: performance.now(), value: target.value });
    },
    true,
  );
  window.addEventListener(
    'change',
    (event) => {
      const target = event.target as HTMLInputElement;
      if (target.type === 'file') marks.changes.push({ at: performance.now(), names: Array.from(target.files ?? [], (f) => f.name) });
    },
    true,
  );
}

const resetMarks = (page: Page) =>
  page.evaluate(() => {
    const marks = window.benchMarks!;
    marks.writes = [];
    marks.inputs = [];
    marks.changes = [];
  });

/** The committed transaction that put a row of `store` whose summary contains `needle`. */
async function committedWrite(page: Page, store: string, needle: string): Promise<WriteRecord> {
  const handle = await page.waitForFunction(
    ({ store, needle }) =>
      window.benchMarks!.writes.find((w) => w.completedAt !== null && w.puts.some((p) => p.store === store && p.summary.includes(needle))) ?? false,
    { store, needle },
    { timeout: 60_000, polling: 'raf' },
  );
  return (await handle.jsonValue()) as WriteRecord;
}

interface Sample {
  total: number;
  write: number;
}

async function keystroke(page: Page, value: string): Promise<Sample> {
  await resetMarks(page);
  await page.keyboard.type(value.at(-1)!);
  const write = await committedWrite(page, 'drafts', `"firstName":${JSON.stringify(value)}`);
  const marks = await page.evaluate(() => window.benchMarks!);
  const input = marks.inputs.find((i) => i.value === value);
  if (!input) throw new Error(`No input event for ${value}`);
  return { total: write.completedAt! - input.at, write: write.completedAt! - write.startedAt };
}

interface PhotoSample extends Sample {
  prepare: number;
  /** The bytes stored (after the media worker). */
  stored: number;
}

async function addPhoto(page: Page, name: string, buffer: Buffer): Promise<PhotoSample> {
  await resetMarks(page);
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/jpeg', buffer });
  const write = await committedWrite(page, 'attachments', `${name} `); // the space: photo-1.jpg is not photo-10.jpg
  const stored = Number(
    write.puts
      .find((p) => p.store === 'attachments')!
      .summary.split(' ')
      .pop(),
  );
  const marks = await page.evaluate(() => window.benchMarks!);
  const change = marks.changes.find((c) => c.names.includes(name));
  if (!change) throw new Error(`No change event for ${name}`);
  // Free the slot (a draft holds at most 5 documents) and let the list settle.
  await page.getByRole('button', { name: `Remove ${name}` }).click();
  await page.getByRole('button', { name: `Remove ${name}` }).waitFor({ state: 'detached' });
  return { total: write.completedAt! - change.at, prepare: write.startedAt - change.at, write: write.completedAt! - write.startedAt, stored };
}

/** One photo made in the page, brought to Node so that it goes in through setInputFiles. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  await makeCameraPhotos(page, { names: ['camera.jpg'], seed: 4242, ...PHOTO_SIZE });
  const base64 = await page.evaluate(async () => {
    const file = window.benchPhotos!.pop()!;
    const url = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsDataURL(file);
    });
    return url.slice(url.indexOf(',') + 1);
  });
  return Buffer.from(base64, 'base64');
}

await ensureAppBuild();
/** One indented summary line per measure: its label and its samples in milliseconds. */
function printSummaries(rows: [label: string, samples: number[]][]): void {
  for (const [label, samples] of rows) console.log(`  ${summaryLine(label, samples)}`);
}

const server = await startServer({ LOG_LEVEL: 'error' });
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(instrumentIndexedDb);
  const page = await context.newPage();
  await page.goto(`${server.url}/claim`);
  await waitForServiceWorkerControl(page);
  await waitForWizard(page);
  await fillUpToDocuments(page, { flightNumber: 'LH400' });

  // Keystrokes: back on the passenger step, appending to the first name one letter at a time.
  await page.getByRole('button', { name: 'Back' }).click();
  await stepHeading(page, 'Passenger Information').waitFor();
  const firstName = page.getByLabel('First name').first();
  await firstName.focus();
  await page.keyboard.press('End');
  let value = await firstName.inputValue();
  const keys: Sample[] = [];
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (let i = 0; i < KEYSTROKES; i++) {
    value += letters[i % letters.length];
    keys.push(await keystroke(page, value));
    await page.waitForTimeout(50);
  }
  await until(
    () => firstName.inputValue(),
    (v) => v === value,
    'the typed first name',
  );

  // Photos: on the documents step, one 3 MB photo at a time.
  await page.getByRole('button', { name: 'Continue to Document Upload' }).click();
  await stepHeading(page, 'Upload Documents').waitFor();
  const photo = await cameraPhoto(page);
  const photos: PhotoSample[] = [];
  for (let i = 0; i < PHOTOS; i++) photos.push(await addPhoto(page, `photo-${i + 1}.jpg`, photo));
  await context.close();

  console.log(`Draft autosave in Chromium (IndexedDB, service worker in control)`);
  console.log(`Keystroke in a text field, ${KEYSTROKES} samples:`);
  printSummaries([
    ['input event → draft committed', keys.map((s) => s.total)],
    ['  of which the write (transaction)', keys.map((s) => s.write)],
  ]);
  const stored = Math.max(...photos.map((s) => s.stored));
  console.log(
    `Photo of ${(photo.length / 1024 / 1024).toFixed(2)} MB (${PHOTO_SIZE.width}x${PHOTO_SIZE.height} JPEG, stored as ${(stored / 1024).toFixed(0)} KB), ${PHOTOS} samples:`,
  );
  printSummaries([
    ['change event → attachment committed', photos.map((s) => s.total)],
    ['  media worker (until the write)', photos.map((s) => s.prepare)],
    ['  the write (transaction)', photos.map((s) => s.write)],
  ]);
  console.log('(the first photo also starts the media worker; it stops after 10 s idle)');
} finally {
  await browser.close();
  await server.stop();
}
