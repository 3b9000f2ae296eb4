// Shared by the browser benchmarks (offline-start, sync-drain, autosave): the build they run on,
// the statistics they print, and filling the wizard under plain node. They use the e2e harness
// (real server, Debian Chromium) and driver.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ensureBuild } from '../../src/server/build-app.ts';
import { ROOT } from '../e2e/harness.ts';
import { signInOnLoginScreen, stepHeading } from '../e2e/wizard-driver.ts';

/**
 * Makes sure there is a build to serve. With E2E_DIST_DIR set (a private build, as the e2e tests
 * use) that build is served as it is; otherwise dist/ is built first when missing or stale.
 */
export async function ensureAppBuild(): Promise<void> {
  if (process.env.E2E_DIST_DIR) return;
  await ensureBuild(ROOT, join(ROOT, 'dist'));
}

/** Nearest-rank percentile (p in 0..100) of unsorted values. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

declare global {
  interface Window {
    __bench?: { fieldInDom?: number; fieldUsable?: number };
  }
}

/**
 * Runs in every page before the app (addInitScript): records when the first element matching
 * `selector` (the wizard's first step-1 choice, a page's heading) appears enabled, visible and in React's hands (its event props attached: a prerendered button that is
 * not hydrated yet does not count), and when the frame showing it has painted (a task queued from
 * the next animation frame runs after that frame's paint). Checked on every DOM change and, since
 * hydration changes no DOM, on every frame.
 */
export function watchUsable(selector: string): void {
  const marks: { fieldInDom?: number; fieldUsable?: number } = {};
  window.__bench = marks;
  let found = false;
  const check = () => {
    if (found) return;
    const field = document.querySelector<HTMLButtonElement>(selector);
    if (!field || field.disabled || field.getClientRects().length === 0) return;
    if (!Object.keys(field).some((key) => key.startsWith('__reactProps$'))) return;
    found = true;
    observer.disconnect();
    marks.fieldInDom = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (marks.fieldUsable = performance.now());
      channel.port2.postMessage(null);
    });
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true });
  const everyFrame = () => {
    check();
    if (!found && performance.now() < 60_000) requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
}

/** The first contentful paint of the page, waiting for it if it has not happened yet. */
export function firstContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (!entry) return;
          observer.disconnect();
          resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
}

export const ms = (value: number) => `${value.toFixed(0)} ms`;

/** One line: label, median, p95, min and max. */
export function summaryLine(label: string, values: number[], format: (value: number) => string = ms): string {
  return (
    `${label.padEnd(38)} median ${format(median(values)).padStart(9)}   p95 ${format(percentile(values, 95)).padStart(9)}` +
    `   min ${format(Math.min(...values)).padStart(9)}   max ${format(Math.max(...values)).padStart(9)}   (n=${values.length})`
  );
}

/** Whether the element matching `selector` is in React's hands (carries React's event props). */
function reactOwns(page: Page, selector: string): Promise<unknown> {
  return page.waitForFunction(
    (selector) => {
      const element = document.querySelector(selector);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    },
    selector,
    { timeout: 20_000 },
  );
}

/**
 * Signs in through /login once the form is the app's (a prerendered form typed into before the app
 * takes it over would lose the typing), and waits for the dashboard.
 */
export async function signIn(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await reactOwns(page, 'input[type=password]');
  await signInOnLoginScreen(page, email);
  await page.waitForURL(`${baseUrl}/dashboard`, { timeout: 20_000 });
}

/**
 * Waits for the wizard's first step in React's hands: its first choice carries React's event
 * props (a page prerendered at build time shows the step before the app takes it over).
 */
export async function waitForWizard(page: Page): Promise<void> {
  await stepHeading(page, 'Disruption Type').waitFor();
  await reactOwns(page, '.claim-wizard .wizard-choice');
}

declare global {
  interface Window {
    /** The files makeCameraPhotos made, until a bench hands them on. */
    benchPhotos?: File[];
    /** Composed scenes, by size and slot, reused from one call to the next. */
    benchScenes?: Map<string, ImageData>;
  }
}

export interface CameraPhotoOptions {
  names: string[];
  /** Makes the photos differ from one call to the next (and repeat from one run to the next). */
  seed: number;
  width: number;
  height: number;
}

