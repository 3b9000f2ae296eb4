// One wording per state for the confirmation, the dashboard card and the claim page: the
// confirmation's "Claim Submitted Successfully!" and the Processing promise only once the server
// has the claim; a refusal names the field or the document.
import { describe, expect, it } from 'vitest';
import { claimProgress, QUEUED_OFFLINE, refusalReason, SENT, SUBMITTED_HEADING } from '../../../src/app/components/claim-progress.ts';
import type { ClaimView } from '../../../src/offline/index.ts';

type Input = Parameters<typeof claimProgress>[0];
const base: Input = { syncState: 'queued', status: 'submitted', statusHistory: [], problem: null };
const history: ClaimView['statusHistory'] = [{ status: 'submitted', at: '2026-01-01T00:00:00Z' }];
const tooLong = {
  type: 'about:blank',
  title: 'The request is not valid',
  status: 422,
  code: 'validation-failed' as const,
  errors: [{ field: '/passenger/last_name', message: 'must NOT have more than 100 characters' }],
};

describe('claimProgress', () => {
  it('never says "Submitted Successfully" or shows the Processing promise before the server has the claim', () => {
    for (const syncState of ['queued', 'sending', 'needs-login', 'rejected'] as const) {
      for (const online of [true, false]) {
        const p = claimProgress({ ...base, syncState, problem: syncState === 'rejected' ? tooLong : null }, online);
        expect(p.heading).not.toBe(SUBMITTED_HEADING);
        expect(p.sent).toBe(false);
        expect(p.badge).not.toMatch(/Submitted|Processing/);
      }
    }
  });

  it('no other state says what the sent label says, in any case (the queued text said "about to be sent to our team.")', () => {
    for (const syncState of ['queued', 'sending', 'needs-login', 'rejected'] as const) {
      for (const online of [true, false]) {
        for (const statusHistory of [[], history]) {
          const p = claimProgress({ ...base, syncState, statusHistory, problem: syncState === 'rejected' ? tooLong : null }, online);
          for (const words of [p.badge, p.heading, p.title, p.text]) expect(words.toLowerCase()).not.toContain(SENT.toLowerCase());
        }
      }
    }
  });

  it('says one thing per state', () => {
    expect(claimProgress(base, false)).toMatchObject({ badge: 'Waiting to send', title: 'Waiting for a connection', text: QUEUED_OFFLINE });
    expect(claimProgress(base, true)).toMatchObject({ badge: 'Waiting to send', heading: 'Claim saved on this device' });
    expect(claimProgress({ ...base, syncState: 'sending' }, true)).toMatchObject({ badge: 'Sending', heading: 'Sending your claim' });
    expect(claimProgress({ ...base, syncState: 'needs-login' }, true)).toMatchObject({ badge: 'Sign in to send', heading: 'Log in to send your claim' });
    expect(claimProgress({ ...base, syncState: 'sent', statusHistory: history }, true)).toMatchObject({
      badge: 'Submitted',
      heading: SUBMITTED_HEADING,
      text: SENT,
      sent: true,
    });
    expect(claimProgress({ ...base, syncState: 'sent', status: 'processing', statusHistory: history }, false).badge).toBe('Processing');
  });

  it('a refused claim names the field; a refused document says the rest arrived', () => {
    const refused = claimProgress({ ...base, syncState: 'rejected', problem: tooLong }, true);
    expect(refused).toMatchObject({ badge: 'Not sent', heading: 'Your claim was not accepted' });
    expect(refused.text).toContain('Last name: must NOT have more than 100 characters');
    const doc = { type: 'about:blank', title: 'x', status: 415, code: 'unsupported-file-type' as const, detail: 'virus.pdf: not a PDF' };
    const here = claimProgress({ ...base, syncState: 'rejected', statusHistory: history, problem: doc }, true);
    expect(here).toMatchObject({ badge: 'Document refused', heading: 'A document was not accepted' });
    expect(here.text).toMatch(/^virus\.pdf: not a PDF\. .*on the claim page/);
    expect(claimProgress({ ...base, syncState: 'rejected', statusHistory: history, problem: doc, refusedElsewhere: true }, true).text).toMatch(
      /on the device you sent it from/,
    );
  });

  it('refusalReason prefers field messages, then detail, then title', () => {
    expect(refusalReason(null)).toBeNull();
    expect(refusalReason({ ...tooLong, errors: [] })).toBe('The request is not valid');
  });
});
