// The documents drop zone (react-dropzone: drag and drop, click, or Enter/Space when focused).
// Accepted files are prepared in the media worker one at a time with visible progress, stored in
// IndexedDB, then listed with their size and a remove button. Refusals use the spec's words.
import '@mantine/core/styles/Progress.css';
import { Alert, Button, Group, List, Paper, Progress, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { AttachmentError, MAX_DOCUMENT_BYTES, StorageFullError, type AttachmentRow, type PrepareOptions } from '../../../../offline/index.ts';
import {
  DOCUMENT_MESSAGES,
  DROPZONE_ACCEPT,
  dropZoneHint,
  MAX_PHOTO_INPUT_BYTES,
  MIN_DOCUMENT_BYTES,
  rejectionMessage,
  remainingSlots,
} from '../rules/document-rules.ts';
import { msg, t } from '../../../i18n/t.ts';
import { formatFileSize } from '../../../components/claim-format.ts';
import { domainMessage } from '../text/domain-message.ts';

interface DocumentDropProps {
  attachments: AttachmentRow[];
  addFile: (file: File, options?: PrepareOptions) => Promise<AttachmentRow>;
  removeFile: (attachmentId: string) => Promise<void>;
}

interface Job {
  key: number;
  name: string;
  progress: number;
}

interface Refusal {
  name: string;
  message: string;
}

const STORAGE_FULL = msg(
  'This device is out of storage space, so the file was not added. Free some space, then add it again. Everything already saved is safe.',
);

export function DocumentDrop({ attachments, addFile, removeFile }: DocumentDropProps) {
  const [jobs, setJobs] = useState<Job[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const nextKey = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const remaining = remainingSlots(attachments.length, jobs.length);

  async function prepare(file: File): Promise<void> {
    const key = nextKey.current++;
    setJobs((current) => [...current, { key, name: file.name, progress: 0 }]);
    try {
      await addFile(file, {
        onProgress: (fraction) => setJobs((current) => current.map((job) => (job.key === key ? { ...job, progress: fraction } : job))),
      });
    } catch (error) {
      if (error instanceof AttachmentError) setRefusals((current) => [...current, { name: file.name, message: domainMessage(error) }]);
      else if (error instanceof StorageFullError) setFailure(t(STORAGE_FULL));
      else setFailure(t(DOCUMENT_MESSAGES.submitFailed));
    } finally {
      setJobs((current) => current.filter((job) => job.key !== key));
    }
  }

  function onDrop(accepted: File[], rejected: FileRejection[]) {
    setFailure(null);
    const refused: Refusal[] = rejected.map(({ file, errors }) => ({
      name: file.name,
      message: errors.map((e) => e.message).join('; '),
    }));
    // react-dropzone counts only this drop; the files already stored count too.
    const fits = remaining > 0 && accepted.length <= remaining ? accepted : [];
    for (const file of accepted) if (!fits.includes(file)) refused.push({ name: file.name, message: t(DOCUMENT_MESSAGES.tooMany) });
    setRefusals(refused);
    for (const file of fits) queue.current = queue.current.then(() => prepare(file));
  }

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: DROPZONE_ACCEPT,
    minSize: MIN_DOCUMENT_BYTES,
    maxSize: MAX_PHOTO_INPUT_BYTES,
    maxFiles: Math.max(1, remaining),
    multiple: true,
    noKeyboard: true,
    validator: (file) => (file.type === 'application/pdf' && file.size > MAX_DOCUMENT_BYTES ? { code: 'file-too-large', message: 'too large' } : null),
    getErrorMessage: (error, file) => domainMessage(rejectionMessage(error.code, file, error.message)),
    onDrop,
  });

  return (
    <Stack gap="sm">
      {/* The zone takes drops and clicks; keyboard users get a real button inside it (a click on
          it reaches the zone, which opens the file dialog). */}
      <div {...getRootProps({ className: 'document-drop' })} data-active={isDragActive || undefined}>
        <input {...getInputProps({ 'aria-label': t('Choose documents to upload') })} />
        <Text fw={700}>{isDragActive ? t('Drop the files here') : t('Drag and drop files here, or click to choose files')}</Text>
        <Text fz="sm" c="gray.7" mb="sm">
          {dropZoneHint()}
        </Text>
        <Button variant="default">{t('Choose files')}</Button>
      </div>

      {refusals.length > 0 && (
        <Alert color="red" title={t('Error')}>
          <List spacing={2}>
            {refusals.map((refusal, index) => (
              <List.Item key={`${refusal.name}-${index}`}>
                {refusal.name}: {refusal.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {failure && (
        <Alert color="red" title={t('Error')}>
          {failure}
        </Alert>
      )}

      {jobs.map((job) => (
        <Paper key={job.key} withBorder p="sm" radius="md">
          <Text fz="sm" mb={6}>
            {t('Preparing {name}…', { name: job.name })}
          </Text>
          <Progress value={Math.round(job.progress * 100)} aria-label={t('Preparing {name}…', { name: job.name })} animated={job.progress < 1} />
        </Paper>
      ))}

      {attachments.length > 0 && (
        <Stack gap={6} component="ul" className="document-list" aria-label={t('Your documents')}>
          {attachments.map((attachment) => (
            <Paper key={attachment.id} component="li" withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} truncate="end">
                    {attachment.name}
                  </Text>
                  <Text fz="sm" c="gray.7">
                    {formatFileSize(attachment.size, 'kilobyte')}
                  </Text>
                </div>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  onClick={() => void removeFile(attachment.id)}
                  aria-label={t('Remove {name}', { name: attachment.name })}
                >
                  {t('Remove')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
