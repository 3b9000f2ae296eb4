import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { t } from '../i18n/t.ts';
import { LineIcon } from './line-icon.tsx';
import { promptInstall, useInstallMode } from './install.ts';
import { loadLaterShellChunk } from './later-shell-chunk.ts';

/** 'Install app': the browser's dialog where there is one, Share → Add to Home Screen on iOS. */
export default function InstallButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const mode = useInstallMode();
  if (mode === null) return null;
  if (mode === 'prompt') {
    return (
      <Button variant="light" size="sm" fullWidth={fullWidth} onClick={() => void promptInstall()} leftSection={<DownloadIcon />}>
        {t('Install app')}
      </Button>
    );
  }
  return (
    <Suspense fallback={null}>
      <IosInstallButton fullWidth={fullWidth} />
    </Suspense>
  );
}

// Only iOS needs the hint popover: its positioning code loads only there.
const IosInstallButton = lazy(() => loadLaterShellChunk(() => import('./ios-install-button.tsx')));

export function DownloadIcon() {
  return (
    <LineIcon>
      <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
    </LineIcon>
  );
}

export { InstallButton };
