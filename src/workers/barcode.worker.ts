// The barcode worker: reads the PDF417, Aztec or QR code of a boarding pass from a camera frame, a
// photo, a screenshot or a PDF. The browser's own BarcodeDetector is used where it reads these
// formats (Android, macOS, ChromeOS); otherwise, and when it finds nothing in a file, ZXing-C++ in
// WebAssembly (zxing-wasm). Its .wasm is one of our build's assets (precached by the service
// worker), never fetched from a CDN, so scanning works offline. Loaded only when the passenger
// taps Scan; the page talks to it through barcode.ts.
import { expose } from 'comlink';
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { isPdf, pdfImages, type PdfImage } from './pdf-images.ts';

export type ScanOutcome = { kind: 'found'; texts: string[] } | { kind: 'none' } | { kind: 'unreadable' } | { kind: 'pdf-without-image' };

/** Photos are read at most this size (long edge): enough for a PDF417 across a third of it. */
export const MAX_EDGE = 3000;

const ZXING_OPTIONS: ReaderOptions = {
  formats: ['PDF417', 'Aztec', 'QRCode'],
  tryHarder: true,
  tryRotate: true,
  tryInvert: true,
  tryDownscale: true,
  maxNumberOfSymbols: 4,
};
const NATIVE_FORMATS = ['pdf417', 'aztec', 'qr_code'];

interface NativeDetector {
  detect(image: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

prepareZXingModule({
  overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
  fireImmediately: false,
});

let native: Promise<NativeDetector | null> | null = null;

/** The browser's detector when it reads all three formats, else null. */
function nativeDetector(): Promise<NativeDetector | null> {
  native ??= (async () => {
    const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
    if (!Detector) return null;
    const supported = await Detector.getSupportedFormats().catch(() => [] as string[]);
    return NATIVE_FORMATS.every((f) => supported.includes(f)) ? new Detector({ formats: NATIVE_FORMATS }) : null;
  })();
  return native;
}

const texts = (values: string[]) => [...new Set(values.filter((v) => v.length > 0))];

async function withZxing(image: ImageData): Promise<string[]> {
  return texts((await readBarcodes(image, ZXING_OPTIONS)).filter((r) => r.isValid).map((r) => r.text));
}

function imageDataOf(source: ImageBitmap, maxEdge = MAX_EDGE): ImageData {
  const scale = Math.min(1, maxEdge / Math.max(source.width, source.height));
  const width = Math.max(1, Math.round(source.width * scale));
  const height = Math.max(1, Math.round(source.height * scale));
  const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D context');
  context.fillStyle = '#fff'; // transparent screenshots: barcodes are dark on light
  context.fillRect(0, 0, width, height);
  context.drawImage(source, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/**
 * ZXing reads QR and Aztec codes at any angle but a PDF417 only within a few degrees of level (a
 * 6° tilted photo fails): a file that gave nothing is read again turned by these angles.
 */
export const DESKEW_DEGREES = [5, -5, 10, -10, 15, -15];

function rotated(source: ImageBitmap, degrees: number, maxEdge = 2000): ImageData {
  const scale = Math.min(1, maxEdge / Math.max(source.width, source.height));
  const [w, h] = [source.width * scale, source.height * scale];
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.abs(Math.cos(radians)), Math.abs(Math.sin(radians))];
  const width = Math.ceil(w * cos + h * sin);
  const height = Math.ceil(w * sin + h * cos);
  const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D context');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.translate(width / 2, height / 2);
  context.rotate(radians);
  context.drawImage(source, -w / 2, -h / 2, w, h);
  return context.getImageData(0, 0, width, height);
}

/** Native first; ZXing when there is no native detector or (thorough) when it found nothing. */
async function detect(bitmap: ImageBitmap, thorough: boolean): Promise<string[]> {
  const detector = await nativeDetector();
  if (detector) {
    const found = texts((await detector.detect(bitmap).catch(() => [])).map((b) => b.rawValue));
    if (found.length > 0 || !thorough) return found;
  }
  const found = await withZxing(imageDataOf(bitmap));
  if (found.length > 0 || !thorough) return found;
  for (const degrees of DESKEW_DEGREES) {
    const level = texts((await readBarcodes(rotated(bitmap, degrees), { ...ZXING_OPTIONS, formats: ['PDF417'] })).filter((r) => r.isValid).map((r) => r.text));
    if (level.length > 0) return level;
  }
  return [];
}

/** One camera frame (transferred; closed here). Quick: no second reader when the first sees nothing. */
export async function scanFrame(frame: ImageBitmap): Promise<string[]> {
  try {
    return await detect(frame, false);
  } finally {
    frame.close();
  }
}

async function bitmapOfPdfImage(image: PdfImage): Promise<ImageBitmap> {
  if (image.kind === 'jpeg') return createImageBitmap(new Blob([image.bytes as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }));
  const { width, height, data } = image.pixels;
  return createImageBitmap(new ImageData(data as Uint8ClampedArray<ArrayBuffer>, width, height));
}

async function scanPdf(file: Blob): Promise<ScanOutcome> {
  const images = await pdfImages(new Uint8Array(await file.arrayBuffer()));
  if (images.length === 0) return { kind: 'pdf-without-image' };
  for (const image of images) {
    const bitmap = await bitmapOfPdfImage(image).catch(() => null);
    if (!bitmap) continue;
    try {
      const found = await detect(bitmap, true);
      if (found.length > 0) return { kind: 'found', texts: found };
    } finally {
      bitmap.close();
    }
  }
  return { kind: 'none' };
}

/** A photo, screenshot or PDF the passenger picked. */
export async function scanFile(file: Blob): Promise<ScanOutcome> {
  if (isPdf(new Uint8Array(await file.slice(0, 1024).arrayBuffer()))) return scanPdf(file);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { kind: 'unreadable' };
  }
  try {
    const found = await detect(bitmap, true);
    return found.length > 0 ? { kind: 'found', texts: found } : { kind: 'none' };
  } finally {
    bitmap.close();
  }
}

export const barcodeApi = { scanFile, scanFrame };
export type BarcodeApi = typeof barcodeApi;

// Only when loaded as a worker (tests import the functions directly).
if ('WorkerGlobalScope' in globalThis) expose(barcodeApi);
