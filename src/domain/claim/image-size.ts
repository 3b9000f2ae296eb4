// An image's pixel size read from its header (PNG IHDR, JPEG SOF), without decoding it, and the
// pixel budget a document image must keep: a viewer decodes every pixel, so a small file that
// declares 10000×10000 pixels (400 MB decoded) is a decompression bomb for whoever opens it
// (security review I6). The server refuses such documents; the device checks the same header
// before it decodes a photo, with the same message.

export const MAX_DOCUMENT_PIXELS = 50_000_000;

export const IMAGE_TOO_LARGE_MESSAGE = `The image has too many pixels (at most ${MAX_DOCUMENT_PIXELS / 1_000_000} megapixels)`;

export interface ImageSize {
  width: number;
  height: number;
}

/** Width and height from the first bytes of a PNG or JPEG, or undefined when not found there. */
export function imageSizeFromHeader(bytes: Uint8Array): ImageSize | undefined {
  if (bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  return undefined;
}

// Walks the JPEG's marker segments up to its first start-of-frame (SOF0–SOF15 but DHT, JPG, DAC).
function jpegSize(bytes: Uint8Array): ImageSize | undefined {
  let offset = 2;
  while (offset + 9 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: (bytes[offset + 5]! << 8) | bytes[offset + 6]!, width: (bytes[offset + 7]! << 8) | bytes[offset + 8]! };
    }
    if (length < 2) return undefined;
    offset += 2 + length;
  }
  return undefined;
}

/** True when an image of this size is over the document pixel budget. */
export function overPixelBudget(size: ImageSize): boolean {
  return size.width * size.height > MAX_DOCUMENT_PIXELS;
}
