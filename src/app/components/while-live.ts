// An effect's request whose answer must not land after the effect is cleaned up (the screen left,
// or the request superseded by a newer one).

/** Starts handling `task`; returns the clean-up that makes a late answer or failure be ignored. */
export function whileLive<T>(task: Promise<T>, onValue: (value: T) => void, onError: (error: unknown) => void = () => {}): () => void {
  let live = true;
  task.then(
    (value) => {
      if (live) onValue(value);
    },
    (error: unknown) => {
      if (live) onError(error);
    },
  );
  return () => {
    live = false;
  };
}
