// The key of a message in a built catalogue: a short hash of its English text (FNV-1a, 32 bits, in
// base 36), so a translated page does not ship its English twice, once in the code and once as the
// catalogue's keys. The build hashes the catalogues (src/build/catalog-keys.ts), the runtime the
// message it looks up (src/app/i18n/t.ts); translators' files stay keyed by the English.

/** 'Start Your Claim' → a key of at most 7 characters. */
export function messageKey(message: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < message.length; i++) {
    hash ^= message.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
