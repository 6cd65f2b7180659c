import { expect, test } from '@playwright/test';
import { TYPICAL, createOnline, endTurn, importFile, newGame, player, version, waitForHydration } from './helpers';

// Issue 37, points 4 and 5: what the three games share.
test.describe('the shell around the games', () => {
  // Point 5: each game card opens the form with its own game chosen, and says so.
  test('each game card plays its own game; my games name their game', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    for (const [id, name] of [['karak', 'Karak'], ['goblin', 'Karak: Goblin'], ['karak2', 'Karak 2']]) {
      const play = page.locator(`.game-card[data-game="${id}"] a.button.primary`);
      await expect(play).toHaveText(`Play ${name}`);
      await expect(play).toHaveAttribute('href', `/new?game=${id}`);
    }
    await page.locator('.game-card[data-game="goblin"] a.button.primary').click();
    await page.waitForURL(/\/new\?game=goblin/);
    await waitForHydration(page);
    await expect(page.locator('.game-choice[data-game="goblin"] input')).toBeChecked();

    await newGame(page, [{ name: 'Anna' }, { name: 'Bot Ben', bot: true }], 'goblin');
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('.my-games .game-row').first()).toHaveAttribute('data-game', 'goblin');
    await expect(page.locator('.my-games .game-row .game-name').first()).toHaveText('Karak: Goblin');
  });

  // Point 4: a game's styles apply to its own table only: the lobby's and the lists'
  // badges sit in their line, not where Goblin's "×2" card marker goes.
  test('badges outside a game stay in their line', async ({ browser }) => {
    const host = await player(browser, 'Host');
    await createOnline(host.page, ['bot'], undefined, 'goblin');
    const badges = host.page.locator('.lobby-seat .badge');
    await expect(badges.first()).toBeVisible();
    for (const badge of await badges.all()) {
      expect(await badge.evaluate((e) => getComputedStyle(e).position)).toBe('static');
    }
    await host.ctx.close();
  });

  // Point 7: "Buttons move under the finger: the log grows at its top, so Resign, Delete,
  // Faster bots and How to play slide down while bots play (Resign moved 411 px in 3 s)."
  // The log grows inside a box of its own, and the table's tools sit in a row at the top
  // of the panel, where nothing above them changes: sampled every 50 ms while the bots
  // play, they do not move by a pixel.
  test('the table tools stay put while bots play, and the log keeps its size', async ({ page }) => {
    test.setTimeout(120_000);
    await newGame(page, [
      { name: 'Bot Ada', bot: true },
      { name: 'Bot Bo', bot: true },
      { name: 'Anna' },
    ]);
    const leave = page.locator('.leave button').first();
    const log = page.locator('.log');
    await expect(leave).toBeVisible();
    // The start is rolled for: if Anna begins, she ends her turn so that the bots play.
    const banner = page.locator('.turn-banner');
    await expect(banner).toContainText(/Anna|Bot/);
    if ((await banner.textContent())?.includes('Anna')) {
      await endTurn(page);
      await expect(banner).toContainText('Bot');
    }
    const logHeight = (await log.boundingBox())!.height;
    const lines = await page.locator('.log li').count();
    // Where each tool is in the page (or in the panel, where the panel scrolls on its own).
    const where = () =>
      page.evaluate(() =>
        ['.leave button', '.fast-bots', '.how-to-play-link a'].map((sel) => {
          const el = document.querySelector(sel);
          const panel = document.querySelector('.game-layout .panel');
          if (!el || !panel) return -1;
          return el.getBoundingClientRect().top - panel.getBoundingClientRect().top + panel.scrollTop;
        }),
      );
    const first = await where();
    let moved = 0;
    for (let i = 0; i < 1200 && !((await banner.textContent()) ?? '').includes('Anna'); i++) {
      const now = await where();
      moved = Math.max(moved, ...now.map((y, k) => Math.abs(y - first[k])));
      await page.waitForTimeout(50);
    }
    await expect(banner).toContainText('Anna');
    expect(await page.locator('.log li').count()).toBeGreaterThan(lines);
    expect(moved, 'pixels a tool moved while the bots played').toBeLessThan(1);
    expect(Math.abs((await log.boundingBox())!.height - logHeight)).toBeLessThan(1);
  });

  // Point 8: when a decision arrives for the viewer, what they need to decide is on screen
  // (on a phone the panel lies below the board; beside the board it scrolls on its own).
  test('the answers are on screen when the turn comes back to the player', async ({ page }) => {
    test.setTimeout(120_000);
    await newGame(page, [{ name: 'Bot Ada', bot: true }, { name: 'Anna' }]);
    const endButton = page.getByRole('button', { name: 'End turn' });
    const banner = page.locator('.turn-banner');
    // The start is rolled for: Anna may begin, or the bot.
    await expect(endButton).toBeVisible({ timeout: 60_000 });
    await endTurn(page);
    await expect(banner).toContainText('Bot Ada', { timeout: 10_000 });
    // Anna looks elsewhere meanwhile: the bottom of the panel.
    await page.locator('.how-to-play-link a').scrollIntoViewIfNeeded();
    await expect(banner).toContainText('Anna', { timeout: 60_000 });
    const answers = page.locator('.game-layout .answers').first();
    await expect
      .poll(async () => {
        const box = await answers.boundingBox();
        const height = page.viewportSize()!.height;
        return box !== null && box.y >= 0 && box.y + Math.min(box.height, height) <= height + 1;
      }, { timeout: 5_000 })
      .toBe(true);
  });

  // Point 19 (part): the game and replay pages have one heading of level 1, naming the game.
  test('the game page and the replay each have one h1', async ({ page }) => {
    await newGame(page, [{ name: 'Anna' }, { name: 'Bot Ben', bot: true }], 'karak2');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText('Karak 2');
    await importFile(page, TYPICAL);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText('Karak · Replay');
  });

  // Point 19: "After every move focus drops to <body> (1–17 Tabs back through the header per
  // move); no skip link; ... 'In progress' 4.03:1 (need 4.5:1)."
  test('a skip link leads past the menu, and a move keeps the focus in the panel', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    await expect(page.locator('.skip-link')).toBeFocused();
    await expect(page.locator('.skip-link')).toHaveText('Skip to content');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');

    // A Karak game of two people: the first move is pressed from the keyboard.
    await newGame(page, [{ name: 'Anna', hero: 'Warrior' }, { name: 'Ben', hero: 'Oracle' }]);
    const first = page.locator('.game-layout .moves button:not([disabled])').first();
    await first.focus();
    const v = await version(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => version(page)).toBeGreaterThan(v);
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('.game-layout')))
      .toBe(true);
  });

  test('status words in the lists are readable: at least 4.5:1 against their row', async ({ page }) => {
    await newGame(page, [{ name: 'Anna' }, { name: 'Bot Ben', bot: true }], 'goblin');
    await page.goto('/');
    await waitForHydration(page);
    const status = page.locator('.my-games .game-row .status').first();
    await expect(status).toBeVisible();
    expect(await contrast(status)).toBeGreaterThanOrEqual(4.5);
  });

  // Point 16: "French: hero options read 'Horan,' without the class" (Goblin's classes sat in
  // the table's texts, which the new-game form does not load).
  test('hero options name the class in every game, after a switch to French', async ({ page }) => {
    for (const game of ['karak', 'goblin', 'karak2']) {
      await page.goto(`/new?game=${game}`);
      await waitForHydration(page);
      await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      const options = await page.locator('fieldset.seat-row select[id$="-hero"] option:not([value=""])').allTextContents();
      expect(options.length, game).toBeGreaterThan(0);
      for (const option of options) expect(option, game).toMatch(/^\S.*, \S/);
      await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
  });
});

/** The contrast ratio of an element's text against the first solid background behind it. */
async function contrast(locator: import('@playwright/test').Locator): Promise<number> {
  return locator.evaluate((el) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    let bg: number[] | null = null;
    for (let node: Element | null = el; node && !bg; node = node.parentElement) {
      const c = rgb(getComputedStyle(node).backgroundColor);
      if (c.length >= 3 && (c.length < 4 || c[3] > 0.99)) bg = c;
    }
    const fg = lum(rgb(getComputedStyle(el).color));
    const back = lum(bg ?? [255, 255, 255]);
    return (Math.max(fg, back) + 0.05) / (Math.min(fg, back) + 0.05);
  });
}
