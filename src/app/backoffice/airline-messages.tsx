// What the airline said on a claim: replies mailed to the claim's address and answers agents
// uploaded, oldest first. The text is shown as text (the mail's HTML is never kept); stored files
// are saved, never rendered on the app's origin; refused files say why. Agents upload an answer
// that came another way (post, the airline's portal) here too. In the agent's language (catalogue area 'backoffice').
import { Alert, Badge, Button, FileInput, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { formatFileSize, formatTimestamp } from '../components/claim-format.ts';
import { SectionCard } from '../components/section-card.tsx';
import { msg, t } from '../i18n/t.ts';
import { uploadAirlineMessage, type AirlineMessage, type AirlineMessageFile } from './airline-api.ts';
import { documentBlob } from './api.ts';
import { saveAs } from '../components/save-file.ts';
import { problemMessage } from './problem-message.ts';

/** Why a file was refused, by its problem code. */
const REFUSALS: Record<string, string> = {
  'file-too-large': msg('Refused: larger than 10 MB'),
  'unsupported-file-type': msg('Refused: not a JPEG, PNG or PDF'),
  'document-unsafe': msg('Refused: the PDF has active content'),
  'image-too-large': msg('Refused: the image has too many pixels'),
  'file-empty': msg('Refused: the file is empty'),
};

function FileLine({
  claimId,
  message,
  file,
  onError,
}: {
  claimId: string;
  message: AirlineMessage;
  file: AirlineMessageFile;
  onError: (text: string) => void;
}) {
  const download = async () => {
    try {
      saveAs(await documentBlob(claimId, `airline-messages/${message.id}/files/${file.position}`), file.name);
    } catch (failure) {
      onError(problemMessage(failure));
    }
  };
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm">
        <span dir="auto">{file.name}</span>{' '}
        <Text span size="sm" c="gray.7">
          ({formatFileSize(file.size)})
        </Text>
      </Text>
      {file.stored ? (
        <Button size="xs" variant="default" onClick={() => void download()}>
          {t('Download {name}', { name: file.name })}
        </Button>
      ) : (
        <Badge color="red" variant="light">
          {t(REFUSALS[file.refused ?? ''] ?? msg('Refused'))}
        </Badge>
      )}
    </Group>
  );
}

function MessageCard({ claimId, message, onError }: { claimId: string; message: AirlineMessage; onError: (text: string) => void }) {
  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Badge variant="outline" color="dark">
            {message.via === 'email' ? t('E-mail from the airline') : t('Uploaded by an agent')}
          </Badge>
          <Text size="sm" c="gray.7">
            {formatTimestamp(message.received_at)}
          </Text>
        </Group>
        {message.from && (
          <Text size="sm">
            {t('From:')} <span dir="ltr">{message.from}</span>
          </Text>
        )}
        {message.subject && (
          <Text fw={700} dir="auto">
            {message.subject}
          </Text>
        )}
        {message.body && (
          <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.body}
          </Text>
        )}
        {message.note && (
          <Text size="sm" dir="auto">
            {t('Note:')} {message.note}
          </Text>
        )}
        {message.files.map((file) => (
          <FileLine key={file.position} claimId={claimId} message={message} file={file} onError={onError} />
        ))}
      </Stack>
    </Paper>
  );
}

function UploadForm({ claimId, onUploaded }: { claimId: string; onUploaded: () => Promise<void> }) {
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(t('Choose the file with the airline’s answer.'));
    setBusy(true);
    try {
      await uploadAirlineMessage(claimId, file, note);
      setFile(null);
      setNote('');
      setError(null);
      await onUploaded();
    } catch (failure) {
      setError(problemMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="xs">
        <FileInput
          label={t('The airline’s answer (JPEG, PNG or PDF, at most 10 MB)')}
          accept="image/jpeg,image/png,application/pdf"
          value={file}
          onChange={setFile}
          clearable
        />
        <Textarea
          label={t('Note on the airline’s answer')}
          maxLength={2000}
          autosize
          minRows={2}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {error && (
          <Text c="red.8" role="alert">
            {error}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={busy}>
            {t('Add the airline’s answer')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ClaimAirlineMessages({ claimId, messages, reload }: { claimId: string; messages: AirlineMessage[]; reload: () => Promise<void> }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <SectionCard titleSize="h3" title={t('What the airline says')}>
      <Stack gap="sm">
        {messages.length === 0 && <Text>{t('Nothing from the airline yet.')}</Text>}
        {messages.map((message) => (
          <MessageCard key={message.id} claimId={claimId} message={message} onError={setError} />
        ))}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <UploadForm claimId={claimId} onUploaded={reload} />
      </Stack>
    </SectionCard>
  );
}
