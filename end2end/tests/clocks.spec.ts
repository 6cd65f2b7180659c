import { test, expect } from '@playwright/test';
import { watchConsole, waitForHydration, snap, player, joinAndStart, serverFn } from './helpers';

// Issue 40: turn clocks. "A live game whose player stops moving is played on by the
// bot when the clock runs out, and the log and the clocks say so."

test.describe('turn clocks', () => {
  test('an online game offers a time control, and the lobby says which @two-sizes', async ({ browser }) => {
    const ann = await player(browser, 'Ann');
    const errors = watchConsole(ann.page);
    await ann.page.goto('/new');
    await waitForHydration(ann.page);
    await ann.page.locator('label.mode').filter({ hasText: 'Online' }).click();
    const choice = ann.page.locator('#time-control');
    // Across days by default: a friend who walks away does not stop the game for good.
    await expect(choice).toHaveValue('days-3');
    await choice.selectOption('live-300-5');
    await ann.page.getByRole('button', { name: 'Create and invite' }).click();
    await ann.page.waitForURL(/\/games\/[A-Za-z0-9_-]+$/);
    await waitForHydration(ann.page);
    await expect(ann.page.locator('.lobby-time-control')).toHaveText('5 min + 5 s a turn');
    expect(errors).toEqual([]);
    await ann.ctx.close();
  });

  test('a live game whose player stops moving is played on by the bot @two-sizes', async ({ browser }, info) => {
    test.setTimeout(60_000);
    const ann = await player(browser, 'Ann');
    const bo = await player(browser, 'Bo');
    const errors = [ann.page, bo.page].map(watchConsole);
    await ann.page.goto('/');
    await waitForHydration(ann.page);
    // Ten seconds a seat, nothing added: the shortest bank a game may have.
    const id: string = await serverFn(ann.page, 'create_online_game', {
      game: { seats: [{}, {}], hero: null, expert: false, time_control: { live: { bank_secs: 10, increment_secs: 0 } } },
    });
    await ann.page.goto(`/games/${id}`);
    await waitForHydration(ann.page);
    await expect(ann.page.locator('.lobby-time-control')).toHaveText('10 s + 0 s a turn');
    await joinAndStart(ann, bo, `/games/${id}`);

    // Both tables show both clocks; the seat to act counts down.
    const starter = (await ann.page.locator('.online-turn').textContent()) === 'Your turn' ? ann : bo;
    const other = starter === ann ? bo : ann;
    for (const p of [ann.page, bo.page]) {
      await expect(p.locator('.seat-clock')).toHaveCount(2);
      await expect(p.locator('.seat-clock.running')).toContainText(starter.name);
    }
    const running = other.page.locator('.seat-clock.running .seat-clock-time');
    const first = await running.textContent();
    await expect(running).not.toHaveText(first ?? '', { timeout: 3_000 });
    await expect(other.page.locator('.seat-clock:not(.running) .seat-clock-time')).toHaveText('0:10');

    // The starter does nothing: when the clock runs out the bot plays the turn, the log
    // says so, and the turn passes to the other player without a reload.
    await expect(other.page.locator('.online-turn')).toHaveText('Your turn', { timeout: 20_000 });
    for (const p of [ann.page, bo.page]) {
      await expect(p.locator('.log li').filter({ hasText: new RegExp(`^Time ran out for ${starter.name} \\([^)]+\\): a bot played the turn\\.$`) }))
        .toHaveCount(1, { timeout: 5_000 });
    }
    // The bank that ran out gives 30 seconds a turn from then on.
    await expect(other.page.locator(`.seat-clock:not(.running)`)).toContainText('0:30');
    await expect(starter.page.locator('.seat-clock:not(.running)')).toContainText(starter.name);
    await snap(other.page, 'clock-timed-out', info.project.name);
    // The replay says how long each move took.
    await other.page.goto(`/games/${id}/replay`);
    await waitForHydration(other.page);
    await expect(other.page.locator('.replay-log .log-time').first()).toHaveText(/^\d+:\d\d$/);
    for (const e of errors) expect(e).toEqual([]);
    await Promise.all([ann.ctx.close(), bo.ctx.close()]);
  });
});
