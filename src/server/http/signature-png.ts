// Checks a signature image sent as a PNG data URL before it is stored: the data URL shape, the
// PNG signature, every chunk's length and CRC, IHDR first with sane dimensions (a decompression
// bomb is refused from its header, before any inflating), and image data that inflates to exactly
// the size the header promises, with inflation capped at that size.
import { crc32, inflateSync } from 'node:zlib';

export const MAX_SIGNATURE_BYTES = 512 * 1024;
export const MAX_SIGNATURE_WIDTH = 2000;
export const MAX_SIGNATURE_HEIGHT = 1000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]*={0,2})$/;

// Bits per pixel by colour type, per bit depth allowed for it (PNG spec, table 11.1).
const CHANNELS: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

export interface SignatureImage {
  png: Buffer;
  width: number;
  height: number;
}

export type SignatureCheck =
  { ok: true; image: SignatureImage } | { ok: false; reason: 'not-a-png-data-url' | 'too-large' | 'bad-dimensions' | 'corrupt' | 'empty'; detail: string };

const fail = (reason: Exclude<SignatureCheck, { ok: true }>['reason'], detail: string): SignatureCheck => ({ ok: false, reason, detail });

export function checkSignatureDataUrl(dataUrl: string): SignatureCheck {
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match) return fail('not-a-png-data-url', 'Send the signature as a data:image/png;base64,… URL.');
  const base64 = match[1]!;
  if (base64.length % 4 !== 0) return fail('not-a-png-data-url', 'The base64 data is cut short.');
  if (base64.length * 0.75 > MAX_SIGNATURE_BYTES + 3) return fail('too-large', `The signature image is larger than ${MAX_SIGNATURE_BYTES} bytes.`);
  const png = Buffer.from(base64, 'base64');
  if (png.length === 0) return fail('empty', 'The signature image is empty.');
  if (png.length > MAX_SIGNATURE_BYTES) return fail('too-large', `The signature image is larger than ${MAX_SIGNATURE_BYTES} bytes.`);
  return checkPng(png);
}

export function checkPng(png: Buffer): SignatureCheck {
  if (png.length < PNG_SIGNATURE.length + 12 || !png.subarray(0, 8).equals(PNG_SIGNATURE)) {
    return fail('not-a-png-data-url', 'The data is not a PNG image.');
  }
  let offset = 8;
  let header: { width: number; height: number; depth: number; colourType: number; interlace: number } | undefined;
  const idat: Buffer[] = [];
  let ended = false;
  while (offset < png.length) {
    if (offset + 12 > png.length) return fail('corrupt', 'The PNG ends in the middle of a chunk.');
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    if (length > png.length - offset - 12) return fail('corrupt', `The PNG chunk ${JSON.stringify(type)} runs past the end.`);
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    if (crc32(png.subarray(offset + 4, offset + 8 + length)) !== crc) return fail('corrupt', `The PNG chunk ${JSON.stringify(type)} is damaged.`);
    offset += 12 + length;

    if (!header) {
      if (type !== 'IHDR' || length !== 13) return fail('corrupt', 'The PNG does not start with its header.');
      header = {
        width: data.readUInt32BE(0),
        height: data.readUInt32BE(4),
        depth: data[8]!,
        colourType: data[9]!,
        interlace: data[12]!,
      };
      const { width, height } = header;
      if (width < 1 || height < 1 || width > MAX_SIGNATURE_WIDTH || height > MAX_SIGNATURE_HEIGHT) {
        return fail(
          'bad-dimensions',
          `A signature image must be at most ${MAX_SIGNATURE_WIDTH}×${MAX_SIGNATURE_HEIGHT} pixels (this one says ${width}×${height}).`,
        );
      }
      const format = CHANNELS[header.colourType];
      if (!format || !format.depths.includes(header.depth) || data[10] !== 0 || data[11] !== 0 || header.interlace > 1) {
        return fail('corrupt', 'The PNG header is not valid.');
      }
    } else if (type === 'IDAT') {
      idat.push(data);
    } else if (type === 'IEND') {
      // Nothing may follow IEND: a trailer would be stored and served as part of the image (F12).
      if (offset !== png.length) return fail('corrupt', 'The PNG has other data after its end.');
      ended = true;
      break;
    }
  }
  if (!header || !ended || idat.length === 0) return fail('corrupt', 'The PNG is incomplete.');
  const expected = rawSize(header.width, header.height, CHANNELS[header.colourType]!.channels * header.depth, header.interlace === 1);
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(idat), { maxOutputLength: expected });
  } catch {
    return fail('corrupt', 'The PNG image data cannot be read.');
  }
  if (raw.length !== expected) return fail('corrupt', 'The PNG image data does not match its size.');
  return { ok: true, image: { png, width: header.width, height: header.height } };
}

// Bytes of filtered scanlines: one filter byte per row plus the packed pixels; Adam7 sums its passes.
function rawSize(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  const rows = (w: number, h: number) => (w === 0 || h === 0 ? 0 : h * (1 + Math.ceil((w * bitsPerPixel) / 8)));
  if (!interlaced) return rows(width, height);
  const passes: [number, number, number, number][] = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ];
  return passes.reduce((sum, [x0, y0, dx, dy]) => sum + rows(Math.ceil((width - x0) / dx), Math.ceil((height - y0) / dy)), 0);
}
