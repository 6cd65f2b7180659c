import { test, expect, Page } from '@playwright/test';
import { watchConsole, waitForHydration } from './helpers';

// Issue 14, points 2 and 3: what people who are not at the table's device meet.

/** POSTs a server function from inside the page (its cookies are the page's session). */
async function call(page: Page, name: string, body: unknown): Promise<{ status: number; text: string }> {
  return page.evaluate(async ([name, body]) => {
    const r = await fetch(`/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: r.status, text: await r.text() };
  }, [name, body] as const);
}

test('history answers while an online game waits for players (point 2) @two-sizes', async ({ page }) => {
  const errors = watchConsole(page);
  const name = `Hist${Math.floor(Math.random() * 1e6)}`;
  const res = await page.request.post('/api/sign_up', { data: { name, password: 'correct horse battery' } });
  expect(res.ok(), await res.text()).toBeTruthy();
  await page.goto('/');
  await waitForHydration(page);
  const created = await call(page, 'create_online_game', { game: { seats: [{}, {}], expert: false } });
  expect(created.status, created.text).toBe(200);
  await page.goto('/history');
  await waitForHydration(page);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('could not do that')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a pass-and-play link opened elsewhere at a bot\'s turn waits quietly (point 3) @two-sizes', async ({ browser }) => {
  // The owner creates games through the server function, never opening them, so no page
  // of theirs moves the bots; four bots and one person: most games start with a bot.
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await ownerPage.goto('/');
  await waitForHydration(ownerPage);
  const seats = [{ name: 'Ann', hero: null }, ...[1, 2, 3, 4].map((i) => ({ name: `Bot ${i}`, hero: null, bot: true }))];
  let id = '';
  for (let tries = 0; tries < 20 && !id; tries++) {
    const created = await call(ownerPage, 'create_game', { game: { seats, expert: false } });
    expect(created.status, created.text).toBe(200);
    const gameId = JSON.parse(created.text);
    const game = JSON.parse((await call(ownerPage, 'get_game', { id: gameId })).text);
    const toAct = game.view.to_act;
    if (game.seats.some((s: { seat: number; kind: string }) => s.seat === toAct && s.kind === 'bot')) id = gameId;
  }
  expect(id, 'a game with a bot to move first').not.toBe('');

  const other = await browser.newContext();
  const page = await other.newPage();
  const errors = watchConsole(page);
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(`/games/${id}`);
  await waitForHydration(page);
  await expect(page.getByText('bots move on the device this game is played on')).toBeVisible();
  // Longer than a bot's pause: nothing is asked of the server on the owner's behalf.
  await page.waitForTimeout(2_500);
  await expect(page.locator('.toast, [role="alert"]')).toHaveCount(0);
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
  await owner.close();
  await other.close();
});

test('someone without a seat is told they watch, not that they wait (issue 37, point 18) @two-sizes', async ({ browser }) => {
  // A pass-and-play game of two people, opened from another device at a person's turn.
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await ownerPage.goto('/');
  await waitForHydration(ownerPage);
  const seats = [{ name: 'Ann', hero: null }, { name: 'Ben', hero: null }];
  const created = await call(ownerPage, 'create_game', { game: { seats, expert: false } });
  expect(created.status, created.text).toBe(200);
  const id = JSON.parse(created.text);

  const other = await browser.newContext();
  const page = await other.newPage();
  const errors = watchConsole(page);
  await page.goto(`/games/${id}`);
  await waitForHydration(page);
  await expect(page.getByText('You are watching: each move appears here as soon as it is made.')).toBeVisible();
  await expect(page.getByText('Waiting for another player.')).toHaveCount(0);
  expect(errors).toEqual([]);
  await owner.close();
  await other.close();
});
