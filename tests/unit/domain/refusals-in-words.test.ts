// Documents refused in words (issue #32). A password-protected PDF: the device took it and the
// server then refused it as "damaged"; the rule is now the domain's (document-bytes.ts), so the
// device refuses it before the claim is queued, with the words the server answers
// (tests/api/protected-pdf.test.ts). An iPhone's HEIC photo: refused with what to do instead, not a
// list of MIME types. Both in the page's language.
import { afterAll, describe, expect, it } from 'vitest';
import { checkDocumentBytes, DOCUMENT_TYPE_MESSAGE, HEIC_MESSAGE, isProtectedPdf, PROTECTED_PDF_MESSAGE } from '../../../src/domain/claim/document-bytes.ts';
import { AttachmentError, checkDocumentContent, checkDocumentType } from '../../../src/offline/documents.ts';
import { HEIC_PHOTO, PROTECTED_PDF, rejectionMessage } from '../../../src/app/screens/claim/rules/document-rules.ts';
import { domainMessage } from '../../../src/app/screens/claim/text/domain-message.ts';
import { loadAreas, loadCatalog } from '../../../src/app/i18n/t.ts';
import { pdfText } from '../offline/fixtures.ts';
import { protectedPdf } from '../../shared/protected-pdf.ts';

describe('a password-protected PDF', () => {
  afterAll(() => loadCatalog('en'));

  it.each([true, false])('is refused by its bytes (object streams: %s), as locked, not as another kind of file', async (streams) => {
    const bytes = await protectedPdf(streams);
    expect(isProtectedPdf(bytes)).toBe(true);
    expect(checkDocumentBytes(bytes)).toEqual({ ok: false, detail: PROTECTED_PDF_MESSAGE, protected: true });
  });

  it('is told apart from a PDF that only mentions the word', () => {
    const text = new TextEncoder().encode(pdfText('/EncryptMetadata true (the /Encrypt key)'));
    expect(isProtectedPdf(text)).toBe(false);
    expect(checkDocumentBytes(text)).toEqual({ ok: true, type: 'application/pdf' });
  });

  it('is refused on the device before it is queued, in those words', async () => {
    const blob = new Blob([new Uint8Array(await protectedPdf(true))], { type: 'application/pdf' });
    const refusal = await checkDocumentContent(blob).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AttachmentError);
    expect((refusal as AttachmentError).message).toBe(PROTECTED_PDF_MESSAGE);
  });

  it('reads in the passenger language', async () => {
    expect(PROTECTED_PDF).toBe(PROTECTED_PDF_MESSAGE);
    await loadCatalog('fa');
    await loadAreas(['claim']);
    expect(domainMessage({ message: PROTECTED_PDF_MESSAGE })).not.toBe(PROTECTED_PDF_MESSAGE);
    expect(domainMessage({ message: PROTECTED_PDF_MESSAGE })).toMatch(/PDF/);
  });
});

describe('an iPhone HEIC photo', () => {
  afterAll(() => loadCatalog('en'));

  it.each([
    { name: 'photo.heic', type: 'image/heic' },
    { name: 'IMG_0042.HEIF', type: '' },
    { name: 'photo', type: 'image/heif' },
  ])('is refused in words, saying what to do: %o', (file) => {
    expect(rejectionMessage('file-invalid-type', file, 'fallback')).toEqual({ message: HEIC_PHOTO });
    expect(() => checkDocumentType(file)).toThrow(new AttachmentError('file-invalid-type', HEIC_MESSAGE));
    expect(HEIC_PHOTO).toBe(HEIC_MESSAGE);
    expect(HEIC_MESSAGE).not.toMatch(/image\//);
  });

  it('another type keeps the spec wording', () => {
    expect(() => checkDocumentType({ name: 'notes.txt', type: 'text/plain' })).toThrow(DOCUMENT_TYPE_MESSAGE);
  });

  it('reads in the passenger language', async () => {
    await loadCatalog('ar');
    await loadAreas(['claim']);
    expect(domainMessage({ message: HEIC_MESSAGE })).toContain('HEIC');
    expect(domainMessage({ message: HEIC_MESSAGE })).not.toBe(HEIC_MESSAGE);
  });
});
