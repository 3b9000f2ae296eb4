// A one-page PDF locked with a password, as @cantoo/pdf-lib writes it, with or without object
// streams (with them, pdf-lib itself cannot parse it back): issue #32's protected.pdf.
import { PDFDocument } from '@cantoo/pdf-lib';

export async function protectedPdf(useObjectStreams: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  doc.encrypt({ userPassword: 'secret', ownerPassword: 'owner' });
  return doc.save({ useObjectStreams });
}
