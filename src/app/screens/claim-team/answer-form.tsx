// Answering our team's question: text and files, online or not. The answer is queued in the
// outbox (src/offline/answers.ts) and sent, once, when there is a network; until then it shows
// as waiting, and a refused one shows the server's reason.
import { Alert, Button, FileButton, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState, type FormEvent } from 'react';
import { AnswerError, ANSWER_MAX_FILES, ANSWER_MAX_TEXT, answersOnDevice, discardAnswer, queueAnswer } from '../../../offline/answers.ts';
import { AttachmentError, getDb, kick } from '../../../offline/index.ts';
import { prepareDocument } from '../../../workers/media.ts';
import { DROPZONE_ACCEPT } from '../claim/rules/document-rules.ts';
import { domainMessage } from '../claim/text/domain-message.ts';
import { serverText } from '../../components/claim-progress.ts';
import { msg, t } from '../../i18n/t.ts';

const ACCEPT = Object.keys(DROPZONE_ACCEPT).join(',');

const TEXTS = {
  label: msg('Your answer'),
  attach: msg('Attach files'),
  send: msg('Send answer'),
  waiting: msg('Your answer is saved on this device and will be sent when you are online.'),
  sending: msg('Your answer is on its way.'),
  refused: msg('Your answer was not accepted'),
  discard: msg('Discard this answer'),
  failed: msg('Your answer could not be saved. Please try again.'),
} as const;

/** The answers of this claim still on the device (undefined while loading). */
export function useAnswersOnDevice(claimId: string) {
  return useLiveQuery(() => answersOnDevice(getDb(), claimId), [claimId]);
}

export function AnswerForm({ claimId, ownerId, question }: { claimId: string; ownerId: string; question: { id: number; text: string } }) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const prepared = await Promise.all(files.map((file) => prepareDocument(file)));
      await queueAnswer(getDb(), { claimId, ownerId, requestId: question.id, text, files: prepared });
      setText('');
      setFiles([]);
      kick();
    } catch (failure) {
      setError(failure instanceof AnswerError ? t(failure.message) : failure instanceof AttachmentError ? domainMessage(failure) : t(TEXTS.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={send} aria-label={t('Answer our question')}>
      <Stack gap="sm">
        <Alert color="blue" variant="light" title={t('Our team needs something from you')}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {question.text}
          </Text>
        </Alert>
        <Textarea
          label={t(TEXTS.label)}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={ANSWER_MAX_TEXT}
          autosize
          minRows={3}
          error={error}
        />
        {files.length > 0 ? (
          <List size="sm">
            {files.map((file, index) => (
              <List.Item key={`${file.name}-${index}`}>{file.name}</List.Item>
            ))}
          </List>
        ) : null}
        <Group gap="sm">
          <FileButton onChange={(picked) => setFiles(picked.slice(0, ANSWER_MAX_FILES))} accept={ACCEPT} multiple>
            {(props) => (
              <Button variant="default" {...props}>
                {t(TEXTS.attach)}
              </Button>
            )}
          </FileButton>
          <Button type="submit" loading={busy}>
            {t(TEXTS.send)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function AnswersOnDevice({ answers }: { answers: Awaited<ReturnType<typeof answersOnDevice>> }) {
  return (
    <Stack gap="sm">
      {answers.map((answer) =>
        answer.state === 'rejected' ? (
          <Alert key={answer.opId} color="red" variant="light" title={t(TEXTS.refused)} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{answer.reason ? serverText(answer.reason, answer.code ?? 'bad-request') : null}</Text>
              <Button size="xs" variant="default" onClick={() => void discardAnswer(getDb(), answer.opId)}>
                {t(TEXTS.discard)}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Alert key={answer.opId} color="gray" variant="light" role="status">
            <Text size="sm">{t(answer.state === 'sending' ? TEXTS.sending : TEXTS.waiting)}</Text>
            <Text size="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
              “{answer.text}”
            </Text>
          </Alert>
        ),
      )}
    </Stack>
  );
}
