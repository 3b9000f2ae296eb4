// The page's bridge to the barcode worker: started on the first scan (so neither the worker nor
// its WebAssembly load with the app), kept while the scanner is open, terminated by close().
import { transfer, wrap, releaseProxy, type Remote } from 'comlink';
import type { BarcodeApi, ScanOutcome } from './barcode.worker.ts';
import { workerFailure } from './worker-failure.ts';

export type { ScanOutcome };

export interface BarcodeScanner {
  scanFile(file: Blob): Promise<ScanOutcome>;
  /** Takes ownership of the frame (it is transferred to the worker). */
  scanFrame(frame: ImageBitmap): Promise<string[]>;
  close(): void;
}

/** A file that takes longer than this is given up on (the worker is restarted next time). */
export const SCAN_TIMEOUT_MS = 60_000;

export class ScanTimeoutError extends Error {
  constructor() {
    super('Reading the barcode took too long');
    this.name = 'ScanTimeoutError';
  }
}

export function createBarcodeScanner(timeoutMs = SCAN_TIMEOUT_MS): BarcodeScanner {
  let worker: Worker | null = null;
  let remote: Remote<BarcodeApi> | null = null;
  let failed: Promise<never> = new Promise(() => {});
  const api = () => {
    if (!remote) {
      const started = new Worker(new URL('./barcode.worker.ts', import.meta.url), { type: 'module', name: 'barcode' });
      worker = started;
      remote = wrap<BarcodeApi>(started);
      failed = workerFailure(started);
      failed.catch(() => worker === started && close()); // the next scan starts a new one
    }
    return remote;
  };
  const close = () => {
    remote?.[releaseProxy]();
    worker?.terminate();
    remote = null;
    worker = null;
  };
  /** A worker whose WebAssembly failed can hang instead of failing: give up after timeoutMs. */
  const scanFile = (file: Blob) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        close();
        reject(new ScanTimeoutError());
      }, timeoutMs);
    });
    return Promise.race([api().scanFile(file), timeout, failed]).finally(() => clearTimeout(timer));
  };
  return {
    scanFile,
    scanFrame: (frame) => Promise.race([api().scanFrame(transfer(frame, [frame])), failed]),
    close,
  };
}
