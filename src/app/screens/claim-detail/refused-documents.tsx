// A claim whose claim and other documents reached the server but one document did not: the
// passenger removes that file or replaces it, and the rest of the claim is then complete.
import { Alert, Button, FileButton, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AttachmentError, SubmitError, addClaimDocument, getDb, kick, resubmitClaim, type ClaimView, type RefusedDocument } from '../../../offline/index.ts';
import { useRefusedDocuments } from '../../../offline/hooks.ts';
import { prepareDocument } from '../../../workers/media.ts';
import { DROPZONE_ACCEPT } from '../claim/rules/document-rules.ts';
import { FixClaim } from './fix-claim.tsx';
import { claimProgress, serverText } from '../../components/claim-progress.ts';
import { t } from '../../i18n/t.ts';
import { domainMessage } from '../claim/text/domain-message.ts';

const ACCEPT = Object.keys(DROPZONE_ACCEPT).join(',');

/** A refused claim: the documents to remove or replace, or else the form to correct the claim. */
export function RejectedClaim({ claim }: { claim: ClaimView }) {
  const refused = useRefusedDocuments(claim.id);
  if (refused === undefined) return null;
  if (claim.refusedElsewhere) return <RefusedElsewhere claim={claim} />;
  return refused.length > 0 ? <RefusedDocuments claim={claim} refused={refused} /> : <FixClaim claim={claim} />;
}

function RefusedDocuments({ claim, refused }: { claim: Pick<ClaimView, 'id'>; refused: RefusedDocument[] }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function run(id: string, work: () => Promise<void>) {
    setFailure(null);
    setBusy(id);
    try {
      await work();
      kick();
    } catch (error) {
      setFailure(error instanceof SubmitError || error instanceof AttachmentError ? domainMessage(error) : t('This did not work. Please try again.'));
    } finally {
      setBusy(null);
    }
  }
  const remove = (id: string) => run(id, () => resubmitClaim(getDb(), claim.id, { removeAttachmentIds: [id] }));
  const replace = (id: string, file: File | null) => {
    if (!file) return;
    void run(id, async () => {
      await addClaimDocument(getDb(), claim.id, await prepareDocument(file));
      await resubmitClaim(getDb(), claim.id, { removeAttachmentIds: [id] });
    });
  };

  return (
    <Alert color="red" variant="light" title={refused.length === 1 ? t('A document was not accepted') : t('Some documents were not accepted')} role="alert">
      <Stack gap="sm">
        <Text size="sm">{t('Your claim and your other documents have been sent. Remove or replace the file below to complete your claim.')}</Text>
        <List size="sm" spacing="sm">
          {refused.map((doc) => (
            <List.Item key={doc.id}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {doc.name}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {serverText(doc.reason, doc.code)}
              </Text>
              <Group gap="xs" mt={6}>
                <FileButton onChange={(file) => replace(doc.id, file)} accept={ACCEPT}>
                  {(props) => (
                    <Button {...props} size="xs" loading={busy === doc.id} aria-label={t('Replace {name}', { name: doc.name })}>
                      {t('Replace')}
                    </Button>
                  )}
                </FileButton>
                <Button
                  size="xs"
                  variant="default"
                  disabled={busy !== null}
                  onClick={() => void remove(doc.id)}
                  aria-label={t('Remove {name}', { name: doc.name })}
                >
                  {t('Remove')}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
        {failure ? (
          <Text size="sm" c="red.9" fw={600} role="alert">
            {failure}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** Refused on another of the owner's devices: the documents are there, so is the fix. */
function RefusedElsewhere({ claim }: { claim: ClaimView }) {
  return (
    <Alert color="red" variant="light" title={t('A document was not accepted')} role="alert">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {claimProgress(claim, true).text}
      </Text>
    </Alert>
  );
}
