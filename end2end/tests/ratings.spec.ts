import { test, expect } from '@playwright/test';
import { createOnline, player, serverFn, waitForHydration, seededRandom } from './helpers';

// Issue 43: "three accounts finish a rated game; each profile shows the new rating, the chart
// has one more point, the leaderboard lists them in order, the end screen shows the changes."
// The e2e server establishes a rating after one rated game (KARAK_ESTABLISHED_AFTER=1), so
// one game puts the three on the leaderboard.
test('three accounts finish a rated game: the end, the profiles and the leaderboard show it @two-sizes', async ({ browser }, info) => {
  test.setTimeout(240_000);
  const random = seededRandom(info);
  // Three players at three addresses (one address would make the game unrated).
  const ann = await player(browser, 'Ann', '198.51.100.1');
  const bo = await player(browser, 'Bo', '198.51.100.2');
  const cy = await player(browser, 'Cy', '198.51.100.3');
  const path = await createOnline(ann.page, ['open', 'open']);
  const id = path.split('/').pop();
  await expect(ann.page.locator('.lobby-rated')).toHaveText('Rated: the end moves each player\'s rating.');
  for (const guest of [bo, cy]) {
    await guest.page.goto(path);
    await waitForHydration(guest.page);
    await guest.page.getByRole('button', { name: 'Take this seat' }).first().click();
    await expect(guest.page.locator('.lobby-seat.mine')).toContainText(guest.name);
  }
  // Everyone seated shows a new player's rating in the lobby.
  await expect(ann.page.locator('.lobby-rating')).toHaveCount(3, { timeout: 10_000 });
  await expect(ann.page.locator('.lobby-rating').first()).toContainText('1,500');
  await expect(ann.page.locator('#start-game')).toBeEnabled({ timeout: 10_000 });
  await ann.page.locator('#start-game').click();
  await expect(ann.page.locator('.game-layout[data-version]')).toBeVisible({ timeout: 10_000 });

  // Bo and Cy resign (last, shared); the server's bots play their seats and Ann plays on
  // with random legal actions until the bots have ended the game.
  await serverFn(bo.page, 'resign_game', { id });
  await serverFn(cy.page, 'resign_game', { id });
  for (let i = 0; i < 5_000; i++) {
    const s = await serverFn(ann.page, 'get_game', { id });
    const to = s.view.to_act;
    if (to === null || to === undefined) break;
    if (s.my_seats.includes(to)) {
      const legal = s.view.legal_actions;
      const action = legal[Math.floor(random.at(s.version)() * legal.length)];
      await ann.page.request.post('/api/submit_action', { data: { id, seat: to, action, expected_version: s.version } });
    } else {
      await ann.page.waitForTimeout(20);
    }
  }
  const end = await serverFn(ann.page, 'get_game', { id });
  expect(end.status).toBe('finished');
  expect(end.ratings.map((c: { place: number }) => c.place)).toEqual([1, 2, 2]);

  // The end screen says each seat's change.
  await ann.page.goto(path);
  await waitForHydration(ann.page);
  const changes = ann.page.locator('.rating-changes li');
  await expect(changes).toHaveCount(3);
  await expect(changes.first()).toContainText(ann.name);
  await expect(changes.first()).toContainText(/1,500 → 1,\d{3}, \+\d+/);
  await expect(changes.nth(1)).toContainText(/1,500 → 1,\d{3}, −\d+/);

  // Each profile shows the new rating and a chart of two points (the start and the game).
  for (const who of [ann, bo, cy]) {
    await who.page.goto(`/players/${who.name}`);
    await waitForHydration(who.page);
    await expect(who.page.locator('h1')).toHaveText(who.name);
    await expect(who.page.locator('.profile-kind[data-kind=karak] .rating')).toBeVisible();
    await expect(who.page.locator('.rating-chart circle')).toHaveCount(2);
    await expect(who.page.locator('.profile-game')).toHaveCount(1);
  }
  // Bo sees his record against Ann on her profile.
  await bo.page.goto(`/players/${ann.name}`);
  await expect(bo.page.locator('.head-to-head')).toContainText('1 rated game, ahead 1, behind 0');

  // The leaderboard lists Ann first; Bo and Cy share the next place.
  await ann.page.goto('/leaderboard/karak');
  await waitForHydration(ann.page);
  const rows = ann.page.locator('.leaderboard tbody tr');
  const names = await rows.locator('td:nth-child(2)').allTextContents();
  const mine = names.indexOf(ann.name);
  expect(mine).toBeGreaterThanOrEqual(0);
  await expect(ann.page.locator('.leaderboard tr.mine')).toContainText(ann.name);
  await expect(ann.page.locator('.your-place')).toBeVisible();
  const placeOf = async (name: string) =>
    Number(await rows.filter({ hasText: name }).locator('td').first().textContent());
  const [a, b, c] = [await placeOf(ann.name), await placeOf(bo.name), await placeOf(cy.name)];
  expect(a).toBeLessThan(b);
  expect(b).toBe(c);
  for (const who of [ann, bo, cy]) await who.ctx.close();
});

// Issue 43: "a game between two accounts from the same session or client address is not
// rated (say so in the lobby)".
test('two accounts at one address are told their game will not be rated @two-sizes', async ({ browser }) => {
  const ann = await player(browser, 'Ann', '198.51.100.7');
  const bo = await player(browser, 'Bo', '198.51.100.7');
  const path = await createOnline(ann.page, ['open']);
  await expect(ann.page.locator('.lobby-rated')).toHaveText('Rated: the end moves each player\'s rating.');
  await bo.page.goto(path);
  await waitForHydration(bo.page);
  await bo.page.getByRole('button', { name: 'Take this seat' }).first().click();
  const line = 'Will not be rated: two seats were taken from the same network or browser.';
  await expect(bo.page.locator('.lobby-rated')).toHaveText(line);
  await expect(ann.page.locator('.lobby-rated')).toHaveText(line, { timeout: 10_000 });
  for (const who of [ann, bo]) await who.ctx.close();
});
