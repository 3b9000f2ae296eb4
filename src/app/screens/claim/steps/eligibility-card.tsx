// The eligibility answer under the flight form (spec §2, §8). The heading takes focus when a new
// answer arrives, so screen reader users hear it.
import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { Ref } from 'react';
import type { EligibilityView } from '../rules/eligibility-result.ts';
import { CareRights, ChanceNote } from './care-rights.tsx';
import { Ltr } from '../../../i18n/ltr.tsx';
import { t, tp } from '../../../i18n/t.ts';
import { domainMessage } from '../text/domain-message.ts';
import { SourcedText } from './step-parts.tsx';

export function EligibilityCard({ view, headingRef }: { view: EligibilityView; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <Paper withBorder radius="md" p="lg" className="eligibility-card" data-eligible={view.eligible || undefined}>
      <Stack gap="sm">
        <Title
          order={3}
          ref={headingRef}
          tabIndex={-1}
          c={view.eligible || view.missing.length > 0 ? undefined : 'red.9'}
          className={view.eligible ? 'wizard-focus-target text-success' : 'wizard-focus-target'}
        >
          {t(view.heading)}
        </Title>
        {view.provisional && (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Badge color="yellow" variant="light" style={{ flexShrink: 0 }}>
              {t('Provisional')}
            </Badge>
            <Text fz="sm">{t(view.provisional)}</Text>
          </Group>
        )}
        <Text>{domainMessage(view.message)}</Text>
        {view.perPassenger && view.total && (
          <Group gap="xl" align="flex-start">
            <div>
              <Text fz="sm" c="gray.7">
                {t('Per passenger')}
              </Text>
              <Text fz={28} fw={800} c="brand.8">
                {view.perPassenger}
              </Text>
            </div>
            <div>
              <Text fz="sm" c="gray.7">
                {tp(view.passengers, { one: 'Total for # passenger', other: 'Total for # passengers' })}
              </Text>
              <Text fz={28} fw={800} c="brand.8">
                {view.total}
              </Text>
            </div>
          </Group>
        )}
        {view.law && (
          <Text fz="sm">
            {t('Under')}{' '}
            <strong>
              <Ltr>{view.law}</Ltr>
            </strong>
          </Text>
        )}
        <ChanceNote chance={view.chance} />
        {view.missing.length > 0 && (
          <div>
            <Text fw={600}>{t('We still need to know:')}</Text>
            <List>
              {view.missing.map((question) => (
                <List.Item key={`${question.messageId}|${question.message}`}>{domainMessage(question)}</List.Item>
              ))}
            </List>
          </div>
        )}
        {view.reasons.length > 0 && (
          <div>
            <Text fw={600}>{t('Why')}</Text>
            <List spacing={4}>
              {view.reasons.map((reason) => (
                <List.Item key={`${reason.message}|${reason.source}`}>
                  <SourcedText text={reason} source={reason.source} />
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
