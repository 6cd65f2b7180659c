import { test, expect } from '@playwright/test';
import { watchConsole, waitForHydration, snap, version, player, createOnline, joinAndStart, PASSWORD, endTurn } from './helpers';

// Issue 5: friends in different places play Karak live, each in their own browser;
// the others' moves appear without reloading; spectators watch; a token plays a seat.

test.describe('online Karak', () => {
  test('two accounts play the first turns live while a third browser watches @two-sizes', async ({ browser }, info) => {
    test.setTimeout(90_000);
    const ann = await player(browser, 'Ann');
    const bo = await player(browser, 'Bo');
    const watcherCtx = await browser.newContext();
    const watcher = await watcherCtx.newPage();
    const errors = [...[ann.page, bo.page, watcher].map(watchConsole)];

    const path = await createOnline(ann.page, ['open'], 'Wizard');
    await expect(ann.page.locator('.connection[data-state=live]')).toHaveCount(1);
    await expect(ann.page.locator('#invite-link')).toHaveValue(new RegExp(`${path}$`));
    await expect(ann.page.locator('#start-game')).toBeDisabled();
    await snap(ann.page, 'online-lobby', info.project.name);

    // Bo opens the invite link and takes the open seat; Ann's lobby shows it live.
    await bo.page.goto(path);
    await waitForHydration(bo.page);
    await expect(bo.page.locator('.connection[data-state=live]')).toHaveCount(1);
    await bo.page.getByRole('button', { name: 'Take this seat' }).click();
    await expect(bo.page.locator('.lobby-seat.mine')).toContainText(bo.name);
    await expect(ann.page.locator('.lobby-seat[data-seat="1"]')).toContainText(bo.name);
    await expect(ann.page.locator('#start-game')).toBeEnabled();

    // Ann starts: both pages turn into the board without a reload.
    await ann.page.locator('#start-game').click();
    for (const p of [ann.page, bo.page]) {
      await expect(p.locator('.game-layout[data-version]')).toBeVisible({ timeout: 10_000 });
      await expect(p.locator('.hero-card')).toHaveCount(2);
    }
    await watcher.goto(path);
    await waitForHydration(watcher);
    await expect(watcher.locator('.online-turn')).toHaveText('You are watching this game.');
    // Issue 14, point 8: whoever is not deciding reads who decides, never "your hero".
    const starter = (await ann.page.locator('.online-turn').textContent()) === 'Your turn' ? ann : bo;
    const waiting = starter === ann ? bo : ann;
    for (const p of [watcher, waiting.page]) {
      await expect(p.locator('.decision .question')).toContainText(`${starter.name} is choosing where`);
      await expect(p.locator('.decision .question')).not.toContainText(/your/i);
    }
    await expect(starter.page.locator('.decision .question')).toHaveText('Where does your hero go?');

    // Four turns: whoever is to act ends the turn; the other two see it live.
    for (let turn = 0; turn < 4; turn++) {
      const annTurn = (await ann.page.locator('.online-turn').textContent()) === 'Your turn';
      const [me, other] = annTurn ? [ann.page, bo.page] : [bo.page, ann.page];
      await expect(me.locator('.online-turn')).toHaveText('Your turn');
      await expect(other.locator('.online-turn')).toContainText('Waiting for');
      const v = await version(me);
      // The other player has no move buttons.
      await expect(other.locator('.decision button')).toHaveCount(0);
      if (turn === 0) {
        // A real move first: explore by tapping a glowing cell, then place the tile.
        await me.locator('.target.explore').first().click();
        await expect.poll(() => version(me)).toBeGreaterThan(v);
        const explored = await version(me);
        await me.getByRole('button', { name: 'Place the tile' }).click();
        await expect.poll(() => version(me)).toBeGreaterThan(explored);
        await expect.poll(() => version(other), { timeout: 10_000 }).toBe(await version(me));
        await expect(other.locator('g.tile')).toHaveCount(2);
        await expect(watcher.locator('g.tile')).toHaveCount(2, { timeout: 10_000 });
      }
      // End the turn (a fight or another question may come first: answer it with
      // its first button); after every move the other two browsers follow live.
      for (let move = 0; move < 30; move++) {
        if ((await other.locator('.online-turn').textContent()) === 'Your turn') break;
        const before = await version(me);
        const end = me.getByRole('button', { name: 'End turn' });
        if (await end.count()) await endTurn(me, 'click');
        else await me.locator('.decision button').first().click();
        await expect.poll(() => version(me)).toBeGreaterThan(before);
        const now = await version(me);
        await expect.poll(() => version(other), { timeout: 10_000 }).toBe(now);
        await expect.poll(() => version(watcher), { timeout: 10_000 }).toBe(now);
      }
      await expect(other.locator('.online-turn')).toHaveText('Your turn');
    }
    await snap(bo.page, 'online-game', info.project.name);
    await snap(watcher, 'online-watcher', info.project.name);

    // The game is in both players' lists.
    await ann.page.goto('/');
    await expect(ann.page.locator('.my-games .game-row')).toHaveCount(1);
    await expect(ann.page.locator('.my-games .game-row')).toContainText(bo.name);
    for (const e of errors) expect(e).toEqual([]);
    await Promise.all([ann.ctx.close(), bo.ctx.close(), watcherCtx.close()]);
  });

  // Issue 14: "Leaving: resign an online game (the seat goes to a bot, said in the log)".
  test('a player resigns: a bot takes the seat and the log says so, live @two-sizes', async ({ browser }, info) => {
    test.setTimeout(60_000);
    const ann = await player(browser, 'Ann');
    const bo = await player(browser, 'Bo');
    const errors = [ann.page, bo.page].map(watchConsole);
    const path = await createOnline(ann.page, ['open']);
    await expect(ann.page.locator('.connection[data-state=live]')).toHaveCount(1);
    await joinAndStart(ann, bo, path);
    // Asked first; "Keep playing" changes nothing.
    await bo.page.getByRole('button', { name: 'Resign' }).click();
    await bo.page.getByRole('button', { name: 'Keep playing' }).click();
    await expect(bo.page.locator('.leave-confirm')).toHaveCount(0);
    await bo.page.getByRole('button', { name: 'Resign' }).click();
    await expect(bo.page.locator('.leave-confirm')).toContainText('A bot plays your hero to the end');
    await snap(bo.page, 'resign-confirm', info.project.name);
    await bo.page.locator('.leave-confirm').getByRole('button', { name: 'Resign' }).click();
    // Bo now watches; Ann reads the note without reloading.
    await expect(bo.page.locator('.online-turn')).toHaveText('You are watching this game.', { timeout: 10_000 });
    await expect(bo.page.getByRole('button', { name: 'Resign' })).toBeHidden();
    await expect(ann.page.locator('.log li').filter({ hasText: `${bo.name}` }).filter({ hasText: 'resigned: a bot plays on.' }))
      .toHaveCount(1, { timeout: 10_000 });
    await snap(ann.page, 'resigned-note', info.project.name);
    // The bot plays Bo's turns: Ann ends hers, and it comes back to her.
    for (let i = 0; i < 40; i++) {
      if ((await ann.page.locator('.online-turn').textContent()) !== 'Your turn') break;
      const before = await version(ann.page);
      const end = ann.page.getByRole('button', { name: 'End turn' });
      if (await end.count()) await endTurn(ann.page, 'click');
      else await ann.page.locator('.decision button').first().click();
      await expect.poll(() => version(ann.page)).toBeGreaterThan(before);
    }
    await expect(ann.page.locator('.online-turn')).toHaveText('Your turn', { timeout: 30_000 });
    for (const e of errors) expect(e).toEqual([]);
    await Promise.all([ann.ctx.close(), bo.ctx.close()]);
  });

  test('a bot client with an API token plays its seat through /api/v1 @two-sizes', async ({ browser, playwright, baseURL }) => {
    const ann = await player(browser, 'Host');
    const botOwner = await player(browser, 'Botty');
    const token = await botOwner.ctx.request.post('/api/create_token', { data: { label: 'my bot', password: PASSWORD } });
    expect(token.ok(), await token.text()).toBeTruthy();
    const secret: string = (await token.json()).secret;
    const api = await playwright.request.newContext({
      baseURL: `${baseURL}/api/v1/`,
      extraHTTPHeaders: { Authorization: `Bearer ${secret}` },
    });

    const path = await createOnline(ann.page, ['open']);
    const id = path.split('/').pop()!;
    const taken = await api.post(`games/${id}/seats/1`, { data: { hero: 'Thief' } });
    expect(taken.status(), await taken.text()).toBe(200);
    await expect(ann.page.locator('.lobby-seat[data-seat="1"]')).toContainText(botOwner.name);
    await ann.page.locator('#start-game').click();
    await expect(ann.page.locator('.game-layout[data-version]')).toBeVisible({ timeout: 10_000 });

    // The API client ends its turns whenever it is to act; Ann ends hers in the page.
    for (let i = 0; i < 4; i++) {
      const legal = await (await api.get(`games/${id}/legal`)).json();
      if (legal.seat === 1) {
        const end = legal.actions.includes('EndTurn') ? 'EndTurn' : legal.actions[0];
        const done = await api.post(`games/${id}/actions`, { data: { seat: 1, action: end, expected_version: legal.version } });
        expect(done.status(), await done.text()).toBe(200);
        await expect.poll(() => version(ann.page), { timeout: 10_000 }).toBe((await done.json()).version);
      } else {
        // Not its seat: the API refuses to act for Ann's seat.
        const refused = await api.post(`games/${id}/actions`, { data: { seat: 0, action: 'EndTurn', expected_version: legal.version } });
        expect(refused.status()).toBe(403);
        await expect(ann.page.locator('.online-turn')).toHaveText('Your turn');
        const v = await version(ann.page);
        await endTurn(ann.page, 'click');
        await expect.poll(() => version(ann.page)).toBeGreaterThan(v);
      }
    }
    await api.dispose();
    await Promise.all([ann.ctx.close(), botOwner.ctx.close()]);
  });
});
