// The e2e tier's fixture: one line per test file starts the real server and Chromium before the
// tests and stops them after. Kept apart from harness.ts, which tests/run.ts and the benches import
// outside Vitest.
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from './harness.ts';

/** Stands for an object made in beforeAll: usable from the tests and hooks on, not before. */
function late<T extends object>(what: string, get: () => T | undefined): T {
  const real = (): T => {
    const value = get();
    if (!value) throw new Error(`The ${what} is not started yet: use it inside a test or hook.`);
    return value;
  };
  return new Proxy({} as T, {
    get(_target, key) {
      const target = real();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    has: (_target, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
  });
}

/** A phone's (under 600 px) or a desktop's window of this width. */
export function viewportOf(width: number): { width: number; height: number } {
  return { width, height: width < 600 ? 844 : 900 };
}

export interface ServerAndBrowser {
  server: RunningServer;
  browser: Browser;
  /** A browser context closed after the file's tests (before the browser). */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}

export function useServerAndBrowser(...args: Parameters<typeof startServer>): ServerAndBrowser {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    server = await startServer(...args);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
    await server?.stop();
  });
  const started = late('browser', () => browser);
  const newContext = async (options?: BrowserContextOptions): Promise<BrowserContext> => {
    const context = await started.newContext(options);
    contexts.push(context);
    return context;
  };
  return { server: late('server', () => server), browser: started, newContext };
}
