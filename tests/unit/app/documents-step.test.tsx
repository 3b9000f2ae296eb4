// Step 4 before the passenger has done anything (issue #32): no error-worded "Please upload at least
// one document / Please add your signature" on arrival, only what is needed to submit; once they
// act (a document, a signature), what is still missing, in the spec's words.
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocumentsStep } from '../../../src/app/screens/claim/steps/step-documents.tsx';
import { theme } from '../../../src/app/theme.ts';
import type { AttachmentRow, SignatureRow } from '../../../src/offline/index.ts';

const attachment = { id: 'a', claimId: 'c', position: 0, name: 'pass.pdf', type: 'application/pdf', size: 2048 } as unknown as AttachmentRow;
const step = (attachments: AttachmentRow[], signature: SignatureRow | null) =>
  renderToStaticMarkup(
    <MantineProvider theme={theme}>
      <DocumentsStep
        attachments={attachments}
        signature={signature}
        user={{ id: 'u1', email: 'maryam@example.com', firstName: 'Maryam', lastName: 'Rezaei', agent: false, expiresAt: null }}
        submitting={false}
        addFile={() => Promise.reject(new Error('not here'))}
        removeFile={() => Promise.resolve()}
        saveSignature={() => Promise.resolve()}
        clearSignature={() => Promise.resolve()}
        onSubmit={() => {}}
        estimate={null}
      />
    </MantineProvider>,
  );

describe('the documents step', () => {
  it('on arrival says what is needed, without an error', () => {
    const html = step([], null);
    expect(html).toContain('To submit, add at least one document and sign below.');
    expect(html).not.toContain('Please upload at least one document');
    expect(html).not.toContain('Please add your signature');
  });

  it('once a document is there, names what is still missing', () => {
    const html = step([attachment], null);
    expect(html).toContain('Please add your signature');
    expect(html).not.toContain('Please upload at least one document');
  });
});