/**
 * In the page: distinct JPEGs (quality 0.92) that compress like camera pictures. Each position in
 * `names` has its scene (a gradient, detail at several scales, shapes and sensor grain of about
 * ±11 levels a pixel), composed once per page; every photo is its scene with its own name and
 * shapes drawn on it, encoded afresh. At 4000×3000 one is about 4 MB, 0.35 bytes a pixel, like a
 * phone's. Encoding is most of the cost (about 0.5 s each). The files are left in
 * window.benchPhotos; returns their sizes.
 */
export function makeCameraPhotos(page: Page, options: CameraPhotoOptions): Promise<number[]> {
  return page.evaluate(async ({ names, seed, width: W, height: H }) => {
    let state = seed >>> 0 || 1;
    const random = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
    const canvas = new OffscreenCanvas(W, H);
    const context = canvas.getContext('2d', { willReadFrequently: true })!;

    function composeScene(): ImageData {
      const sky = context.createLinearGradient(0, 0, W * random(), H);
      sky.addColorStop(0, `hsl(${random() * 360},50%,65%)`);
      sky.addColorStop(1, `hsl(${random() * 360},40%,25%)`);
      context.fillStyle = sky;
      context.fillRect(0, 0, W, H);
      // Detail at several scales: random tiles drawn enlarged and smoothed.
      context.imageSmoothingEnabled = true;
      context.imageSmoothingQuality = 'high';
      for (const [width, alpha] of [
        [16, 0.5],
        [64, 0.35],
        [256, 0.25],
        [1000, 0.2],
      ] as const) {
        const height = Math.round(width * 0.75);
        const tile = new OffscreenCanvas(width, height);
        const tileContext = tile.getContext('2d')!;
        const image = tileContext.createImageData(width, height);
        for (let i = 0; i < image.data.length; i += 4) {
          image.data[i] = random() * 255;
          image.data[i + 1] = random() * 255;
          image.data[i + 2] = random() * 255;
          image.data[i + 3] = 255;
        }
        tileContext.putImageData(image, 0, 0);
        context.globalAlpha = alpha;
        context.drawImage(tile, 0, 0, W, H);
      }
      context.globalAlpha = 1;
      for (let i = 0; i < 150; i++) {
        context.fillStyle = `hsla(${random() * 360},60%,${20 + random() * 60}%,0.6)`;
        context.beginPath();
        context.ellipse(random() * W, random() * H, 20 + (random() * W) / 10, 20 + (random() * W) / 10, random() * 3, 0, 2 * Math.PI);
        context.fill();
      }
      // Sensor grain: grey noise at alpha 24/255 blended over the scene.
      const scene = context.getImageData(0, 0, W, H);
      const pixels = scene.data;
      const blend = (value: number) => value + (random() * 256 - value) * (24 / 255);
      for (let i = 0; i < pixels.length; i += 4) {
        const red = pixels[i]!;
        pixels[i] = blend(red);
        pixels[i + 1] = blend(pixels[i + 1]!);
        pixels[i + 2] = pixels[i + 2]! + (pixels[i]! - red); // the red channel's grain again: mostly grey
      }
      return scene;
    }

    window.benchScenes ??= new Map();
    const files: File[] = [];
    for (const [slot, name] of names.entries()) {
      const key = `${W}x${H}#${slot}`;
      let scene = window.benchScenes.get(key);
      if (!scene) window.benchScenes.set(key, (scene = composeScene()));
      context.putImageData(scene, 0, 0);
      for (let i = 0; i < 12; i++) {
        context.fillStyle = `hsla(${random() * 360},70%,${20 + random() * 60}%,0.5)`;
        context.beginPath();
        context.ellipse(random() * W, random() * H, 20 + (random() * W) / 20, 20 + (random() * W) / 20, random() * 3, 0, 2 * Math.PI);
        context.fill();
      }
      context.font = `${Math.round(W / 20)}px sans-serif`;
      context.fillStyle = '#fff';
      context.fillText(name, W / 20, H / 7);
      const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
      files.push(new File([jpeg], name, { type: 'image/jpeg', lastModified: Date.now() }));
    }
    window.benchPhotos = [...(window.benchPhotos ?? []), ...files];
    return files.map((file) => file.size);
  }, options);
}
