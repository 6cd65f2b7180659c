import { test, expect, Page } from '@playwright/test';
import { watchConsole, waitForHydration, snap } from './helpers';

/** Creates a game through the new-game form; returns its URL path. */
async function newGame(page: Page, seats: { name: string; bot?: boolean; hero?: string }[]) {
  await page.goto('/new');
  await waitForHydration(page);
  // The form starts with three seats.
  while ((await page.locator('fieldset.seat-row').count()) > seats.length) {
    await page.locator('fieldset.seat-row').last().getByRole('button').tap();
  }
  while ((await page.locator('fieldset.seat-row').count()) < seats.length) {
    await page.getByRole('button', { name: 'Add a seat' }).tap();
  }
  for (const [i, seat] of seats.entries()) {
    await page.locator(`#seat-${i}-name`).fill(seat.name);
    if (seat.hero) await page.locator(`#seat-${i}-hero`).selectOption(seat.hero);
    if (seat.bot) await page.locator('fieldset.seat-row').nth(i).getByRole('checkbox').check();
  }
  await page.getByRole('button', { name: 'Start the game' }).tap();
  await page.waitForURL(/\/games\/[A-Za-z0-9_-]+$/);
  await waitForHydration(page);
  await expect(page.locator('.game-layout[data-version]')).toHaveCount(1);
  return new URL(page.url()).pathname;
}

async function version(page: Page): Promise<number> {
  return Number(await page.locator('.game-layout').getAttribute('data-version'));
}

/** Waits until the page shows a version above `v`. */
async function waitPast(page: Page, v: number) {
  await expect.poll(() => version(page), { timeout: 10_000 }).toBeGreaterThan(v);
}

test.describe('pass-and-play Karak', () => {
  test('start a 3-seat game, explore a tile by touch, and resume it after a reload', async ({ page }, info) => {
    const errors = watchConsole(page);
    const path = await newGame(page, [
      { name: 'Anna', hero: 'Oracle' },
      { name: 'Ben', hero: 'Warrior' },
      { name: 'Carla', hero: 'Thief' },
    ]);
    // Whose turn, the question and the four step pips are always visible.
    await expect(page.locator('.turn-banner')).toContainText('Turn:');
    await expect(page.locator('.decision .question')).toHaveText('Where does your hero go?');
    await expect(page.locator('.pip')).toHaveCount(4);
    await expect(page.locator('.hero-card')).toHaveCount(3);
    await snap(page, 'game-start', info.project.name);

    // Explore: tap a glowing empty cell; the drawn tile appears as a ghost to turn.
    const v0 = await version(page);
    await page.locator('.target.explore').first().tap();
    await waitPast(page, v0);
    await expect(page.locator('.decision .question')).toHaveText('Turn the new tile, then place it.');
    await expect(page.locator('.ghost-tile')).toHaveCount(1);
    await snap(page, 'game-rotate', info.project.name);
    await page.getByRole('button', { name: 'Rotate' }).tap();
    const v1 = await version(page);
    await page.getByRole('button', { name: 'Place the tile' }).tap();
    await waitPast(page, v1);
    await expect(page.locator('g.tile')).toHaveCount(2);
    const logBefore = await page.locator('.log li').count();
    expect(logBefore).toBeGreaterThan(1);

    // Reload: the game's URL resumes it exactly where it was.
    const vBefore = await version(page);
    await page.reload();
    await waitForHydration(page);
    expect(await version(page)).toBe(vBefore);
    await expect(page.locator('g.tile')).toHaveCount(2);
    await expect(page.locator('.log li')).toHaveCount(logBefore);
    expect(new URL(page.url()).pathname).toBe(path);

    // The game is listed on the home page.
    // (Scoped to "My games": open online games of other tests are listed too.)
    await page.goto('/');
    await expect(page.locator('.my-games .game-row')).toHaveCount(1);
    await expect(page.locator('.my-games .game-row')).toContainText('Anna (Taia)');
    expect(errors).toEqual([]);
  });

  test('explore until a monster is met and the combat is shown and resolved', async ({ page }, info) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    await newGame(page, [
      { name: 'Anna', hero: 'Warrior' },
      { name: 'Ben', hero: 'Wizard' },
    ]);
    const resolved = page.locator('.log li', { hasText: /^(Victory|Defeat|Tie) —/ });
    for (let i = 0; i < 200 && (await resolved.count()) === 0; i++) {
      const v = await version(page);
      const question = (await page.locator('.decision .question').textContent()) ?? '';
      if (await page.locator('.combat').count()) {
        await snap(page, 'combat', info.project.name);
        await expect(page.locator('.combat .sum')).toContainText('=');
      }
      if (question.startsWith('Where does your hero go?') && (await page.locator('.target.explore').count())) {
        await page.locator('.target.explore').first().tap();
      } else if (question.startsWith('Turn the new tile')) {
        await page.getByRole('button', { name: 'Place the tile' }).tap();
      } else {
        // Any other decision: the first offered answer (reroll, accept, end turn, …).
        await page.locator('.answers button').first().tap();
      }
      await waitPast(page, v);
    }
    await expect(resolved.first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a rejected request shows the rule and changes nothing', async ({ page, request }) => {
    await newGame(page, [{ name: 'Anna' }, { name: 'Ben' }]);
    const id = new URL(page.url()).pathname.split('/').pop();
    const v = await version(page);
    // A stale version is a conflict: nothing is committed.
    const res = await page.evaluate(async ([id, v]) => {
      const r = await fetch('/api/submit_action', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id, seat: 0, action: 'EndTurn', expected_version: Number(v) + 5 }),
      });
      return { status: r.status, body: await r.text() };
    }, [id, v]);
    expect(res.body).toContain('conflict');
    await page.reload();
    await waitForHydration(page);
    expect(await version(page)).toBe(v);
  });

  test('a game against two bots plays to its end and shows the scoreboard', async ({ page }, info) => {
    test.skip(info.project.name !== 'tablet-landscape', 'one full game is enough');
    test.setTimeout(600_000); // a long game of greedy bots can pass 1,000 actions
    const errors = watchConsole(page);
    await newGame(page, [
      { name: 'Anna', hero: 'Warlock' },
      { name: 'Bot Horan', hero: 'Warrior', bot: true },
      { name: 'Bot Elspeth', hero: 'WarriorPrincess', bot: true },
    ]);
    await page.locator('.fast-bots input').check();
    const over = page.locator('.scoreboard');
    for (let i = 0; i < 6000 && (await over.count()) === 0; i++) {
      const mine = page.locator('.answers button:not([disabled])');
      if (await mine.count()) {
        const v = await version(page);
        const end = page.getByRole('button', { name: 'End turn' });
        if (await end.count()) await end.tap();
        else await mine.first().tap();
        await waitPast(page, v);
      } else {
        await page.waitForTimeout(100);
      }
    }
    await expect(over).toBeVisible();
    await expect(over).toContainText('The game is over');
    await snap(page, 'game-over', info.project.name);
    expect(errors).toEqual([]);
  });
});
