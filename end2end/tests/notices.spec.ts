import { test, expect } from '@playwright/test';
import { watchConsole, waitForHydration, snap, player, createOnline, joinAndStart, endTurn } from './helpers';

// Issue 40: "Your turn" that finds the player. "Bo's home page, open in another tab,
// shows 'Your turn' within 1 s of Ann's move with no reload"; the header's bell counts
// what is new, and its page links each notification to its game.

test.describe('your turn finds the player', () => {
  test("the other player's home page, title and bell follow a move live @two-sizes", async ({ browser }, info) => {
    test.setTimeout(60_000);
    const ann = await player(browser, 'Ann');
    const bo = await player(browser, 'Bo');
    const errors = [ann.page, bo.page].map(watchConsole);
    const path = await createOnline(ann.page, ['open']);
    await joinAndStart(ann, bo, path);

    // Whoever starts plays; the other one's home page is open in another tab.
    const starter = (await ann.page.locator('.online-turn').textContent()) === 'Your turn' ? ann : bo;
    const other = starter === ann ? bo : ann;
    const home = await other.ctx.newPage();
    errors.push(watchConsole(home));
    await home.goto('/');
    await waitForHydration(home);
    const row = home.locator(`.game-row a[href="${path}"]`);
    await expect(row).toBeVisible();
    await expect(row).not.toContainText('Your turn');
    await expect(home).toHaveTitle('Karak Online');

    const reloads: string[] = [];
    home.on('framenavigated', (f) => { if (f === home.mainFrame()) reloads.push(f.url()); });
    await endTurn(starter.page);
    const moved = Date.now();
    await expect(row).toContainText('Your turn', { timeout: 5_000 });
    const tookMs = Date.now() - moved;
    // The figure (within 1 s) is reported, not asserted: a slow machine must not
    // turn the suite red (measured 71-174 ms on the 2-core VM).
    console.log(`"Your turn" on the other tab's home page ${tookMs} ms after the move`);
    expect(reloads).toEqual([]);
    await expect(home).toHaveTitle('(1) Your turn · Karak Online');
    await expect(home.locator('.nav-bell .bell-count')).not.toBeHidden();

    // The bell's page: the notification links to the game; once seen, the count goes.
    await home.locator('.nav-bell').click();
    await expect(home.locator('h1')).toHaveText('Notifications');
    const notice = home.locator('.notice').filter({ hasText: 'It is your turn in a game of Karak.' }).first();
    await expect(notice.locator('a')).toHaveAttribute('href', path);
    await expect(home.locator('.nav-bell .bell-count')).toBeHidden({ timeout: 5_000 });
    await snap(home, 'notifications', info.project.name);
    for (const e of errors) expect(e).toEqual([]);
    await Promise.all([ann.ctx.close(), bo.ctx.close()]);
  });

  test('an invitation by name reaches the invitee, whose bell opens the seat @two-sizes', async ({ browser }) => {
    const ann = await player(browser, 'Ann');
    const bo = await player(browser, 'Bo');
    const errors = [ann.page, bo.page].map(watchConsole);
    await bo.page.goto('/');
    await waitForHydration(bo.page);
    const path = await createOnline(ann.page, ['open']);
    await ann.page.locator('#invite-name').fill('nobody-here');
    await ann.page.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(ann.page.locator('.invite-by-name .form-error')).toHaveText('Nobody plays here under the name nobody-here.');
    // The browser logs the refusal's 422; it is the answer this step expects.
    errors[0].splice(0);
    await ann.page.locator('#invite-name').fill(bo.name.toUpperCase());
    await ann.page.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(ann.page.locator('.invite-by-name [role=status]')).toHaveText(`Invitation sent to ${bo.name}.`);

    // Bo's open page hears of it: the bell counts it; its page links to the lobby.
    await expect(bo.page.locator('.nav-bell .bell-count')).toHaveText('1');
    await bo.page.locator('.nav-bell').click();
    const invitation = bo.page.locator('.notice').filter({ hasText: `${ann.name} invited you to a game of Karak.` });
    await invitation.locator('a').click();
    await bo.page.waitForURL(new RegExp(`${path}$`));
    await waitForHydration(bo.page);
    await bo.page.getByRole('button', { name: 'Take this seat' }).click();
    await expect(ann.page.locator('.lobby-seat[data-seat="1"]')).toContainText(bo.name);
    for (const e of errors) expect(e).toEqual([]);
    await Promise.all([ann.ctx.close(), bo.ctx.close()]);
  });

  test('with the site in a background tab, the browser shows what is new; a click opens the game @two-sizes', async ({ browser }) => {
    test.setTimeout(60_000);
    const ann = await player(browser, 'Ann');
    const bo = await player(browser, 'Bo');
    // Bo allowed notifications; his tab goes to the background. The page's Notification
    // is the browser's own, recorded so the test can read what it was asked to show.
    await bo.ctx.grantPermissions(['notifications']);
    await bo.ctx.addInitScript(() => {
      const w = window as any;
      w.__hidden = false;
      w.__shown = [];
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => w.__hidden });
      const Real = w.Notification;
      class Recorded extends Real {
        constructor(title: string, options?: { body?: string }) {
          w.__shown.push({ title, body: options?.body });
          super(title, options);
          w.__last = this;
        }
      }
      Object.defineProperty(Recorded, 'permission', { get: () => Real.permission });
      w.Notification = Recorded;
    });
    const errors = [ann.page, bo.page].map(watchConsole);
    const path = await createOnline(ann.page, ['open']);
    await joinAndStart(ann, bo, path);
    const bosTurn = (await bo.page.locator('.online-turn').textContent()) === 'Your turn';
    if (bosTurn) {
      await endTurn(bo.page);
      await expect(ann.page.locator('.online-turn')).toHaveText('Your turn');
    }
    // Bo's notifications page says the browser will tell him.
    await bo.page.goto('/notifications');
    await waitForHydration(bo.page);
    await expect(bo.page.locator('.notifications-page .hint').first()).toHaveText('This browser tells you too while the site is in the background.');
    await bo.page.goto('/');
    await waitForHydration(bo.page);
    await bo.page.evaluate(() => { (window as any).__hidden = true; });
    await endTurn(ann.page);
    await expect.poll(() => bo.page.evaluate(() => (window as any).__shown.map((n: { body: string }) => n.body)))
      .toContain('It is your turn in a game of Karak.');
    // A click on it opens the game.
    await bo.page.evaluate(() => (window as any).__last.onclick());
    await bo.page.waitForURL(new RegExp(`${path}$`));
    for (const e of errors) expect(e).toEqual([]);
    await Promise.all([ann.ctx.close(), bo.ctx.close()]);
  });
});
