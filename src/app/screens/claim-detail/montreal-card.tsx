// On the claim page (issue #33): the Montreal Convention's outcome for the claim's flight and the
// passenger's next step, judged on this device like "Your rights right now" (claim-rules.ts).
import { Paper, Stack, Text, Title } from '@mantine/core';
import { MONTREAL_TEXT, type MontrealView } from '../claim/rules/montreal.ts';
import { domainMessage } from '../claim/text/domain-message.ts';
import { t } from '../../i18n/t.ts';

export function MontrealCard({ view }: { view: MontrealView | null }) {
  if (!view) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="montreal-heading" data-testid="claim-montreal">
      <Stack gap="xs">
        <Title order={3} id="montreal-heading">
          {t(MONTREAL_TEXT.heading)}
        </Title>
        <Text>{domainMessage(view.summary)}</Text>
        {view.baggage.map((line, i) => (
          <Text key={i} data-testid="claim-montreal-baggage">
            {domainMessage(line)}
          </Text>
        ))}
        {view.beside && <Text fz="sm">{t(MONTREAL_TEXT.beside)}</Text>}
        {view.steps.map((step, i) => (
          <Text key={i} fw={i === 0 ? 600 : undefined}>
            {domainMessage(step)}
          </Text>
        ))}
        <Text fz="xs" c="gray.7" dir="ltr">
          {view.source}
        </Text>
      </Stack>
    </Paper>
  );
}
