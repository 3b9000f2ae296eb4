// The short reference people read comes from the claim id's random digits, not its time: claims
// filed in the same millisecond (UUIDv7 ids sharing their first 12 digits) get different ones.
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { claimReference } from '../../../src/domain/claim/reference.ts';

describe('claimReference', () => {
  it('differs between claims filed in the same millisecond', () => {
    const msecs = Date.UTC(2026, 10, 29, 8, 0, 0);
    const ids = Array.from({ length: 50 }, () => uuidv7({ msecs }));
    expect(new Set(ids.map((id) => id.slice(0, 13))).size).toBe(1);
    expect(new Set(ids.map(claimReference)).size).toBe(ids.length);
  });

  it("is the id's last 8 hex digits in capitals", () => {
    const id = uuidv7();
    expect(claimReference(id)).toMatch(/^[0-9A-F]{8}$/);
    expect(id.toUpperCase().endsWith(claimReference(id))).toBe(true);
  });
});
