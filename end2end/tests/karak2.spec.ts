import { test, expect, Page, errors as pwErrors } from '@playwright/test';
import { watchConsole, waitForHydration, snap, version, newGame, player, createOnline, joinAndStart, seededGame, seededRandom, waitPast, waitForTurn, importedGame, KARAK2_TWO } from './helpers';

// Issue 19: Karak 2 at the table, in every mode. Rulebook (EN): "The game ends immediately
// when one of the players defeats the Dark General." Every game here is played by taps to
// that end, or to its first turns online.

/** One tap of a plain Karak 2 player: now and then the first main answer (heal, gather,
 * build, roll, strike…), else a glowing hexagon of the map (move, explore, run), else the
 * first answer offered. Returns false once the game is over. */
async function karak2Tap(page: Page, random: { at: (version: number) => () => number }): Promise<boolean> {
  // One look at the page (one script run: nothing changes in between) decides the tap,
  // and the choice is drawn for this version of the game, so the same seed makes the
  // same game however often a position is looked at.
  const seen = await page.evaluate(() => ({
    over: document.querySelector('.scoreboard') !== null,
    version: Number(document.querySelector('.game-layout')?.getAttribute('data-version') ?? -1),
    targets: document.querySelectorAll('.karak2-map .target').length,
    primary: document.querySelectorAll('.answers button.primary').length,
    answers: document.querySelectorAll('.answers button').length,
  }));
  if (seen.over) return false;
  const v = seen.version;
  const choose = random.at(v);
  const moved = async (act: () => Promise<void>) => {
    try {
      await act();
    } catch (e) {
      // Redrawn while tapped: the next round tries again.
      if (!(e instanceof pwErrors.TimeoutError)) throw e;
      return true;
    }
    await waitPast(page, v);
    return true;
  };
  if (seen.primary && (!seen.targets || choose() < 0.4)) {
    return moved(() => page.locator('.answers button.primary').first().tap({ timeout: 5_000 }));
  }
  if (seen.targets) {
    // A target may lie outside the camera's view: a click event reaches it wherever it is.
    const target = page.locator('.karak2-map .target').nth(Math.floor(choose() * seen.targets));
    return moved(() => target.dispatchEvent('click', undefined, { timeout: 5_000 }));
  }
  if (seen.answers) return moved(() => page.locator('.answers button').first().tap({ timeout: 5_000 }));
  // A bot is moving: wait for its move.
  await waitForTurn(page, v, '.scoreboard, .karak2-map .target, .answers button');
  return true;
}

