// The install prompt for components: the event boot.ts captured (install-prompt.ts), offered by the
// Install button when the person wants it.
import { useSyncExternalStore } from 'react';
import { installMode, type InstallMode } from './install-mode.ts';
import { installedHere, markInstalled, promptAvailable, subscribeInstallPrompt, takeInstallPrompt } from './install-prompt.ts';

function standalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return installedHere() || iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

function currentMode(): InstallMode {
  return installMode({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: standalone(),
    promptAvailable: promptAvailable(),
  });
}

export function useInstallMode(): InstallMode {
  return useSyncExternalStore(subscribeInstallPrompt, currentMode, () => null);
}

/** Shows the browser's install dialog (once per captured event). */
export async function promptInstall(): Promise<void> {
  const event = takeInstallPrompt();
  if (!event) return;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') markInstalled();
}
