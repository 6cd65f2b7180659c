import { expect, test } from '@playwright/test';
import { createOnline, newGame, player, version, waitForHydration } from './helpers';

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

  // Point 7: the log grows inside a box of its own, so what lies below it stays put
  // while bots play (a tap 300 ms after Delete moved used to miss).
  test('buttons below the log stay where they are while bots play', async ({ page }) => {
    await newGame(page, [
      { name: 'Bot Ada', bot: true },
      { name: 'Bot Bo', bot: true },
      { name: 'Anna' },
    ]);
    const leave = page.locator('.leave button').first();
    await expect(leave).toBeVisible();
    const top = () => leave.evaluate((e) => e.getBoundingClientRect().top + window.scrollY);
    const before = await top();
    const v = await version(page);
    await expect.poll(() => version(page), { timeout: 30_000 }).toBeGreaterThan(v + 5);
    expect(await page.locator('.log li').count()).toBeGreaterThan(3);
    expect(Math.abs((await top()) - before)).toBeLessThan(1);
  });
});
