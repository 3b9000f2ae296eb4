// The images embedded in a PDF, for the barcode reader: mobile boarding passes arrive as PDF
// e-mail attachments whose barcode is usually an image. No PDF renderer (pdf.js would add over a
// megabyte to the precache): this finds image XObjects in the file and decodes the common kinds,
// JPEG (DCTDecode, handed over as is) and Flate-compressed pixels (8-bit Gray/RGB/CMYK or 1-bit,
// image masks included, with or without PNG predictors). A barcode drawn as vector paths, or an
// image in another filter (CCITT, JBIG2, JPEG 2000) or in an encrypted PDF, is not found.

/** RGBA pixels, as ImageData holds them (ImageData itself is not in every runtime). */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export type PdfImage = { kind: 'jpeg'; width: number; height: number; bytes: Uint8Array } | { kind: 'pixels'; width: number; height: number; pixels: Pixels };

/** Images smaller than this on a side are icons and logos, not barcodes. */
export const MIN_SIDE = 40;
export const MAX_IMAGES = 12;
/** No image bigger than this is decoded (about 100 MB of RGBA). */
const MAX_PIXELS = 25_000_000;

const latin1 = new TextDecoder('latin1');

export function isPdf(head: Uint8Array): boolean {
  return latin1.decode(head.subarray(0, 1024)).includes('%PDF-');
}

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const number = (dict: string, key: string) => {
  const match = new RegExp(`/${key}\\s+(\\d+)(?!\\s+\\d+\\s+R)`).exec(dict);
  return match ? Number(match[1]) : undefined;
};

function filtersOf(dict: string): string[] {
  const match = /\/Filter\s*(\[[^\]]*\]|\/\w+)/.exec(dict);
  return match ? [...match[1]!.matchAll(/\/(\w+)/g)].map((m) => m[1]!) : [];
}

function componentsOf(dict: string, bytes: number, width: number, height: number, bits: number): number {
  if (/\/ImageMask\s+true/.test(dict)) return 1;
  if (/\/ColorSpace\s*\/DeviceGray/.test(dict)) return 1;
  if (/\/ColorSpace\s*\/DeviceRGB/.test(dict)) return 3;
  if (/\/ColorSpace\s*\/DeviceCMYK/.test(dict)) return 4;
  // ICC-based or indexed colour spaces: judge by the amount of data.
  const rowBits = width * bits;
  for (const n of [1, 3, 4]) if (Math.ceil((rowBits * n) / 8) * height === bytes) return n;
  return 0;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Undoes PNG row predictors (Predictor >= 10): each row starts with its filter type. */
export function unpredict(data: Uint8Array, rowBytes: number, bpp: number): Uint8Array {
  const rows = Math.floor(data.length / (rowBytes + 1));
  const out = new Uint8Array(rows * rowBytes);
  for (let y = 0; y < rows; y++) {
    const type = data[y * (rowBytes + 1)]!;
    const src = y * (rowBytes + 1) + 1;
    const row = y * rowBytes;
    for (let x = 0; x < rowBytes; x++) {
      const raw = data[src + x]!;
      const left = x >= bpp ? out[row + x - bpp]! : 0;
      const up = y > 0 ? out[row - rowBytes + x]! : 0;
      const upLeft = y > 0 && x >= bpp ? out[row - rowBytes + x - bpp]! : 0;
      const predicted = type === 1 ? left : type === 2 ? up : type === 3 ? (left + up) >> 1 : type === 4 ? paeth(left, up, upLeft) : 0;
      out[row + x] = (raw + predicted) & 0xff;
    }
  }
  return out;
}

/** Raw samples (1 or 8 bits, 1/3/4 components) to RGBA. */
export function toPixels(samples: Uint8Array, width: number, height: number, components: number, bits: number, invert: boolean): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  const rowBytes = Math.ceil((width * components * bits) / 8);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      let r: number, g: number, b: number;
      if (bits === 1) {
        const bit = (samples[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
        r = g = b = bit ? 255 : 0;
      } else {
        const s = y * rowBytes + x * components;
        if (components === 1) r = g = b = samples[s]!;
        else if (components === 3) [r, g, b] = [samples[s]!, samples[s + 1]!, samples[s + 2]!];
        else {
          const k = samples[s + 3]!;
          [r, g, b] = [0, 1, 2].map((i) => 255 - Math.min(255, samples[s + i]! + k)) as [number, number, number];
        }
      }
      if (invert) [r, g, b] = [255 - r, 255 - g, 255 - b];
      data[at] = r;
      data[at + 1] = g;
      data[at + 2] = b;
      data[at + 3] = 255;
    }
  }
  return { width, height, data };
}

