// Access tokens whose signature and claims were checked, remembered for a short while. The ES256
// signature check was the costliest step of an authenticated request (a fifth of GET /api/claims'
// CPU time under load), and a device sends the same token with every request for minutes. Only
// the check that cannot change for the same bytes is remembered: the token's expiry is compared
// again on every hit, and the grant (logout, password change, erasure) is still looked up on every
// request by the caller. Entries live at most MAX_AGE_MS, so a key withdrawn from an external
// issuer's key set stops being trusted within that time, as it would with a cached key set.

export interface VerifiedTokensOptions {
  /** Most tokens remembered; the oldest is forgotten first. */
  max?: number;
  /** Longest an entry is trusted, in ms. */
  maxAgeMs?: number;
  /** Seconds of clock skew the verifier allows past `exp`. */
  clockToleranceS: number;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  /** ms since the epoch after which the entry is not used. */
  until: number;
}

export class VerifiedTokens<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #max: number;
  readonly #maxAgeMs: number;
  readonly #toleranceMs: number;
  readonly #now: () => number;

  constructor(options: VerifiedTokensOptions) {
    this.#max = options.max ?? 5_000;
    this.#maxAgeMs = options.maxAgeMs ?? 60_000;
    this.#toleranceMs = options.clockToleranceS * 1000;
    this.#now = options.now ?? Date.now;
  }

  /** What was remembered for this exact token, if it is still within its expiry and age. */
  get(token: string): T | undefined {
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    if (this.#now() < entry.until) return entry.value;
    this.#entries.delete(token);
    return undefined;
  }

  /** Remembers a token that just passed verification; `expSeconds` is its `exp` claim. */
  remember(token: string, expSeconds: number, value: T): void {
    const now = this.#now();
    const until = Math.min(expSeconds * 1000 + this.#toleranceMs, now + this.#maxAgeMs);
    if (until <= now) return;
    if (this.#entries.size >= this.#max) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(token, { value, until });
  }

  get size(): number {
    return this.#entries.size;
  }
}
