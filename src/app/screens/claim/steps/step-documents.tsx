// Step 4: documents, signature, and Submit Claim (disabled until there is at least one file and a
// signature). Next to it, on arrival, what is needed; once the passenger has added a document or
// signed, what is still missing in the spec's words (not as errors before they have done anything).
// Sending needs a signed-in user; without one the draft stays on this device while the person logs
// in or registers and comes back.
import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { AttachmentRow, CurrentUser, DraftFields, PrepareOptions, SignatureRow } from '../../../../offline/index.ts';
import { DOCUMENT_EXAMPLES, missingForSubmit } from '../rules/document-rules.ts';
import { DocumentDrop } from '../documents/document-drop.tsx';
import { SignaturePad } from '../documents/signature-pad.tsx';
import { ReceiptsSection } from '../documents/receipts-section.tsx';
import { FeeAndMandate } from '../documents/consent.tsx';
import { MandatePanel, SignedCopyButton } from '../documents/mandate-view.tsx';
import type { AmountInput } from '../../../components/money-lines.tsx';
import { msg, t } from '../../../i18n/t.ts';

/** Where the login and registration screens send people back to (they honour `redirect`). */
export const RETURN_PATH = '/claim';

const NEEDED = msg('To submit, add at least one document and sign below.');

interface DocumentsStepProps {
  attachments: AttachmentRow[];
  signature: SignatureRow | null;
  /** undefined while the stored session is being read. */
  user: CurrentUser | null | undefined;
  submitting: boolean;
  addFile: (file: File, options?: PrepareOptions) => Promise<AttachmentRow>;
  removeFile: (attachmentId: string) => Promise<void>;
  saveSignature: (png: Blob) => Promise<void>;
  clearSignature: () => Promise<void>;
  onSubmit: (user: CurrentUser) => void;
  /** The eligibility check's estimate for everyone on the claim, shown with the fee before signing. */
  estimate: AmountInput | null;
  /** The draft the receipts (care expenses, issue #21) are stored with. */
  draftId?: string | null;
  /** The draft, for the full mandate text shown before signing. */
  fields?: DraftFields;
}

export function DocumentsStep(props: DocumentsStepProps) {
  const { attachments, signature, user } = props;
  const missing = missingForSubmit(attachments.length, signature !== null);
  const canSubmit = missing.length === 0 && !!user && !props.submitting;
  // Acted: a document or a signature has been on this step (it stays so once removed again).
  const [acted, setActed] = useState(false);
  if (!acted && (attachments.length > 0 || signature !== null)) setActed(true);
  const hints = acted ? missing.map((message) => t(message)) : [t(NEEDED)];

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Text>{t('Add the documents that support your claim, for example:')}</Text>
        <List>
          {DOCUMENT_EXAMPLES.map((example) => (
            <List.Item key={example}>{t(example)}</List.Item>
          ))}
        </List>
        <DocumentDrop attachments={attachments} addFile={props.addFile} removeFile={props.removeFile} />
      </Stack>

      <ReceiptsSection draftId={props.draftId ?? null} />

      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('Your signature')}
        </Title>
        <FeeAndMandate estimate={props.estimate} />
        {props.fields && <MandatePanel fields={props.fields} />}

        <SignaturePad signature={signature} onSave={props.saveSignature} onClear={props.clearSignature} />
        {props.fields && <SignedCopyButton fields={props.fields} signature={signature} />}
      </Stack>

      {user === null && (
        <Alert color="blue" title={t('Log in to send your claim')}>
          <Text fz="sm">
            {t(
              'Your claim is saved on this device. To send it, log in or create a free account; you will come straight back here with everything you entered.',
            )}
          </Text>
          <Group gap="sm" mt="sm">
            <Button renderRoot={(props) => <Link {...props} to="/login" search={{ redirect: RETURN_PATH }} />} size="sm">
              {t('Log in')}
            </Button>
            <Button renderRoot={(props) => <Link {...props} to="/register" search={{ redirect: RETURN_PATH }} />} size="sm" variant="outline">
              {t('Create account')}
            </Button>
          </Group>
        </Alert>
      )}

      <Group justify="flex-end" align="center" gap="md">
        {missing.length > 0 && (
          <Stack gap={2} id="submit-missing" aria-live="polite">
            {hints.map((message) => (
              <Text key={message} fz="sm" c="gray.7" data-hint="still-needed">
                {message}
              </Text>
            ))}
          </Stack>
        )}
        <Button
          size="md"
          disabled={!canSubmit}
          loading={props.submitting}
          aria-describedby={missing.length > 0 ? 'submit-missing' : undefined}
          onClick={() => user && props.onSubmit(user)}
        >
          {t('Submit Claim')}
        </Button>
      </Group>
      {user && (
        <Text fz="sm" c="gray.7" ta="end">
          {t('Submitting as {email}', { email: user.email })}
        </Text>
      )}
    </Stack>
  );
}