test.describe('pass-and-play Karak 2', () => {
  test('a person and two bots play to the Dark General’s defeat by taps @by-tap', async ({ page }, info) => {
    test.setTimeout(900_000);
    // Seed 5 makes the shortest game of seeds 1–8 (546 taps; the others 622–829).
    const random = await seededGame(page, info, 5);
    const errors = watchConsole(page);
    await newGame(page, [
      { name: 'Anna', hero: 'Horan' },
      { name: 'Bot Ben', hero: 'Taia', bot: true },
      { name: 'Bot Cleo', hero: 'Darius', bot: true },
    ], 'karak2');
    await page.locator('.fast-bots input').check();
    // The start: Karak Castle and its two neighbours, every hero on the castle.
    await expect(page.locator('.karak2-map .place')).toHaveCount(3);
    await expect(page.locator('.karak2-map .hero-disc')).toHaveCount(3);
    await expect(page.locator('.karak2-hero')).toHaveCount(3);
    await snap(page, 'karak2-start', info.project.name);
    let battleShot = false;
    let taps = 0;
    for (; taps < 6000; taps++) {
      if (!battleShot && (await page.locator('.dice-tray .die').count())) {
        await snap(page, 'karak2-battle', info.project.name);
        battleShot = true;
      }
      // Issue 37, points 11 and 12: a unit's price is on its button (no hover on touch), and
      // Recruit is never offered when it could bring nothing.
      const [answers, why] = await page.evaluate(() => [
        [...document.querySelectorAll('.decision .answers button')].map((b) => b.textContent ?? ''),
        document.querySelector('.why-no-recruit')?.textContent ?? '',
      ] as [string[], string]);
      for (const a of answers.filter((a) => a.startsWith('+1 '))) expect(a).toMatch(/^\+1 .+ \(.+\)$/);
      if (why.startsWith('Nothing to recruit')) expect(answers).not.toContain('Recruit');
      if (!(await karak2Tap(page, random))) break;
    }
    console.log(`karak2 pass-and-play (${info.project.name}): ${taps} taps, ${await version(page)} actions`);
    await expect(page.locator('.scoreboard')).toBeVisible();
    await expect(page.locator('.turn-banner')).toContainText('The game is over');
    await expect(page.locator('.log li').filter({ hasText: 'defeats the Dark General' })).toHaveCount(1);
    await expect(page.locator('.scoreboard .tie-break')).toContainText('large soul stones');
    // Issue 37, point 12: the final score gives the stones' values.
    await expect(page.locator('.scoreboard .tie-break')).toContainText('(4.5)');
    await snap(page, 'karak2-end', info.project.name);
    expect(errors).toEqual([]);
  });

  test('a reload mid-game comes back to the same moment and play goes on @two-sizes', async ({ page }, info) => {
    test.setTimeout(180_000);
    const random = await seededGame(page, info);
    const errors = watchConsole(page);
    const path = await newGame(page, [
      { name: 'Anna', hero: 'Elspeth' },
      { name: 'Bot Ben', hero: 'Xanros', bot: true },
    ], 'karak2');
    await page.locator('.fast-bots input').check();
    for (let i = 0; i < 25; i++) await karak2Tap(page, random);
    // Wait until it is Anna's decision again, so nothing moves during the reload.
    await expect(page.locator('.answers button').first()).toBeVisible({ timeout: 30_000 });
    const before = await version(page);
    const places = await page.locator('.karak2-map .place').count();
    const question = await page.locator('.decision .question').textContent();
    await page.reload();
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect.poll(() => version(page)).toBe(before);
    await expect(page.locator('.karak2-map .place')).toHaveCount(places);
    await expect(page.locator('.decision .question')).toHaveText(question ?? '');
    await snap(page, 'karak2-reloaded', info.project.name);
    for (let i = 0; i < 5; i++) await karak2Tap(page, random);
    expect(await version(page)).toBeGreaterThan(before);
    expect(errors).toEqual([]);
  });
});

test.describe('online Karak 2', () => {
  test('two accounts play the first turns live; a watcher follows every move @two-sizes', async ({ browser }, info) => {
    test.setTimeout(240_000);
    const random = seededRandom(info);
    const ann = await player(browser, 'Ann');
    const bo = await player(browser, 'Bo');
    const watcherCtx = await browser.newContext();
    const watcher = await watcherCtx.newPage();
    const errors = [ann.page, bo.page, watcher].map(watchConsole);

    const path = await createOnline(ann.page, ['open'], 'Lorraine', 'karak2');
    await joinAndStart(ann, bo, path);
    for (const p of [ann.page, bo.page]) await expect(p.locator('.karak2-map .place')).toHaveCount(3);
    await watcher.goto(path);
    await waitForHydration(watcher);
    await expect(watcher.locator('.online-turn')).toHaveText('You are watching this game.');
    await expect(watcher.locator('.karak2-map .place')).toHaveCount(3);
    await expect(watcher.locator('.answers button')).toHaveCount(0);

    // Two turns: whoever is to act plays by taps; the other two follow every move live.
    for (let turn = 0; turn < 2; turn++) {
      const annTurn = (await ann.page.locator('.online-turn').textContent()) === 'Your turn';
      const [me, other] = annTurn ? [ann.page, bo.page] : [bo.page, ann.page];
      await expect(me.locator('.online-turn')).toHaveText('Your turn');
      await expect(other.locator('.online-turn')).toContainText('Waiting for');
      // The other player has nothing to tap.
      await expect(other.locator('.karak2-map .target')).toHaveCount(0);
      await expect(other.locator('.answers button')).toHaveCount(0);
      for (let move = 0; move < 60; move++) {
        if ((await other.locator('.online-turn').textContent()) === 'Your turn') break;
        const before = await version(me);
        await karak2Tap(me, random);
        const now = await version(me);
        if (now > before) {
          await expect.poll(() => version(other), { timeout: 10_000 }).toBe(now);
          await expect.poll(() => version(watcher), { timeout: 10_000 }).toBe(now);
        }
      }
      await expect(other.locator('.online-turn')).toHaveText('Your turn');
    }
    const places = await ann.page.locator('.karak2-map .place').count();
    await expect(watcher.locator('.karak2-map .place')).toHaveCount(places);
    await snap(bo.page, 'karak2-online-game', info.project.name);
    await snap(watcher, 'karak2-online-watcher', info.project.name);
    for (const e of errors) expect(e).toEqual([]);
    await Promise.all([ann.ctx.close(), bo.ctx.close(), watcherCtx.close()]);
  });
});

