// A password-protected PDF uploaded to a claim (issue #32): the server refuses it with the words the
// device uses (PROTECTED_PDF_MESSAGE, src/domain/claim/document-bytes.ts), not as "damaged", whether
// or not pdf-lib could parse it (object streams: it cannot).
import { describe, expect, it } from 'vitest';
import { PROTECTED_PDF_MESSAGE } from '../../src/domain/claim/document-bytes.ts';
import { protectedPdf } from '../shared/protected-pdf.ts';
import { createClaim, newCaller, uploadRequest, type Caller } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';

let ada: Caller;
const t = useTestApp(async () => {
  ada = await newCaller(t.app);
});

describe('POST /api/claims/{id}/upload with a password-protected PDF', () => {
  it.each([true, false])('answers that it is protected (object streams: %s)', async (streams) => {
    const claim = await createClaim(t.app, ada);
    const res = await t.app.inject(uploadRequest(claim.id, ada, { data: Buffer.from(await protectedPdf(streams)), filename: 'protected.pdf' }));
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toMatchObject({ code: 'unsupported-file-type', detail: PROTECTED_PDF_MESSAGE });
  });
});
