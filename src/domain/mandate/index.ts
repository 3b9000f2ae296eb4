// The mandate the passenger signs: versioned texts per regime and language, their SHA-256, and
// the signed document's HTML. Imported on its own (not from src/domain/index.ts): the texts stay
// out of the first page load.
export * from './types.ts';
export * from './versions.ts';
export * from './signed-html.ts';
export { sha256Hex } from './sha256.ts';
