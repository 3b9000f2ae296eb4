// A worker whose script cannot load (a device offline before the service worker has stored it)
// only fires 'error' on the Worker object: comlink would wait for an answer that never comes.

/** Rejects when the worker fails to start or crashes; race it with each call to the worker. */
export function workerFailure(worker: Pick<Worker, 'addEventListener'>): Promise<never> {
  const failure = new Promise<never>((_, reject) => {
    worker.addEventListener('error', () => reject(new Error('The worker failed to start')), { once: true });
  });
  failure.catch(() => {}); // handled where a call races it; an idle worker's failure is no error
  return failure;
}
