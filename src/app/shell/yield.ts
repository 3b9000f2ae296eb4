// Gives the browser the main thread back (input, paint) before the next piece of start-up work, so
// start-up is several short tasks instead of one long one that a slow phone would freeze on.
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
