// The "Scan boarding pass" button of the Flight Details step. Small and eager; the scanner itself
// (boarding-pass-scan.tsx, with the barcode worker and its WebAssembly) is a lazy chunk fetched on
// the first tap, from the service worker's precache when offline.
import { Button, Group, Stack, Text } from '@mantine/core';
import { Suspense, lazy, useRef, useState } from 'react';
import type { DraftFields } from '../../../../offline/index.ts';
import { loadChunk } from '../../../shell/load-chunk.ts';
import { msg, t } from '../../../i18n/t.ts';

const BoardingPassScan = lazy(() => loadChunk(() => import('./boarding-pass-scan.tsx')));

export const FILLED_FROM_PASS = msg('Filled in from your boarding pass. Check the details below, then check eligibility.');

export function ScanBoardingPass({ fields, onApply }: { fields: DraftFields; onApply: (patch: DraftFields) => void }) {
  const [open, setOpen] = useState(false);
  const [filled, setFilled] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => button.current?.focus());
  };
  return (
    <Stack gap="xs">
      {open ? (
        <Suspense fallback={<Text fz="sm">{t('Loading the scanner…')}</Text>}>
          <BoardingPassScan
            fields={fields}
            onClose={close}
            onApply={(patch) => {
              onApply(patch);
              setFilled(true);
              close();
            }}
          />
        </Suspense>
      ) : (
        <Group>
          <Button
            ref={button}
            variant="light"
            onClick={() => {
              setFilled(false);
              setOpen(true);
            }}
          >
            {t('Scan boarding pass')}
          </Button>
        </Group>
      )}
      <div aria-live="polite">{filled && !open && <Text fz="sm">{t(FILLED_FROM_PASS)}</Text>}</div>
    </Stack>
  );
}
