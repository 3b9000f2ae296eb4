// A worker whose script cannot load (a device offline before the service worker has stored it)
// only fires 'error' on the Worker object: comlink would wait for an answer that never comes.

/**
 * Rejects when the worker's script could not be loaded; race it with each call to the worker. Per
 * HTML, that failure fires a plain Event; an exception the worker's code throws fires an ErrorEvent
 * (with a message), and the worker keeps running and answering, so that one is not a failure.
 */
export function workerFailure(worker: Pick<Worker, 'addEventListener' | 'removeEventListener'>): Promise<never> {
  const failure = new Promise<never>((_, reject) => {
    const onError = (event: Event) => {
      if ('message' in event) return;
      worker.removeEventListener('error', onError);
      reject(new Error('The worker could not be started'));
    };
    worker.addEventListener('error', onError);
  });
  failure.catch(() => {}); // handled where a call races it; an idle worker's failure is no error
  return failure;
}
