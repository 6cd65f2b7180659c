import { test, expect } from '@playwright/test';
import { newGame, seededGame, serverFn, waitForHydration } from './helpers';

// Issue 42: "End-to-end: a pass-and-play game with an Easy and a Hard bot in each game shows
// the levels on the seats and plays to its end."
for (const game of ['karak', 'goblin', 'karak2']) {
  test(`@by-tap a ${game} game with an Easy and a Hard bot names their levels and ends`, async ({ page }, info) => {
    test.setTimeout(240_000);
    const random = await seededGame(page, info);
    const path = await newGame(
      page,
      [
        { name: 'Ann' },
        { name: 'Eddie', bot: true, level: 'easy' },
        { name: 'Hilda', bot: true, level: 'hard' },
      ],
      game,
    );
    const id = path.split('/').pop();
    // The heroes' cards name the bots with their levels.
    await expect(page.getByText('Eddie (bot, Easy)').first()).toBeVisible();
    await expect(page.getByText('Hilda (bot, Hard)').first()).toBeVisible();
    // The rest through the server functions the table calls, from a page that is not the
    // table (which would ask the bots itself): Ann takes a random answer, the bots move when
    // asked, until the game is over.
    await page.goto('/history');
    for (let i = 0; i < 5_000; i++) {
      const s = await serverFn(page, 'get_game', { id });
      const to = s.view.to_act;
      if (to === null || to === undefined) break;
      if (s.my_seats.includes(to) && to === 0) {
        const legal = s.view.legal_actions;
        const action = legal[Math.floor(random.at(s.version)() * legal.length)];
        await serverFn(page, 'submit_action', { id, seat: to, action, expected_version: s.version });
      } else {
        await serverFn(page, 'bot_move', { id, expected_version: s.version });
      }
    }
    const end = await serverFn(page, 'get_game', { id });
    expect(end.status).toBe('finished');
    expect(end.seats.map((s: { level?: string }) => s.level ?? null)).toEqual([null, 'easy', 'hard']);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('.game-end')).toBeVisible();
  });
}
