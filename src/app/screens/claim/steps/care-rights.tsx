// The eligibility card's chance line and "What the airline owes you now" list (rules/care-items.ts
// decides the words).
import { Badge, Group, List, Text } from '@mantine/core';
import type { CareItem, Chance } from '../rules/care-items.ts';
import { msg, t } from '../../../i18n/t.ts';
import { SourcedText } from './step-parts.tsx';

const BADGE: Readonly<Record<Chance, { color: string; label: string }>> = {
  high: { color: 'green', label: msg('Good chance') },
  medium: { color: 'yellow', label: msg('Fair chance') },
  low: { color: 'orange', label: msg('Lower chance') },
};

export function ChanceNote({ chance }: { chance: { level: Chance; text: string } | null }) {
  if (!chance) return null;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" className="eligibility-chance" data-chance={chance.level}>
      <Badge color={BADGE[chance.level].color} variant="light" style={{ flexShrink: 0 }}>
        {t(BADGE[chance.level].label)}
      </Badge>
      <Text fz="sm">{t(chance.text)}</Text>
    </Group>
  );
}

/** Each right with when it applies and its article: the eligibility card's list and the rights-now card's. */
export function CareList({ items, mt }: { items: readonly CareItem[]; mt?: number }) {
  return (
    <List spacing={4} mt={mt}>
      {items.map((item) => (
        <List.Item key={`${item.code}|${item.source}`} data-care={item.code}>
          {item.when && (
            <Text span fw={600} c={item.owedNow ? 'brand.8' : undefined}>
              {item.when}:{' '}
            </Text>
          )}
          <SourcedText text={item} source={item.source} />
        </List.Item>
      ))}
    </List>
  );
}

export function CareRights({ items }: { items: CareItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="care-rights-heading" className="care-rights">
      <Text fw={600} id="care-rights-heading">
        {t('What the airline owes you now')}
      </Text>
      <Text fz="sm" c="gray.7">
        {t('Whatever the answer about compensation, and whatever caused the disruption.')}
      </Text>
      <CareList items={items} mt={4} />
    </section>
  );
}
