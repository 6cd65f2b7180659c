import { test, expect } from '@playwright/test';
import { watchConsole, waitForHydration, snap, newGame, version, waitPast, waitForTurn, seededGame, endTurn } from './helpers';

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

  test('a game against two bots plays to its end and shows the scoreboard @by-tap', async ({ page }, info) => {
    // Seed 5 makes a short game (128 actions; seeds 1–5 took 128–301).
    await seededGame(page, info, 5);
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
      const v = await version(page);
      if (await mine.count()) {
        const end = page.getByRole('button', { name: 'End turn' });
        if (await end.count()) await endTurn(page);
        else await mine.first().tap();
        await waitPast(page, v);
      } else {
        await waitForTurn(page, v, '.scoreboard, .answers button:not([disabled])');
      }
    }
    console.log(`karak by tap: ${await version(page)} actions`);
    await expect(over).toBeVisible();
    await expect(over).toContainText('Final score');
    // Said once, in the turn banner; no question and no combat sheet are left on the table.
    await expect(page.locator(':text-is("The game is over"):visible')).toHaveCount(1);
    await expect(page.locator('.decision')).toBeHidden();
    await expect(page.locator('.combat')).toHaveCount(0);
    // The ending: a headline with the winner and the score, then the ways on.
    const end = page.locator('.game-end');
    await expect(end.locator('.game-end-headline')).toHaveText(
      /^(Anna \(Lord Xanros\)|Bot Horan \(Horan\)|Bot Elspeth \(Elspeth\)).* (wins|share the win) with \d+(\.5)? VP\.$/,
    );
    await expect(end.getByRole('link', { name: 'Replay' })).toHaveAttribute('href', /\/games\/[A-Za-z0-9_-]+\/replay$/);
    await expect(end.getByRole('link', { name: 'New game' })).toHaveAttribute('href', '/new');
    await snap(page, 'game-over', info.project.name);
    // Rematch: the same seats and heroes at a new table.
    const finished = new URL(page.url()).pathname;
    await end.getByRole('button', { name: 'Rematch' }).tap();
    await page.waitForURL((u) => /^\/games\/[A-Za-z0-9_-]+$/.test(u.pathname) && u.pathname !== finished);
    await expect(page.locator('.game-layout[data-version]')).toHaveCount(1);
    await expect(page.locator('.hero-card .hero-head strong')).toHaveText(['Anna', 'Bot Horan (bot, Normal)', 'Bot Elspeth (bot, Normal)']);
    await expect(page.locator('.game-end')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
