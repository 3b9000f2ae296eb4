// A titled card on a claim's page (the passenger's detail, the claim team panel, the back office):
// a <section> named by its heading's text.
import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function SectionCard({ title, titleSize = 'h4', children }: { title: string; titleSize?: 'h3' | 'h4'; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} size={titleSize} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
