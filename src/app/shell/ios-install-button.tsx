import { Button, Popover, Text } from '@mantine/core';
import { t } from '../i18n/t.ts';
import { DownloadIcon } from './install-button.tsx';

/** iOS has no install prompt: the button explains Share → Add to Home Screen. */
export default function IosInstallButton({ fullWidth }: { fullWidth: boolean }) {
  return (
    <Popover width={260} position="bottom-end" withArrow>
      <Popover.Target>
        <Button variant="light" size="sm" fullWidth={fullWidth} leftSection={<DownloadIcon />}>
          {t('Install app')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{t("To install Flightclaim, tap Share in Safari's toolbar, then Add to Home Screen.")}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
