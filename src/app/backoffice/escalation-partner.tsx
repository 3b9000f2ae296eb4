// The partner firm a claim is handed to (agents choose it: action assign-partner), the packs filed
// with a body or a court, and the case bundle (bundle.zip) a partner lawyer takes to court.
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { claimReference } from '../components/claim-reference.ts';
import { saveAs } from '../components/save-file.ts';
import { t } from '../i18n/t.ts';
import { documentBlob, type BackofficeClaim } from './api.ts';
import { fetchFirms, partnerFirmOf, type CaseLetter, type Firm } from './escalation-api.ts';
import { languagesLabel, targetLabel } from './escalation-labels.ts';
import type { RunEscalation } from './escalation-panel.tsx';
import { problemMessage } from './problem-message.ts';

export function PartnerFirm({ detail, canAssign, busy, run }: { detail: BackofficeClaim; canAssign: boolean; busy: boolean; run: RunEscalation }) {
  const [firms, setFirms] = useState<Firm[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const current = partnerFirmOf(detail);
  useEffect(() => {
    if (canAssign) void fetchFirms().then(setFirms, () => setFirms([]));
  }, [canAssign]);
  const currentName = firms.find((f) => f.id === current)?.name;
  return (
    <Stack gap="xs" data-testid="partner-firm">
      <Text fw={700}>{t('Partner law firm')}</Text>
      <Text size="sm" dir="auto">
        {current ? t('Handed to: {firm}', { firm: currentName ?? current }) : t('Not handed to a firm.')}
      </Text>
      {canAssign && (
        <Group align="flex-end" gap="xs">
          <Select
            label={t('Firm')}
            placeholder={firms.length === 0 ? t('No firm yet: an admin creates one') : undefined}
            data={firms.map((f) => ({ value: f.id, label: f.name }))}
            value={chosen}
            onChange={setChosen}
            style={{ flex: 1 }}
          />
          <Button
            variant="default"
            disabled={busy || !chosen}
            onClick={() => chosen && void run({ action: 'assign-partner', firm_id: chosen }, t('Handed to the firm'))}
          >
            {t('Hand to this firm')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export function PacksAndBundle({ detail, letters, onError }: { detail: BackofficeClaim; letters: CaseLetter[]; onError: (text: string) => void }) {
  const id = detail.claim.id;
  const reference = claimReference(id);
  const packs = letters.filter((l) => l.kind.startsWith('pack-'));
  const download = async (path: string, name: string) => {
    try {
      saveAs(await documentBlob(id, path), name);
    } catch (failure) {
      onError(problemMessage(failure));
    }
  };
  return (
    <Stack gap="xs">
      {packs.length > 0 && <Text fw={700}>{t('Packs filed')}</Text>}
      {packs.map((pack) => (
        <Group key={pack.id} justify="space-between" gap="xs">
          <Text size="sm">
            {targetLabel(pack.kind.slice('pack-'.length))} · {languagesLabel([pack.language])}
          </Text>
          <Button size="xs" variant="default" onClick={() => void download(`letters/${pack.id}`, `${pack.kind}-${pack.language}-${reference}.pdf`)}>
            {t('Download the pack')}
          </Button>
        </Group>
      ))}
      <Button variant="light" onClick={() => void download('bundle.zip', `case-bundle-${reference}.zip`)}>
        {t('Download the case bundle')}
      </Button>
    </Stack>
  );
}
