// File sizes on the documents step in the passenger's language (issue #32: Persian read "KB 1.2",
// a Latin unit and digits turned around by the right-to-left text, while the claim page read
// "۱٫۲ kB"): the step writes them with formatFileSize, as every other screen does.
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { formatFileSize } from '../../../src/app/components/claim-format.ts';
import { loadAreas, loadCatalog } from '../../../src/app/i18n/t.ts';
import { DocumentDrop } from '../../../src/app/screens/claim/documents/document-drop.tsx';
import { theme } from '../../../src/app/theme.ts';
import type { AttachmentRow } from '../../../src/offline/index.ts';

const attachment = { id: 'a', claimId: 'c', position: 0, name: 'boarding-pass.jpg', type: 'image/jpeg', size: 1229 } as unknown as AttachmentRow;
const step = () =>
  renderToStaticMarkup(
    <MantineProvider theme={theme}>
      <DocumentDrop attachments={[attachment]} addFile={() => Promise.reject(new Error('not here'))} removeFile={() => Promise.resolve()} />
    </MantineProvider>,
  );

describe.each(['en', 'fa', 'ar', 'tr'] as const)('a document of 1,229 bytes on the documents step in %s', (locale) => {
  afterAll(() => loadCatalog('en'));

  it('shows its size as every screen writes it', async () => {
    await loadCatalog(locale);
    await loadAreas(['claim', 'common']);
    const html = step();
    expect(html).toContain(formatFileSize(1229, 'kilobyte'));
    if (locale !== 'en') expect(html).not.toMatch(/\d(\.\d)? ?KB/);
  });
});
