import { expose, proxy, transfer, wrap, type Endpoint } from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMediaBridge, type WorkerEndpoint } from '../../../src/workers/media.ts';
import { fitWithin, jpegName, MAX_EDGE, mediaApi, prepare, sha256, type MediaApi } from '../../../src/workers/media.worker.ts';

const hex = async (text: string) => Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).toString('hex');
const ports: MessagePort[] = [];

afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

/** A worker stand-in: the API exposed on one end of a MessageChannel, as comlink does in a Worker. */
function channelWorker(api: unknown = mediaApi): WorkerEndpoint & { terminated: boolean } {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  expose(api, port1 as unknown as Endpoint);
  const endpoint = port2 as unknown as WorkerEndpoint & { terminated: boolean };
  endpoint.terminated = false;
  endpoint.terminate = () => {
    endpoint.terminated = true;
    port1.close();
    port2.close();
  };
  return endpoint;
}

describe('fitWithin', () => {
  it.each([
    [4000, 3000, { width: 2048, height: 1536 }],
    [3000, 4000, { width: 1536, height: 2048 }],
    [5000, 5000, { width: 2048, height: 2048 }],
    [2048, 1000, { width: 2048, height: 1000 }],
    [800, 600, { width: 800, height: 600 }],
    [10000, 3, { width: 2048, height: 1 }],
    [4032, 3024, { width: 2048, height: 1536 }],
  ])('%i×%i fits in %j', (w, h, expected) => {
    expect(fitWithin(w, h, MAX_EDGE)).toEqual(expected);
  });

  it('keeps the aspect ratio within a pixel', () => {
    const { width, height } = fitWithin(3001, 1999, 2048);
    expect(Math.abs(width / height - 3001 / 1999)).toBeLessThan(0.001);
    expect(Math.max(width, height)).toBe(2048);
  });

  it('refuses empty dimensions', () => {
    expect(() => fitWithin(0, 100, 2048)).toThrow(RangeError);
  });
});

