// Which way this browser can install the app: its own prompt (Chromium's beforeinstallprompt),
// the manual Share → Add to Home Screen route (iOS Safari has no prompt), or none (already
// installed, or a browser that offers neither).
export type InstallMode = 'prompt' | 'ios' | null;

export interface InstallContext {
  userAgent: string;
  /** Touch points, to tell iPadOS (which says "Macintosh") from a Mac. */
  maxTouchPoints: number;
  /** Running as an installed app (display-mode: standalone, or iOS navigator.standalone). */
  standalone: boolean;
  /** A captured beforeinstallprompt event is waiting. */
  promptAvailable: boolean;
}

export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function installMode(context: InstallContext): InstallMode {
  if (context.standalone) return null;
  if (context.promptAvailable) return 'prompt';
  if (isIos(context.userAgent, context.maxTouchPoints)) return 'ios';
  return null;
}
