// The heading of a signed-in page (dashboard, claims, profile, …): its one h1 and a line under it.
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageHeading({ title, intro }: { title: string; intro: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={1}>{title}</Title>
      <Text c="gray.7">{intro}</Text>
    </Stack>
  );
}
