// The api tier's fixture: one line per test file (or describe block) sets up the app. Kept apart from
// harness.ts, which the benches import outside Vitest.
import { afterAll, beforeAll } from 'vitest';
import type { AppDeps } from '../../src/server/app.ts';
import { createTestApp, type TestApp, type TestAppOverrides } from './harness.ts';

type Setup = (t: TestApp) => Promise<void>;

/**
 * The one line that gives a test file (or a describe block) its app: created before the tests, with
 * `setup` run once it exists (register the callers there), closed after them. The object returned
 * is filled in by then, so tests use `t.app` as with createTestApp.
 */
export function useTestApp(setup?: Setup, overrides?: TestAppOverrides, deps?: Pick<AppDeps, 'logStream'>): TestApp;
export function useTestApp(overrides: TestAppOverrides, deps?: Pick<AppDeps, 'logStream'>): TestApp;
export function useTestApp(
  first?: Setup | TestAppOverrides,
  second?: TestAppOverrides | Pick<AppDeps, 'logStream'>,
  third?: Pick<AppDeps, 'logStream'>,
): TestApp {
  const setup = typeof first === 'function' ? first : undefined;
  const overrides = (typeof first === 'function' ? second : first) as TestAppOverrides | undefined;
  const deps = (typeof first === 'function' ? third : second) as Pick<AppDeps, 'logStream'> | undefined;
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(overrides, deps));
    await setup?.(holder);
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}
