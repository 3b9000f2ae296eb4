// The eligibility answer under the flight form (spec §2, §8). The heading takes focus when a new
// answer arrives, so screen reader users hear it.
import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { Ref } from 'react';
import type { EligibilityView } from './eligibility-result.ts';
import { CareRights, ChanceNote } from './care-rights.tsx';

export function EligibilityCard({ view, headingRef }: { view: EligibilityView; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <Paper withBorder radius="md" p="lg" className="eligibility-card" data-eligible={view.eligible || undefined}>
      <Stack gap="sm">
        <Title order={3} ref={headingRef} tabIndex={-1} c={view.eligible || view.missing.length > 0 ? undefined : 'red.9'} className={view.eligible ? 'wizard-focus-target text-success' : 'wizard-focus-target'}>
          {view.heading}
        </Title>
        {view.provisional && (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Badge color="yellow" variant="light" style={{ flexShrink: 0 }}>
              Provisional
            </Badge>
            <Text fz="sm">{view.provisional}</Text>
          </Group>
        )}
        <Text>{view.message}</Text>
        {view.perPassenger && view.total && (
          <Group gap="xl" align="flex-start">
            <div>
              <Text fz="sm" c="gray.7">
                Per passenger
              </Text>
              <Text fz={28} fw={800} c="brand.8">
                {view.perPassenger}
              </Text>
            </div>
            <div>
              <Text fz="sm" c="gray.7">
                Total for {view.passengers} {view.passengers === 1 ? 'passenger' : 'passengers'}
              </Text>
              <Text fz={28} fw={800} c="brand.8">
                {view.total}
              </Text>
            </div>
          </Group>
        )}
        {view.law && (
          <Text fz="sm">
            Under <strong>{view.law}</strong>
          </Text>
        )}
        <ChanceNote chance={view.chance} />
        {view.missing.length > 0 && (
          <div>
            <Text fw={600}>We still need to know:</Text>
            <List>
              {view.missing.map((question) => (
                <List.Item key={question}>{question}</List.Item>
              ))}
            </List>
          </div>
        )}
        {view.reasons.length > 0 && (
          <div>
            <Text fw={600}>Why</Text>
            <List spacing={4}>
              {view.reasons.map((reason) => (
                <List.Item key={`${reason.message}|${reason.source}`}>
                  {reason.message}{' '}
                  <Text span fz="sm" c="gray.7">
                    ({reason.source})
                  </Text>
                </List.Item>
              ))}
            </List>
          </div>
        )}
        <CareRights items={view.care} />
      </Stack>
    </Paper>
  );
}
