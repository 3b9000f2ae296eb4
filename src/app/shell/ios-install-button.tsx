import { Button, Popover, Text } from '@mantine/core';
import { DownloadIcon } from './install-button.tsx';

/** iOS has no install prompt: the button explains Share → Add to Home Screen. */
export default function IosInstallButton({ fullWidth }: { fullWidth: boolean }) {
  return (
    <Popover width={260} position="bottom-end" withArrow>
      <Popover.Target>
        <Button variant="light" size="sm" fullWidth={fullWidth} leftSection={<DownloadIcon />}>
          Install app
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">
          To install Flightclaim, tap <strong>Share</strong> in Safari&apos;s toolbar, then{' '}
          <strong>Add to Home Screen</strong>.
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}

