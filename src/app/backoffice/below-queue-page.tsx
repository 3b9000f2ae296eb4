// The frame of a back-office page reached from the claims queue (a claim, the agents), with the way back
// (its arrow points to the start of the line: → in ar and fa).
import { Anchor, Container, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { t } from '../i18n/t.ts';

export function BelowQueuePage({ children }: { children: ReactNode }) {
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/backoffice">
          {t('← Claims queue')}
        </Anchor>
        {children}
      </Stack>
    </Container>
  );
}