test.describe('replay of Karak 2', () => {
  test('a finished game steps with keys and links @two-sizes', async ({ page, browser }, info) => {
    test.setTimeout(300_000);
    const errors = watchConsole(page);
    await page.goto('/');
    await waitForHydration(page);
    const id = await importedGame(page, KARAK2_TWO);
    await page.goto(`/games/${id}/replay`);
    await waitForHydration(page);
    const replay = page.locator('.replay');
    const steps = Number(await replay.getAttribute('data-steps'));
    expect(steps).toBeGreaterThan(50);
    await expect(replay).toHaveAttribute('data-step', '0');
    // Issue 37, point 18: every step says what happened, none only "Bot Bruno (Xanros) …".
    const bare = (await page.locator('.replay-log li button').allTextContents()).filter((t) => t.trim().endsWith('…'));
    expect(bare).toEqual([]);
    await expect(page.locator('.karak2-map .place')).toHaveCount(3);
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
    const started = Date.now();
    await page.keyboard.press('End');
    await expect(replay).toHaveAttribute('data-step', String(steps));
    console.log(`karak2 replay (${info.project.name}): ${steps} steps, jump to the end in ${Date.now() - started} ms`);
    await expect(page.locator('.turn-who')).toHaveText(/The game is over/);
    await expect(page.locator('.step-text')).toContainText('defeats the Dark General');
    await snap(page, 'karak2-replay-end', info.project.name);
    await page.keyboard.press('Home');
    await expect(replay).toHaveAttribute('data-step', '0');

    // A step's link shows a friend the same moment.
    await page.locator('.replay-log li[data-step="5"] button').click();
    await expect(replay).toHaveAttribute('data-step', '5');
    await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe('5');
    const who = await page.locator('.turn-who').textContent();
    const friend = await browser.newContext({ baseURL: info.project.use.baseURL, viewport: page.viewportSize() ?? undefined });
    const other = await friend.newPage();
    await other.goto(`/games/${id}/replay?step=5`);
    await waitForHydration(other);
    await expect(other.locator('.replay')).toHaveAttribute('data-step', '5');
    await expect(other.locator('.turn-who')).toHaveText(who ?? '');
    await friend.close();
    expect(errors).toEqual([]);
  });
});

test.describe('Karak 2 in German and French', () => {
  const tables = [
    ['de', 'Bewege dich, handle oder beende deinen Zug.', 'Helden'],
    ['fr', 'Déplacez-vous, agissez ou finissez votre tour.', 'Héros'],
  ] as const;
  for (const [lang, question, heroes] of tables) {
    test(`the table speaks ${lang} @two-sizes`, async ({ page }, info) => {
      const errors = watchConsole(page);
      await newGame(page, [
        { name: 'Anna', hero: 'Taia' },
        { name: 'Bot Ben', hero: 'Horan', bot: true },
      ], 'karak2');
      await page.locator('.fast-bots input').check();
      await page.getByRole('combobox', { name: 'Language' }).selectOption(lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // The bot may begin: its turn is played out first.
      await expect(page.locator('.decision .question')).toHaveText(question, { timeout: 30_000 });
      await expect(page.locator('.heroes-section h2')).toHaveText(heroes);
      // Issue 37, point 12: a tap on a tile says what is on it (on touch there is no hover).
      const castle = page.locator('.karak2-map .place[data-kind="Castle"]');
      const box = (await castle.boundingBox())!;
      await castle.click({ position: { x: box.width / 2, y: box.height / 2 }, force: true });
      await expect(page.locator('.identify')).toBeVisible();
      await expect(page.locator('.identify')).toContainText('Taia');
      await page.locator('.identify .close').click();
      await expect(page.locator('.identify')).toHaveCount(0);
      // Issue 45: "Escape closes sheets".
      await castle.click({ position: { x: box.width / 2, y: box.height / 2 }, force: true });
      await expect(page.locator('.identify')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('.identify')).toHaveCount(0);
      // Issue 37, point 12: Taia's own board says her buildings cost one resource less.
      await expect(page.locator('.taia-discount')).toHaveCount(1);
      await expect(page.locator('.taia-discount')).toContainText('Taia');
      await snap(page, `karak2-${lang}`, info.project.name);
      expect(errors).toEqual([]);
    });
  }
});
