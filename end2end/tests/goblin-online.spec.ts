import { test, expect, Page } from '@playwright/test';
import { watchConsole, waitForHydration, snap, version, player, createOnline, goblinTap, joinAndStart, importedGame, GOBLIN_TWO } from './helpers';

// Issue 17: Karak: Goblin online between two accounts with a spectator, its replay, and its
// table in French. Privacy is the heart of it: "Hands and deck order are private" (our
// rulings), so each seat sees its own hand only and a spectator none.

/** The names on the hand cards a page shows. */
async function handNames(page: Page): Promise<string[]> {
  return page.locator('.hand-card .gname').allTextContents();
}

/** Asserts that none of `names` is anywhere in the page (DOM, hydration data, scripts) as a
 * whole word: the card "Ward" may be hidden while the monster "Goblin Warden" is shown. */
async function expectNoneIn(page: Page, names: string[]) {
  const html = await page.content();
  for (const name of names) {
    const word = new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
    expect(html, `${name} must not be in the page`).not.toMatch(word);
  }
}

test.describe('online Karak: Goblin', () => {
  test('two accounts play the first turns live, each seeing only their own hand; a watcher sees none @two-sizes', async ({ browser }, info) => {
    test.setTimeout(180_000);
    const ann = await player(browser, 'Ann');
    const bo = await player(browser, 'Bo');
    const watcherCtx = await browser.newContext();
    const watcher = await watcherCtx.newPage();
    const errors = [ann.page, bo.page, watcher].map(watchConsole);

    const path = await createOnline(ann.page, ['open'], 'Horan', 'goblin');
    await expect(ann.page.locator('.connection[data-state=live]')).toHaveCount(1);
    await expect(ann.page.locator('#invite-link')).toHaveValue(new RegExp(`${path}$`));
    await joinAndStart(ann, bo, path);
    // Both pages show the caverns; each shows its own four cards.
    for (const p of [ann.page, bo.page]) {
      await expect(p.locator('.level')).toHaveCount(4);
      await expect(p.locator('.hand-card')).toHaveCount(4);
    }
    await watcher.goto(path);
    await waitForHydration(watcher);
    await expect(watcher.locator('.online-turn')).toHaveText('You are watching this game.');
    await expect(watcher.locator('.level')).toHaveCount(4);
    await expect(watcher.locator('.hand-card')).toHaveCount(0);
    // Ruling: "Hands and deck order are private": nobody else's page holds a seat's cards.
    const annCards = await handNames(ann.page);
    const boCards = await handNames(bo.page);
    expect(annCards).toHaveLength(4);
    await expectNoneIn(ann.page, boCards);
    await expectNoneIn(bo.page, annCards);
    await expectNoneIn(watcher, [...annCards, ...boCards]);
    await snap(ann.page, 'goblin-online-start', info.project.name);

    // Two turns: whoever is to act plays by taps; the other two follow every move live.
    for (let turn = 0; turn < 2; turn++) {
      const annTurn = (await ann.page.locator('.online-turn').textContent()) === 'Your turn';
      const [me, other] = annTurn ? [ann.page, bo.page] : [bo.page, ann.page];
      await expect(me.locator('.online-turn')).toHaveText('Your turn');
      await expect(other.locator('.online-turn')).toContainText('Waiting for');
      // The other player has nothing to tap.
      await expect(other.locator('.gcard.fightable')).toHaveCount(0);
      await expect(other.locator('.hand-card.playable')).toHaveCount(0);
      for (let move = 0; move < 80; move++) {
        if ((await other.locator('.online-turn').textContent()) === 'Your turn') break;
        const before = await version(me);
        await goblinTap(me);
        const now = await version(me);
        if (now > before) {
          await expect.poll(() => version(other), { timeout: 10_000 }).toBe(now);
          await expect.poll(() => version(watcher), { timeout: 10_000 }).toBe(now);
        }
      }
      await expect(other.locator('.online-turn')).toHaveText('Your turn');
    }
    await snap(bo.page, 'goblin-online-game', info.project.name);
    await snap(watcher, 'goblin-online-watcher', info.project.name);
    await expect(watcher.locator('.hand-card')).toHaveCount(0);

    // During the game a replay shows each viewer only what they saw: Bo's replay holds none
    // of the cards in Ann's hand that were never shown to the table.
    const publicPage = await watcher.content();
    const annSecret = (await handNames(ann.page)).filter((n) => !new RegExp(`\\b${n}\\b`).test(publicPage));
    await bo.page.goto(`${path}/replay`);
    await waitForHydration(bo.page);
    await expect(bo.page.locator('.replay[data-steps]')).toHaveCount(1);
    await bo.page.keyboard.press('End');
    await expectNoneIn(bo.page, annSecret);
    for (const e of errors) expect(e).toEqual([]);
    await Promise.all([ann.ctx.close(), bo.ctx.close(), watcherCtx.close()]);
  });
});

