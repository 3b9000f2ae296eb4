// The dashboard's pure parts: counters, the status filter, dates in en-US short form without the
// UTC off-by-one, the Claims-tab state machine, the claim page state, and sync-state wording.
import { afterEach, describe, expect, test } from 'vitest';
import type { ClaimStatus } from '../../../src/domain/claim/index.ts';
import { STATUS_FILTERS, countClaims, filterClaims, isStatusFilter } from '../../../src/app/components/claim-counts.ts';
import { formatFileSize, formatFlightDate, formatAmountWithCode, syncStateLabel } from '../../../src/app/components/claim-format.ts';
import { pageOfList } from '../../../src/app/components/long-list.ts';
import { CLAIMS_PAGE, claimsTabState, refreshNote } from '../../../src/app/screens/dashboard/claims-state.ts';
import { claimDetailState } from '../../../src/app/screens/claim-detail/detail-state.ts';
import { loadCatalog } from '../../../src/app/i18n/t.ts';

const claims = (...statuses: ClaimStatus[]) => statuses.map((status, i) => ({ id: String(i), status }));

describe('countClaims', () => {
  test('total, active (submitted, processing) and completed (approved, rejected, paid)', () => {
    expect(countClaims(claims('draft', 'submitted', 'processing', 'approved', 'rejected', 'paid', 'submitted'))).toEqual({
      total: 7,
      active: 3,
      completed: 3,
    });
  });

  test('a draft counts in the total only', () => {
    expect(countClaims(claims('draft'))).toEqual({ total: 1, active: 0, completed: 0 });
    expect(countClaims([])).toEqual({ total: 0, active: 0, completed: 0 });
  });
});

describe('status filter', () => {
  test('All plus the six statuses with their labels', () => {
    expect(STATUS_FILTERS.map((f) => f.label)).toEqual(['All', 'Draft', 'Submitted', 'Processing', 'Approved', 'Rejected', 'Paid']);
  });

  test('filters by status; All keeps everything', () => {
    const list = claims('draft', 'submitted', 'paid', 'submitted');
    expect(filterClaims(list, 'all')).toHaveLength(4);
    expect(filterClaims(list, 'submitted').map((c) => c.id)).toEqual(['1', '3']);
    expect(filterClaims(list, 'approved')).toEqual([]);
  });

  test('only known values are filters', () => {
    expect(isStatusFilter('paid')).toBe(true);
    expect(isStatusFilter('all')).toBe(true);
    expect(isStatusFilter('cancelled')).toBe(false);
    expect(isStatusFilter(null)).toBe(false);
  });
});

describe('formatFlightDate', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  test('en-US short form', () => {
    expect(formatFlightDate('2024-03-15')).toBe('Mar 15, 2024');
    expect(formatFlightDate('2025-01-01')).toBe('Jan 1, 2025');
    expect(formatFlightDate('2024-12-31')).toBe('Dec 31, 2024');
  });

  test('no off-by-one west of UTC (the date is local, not UTC midnight)', () => {
    process.env.TZ = 'America/Los_Angeles';
    // The naive way really is a day off in this zone, so the zone change took effect.
    expect(new Date('2024-03-15').toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })).toBe('Mar 14, 2024');
    expect(formatFlightDate('2024-03-15')).toBe('Mar 15, 2024');
    expect(formatFlightDate('2024-01-01')).toBe('Jan 1, 2024');
  });

  test('east of UTC too', () => {
    process.env.TZ = 'Pacific/Kiritimati';
    expect(formatFlightDate('2024-12-31')).toBe('Dec 31, 2024');
  });

  test('anything that is not YYYY-MM-DD is shown as it is', () => {
    expect(formatFlightDate('soon')).toBe('soon');
    expect(formatFlightDate('')).toBe('');
  });
});

describe('other formats', () => {
  test('money and file sizes', () => {
    expect(formatAmountWithCode(250, 'EUR')).toBe('250 EUR');
    expect(formatAmountWithCode(1300.5, 'GBP')).toBe('1,300.50 GBP');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(107, 'kilobyte')).toBe('0.1 KB');
    expect(formatFileSize(3 * 1024 * 1024, 'kilobyte')).toBe('3072.0 KB');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });

  test('file sizes in another language use its own unit words and number format', async () => {
    await loadCatalog('tr');
    try {
      expect(formatFileSize(2048)).toBe('2,0 kB');
      expect(formatFileSize(512)).toBe('512 bayt');
    } finally {
      await loadCatalog('en');
    }
  });

  test('sync state wording', () => {
    expect(syncStateLabel('sent')).toBeNull();
    expect(syncStateLabel('queued')).toBe('Waiting to send');
    expect(syncStateLabel('needs-login')).toBe('Your sign-in has expired.');
    expect(syncStateLabel('rejected', 'Flight number is required')).toBe('Not accepted: Flight number is required');
    expect(syncStateLabel('sending')).toMatch(/^Sending/);
  });
});

describe('claimsTabState', () => {
  test('loading while IndexedDB is read', () => {
    expect(claimsTabState(undefined, 'done')).toBe('loading');
  });

  test('cached claims show whatever the refresh does', () => {
    for (const refresh of ['pending', 'done', 'offline', 'failed'] as const) expect(claimsTabState([{}], refresh)).toBe('list');
  });

  test('nothing cached: spinner while refreshing, then empty or error', () => {
    expect(claimsTabState([], 'pending')).toBe('loading');
    expect(claimsTabState([], 'done')).toBe('empty');
    expect(claimsTabState([], 'failed')).toBe('error');
  });

  test('offline is never an error', () => {
    expect(claimsTabState([], 'offline')).toBe('empty');
    expect(refreshNote('offline', true)).toBe('Offline — showing saved claims');
    expect(refreshNote('offline', false)).toMatch(/^Offline/);
    expect(refreshNote('done', true)).toBeNull();
    expect(refreshNote('failed', true)).toMatch(/saved claims/);
  });
});

describe('the page of claim cards', () => {
  test('a page of cards whatever the history, and how many are left', () => {
    expect(pageOfList(400, CLAIMS_PAGE, 'first')).toEqual({ start: 0, end: 24, hidden: 376 });
    expect(pageOfList(400, 2 * CLAIMS_PAGE, 'first')).toEqual({ start: 0, end: 48, hidden: 352 });
    expect(pageOfList(2, CLAIMS_PAGE, 'first')).toEqual({ start: 0, end: 2, hidden: 0 });
  });

  test('a page fills whole rows at one, two and three columns', () => {
    for (const columns of [1, 2, 3]) expect(CLAIMS_PAGE % columns).toBe(0);
  });
});

describe('claimDetailState', () => {
  test('the local copy wins whatever the network says', () => {
    expect(claimDetailState({}, 'not-found')).toBe('found');
    expect(claimDetailState({}, 'offline')).toBe('found');
  });

  test('without a local copy', () => {
    expect(claimDetailState(undefined, 'done')).toBe('loading');
    expect(claimDetailState(null, 'pending')).toBe('loading');
    expect(claimDetailState(null, 'not-found')).toBe('not-found');
    expect(claimDetailState(null, 'done')).toBe('not-found');
    expect(claimDetailState(null, 'offline')).toBe('offline-missing');
    expect(claimDetailState(null, 'failed')).toBe('error');
  });
});
