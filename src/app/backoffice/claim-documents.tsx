// Documents opened safely: the bytes come from the sandboxed download route with the agent's
// token; images show inline from a blob: URL (an <img> never runs script), PDFs and anything else
// are saved as files, never rendered on the app's origin. The first DOCUMENTS_PAGE show, with a
// button for the rest.
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatFileSize, formatTimestamp } from '../components/claim-format.ts';
import { useLongList } from '../components/long-list.ts';
import { saveAs } from '../components/save-file.ts';
import { t } from '../i18n/t.ts';
import { documentBlob, type BackofficeClaim } from './api.ts';
import { problemMessage } from './problem-message.ts';
import { ShowMoreButton } from './long-list.tsx';

export const DOCUMENTS_PAGE = 20;

export function ClaimDocuments({ detail }: { detail: BackofficeClaim }) {
  const { claim } = detail;
  const [shown, setShown] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const list = useLongList(claim.documents, DOCUMENTS_PAGE, 'first');
  useEffect(() => () => Object.values(shown).forEach((url) => URL.revokeObjectURL(url)), [shown]);

  const open = async (path: string, name: string, image: boolean) => {
    try {
      const blob = await documentBlob(claim.id, path);
      if (image) setShown((s) => ({ ...s, [path]: URL.createObjectURL(blob) }));
      else saveAs(blob, name);
      setError(null);
    } catch (failure) {
      setError(problemMessage(failure));
    }
  };

  return (
    <Stack gap="sm" ref={list.containerRef}>
      {claim.documents.length === 0 && <Text>{t('No documents.')}</Text>}
      {list.shown.map((doc) => {
        const path = `documents/${doc.id}`;
        const image = doc.type.startsWith('image/');
        return (
          <Stack key={doc.id} gap={4} data-list-item tabIndex={-1}>
            <Group justify="space-between">
              <Text>
                {doc.name}{' '}
                <Text span size="sm" c="gray.7">
                  {t('({type}, {size})', { type: doc.type, size: formatFileSize(doc.size) })}
                </Text>
              </Text>
              <Button size="xs" variant="default" onClick={() => void open(path, doc.name, image)}>
                {image ? t('View {name}', { name: doc.name }) : t('Download {name}', { name: doc.name })}
              </Button>
            </Group>
            {shown[path] && <Image src={shown[path]} alt={t('Document {name}', { name: doc.name })} w="auto" maw="100%" mah={480} fit="contain" radius="sm" />}
          </Stack>
        );
      })}
      <ShowMoreButton list={list} page={DOCUMENTS_PAGE} what="documents" />
      {claim.signature ? (
        <Group justify="space-between">
          <Text>{t('Signed {date}', { date: formatTimestamp(claim.signature.signed_at) })}</Text>
          <Button size="xs" variant="default" onClick={() => void open('signature', 'signature.png', true)}>
            {t('View signature')}
          </Button>
        </Group>
      ) : (
        <Text>{t('Not signed.')}</Text>
      )}
      {shown.signature && <Image src={shown.signature} alt={t('The passenger’s signature')} w="auto" maw={320} fit="contain" bg="white" />}
      {error && (
        <Text c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
