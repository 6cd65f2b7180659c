import { test, expect } from '@playwright/test';
import { watchConsole, waitForHydration } from './helpers';

// Issue 14, point 1: "Add a seat" showed program text and stayed disabled in both forms of
// /new, so no game could have 4 or 5 players although Karak takes 2–5; a removed seat could
// not be added back without a reload.

test.describe('the new-game form', () => {
  test('pass-and-play: seats go up to five and back, and a 5-seat game starts', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/new');
    await waitForHydration(page);
    const rows = page.locator('form:not(.online-form) fieldset.seat-row');
    const add = page.locator('form:not(.online-form)').getByRole('button', { name: 'Add a seat', exact: true });
    await expect(add).toHaveText('Add a seat');
    while ((await rows.count()) > 2) await rows.last().getByRole('button').click();
    await expect(add).toBeEnabled();
    for (let n = 3; n <= 5; n++) {
      await add.click();
      await expect(rows).toHaveCount(n);
    }
    await expect(add, 'Karak has at most five seats').toBeDisabled();
    await rows.last().getByRole('button').click();
    await expect(rows).toHaveCount(4);
    await expect(add, 'a removed seat can be added back').toBeEnabled();
    await add.click();
    await expect(rows).toHaveCount(5);
    for (let i = 0; i < 5; i++) await page.locator(`#seat-${i}-name`).fill(`P${i + 1}`);
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/\/games\/[A-Za-z0-9_-]+$/);
    await waitForHydration(page);
    await expect(page.locator('.hero-card')).toHaveCount(5);
    expect(errors).toEqual([]);
  });

  test('online: up to four more seats, then the button is disabled', async ({ page }) => {
    const name = `Seats${Math.floor(Math.random() * 1e6)}`;
    const res = await page.request.post('/api/sign_up', { data: { name, password: 'correct horse battery' } });
    expect(res.ok(), await res.text()).toBeTruthy();
    await page.goto('/new');
    await waitForHydration(page);
    await page.locator('label.mode').filter({ hasText: 'Online' }).click();
    const form = page.locator('form.online-form');
    const rows = form.locator('fieldset.seat-row');
    const add = form.getByRole('button', { name: 'Add a seat', exact: true });
    await expect(add).toHaveText('Add a seat');
    while ((await rows.count()) < 5) await add.click();
    await expect(add).toBeDisabled();
    await rows.last().getByRole('button').click();
    await expect(add).toBeEnabled();
    await add.click();
    await page.getByRole('button', { name: 'Create and invite' }).click();
    await page.waitForURL(/\/games\/[A-Za-z0-9_-]+$/);
    await waitForHydration(page);
    await expect(page.locator('.lobby-seat')).toHaveCount(5);
  });
});

test.describe('the new-game form before the WASM', () => {
  // Issue 41: "creating a pass-and-play game work[s] in Chromium with JavaScript disabled".
  // The form is a Leptos ActionForm: as plain HTML it posts its fields and follows the
  // server's redirect to the new game.
  test.use({ javaScriptEnabled: false });

  for (const game of ['karak', 'goblin', 'karak2']) {
    test(`a pass-and-play ${game} game starts from plain HTML, names and bot as chosen`, async ({ page }) => {
      await page.goto(`/new?game=${game}`);
      const form = page.locator('form:not(.online-form)');
      await expect(form).toHaveAttribute('method', 'post');
      const rows = form.locator('fieldset.seat-row');
      const seats = await rows.count();
      expect(seats).toBeGreaterThanOrEqual(2);
      await page.locator('#seat-0-name').fill('Ann');
      await page.locator('#seat-1-name').fill('Bo');
      await rows.nth(1).getByRole('checkbox').check();
      // Issue 42: the level shows beside a ticked bot box (by the stylesheet alone).
      await expect(page.locator('#seat-0-level')).toBeHidden();
      await page.locator('#seat-1-level').selectOption('hard');
      await form.getByRole('button', { name: 'Start the game' }).click();
      await page.waitForURL(/\/games\/[A-Za-z0-9_-]+$/);
      const id = new URL(page.url()).pathname.split('/').pop();
      const data = await (await page.request.post('/api/get_game', { data: { id } })).json();
      const players = data.seats.map((s: { name: string; kind: string }) => [s.name, s.kind]);
      expect(players.slice(0, 2)).toEqual([['Ann', 'local'], ['Bo', 'bot']]);
      expect(data.seats[1].level).toBe('hard');
      expect(data.seats[0].level).toBeUndefined();
      expect(players).toHaveLength(seats);
    });
  }
});
