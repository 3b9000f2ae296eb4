// Documents opened safely: the bytes come from the sandboxed download route with the agent's
// token; images show inline from a blob: URL (an <img> never runs script), PDFs and anything else
// are saved as files, never rendered on the app's origin. The first DOCUMENTS_PAGE show, with a
// button for the rest.
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatFileSize } from '../components/claim-format.ts';
import { useLongList } from '../components/long-list.ts';
import { saveAs } from '../components/save-file.ts';
import { documentBlob, type BackofficeClaim } from './api.ts';
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
      setError(failure instanceof Error ? failure.message : 'The file could not be loaded.');
    }
  };

  return (
    <Stack gap="sm" ref={list.containerRef}>
      {claim.documents.length === 0 && <Text>No documents.</Text>}
      {list.shown.map((doc) => {
        const path = `documents/${doc.id}`;
        const image = doc.type.startsWith('image/');
        return (
          <Stack key={doc.id} gap={4} data-list-item tabIndex={-1}>
            <Group justify="space-between">
              <Text>
                {doc.name}{' '}
                <Text span size="sm" c="gray.7">
                  ({doc.type}, {formatFileSize(doc.size)})
                </Text>
              </Text>
              <Button size="xs" variant="default" onClick={() => void open(path, doc.name, image)}>
                {image ? `View ${doc.name}` : `Download ${doc.name}`}
              </Button>
            </Group>
            {shown[path] && <Image src={shown[path]} alt={`Document ${doc.name}`} w="auto" maw="100%" mah={480} fit="contain" radius="sm" />}
          </Stack>
        );
      })}
      <ShowMoreButton list={list} page={DOCUMENTS_PAGE} noun="documents" />
      {claim.signature ? (
        <Group justify="space-between">
          <Text>Signed {new Date(claim.signature.signed_at).toLocaleString('en-GB')}</Text>
          <Button size="xs" variant="default" onClick={() => void open('signature', 'signature.png', true)}>
            View signature
          </Button>
        </Group>
      ) : (
        <Text>Not signed.</Text>
      )}
      {shown.signature && <Image src={shown.signature} alt="The passenger's signature" w="auto" maw={320} fit="contain" bg="white" />}
      {error && (
        <Text c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