describe('prepare (no OffscreenCanvas here: the fallback path)', () => {
  it('keeps a PDF byte for byte and hashes it', async () => {
    const file = new Blob(['%PDF-1.7 body'], { type: 'application/pdf' });
    const out = await prepare(file, 'pass.pdf');
    expect(out).toMatchObject({ name: 'pass.pdf', type: 'application/pdf', size: file.size, sha256: await hex('%PDF-1.7 body') });
    expect(await out.blob.text()).toBe('%PDF-1.7 body');
  });

  it('keeps an image as it is when it cannot be drawn', async () => {
    const progress: number[] = [];
    const out = await prepare(new Blob(['jpeg bytes'], { type: 'image/jpeg' }), 'photo.jpeg', (f) => progress.push(f));
    expect(out).toMatchObject({ name: 'photo.jpeg', type: 'image/jpeg', sha256: await hex('jpeg bytes') });
    expect(progress).toEqual([1]);
  });

  it('names re-encoded photos .jpg', () => {
    expect(jpegName('IMG_0001.PNG')).toBe('IMG_0001.jpg');
    expect(jpegName('boarding.pass.jpeg')).toBe('boarding.pass.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });
});

describe('comlink over a MessageChannel', () => {
  it('hashes a transferred ArrayBuffer in the worker', async () => {
    const remote = wrap<MediaApi>(channelWorker());
    const buffer = new TextEncoder().encode('hello world').buffer as ArrayBuffer;
    const digest = await remote.sha256(transfer(buffer, [buffer]));
    expect(digest).toBe('b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9');
    expect(buffer.byteLength).toBe(0); // moved, not copied
    expect(await sha256(new Blob(['hello world']))).toBe(digest);
  });

  it('prepares a Blob and reports progress through a proxied callback', async () => {
    const remote = wrap<MediaApi>(channelWorker());
    const progress: number[] = [];
    const out = await remote.prepare(
      new Blob(['%PDF x'], { type: 'application/pdf' }),
      'x.pdf',
      proxy((f: number) => void progress.push(f)),
    );
    expect(await out.blob.text()).toBe('%PDF x');
    expect(out.sha256).toBe(await hex('%PDF x'));
    await vi.waitFor(() => expect(progress).toEqual([1]));
  });
});

describe('media bridge', () => {
  it('prepares through the worker and terminates it after the idle timeout', async () => {
    const workers: ReturnType<typeof channelWorker>[] = [];
    const bridge = createMediaBridge({ createWorker: () => (workers.push(channelWorker()), workers.at(-1)!), idleTimeoutMs: 20 });
    const file = Object.assign(new Blob(['%PDF a'], { type: 'application/pdf' }), { name: 'a.pdf' });
    const out = await bridge.prepareDocument(file);
    await bridge.prepareDocument(file);
    expect(out).toMatchObject({ name: 'a.pdf', sha256: await hex('%PDF a') });
    expect(workers).toHaveLength(1); // reused while busy
    await vi.waitFor(() => expect(workers[0]!.terminated).toBe(true));
    await bridge.prepareDocument(file);
    expect(workers).toHaveLength(2); // started again on demand
    bridge.terminate();
  });

  it('aborting a job terminates its worker and rejects; the next job gets a new worker', async () => {
    const workers: ReturnType<typeof channelWorker>[] = [];
    const slow = { ...mediaApi, prepare: () => new Promise(() => {}) };
    let api: unknown = slow;
    const bridge = createMediaBridge({ createWorker: () => (workers.push(channelWorker(api)), workers.at(-1)!) });
    const controller = new AbortController();
    const job = bridge.prepareDocument(new Blob(['x'], { type: 'application/pdf' }), { signal: controller.signal });
    await vi.waitFor(() => expect(workers).toHaveLength(1));
    controller.abort();
    await expect(job).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers[0]!.terminated).toBe(true);

    api = mediaApi;
    const next = await bridge.prepareDocument(new Blob(['y'], { type: 'application/pdf' }));
    expect(next.sha256).toBe(await hex('y'));
    expect(workers).toHaveLength(2);
    bridge.terminate();
  });

  it('keeps the original (hashed on the main thread) when the worker fails', async () => {
    const broken = {
      ...mediaApi,
      prepare: async () => {
        throw new Error('decoder crashed');
      },
    };
    const bridge = createMediaBridge({ createWorker: () => channelWorker(broken) });
    const out = await bridge.prepareDocument(Object.assign(new Blob(['png'], { type: 'image/png' }), { name: 'p.png' }));
    expect(out).toMatchObject({ name: 'p.png', type: 'image/png', sha256: await hex('png') });
    bridge.terminate();
  });

  it('keeps the original when the worker never starts (its script could not load offline)', async () => {
    const silent = { ...mediaApi, prepare: () => new Promise(() => {}) };
    const workers: ReturnType<typeof channelWorker>[] = [];
    const bridge = createMediaBridge({ createWorker: () => (workers.push(channelWorker(silent)), workers.at(-1)!) });
    const job = bridge.prepareDocument(Object.assign(new Blob(['jpg'], { type: 'image/jpeg' }), { name: 'r.jpg' }));
    await vi.waitFor(() => expect(workers).toHaveLength(1));
    // An exception in the worker's code (an ErrorEvent) leaves it running; its script failing to load (a plain Event) does not.
    const thrown = Object.assign(new Event('error'), { message: 'Uncaught TypeError' });
    (workers[0] as unknown as EventTarget).dispatchEvent(thrown);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(workers[0]!.terminated).toBe(false);
    (workers[0] as unknown as EventTarget).dispatchEvent(new Event('error'));
    await expect(job).resolves.toMatchObject({ name: 'r.jpg', type: 'image/jpeg', sha256: await hex('jpg') });
    expect(workers[0]!.terminated).toBe(true);
    bridge.terminate();
  });

  it('works on the main thread where there is no worker/OffscreenCanvas', async () => {
    const bridge = createMediaBridge({ createWorker: null });
    const progress: number[] = [];
    const out = await bridge.prepareDocument(new Blob(['doc'], { type: 'application/pdf' }), { onProgress: (f) => progress.push(f) });
    expect(out).toMatchObject({ name: 'document', sha256: await hex('doc') });
    expect(progress).toEqual([1]);
  });
});
