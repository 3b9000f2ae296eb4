import { Button, Code, Container, Stack, Text, Title } from '@mantine/core';
import { isNotFound } from '@tanstack/react-router';
import { t } from '../i18n/t.ts';

/** The spec's default screen for an unhandled routing failure: the title, then status and text or message. */
export function RouteError({ error }: { error: unknown }) {
  return (
    <Container size="sm" py={64}>
      <Stack>
        <Title order={1}>Unexpected Application Error!</Title>
        <Text fw={600}>{describeError(error)}</Text>
        {error instanceof Error && error.stack ? <Code block>{error.stack.split('\n').slice(0, 4).join('\n')}</Code> : null}
        <Button onClick={() => window.location.assign('/')} w="fit-content">
          {t('Go to the home page')}
        </Button>
      </Stack>
    </Container>
  );
}

/** "404 Not Found", or "500 Internal error" style text from whatever was thrown. */
export function describeError(error: unknown): string {
  if (isNotFound(error)) return '404 Not Found';
  if (error && typeof error === 'object' && 'status' in error) {
    const status = (error as { status: unknown }).status;
    const text = 'statusText' in error ? String((error as { statusText: unknown }).statusText) : '';
    const message = error instanceof Error ? error.message : '';
    return `${String(status)} ${text || message}`.trim();
  }
  if (error instanceof Error) return error.message;
  return String(error);
}
