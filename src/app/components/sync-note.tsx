// Where a claim is on its way to the server, for a claim not there yet: waiting, sending,
// waiting for its owner to sign in, or refused (with the server's reason and a way to fix it).
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ClaimView } from '../../offline/index.ts';
import { t } from '../i18n/t.ts';
import { LineIcon } from '../shell/line-icon.tsx';
import { syncStateLabel } from './claim-format.ts';
import { refusalReason } from './claim-progress.ts';

export { refusalReason as problemReason } from './claim-progress.ts';

const COLORS: Record<ClaimView['syncState'], string> = {
  queued: 'gray.8',
  sending: 'brand.9',
  'needs-login': 'brand.9',
  rejected: 'red.9',
  sent: 'gray.8',
};

export function SyncNote({ claim, withFixLink = true }: { claim: Pick<ClaimView, 'id' | 'syncState' | 'problem'>; withFixLink?: boolean }) {
  // Waiting and sending: the badge says it all (claimProgress); no second line saying it again.
  if (claim.syncState === 'queued' || claim.syncState === 'sending') return null;
  const label = syncStateLabel(claim.syncState, refusalReason(claim.problem));
  if (!label) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <SyncIcon state={claim.syncState} />
      <Text size="sm" fw={600} c={COLORS[claim.syncState]} style={{ overflowWrap: 'anywhere' }}>
        {label}
        {claim.syncState === 'needs-login' ? (
          <>
            {' '}
            <Anchor component={Link} to="/login" inherit>
              {t('Sign in')}
            </Anchor>
          </>
        ) : null}
        {claim.syncState === 'rejected' && withFixLink ? (
          <>
            {' '}
            <Anchor renderRoot={(props) => <Link {...props} to="/dashboard/claims/$claimId" params={{ claimId: claim.id }} />} inherit>
              {t('Fix it')}
            </Anchor>
          </>
        ) : null}
      </Text>
    </Group>
  );
}

function SyncIcon({ state }: { state: ClaimView['syncState'] }) {
  const path = state === 'rejected' ? 'M12 8v5M12 16.5v.5M12 3l10 18H2L12 3Z' : 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z';
  return (
    <LineIcon style={{ flex: 'none', marginTop: 2 }}>
      <path d={path} />
    </LineIcon>
  );
}
