// The page's bridge to the media worker (squoosh's WorkerBridge): one worker, started on first
// use, one job at a time, terminated after a quiet spell; aborting a job terminates its worker
// (the only way to stop work in flight). Where there is no Worker or OffscreenCanvas, or the
// worker fails, the original file is kept and hashed on the main thread: a document is never lost
// because it could not be shrunk.
import { proxy, releaseProxy, wrap, type Endpoint, type Remote } from 'comlink';
import { sha256, type MediaApi, type PreparedMedia } from './media.worker.ts';
import { workerFailure } from './worker-failure.ts';

export const IDLE_TIMEOUT_MS = 10_000;

export interface PrepareMediaOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export type WorkerEndpoint = Endpoint & { terminate(): void };

export interface MediaBridgeOptions {
  /** Starts the worker; null where workers cannot prepare media (then: main thread, as is). */
  createWorker: (() => WorkerEndpoint) | null;
  idleTimeoutMs?: number;
}

export async function prepareOnMainThread(file: Blob, name: string, onProgress?: (fraction: number) => void): Promise<PreparedMedia> {
  const hash = await sha256(file);
  onProgress?.(1);
  return { blob: file, name, type: file.type, size: file.size, sha256: hash };
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

export function createMediaBridge(options: MediaBridgeOptions) {
  const idleTimeoutMs = options.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
  let worker: WorkerEndpoint | null = null;
  let remote: Remote<MediaApi> | null = null;
  let failed: Promise<never> = new Promise(() => {});
  let idleTimer: ReturnType<typeof setTimeout> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  function connect(): Remote<MediaApi> {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    if (!remote) {
      worker = options.createWorker!();
      remote = wrap<MediaApi>(worker);
      failed = workerFailure(worker);
    }
    return remote;
  }

  function terminate(): void {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    remote?.[releaseProxy]();
    worker?.terminate();
    remote = null;
    worker = null;
  }

  async function run(file: Blob, name: string, { onProgress, signal }: PrepareMediaOptions): Promise<PreparedMedia> {
    signal?.throwIfAborted();
    const api = connect();
    const progress = onProgress ? proxy(onProgress) : undefined;
    const job = Promise.race([api.prepare(file, name, progress), failed]);
    try {
      if (!signal) return await job;
      return await new Promise<PreparedMedia>((resolve, reject) => {
        const onAbort = () => {
          terminate();
          reject(abortError(signal));
        };
        signal.addEventListener('abort', onAbort, { once: true });
        job.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
      });
    } finally {
      if (remote) idleTimer = setTimeout(terminate, idleTimeoutMs);
    }
  }

  /** Prepares a document for storage: downscaled and hashed in the worker when possible. */
  async function prepareDocument(file: Blob & { name?: string }, prepareOptions: PrepareMediaOptions = {}): Promise<PreparedMedia> {
    const name = file.name ?? 'document';
    if (!options.createWorker) {
      prepareOptions.signal?.throwIfAborted();
      return prepareOnMainThread(file, name, prepareOptions.onProgress);
    }
    // One job at a time, in order: an abort then stops only its own job.
    const job = queue.then(() => run(file, name, prepareOptions));
    queue = job.catch(() => {});
    try {
      return await job;
    } catch (error) {
      if (prepareOptions.signal?.aborted) throw error;
      terminate(); // a broken worker: start afresh next time, keep this file as it is
      return prepareOnMainThread(file, name, prepareOptions.onProgress);
    }
  }

  return { prepareDocument, terminate };
}

function browserWorker(): (() => WorkerEndpoint) | null {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
  return () => new Worker(new URL('./media.worker.ts', import.meta.url), { type: 'module', name: 'media' });
}

let shared: ReturnType<typeof createMediaBridge> | null = null;

/** The app's bridge: pass this to createDraftStore({ prepareDocument }). */
export function prepareDocument(file: Blob & { name?: string }, options?: PrepareMediaOptions): Promise<PreparedMedia> {
  shared ??= createMediaBridge({ createWorker: browserWorker() });
  return shared.prepareDocument(file, options);
}
