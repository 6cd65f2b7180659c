import { Page, expect } from '@playwright/test';

/** Collects console errors and uncaught exceptions; tests assert the list stays empty. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

/** Waits until the WASM has hydrated the page (the app sets data-hydrated on its root). */
export async function waitForHydration(page: Page) {
  await expect(page.locator('#app[data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 });
}

/** Saves a screenshot under artifacts/ named after the test and the viewport project. */
export async function snap(page: Page, name: string, project: string) {
  await page.screenshot({ path: `artifacts/${project}-${name}.png`, fullPage: true });
}