test.describe('replay of Karak: Goblin', () => {
  test('a finished game steps with keys and links and shows every hand @two-sizes', async ({ page, browser }, info) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    await page.goto('/');
    await waitForHydration(page);
    const id = await importedGame(page, GOBLIN_TWO);
    await page.goto(`/games/${id}/replay`);
    await waitForHydration(page);
    const replay = page.locator('.replay');
    const steps = Number(await replay.getAttribute('data-steps'));
    expect(steps).toBeGreaterThan(20);
    await expect(replay).toHaveAttribute('data-step', '0');
    // Issue 37, point 18: every step says what happened, none only "Bot Bruno (Xanros) …".
    const bare = (await page.locator('.replay-log li button').allTextContents()).filter((t) => t.trim().endsWith('…'));
    expect(bare).toEqual([]);
    await expect(page.locator('.level')).toHaveCount(4);
    // After the game, everything: both heroes' hands are shown at every step.
    await expect(page.locator('.replay-heroes .replay-hand')).toHaveCount(2);
    // The keys work once the replay's own code has loaded: press until a step moves.
    await expect(async () => {
      await page.keyboard.press('ArrowRight');
      await expect(replay).not.toHaveAttribute('data-step', '0', { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await page.keyboard.press('Home');
    await expect(replay).toHaveAttribute('data-step', '0');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(replay).toHaveAttribute('data-step', '2');
    await page.keyboard.press('End');
    await expect(replay).toHaveAttribute('data-step', String(steps));
    await expect(page.locator('.turn-who')).toHaveText(/The game is over/);
    await snap(page, 'goblin-replay-end', info.project.name);
    await page.keyboard.press('Home');
    await expect(replay).toHaveAttribute('data-step', '0');

    // A step's link shows a friend the same moment.
    await page.locator('.replay-log li[data-step="5"] button').click();
    await expect(replay).toHaveAttribute('data-step', '5');
    await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe('5');
    const who = await page.locator('.turn-who').textContent();
    const hands = await page.locator('.replay-hand').allTextContents();
    const friend = await browser.newContext({ baseURL: info.project.use.baseURL, viewport: page.viewportSize() ?? undefined });
    const other = await friend.newPage();
    await other.goto(`/games/${id}/replay?step=5`);
    await waitForHydration(other);
    await expect(other.locator('.replay')).toHaveAttribute('data-step', '5');
    await expect(other.locator('.turn-who')).toHaveText(who ?? '');
    await expect(other.locator('.replay-hand')).toHaveText(hands);
    await friend.close();
    expect(errors).toEqual([]);
  });
});

test.describe('Karak: Goblin in French', () => {
  test('the table speaks French once the switch says so @two-sizes', async ({ page }, info) => {
    const errors = watchConsole(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.goto('/new');
    await waitForHydration(page);
    await page.locator('.game-choice[data-game="goblin"]').click();
    await expect(page.locator('.game-choice[data-game="goblin"] input')).toBeChecked();
    // Two seats: a person and a bot, so no curtain stands between the table and the test.
    await page.locator('fieldset.seat-row').last().getByRole('button').click();
    await page.locator('fieldset.seat-row').nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Lancer la partie' }).click();
    await page.waitForURL(/\/games\/[A-Za-z0-9_-]+$/);
    await waitForHydration(page);
    // The bot may begin: its turn is played out first.
    await expect(page.locator('.decision .question')).toHaveText(
      'Combattre un monstre, aller chez le marchand ou vous reposer\u00a0?',
      { timeout: 30_000 },
    );
    await expect(page.getByRole('heading', { name: 'Votre main', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Se reposer/ })).toBeVisible();
    await expect(page.locator('.turn-banner')).toContainText('Tour');
    await snap(page, 'goblin-french', info.project.name);
    expect(errors).toEqual([]);
  });
});
