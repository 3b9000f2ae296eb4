// The frame of a back-office page reached from the claims queue (a claim, the agents), with the way back.
import { Anchor, Container, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export function BelowQueuePage({ children }: { children: ReactNode }) {
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/backoffice">
          ← Claims queue
        </Anchor>
        {children}
      </Stack>
    </Container>
  );
}
