// Pieces several wizard steps share: the button that closes a step, a card the passenger can
// remove (a connection, another passenger), a rule's message with its legal source, and a titled
// section of the summary.
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Ltr } from '../../../i18n/ltr.tsx';
import { domainMessage, type DomainText } from '../text/domain-message.ts';

export function StepAction({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Group justify="flex-end">
      <Button size="md" onClick={onClick}>
        {children}
      </Button>
    </Group>
  );
}

interface RemovableCardProps {
  title: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}

/** A card named by its title (a region for screen readers) with its Remove button. */
export function RemovableCard({ title, removeLabel, onRemove, children }: RemovableCardProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Text fw={700}>{title}</Text>
        <Button variant="subtle" color="red" size="compact-sm" onClick={onRemove}>
          {removeLabel}
        </Button>
      </Group>
      {children}
    </Paper>
  );
}

/** A domain message in the page's language, then its source (a regulation's article) in brackets. */
export function SourcedText({ text, source }: { text: DomainText; source: string }) {
  return (
    <>
      {domainMessage(text)}{' '}
      <Text span fz="sm" c="gray.7">
        (<Ltr>{source}</Ltr>)
      </Text>
    </>
  );
}

export function SummarySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb={6}>
        {title}
      </Title>
      {children}
    </section>
  );
}
