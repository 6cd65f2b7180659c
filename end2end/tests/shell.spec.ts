import { expect, test } from '@playwright/test';
import { TYPICAL, createOnline, importFile, newGame, player, version, waitForHydration } from './helpers';

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

  // Point 7: the log grows inside a box of its own, so the controls below it (Delete,
  // Faster bots, How to play) no longer slide down with every line while bots play (a
  // tap 300 ms after Delete moved used to miss). What lies above the log still changes
  // with the game (a battle sheet comes and goes).
  test('the log keeps its size while bots play; what lies below it stays with it', async ({ page }) => {
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
      await page.getByRole('button', { name: 'End turn' }).tap();
      await expect(banner).toContainText('Bot');
    }
    const measure = async () => {
      const l = (await log.boundingBox())!;
      const d = (await leave.boundingBox())!;
      return { height: l.height, gap: d.y - (l.y + l.height), lines: await page.locator('.log li').count() };
    };
    const before = await measure();
    // The bots play their turns; the turn comes back to Anna.
    await expect(banner).toContainText('Anna', { timeout: 90_000 });
    const after = await measure();
    expect(after.lines).toBeGreaterThan(before.lines);
    expect(Math.abs(after.height - before.height)).toBeLessThan(1);
    expect(Math.abs(after.gap - before.gap)).toBeLessThan(1);
  });

  // Point 8: when a decision arrives for the viewer, what they need to decide is on screen
  // (on a phone the panel lies below the board; beside the board it scrolls on its own).
  test('the answers are on screen when the turn comes back to the player', async ({ page }) => {
    test.setTimeout(120_000);
    await newGame(page, [{ name: 'Bot Ada', bot: true }, { name: 'Anna' }]);
    const endTurn = page.getByRole('button', { name: 'End turn' });
    const banner = page.locator('.turn-banner');
    // The start is rolled for: Anna may begin, or the bot.
    await expect(endTurn).toBeVisible({ timeout: 60_000 });
    await endTurn.tap();
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
});

