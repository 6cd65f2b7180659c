import { test, expect, Page, Browser } from '@playwright/test';
import { newGame } from './helpers';

// Issue 44: "the decision the player must answer works as soon as possible (what can be
// plain HTML forms posting to the server works with no WASM)". A browser with JavaScript
// off stands for a phone whose WASM has not arrived yet: the server's page must answer a
// tap on its own.

/** The game at `path` in a second browser context of the same person (their session
 * cookie) that runs no script at all. */
async function withoutScript(browser: Browser, page: Page, path: string): Promise<Page> {
  const ctx = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await ctx.newPage();
  await plain.goto(path);
  return plain;
}

async function shownVersion(page: Page): Promise<number> {
  return Number(await page.locator('.game-layout').getAttribute('data-version'));
}

/** Waits, in the scripted page, until the person (not the bot) decides. */
async function personDecides(page: Page) {
  await expect(page.locator('button[form="play"]:visible').first()).toBeVisible({ timeout: 15_000 });
}

for (const game of ['karak', 'goblin', 'karak2']) {
  test(`${game}: the first decision is played by a tap before any script runs`, async ({ page, browser }, info) => {
    test.skip(info.project.name !== 'tablet-landscape', 'the forms do not depend on the screen');
    const path = await newGame(page, [{ name: 'Ada' }, { name: 'Bo', bot: true }], game);
    await personDecides(page);
    const before = await shownVersion(page);
    await page.close();

    const plain = await withoutScript(browser, page, path);
    // The server's page says its table answers taps as it stands.
    await expect(plain.locator('.game-layout[data-interactive="html"]')).toHaveCount(1);
    expect(await shownVersion(plain)).toBe(before);
    const button = plain.locator('button[form="play"]:visible').first();
    const label = (await button.textContent())?.trim() || (await button.getAttribute('aria-label'));
    await button.click();
    // Back on the game's own address (a 303), one move further (the bot moves once a
    // script runs; none runs here).
    await expect.poll(() => shownVersion(plain), { message: `tapped "${label}"` }).toBeGreaterThan(before);
    expect(new URL(plain.url()).pathname).toBe(path);
    expect(new URL(plain.url()).search).toBe('');
    await expect(plain.locator('.toast.error')).toHaveCount(0);
  });
}

test('a tap on a table that the game has left behind says so and shows the game as it is', async ({ page, browser }, info) => {
  test.skip(info.project.name !== 'tablet-landscape', 'the forms do not depend on the screen');
  const path = await newGame(page, [{ name: 'Ada' }, { name: 'Bo' }]);
  await personDecides(page);
  const plain = await withoutScript(browser, page, path);
  const stale = await shownVersion(plain);
  // The scripted page moves first.
  await page.locator('.moves button').first().tap();
  await expect.poll(() => shownVersion(page)).toBeGreaterThan(stale);

  await plain.locator('button[form="play"]:visible').first().click();
  await plain.waitForURL(/refused=/);
  await expect(plain.locator('.toast.error')).toHaveText('The game moved on; the board is up to date again.');
  expect(await shownVersion(plain)).toBe(await shownVersion(page));
});
