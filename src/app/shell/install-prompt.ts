// The browser's install prompt, captured as early as possible: boot.ts calls captureInstallPrompt
// before the app is even fetched, since the event may fire before any component mounts. No React
// here, so the boot script stays a few hundred bytes; install.ts offers the prompt to components.

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const promptAvailable = (): boolean => deferred !== null;
export const installedHere = (): boolean => installed;

/** The captured event, handed out once (the browser allows one prompt per event). */
export function takeInstallPrompt(): BeforeInstallPromptEvent | null {
  const event = deferred;
  if (event) {
    deferred = null;
    notify();
  }
  return event;
}

export function markInstalled(): void {
  deferred = null;
  installed = true;
  notify();
}

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the mini-infobar away; our button asks when the person wants.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', markInstalled);
}
