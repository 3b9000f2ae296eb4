// src/workers/pdf-images.ts: the images of a PDF found and decoded without a renderer (the barcode
// of a mobile boarding pass sent as a PDF). PDFs built here, one image object each.
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isPdf, pdfImages, unpredict } from '../../../src/workers/pdf-images.ts';

function pdfWith(images: { dict: string; data: Buffer }[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1')];
  images.forEach(({ dict, data }, i) => {
    parts.push(
      Buffer.from(`${i + 2} 0 obj\n<< /Type /XObject /Subtype /Image ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream\nendobj\n'),
    );
  });
  parts.push(Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n'));
  return new Uint8Array(Buffer.concat(parts));
}

/** A 48×48 test card: black left half, white right half. */
const W = 48;
const rgb = Buffer.alloc(W * W * 3, 255);
const gray = Buffer.alloc(W * W, 255);
const bits = Buffer.alloc((W / 8) * W, 0xff);
for (let y = 0; y < W; y++) {
  for (let x = 0; x < W / 2; x++) {
    rgb.fill(0, (y * W + x) * 3, (y * W + x) * 3 + 3);
    gray[y * W + x] = 0;
    bits[y * (W / 8) + (x >> 3)]! &= ~(0x80 >> (x & 7));
  }
}
const pixelAt = (data: Uint8ClampedArray, x: number, y: number) => data[(y * W + x) * 4];

describe('pdfImages', () => {
  it.each([
    ['Flate RGB', `/Width ${W} /Height ${W} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode`, deflateSync(rgb)],
    ['uncompressed gray', `/Width ${W} /Height ${W} /ColorSpace /DeviceGray /BitsPerComponent 8`, gray],
    ['1-bit gray in an array filter', `/Width ${W} /Height ${W} /ColorSpace /DeviceGray /BitsPerComponent 1 /Filter [/FlateDecode]`, deflateSync(bits)],
    ['an image mask (0 paints)', `/Width ${W} /Height ${W} /ImageMask true /Filter /FlateDecode`, deflateSync(bits)],
    [
      'PNG predictors (Up) with an ICC colour space',
      `/Width ${W} /Height ${W} /ColorSpace 7 0 R /BitsPerComponent 8 /Filter /FlateDecode /DecodeParms << /Predictor 15 /Colors 3 /Columns ${W} >>`,
      deflateSync(
        Buffer.concat(
          Array.from({ length: W }, (_, y) => Buffer.concat([Buffer.from([y === 0 ? 0 : 2]), y === 0 ? rgb.subarray(0, W * 3) : Buffer.alloc(W * 3, 0)])),
        ),
      ),
    ],
  ])('decodes %s to black on the left, white on the right', async (_name, dict, data) => {
    const [image] = await pdfImages(pdfWith([{ dict, data }]));
    expect(image?.kind).toBe('pixels');
    if (image?.kind !== 'pixels') return;
    expect([image.width, image.height]).toEqual([W, W]);
    expect([pixelAt(image.pixels.data, 3, 5), pixelAt(image.pixels.data, 40, 47)]).toEqual([0, 255]);
  });

  it('hands a JPEG over as it is, largest image first, and skips icons and unknown filters', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
    const images = await pdfImages(
      pdfWith([
        { dict: '/Width 16 /Height 16 /ColorSpace /DeviceGray /BitsPerComponent 8', data: Buffer.alloc(256) },
        { dict: `/Width ${W} /Height ${W} /ColorSpace /DeviceGray /BitsPerComponent 8`, data: gray },
        { dict: '/Width 400 /Height 100 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode', data: jpeg },
        { dict: '/Width 400 /Height 400 /ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /CCITTFaxDecode', data: Buffer.alloc(10) },
      ]),
    );
    expect(images.map((i) => [i.kind, i.width])).toEqual([
      ['jpeg', 400],
      ['pixels', W],
    ]);
    expect(images[0]?.kind === 'jpeg' && [...images[0].bytes]).toEqual([...jpeg]);
  });

  it('finds nothing in a PDF without images, or in one with a broken stream', async () => {
    expect(await pdfImages(pdfWith([]))).toEqual([]);
    expect(
      await pdfImages(
        pdfWith([{ dict: `/Width ${W} /Height ${W} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`, data: Buffer.from('not zlib') }]),
      ),
    ).toEqual([]);
  });

  it('tells a PDF by its header', () => {
    expect(isPdf(pdfWith([]))).toBe(true);
    expect(isPdf(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
  });

  it('undoes the Sub, Average and Paeth predictors', () => {
    const row = [10, 20, 30, 40];
    // Sub: each byte minus its left; Average and Paeth on a first row use the left only.
    expect([...unpredict(new Uint8Array([1, 10, 10, 10, 10]), 4, 1)]).toEqual(row);
    expect([...unpredict(new Uint8Array([3, 10, 15, 20, 25]), 4, 1)]).toEqual(row);
    expect([...unpredict(new Uint8Array([4, 10, 10, 10, 10]), 4, 1)]).toEqual(row);
  });
});
