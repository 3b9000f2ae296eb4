// The browser's install prompt, captured as early as possible: boot.ts calls captureInstallPrompt
// before the app is even fetched, since the event may fire before any component mounts. No React
// here, so the boot script stays a few hundred bytes; install.ts offers the prompt to components.

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const installPrompt = {
  deferred: null as BeforeInstallPromptEvent | null,
  installed: false,
};
const listeners = new Set<() => void>();

export function notifyInstallPrompt(): void {
  listeners.forEach((listener) => listener());
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the mini-infobar away; our button asks when the person wants.
    event.preventDefault();
    installPrompt.deferred = event as BeforeInstallPromptEvent;
    notifyInstallPrompt();
  });
  window.addEventListener('appinstalled', () => {
    installPrompt.deferred = null;
    installPrompt.installed = true;
    notifyInstallPrompt();
  });
}
