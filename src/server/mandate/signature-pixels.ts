// The printer's Chromium runs without its sandbox (security review N7), so passenger-supplied
// image bytes never reach it: each signature is decoded here (pngjs, pure JavaScript, after our own
// structure check bounds its size) and printed from a PNG we write ourselves: IHDR, one IDAT of
// 8-bit RGBA and IEND. Text and private chunks, palettes, gamma and colour profiles, interlacing,
// odd bit depths and any bytes after IEND stay behind.
import { PNG } from 'pngjs';
import { checkPng } from '../http/signature-png.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export class UnprintableSignature extends Error {}

/** The PNG up to its IEND chunk: a signature stored before the trailer check (F12) still prints. */
function withoutTrailer(png: Buffer): Buffer {
  let offset = PNG_SIGNATURE.length;
  while (offset + 12 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    offset += 12 + length;
    if (type === 'IEND') return png.subarray(0, Math.min(offset, png.length));
  }
  return png;
}

/** Our own PNG of the signature's pixels; throws UnprintableSignature for bytes that are not one. */
export function reencodeSignature(stored: Buffer): Buffer {
  const png = withoutTrailer(stored);
  const check = checkPng(png);
  if (!check.ok) throw new UnprintableSignature(`stored signature refused: ${check.detail}`);
  let decoded: PNG;
  try {
    decoded = PNG.sync.read(png, { checkCRC: true });
  } catch (error) {
    throw new UnprintableSignature(`stored signature cannot be decoded: ${(error as Error).message}`);
  }
  const clean = new PNG({ width: decoded.width, height: decoded.height });
  decoded.data.copy(clean.data);
  // Rows unfiltered (filter 0), not pngjs's default of trying all five filters on every row: 4 ms
  // instead of 21 ms for the pad's 500×200 image (issue #37), for a PNG that is a few KB larger.
  return PNG.sync.write(clean, { colorType: 6, inputColorType: 6, bitDepth: 8, inputHasAlpha: true, filterType: 0, deflateLevel: 6 });
}
