// The pixel size of a document image read from its header only (PNG IHDR, JPEG SOF), and the
// budget the server and the device hold it to.
import { describe, expect, it } from 'vitest';
import { imageSizeFromHeader, MAX_DOCUMENT_PIXELS, overPixelBudget } from '../../../src/domain/claim/index.ts';

const png = (width: number, height: number) => {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
};

const jpeg = (width: number, height: number, app1Bytes = 0) =>
  new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe1,
    (app1Bytes + 2) >> 8,
    (app1Bytes + 2) & 0xff,
    ...new Array<number>(app1Bytes).fill(0x45),
    0xff,
    0xdb,
    0x00,
    0x04,
    0x00,
    0x00,
    0xff,
    0xc2,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
    0xff,
    0xd9,
  ]);

describe('imageSizeFromHeader', () => {
  it('reads a PNG header', () => {
    expect(imageSizeFromHeader(png(10_000, 8_000))).toEqual({ width: 10_000, height: 8_000 });
  });

  it('reads a JPEG frame header past other segments (EXIF, tables), progressive too', () => {
    expect(imageSizeFromHeader(jpeg(4032, 3024, 3000))).toEqual({ width: 4032, height: 3024 });
  });

  it('answers undefined for other data or a JPEG without a frame header', () => {
    expect(imageSizeFromHeader(new TextEncoder().encode('%PDF-1.7'))).toBeUndefined();
    expect(imageSizeFromHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0x11, 0x11, 0x11]))).toBeUndefined();
  });

  it('holds images to the budget: a 12-megapixel photo passes, 10000×8000 does not', () => {
    expect(MAX_DOCUMENT_PIXELS).toBe(50_000_000);
    expect(overPixelBudget({ width: 4000, height: 3000 })).toBe(false);
    expect(overPixelBudget({ width: 10_000, height: 8_000 })).toBe(true);
  });
});
