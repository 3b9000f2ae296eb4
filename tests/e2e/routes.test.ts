// Every route of spec §2 renders one heading inside the header and footer, and passes axe-core
// with no serious or critical violations, at phone width.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForApp } from './harness.ts';
import { useServerAndBrowser } from './use-server-and-browser.ts';
import { STATIC_PATHS } from '../../src/app/pages.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Every page of the route table that opens by its address alone (no path parameters). */
export const STATIC_ROUTES = STATIC_PATHS;

const { server, browser } = useServerAndBrowser();

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP (rightly) blocks inline script tags.
  await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  })) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

describe.each(STATIC_ROUTES)('%s', (path) => {
  test('renders one h1 inside the header and footer, with no serious accessibility violations', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server.url}${path}`);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.first().waitFor({ timeout: 15_000 });
    await waitForApp(page);
    expect(await heading.count()).toBe(1);
    expect((await heading.textContent())?.trim()).not.toBe('');
    expect(await page.locator('header').count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator('footer').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
