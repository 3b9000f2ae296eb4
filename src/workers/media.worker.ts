// The media worker: prepares a claim document before it is stored. Photos are downscaled (long
// edge at most 2048 px) and re-encoded as JPEG, which also drops their EXIF (location); PDFs and
// small images are kept byte for byte; the SHA-256 is of the bytes that will be uploaded.
// Runs off the main thread through comlink (squoosh's pattern); the page talks to it through the
// bridge in media.ts. Nothing here touches the DOM.
import { expose } from 'comlink';

export const MAX_EDGE = 2048;
export const JPEG_QUALITY = 0.8;
/** An image within MAX_EDGE and under this size is stored as it is. */
export const KEEP_AS_IS_BYTES = 1.5 * 1024 * 1024;

export interface PreparedMedia {
  blob: Blob;
  name: string;
  type: string;
  size: number;
  sha256: string;
}

/** The size that fits within max×max keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  if (!(width > 0 && height > 0)) throw new RangeError('Image dimensions must be positive');
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function sha256(data: Blob | ArrayBuffer): Promise<string> {
  const bytes = data instanceof ArrayBuffer ? data : await data.arrayBuffer();
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '');
  return `${base || 'photo'}.jpg`;
}

function canDraw(): boolean {
  return typeof OffscreenCanvas !== 'undefined' && typeof createImageBitmap === 'function';
}

/** Draws the bitmap at the target size, halving in steps first so big reductions stay sharp. */
function drawScaled(bitmap: ImageBitmap, target: { width: number; height: number }): OffscreenCanvas {
  let source: ImageBitmap | OffscreenCanvas = bitmap;
  let { width, height } = bitmap;
  while (width / 2 >= target.width && height / 2 >= target.height) {
    width = Math.round(width / 2);
    height = Math.round(height / 2);
    source = drawOnto(source, width, height);
  }
  return drawOnto(source, target.width, target.height);
}

function drawOnto(source: ImageBitmap | OffscreenCanvas, width: number, height: number): OffscreenCanvas {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  return canvas;
}

async function asIs(file: Blob, name: string, onProgress?: (fraction: number) => void): Promise<PreparedMedia> {
  const hash = await sha256(file);
  onProgress?.(1);
  return { blob: file, name, type: file.type, size: file.size, sha256: hash };
}

/** Downscales a photo when it is big, otherwise keeps the file; hashes what it returns. */
export async function prepare(file: Blob, name: string, onProgress?: (fraction: number) => void): Promise<PreparedMedia> {
  const isImage = file.type === 'image/jpeg' || file.type === 'image/png';
  if (!isImage || !canDraw()) return asIs(file, name, onProgress);

  let bitmap: ImageBitmap;
  try {
    // from-image: the photo upright as its EXIF says (also the spec's default).
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return asIs(file, name, onProgress); // undecodable here: the server judges it
  }
  onProgress?.(0.2);
  const target = fitWithin(bitmap.width, bitmap.height, MAX_EDGE);
  const resize = target.width !== bitmap.width || target.height !== bitmap.height;
  if (!resize && file.size <= KEEP_AS_IS_BYTES) {
    bitmap.close();
    return asIs(file, name, onProgress);
  }
  let out: Blob;
  try {
    out = await drawScaled(bitmap, target).convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  } finally {
    bitmap.close();
  }
  onProgress?.(0.7);
  // An engine that cannot encode JPEG answers PNG instead; and a re-encode must be worth it.
  if (out.type !== 'image/jpeg' || (!resize && out.size >= file.size)) return asIs(file, name, onProgress);
  return { ...(await asIs(out, jpegName(name), onProgress)), type: 'image/jpeg' };
}

export const mediaApi = { prepare, sha256, fitWithin };
export type MediaApi = typeof mediaApi;

// Only when loaded as a worker (tests import the functions directly).
if ('WorkerGlobalScope' in globalThis) expose(mediaApi);