async function decodeImage(dict: string, stream: Uint8Array): Promise<PdfImage | null> {
  const width = number(dict, 'Width');
  const height = number(dict, 'Height');
  if (!width || !height || width < MIN_SIDE || height < MIN_SIDE || width * height > MAX_PIXELS) return null;
  const filters = filtersOf(dict);
  if (filters.length === 1 && (filters[0] === 'DCTDecode' || filters[0] === 'DCT')) return { kind: 'jpeg', width, height, bytes: stream };
  if (filters.length > 1 || (filters.length === 1 && filters[0] !== 'FlateDecode' && filters[0] !== 'Fl')) return null;
  let samples = filters.length ? await inflate(stream) : stream;
  const mask = /\/ImageMask\s+true/.test(dict);
  const bits = mask ? 1 : (number(dict, 'BitsPerComponent') ?? 8);
  if (bits !== 1 && bits !== 8) return null;
  const predictor = number(dict, 'Predictor') ?? 1;
  const packed = (n: number) => Math.ceil((width * n * bits) / 8);
  const components =
    componentsOf(dict, samples.length, width, height, bits) ||
    (predictor >= 10 ? ([1, 3, 4].find((n) => (packed(n) + 1) * height === samples.length) ?? 0) : 0);
  if (!components || (bits === 1 && components !== 1)) return null;
  if (predictor >= 10) samples = unpredict(samples, packed(components), Math.max(1, (components * bits) >> 3));
  if (samples.length < packed(components) * height) return null;
  // A 0 is black (an image mask paints there, on white paper); a Decode of [1 0] swaps that.
  const decodeSwapped = /\/Decode\s*\[\s*1(\.0*)?\s+0(\.0*)?/.test(dict);
  return { kind: 'pixels', width, height, pixels: toPixels(samples, width, height, components, bits, decodeSwapped) };
}

/** Where a stream's data ends: after /Length bytes when that is direct and right, else at endstream. */
function streamEnd(text: string, start: number, length: number | undefined): number {
  if (length !== undefined && /^\s*endstream/.test(text.slice(start + length, start + length + 20))) return start + length;
  let end = text.indexOf('endstream', start);
  if (end < 0) return -1;
  while (end > start && (text[end - 1] === '\n' || text[end - 1] === '\r')) end--;
  return end;
}

/** The PDF's images that may hold a barcode, largest first (MAX_IMAGES at most). */
export async function pdfImages(bytes: Uint8Array): Promise<PdfImage[]> {
  const text = latin1.decode(bytes);
  const found: { dict: string; start: number; end: number; area: number }[] = [];
  const header = /\bobj\s*<<((?:(?!endobj)[\s\S])*?)>>\s*stream(?:\r\n|\n|\r)/g;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const dict = match[1]!;
    if (!/\/Subtype\s*\/Image\b/.test(dict)) continue;
    const start = match.index + match[0].length;
    const end = streamEnd(text, start, number(dict, 'Length'));
    if (end < 0) continue;
    found.push({ dict, start, end, area: (number(dict, 'Width') ?? 0) * (number(dict, 'Height') ?? 0) });
    header.lastIndex = end;
  }
  found.sort((a, b) => b.area - a.area);
  const images: PdfImage[] = [];
  for (const { dict, start, end } of found) {
    if (images.length >= MAX_IMAGES) break;
    const image = await decodeImage(dict, bytes.subarray(start, end)).catch(() => null);
    if (image) images.push(image);
  }
  return images;
}
