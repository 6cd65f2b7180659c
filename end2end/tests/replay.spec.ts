import { test, expect, Page } from '@playwright/test';
import * as fs from 'node:fs';
import { watchConsole, waitForHydration, snap, importFile, playAgainstBot, TYPICAL, LONG } from './helpers';

async function step(page: Page): Promise<number> {
  return Number(await page.locator('.replay').getAttribute('data-step'));
}

async function expectStep(page: Page, n: number) {
  await expect(page.locator('.replay')).toHaveAttribute('data-step', String(n));
  await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe(String(n));
}

/** Calls a server function from the page (same session as the page). */
async function api(page: Page, name: string, body: unknown): Promise<{ status: number; text: string }> {
  return page.evaluate(async ([name, body]) => {
    const r = await fetch(`/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: r.status, text: await r.text() };
  }, [name, body] as const);
}

/** Creates a Karak game against one bot and plays it `moves` actions far (to its end with -1). */
function playVsBot(page: Page, hero: string, moves: number): Promise<string> {
  const game = { seats: [{ name: 'Anna', hero, bot: false }, { name: 'Bot Ben', hero: 'Swordsman', bot: true }], expert: false };
  return playAgainstBot(page, { fn: 'create_game', game }, moves, (legal) => (legal.includes('EndTurn') ? 'EndTurn' : legal[0]));
}

test.describe('replay of a finished game', () => {
  test('import, then step with buttons, keys, slider and log; a step link shows a friend the same moment; export and re-import @two-sizes', async ({ page, browser }, info) => {
    test.setTimeout(90_000);
    const errors = watchConsole(page);
    const replayPath = await importFile(page, TYPICAL);
    const replay = page.locator('.replay');
    await expect(replay).toHaveAttribute('data-mode', 'local');
    await expect(replay).toHaveAttribute('data-steps', '269');
    await expectStep(page, 0);
    await expect(page.locator('.revealed .seed')).toHaveText('1');
    await expect(page.locator('.hero-card')).toHaveCount(3);
    await snap(page, 'replay-start', info.project.name);

    // Buttons.
    await page.locator('#replay-next').click();
    await expectStep(page, 1);
    await page.locator('#replay-last').click();
    await expectStep(page, 269);
    await expect(page.locator('.summary h2')).toHaveText('Final scores');
    await expect(page.locator('.summary tbody tr')).toHaveCount(3);
    await expect(page.locator('.summary tr.won')).toContainText('Bot Ben');
    await snap(page, 'replay-end', info.project.name);
    await page.locator('#replay-first').click();
    await expectStep(page, 0);

    // Keys.
    await page.keyboard.press('End');
    await expectStep(page, 269);
    await page.keyboard.press('Home');
    await expectStep(page, 0);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expectStep(page, 2);
    await page.keyboard.press('ArrowLeft');
    await expectStep(page, 1);

    // Slider.
    await page.locator('#replay-slider').fill('120');
    await expectStep(page, 120);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const typical = `269-action game, jump to 120: ${await page.locator('.replay').getAttribute('data-jump-ms')} ms (state + view), ` +
      `${await page.locator('.replay').getAttribute('data-render-ms')} ms to the next frame`;
    console.log(`[${info.project.name}] ${typical}`);
    info.annotations.push({ type: 'jump-times', description: typical });

    // A line of the log.
    const line = page.locator('.replay-log li[data-step="57"] button');
    await line.click();
    await expectStep(page, 57);
    await expect(line).toHaveAttribute('aria-current', 'step');

    // Autoplay moves on by itself.
    await page.locator('#replay-speed').selectOption('100');
    await page.locator('#replay-play').click();
    await expect.poll(() => step(page)).toBeGreaterThan(60);
    await page.locator('#replay-play').click();
    await snap(page, 'replay-mid', info.project.name);

    // The link of a step, opened by a friend (no session): the same moment.
    await page.locator('.replay-log li[data-step="57"] button').click();
    await expectStep(page, 57);
    const hp = await page.locator('.hero-card .hearts').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    const who = await page.locator('.turn-who').textContent();
    const friend = await browser.newContext({ baseURL: info.project.use.baseURL, viewport: page.viewportSize() ?? undefined });
    const other = await friend.newPage();
    const otherErrors = watchConsole(other);
    await other.goto(`${replayPath}?step=57`);
    await waitForHydration(other);
    await expect(other.locator('.replay')).toHaveAttribute('data-step', '57');
    await expect(other.locator('.turn-who')).toHaveText(who ?? '');
    expect(await other.locator('.hero-card .hearts').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(hp);
    await expect(other.locator('.replay-log li[data-step="57"] button')).toHaveAttribute('aria-current', 'step');
    expect(otherErrors).toEqual([]);
    await friend.close();

    // Export, then import the file again: the same game, so the form says so and links
    // the copy already imported (issue 38) instead of making a second one.
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#replay-export').click()]);
    const file = await download.path();
    const exported = JSON.parse(fs.readFileSync(file!, 'utf8'));
    expect(exported.format).toBe('karak-online-game');
    expect(exported.format_version).toBe(1);
    expect(exported.seed).toBe('1');
    expect(exported.actions).toHaveLength(269);
    const original = JSON.parse(fs.readFileSync(TYPICAL, 'utf8'));
    expect(exported.actions).toEqual(original.actions);
    expect(exported.result).toEqual(original.result);
    await page.goto('/history');
    await waitForHydration(page);
    await page.locator('#import-file').setInputFiles({ name: 'exported.json', mimeType: 'application/json', buffer: fs.readFileSync(file!) });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const refused = page.locator('.import .form-error');
    await expect(refused).toContainText('You imported this game already');
    await expect(refused.getByRole('link', { name: 'Open its replay' })).toHaveAttribute('href', replayPath);
    expect(new URL(page.url()).pathname).toBe('/history');
    // Issue 15: the game's own page says it is an imported record.
    await page.goto(replayPath.replace(/\/replay$/, ''));
    await waitForHydration(page);
    await expect(page.locator('.imported-note')).toContainText('Imported');
    await expect(page.locator('.imported-note')).toContainText('played elsewhere');
    await snap(page, 'imported-game', info.project.name);
    // The second import's refusal is an error response, which the browser logs.
    expect(errors.filter((e) => !e.includes('status of 422'))).toEqual([]);
  });
});

test.describe('history', () => {
  test('lists imported, played and unfinished games with filters and pages, and the hero chart @two-sizes', async ({ page }, info) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    await importFile(page, TYPICAL);
    await importFile(page, LONG);
    // One finished game played here (counts in the chart) and one left unfinished.
    const played = await playVsBot(page, 'Wizard', -1);
    const unfinished = await playVsBot(page, 'Oracle', 6);
    await page.goto('/history');
    await waitForHydration(page);
    const rows = page.locator('.history-row');
    await expect(rows).toHaveCount(4);
    await expect(rows.first().locator('a')).toHaveAttribute('href', `/games/${unfinished}/replay`);
    await expect(rows.nth(1).locator('a')).toHaveAttribute('href', `/games/${played}/replay`);
    await expect(page.locator('.history-row .imported')).toHaveCount(2);
    await expect(rows.nth(2)).toContainText('1018 moves');
    await snap(page, 'history', info.project.name);

    await page.locator('#filter-result').selectOption('unfinished');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-result', 'unfinished');
    await page.locator('#filter-result').selectOption('lost');
    // Both imported games were won by bots; the played one depends on the dice.
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    await expect(page.locator('.history-row:not([data-result="lost"])')).toHaveCount(0);
    await page.locator('#filter-result').selectOption('');
    await page.locator('#filter-hero').selectOption('Warrior');
    await expect(rows).toHaveCount(2);
    await page.locator('#filter-hero').selectOption('Oracle');
    await expect(rows).toHaveCount(1);
    await page.locator('#filter-hero').selectOption('Thief');
    await expect(page.locator('.history .empty').first()).toHaveText('No games match these filters.');
    await page.locator('#filter-hero').selectOption('');
    await expect(rows).toHaveCount(4);

    // The chart counts the played game only (imported games are someone else's record).
    await expect(page.locator('.stats-chart .stats-row')).toHaveCount(1);
    await expect(page.locator('.stats-chart .stats-row')).toHaveAttribute('data-hero', 'Wizard');
    await expect(page.locator('.pager-text')).toHaveText('Page 1 of 1');
    expect(errors).toEqual([]);
  });

  test('a tampered file is refused with what is wrong, and nothing is stored @two-sizes', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/history');
    await waitForHydration(page);
    const game = JSON.parse(fs.readFileSync(TYPICAL, 'utf8'));
    game.result.winners = [0];
    await page.locator('#import-file').setInputFiles({ name: 'tampered.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(game)) });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.locator('.import .form-error')).toContainText('Import refused: The stated result does not match the game');
    game.result.winners = [1];
    game.rules_version = 99;
    await page.locator('#import-file').setInputFiles({ name: 'old.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(game)) });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.locator('.import .form-error')).toContainText('rules version 99');
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('.history-row')).toHaveCount(0);
    // Each refusal is an error response, which the browser logs; nothing else may fail.
    expect(errors.filter((e) => !e.includes('status of 422'))).toEqual([]);
  });
});

test.describe('replay of a game in progress', () => {
  test('comes from the server step by step, without the seed, and cannot be exported @two-sizes', async ({ page }, info) => {
    const errors = watchConsole(page);
    await page.goto('/');
    await waitForHydration(page);
    const id = await playVsBot(page, 'Oracle', 8);
    const data = await api(page, 'replay_data', { id });
    expect(data.status).toBe(200);
    expect(data.text).not.toContain('seed');
    expect(JSON.parse(data.text).record).toBeNull();
    const exported = await page.evaluate(async (id) => {
      const r = await fetch(`/api/export_game?id=${id}`);
      return { status: r.status, text: await r.text() };
    }, id);
    expect(exported.status).not.toBe(200);
    // The refusal names its typed reason, with the sentence the page shows in the
    // player's language (the browser here asks for English).
    const refused = JSON.parse(exported.text).game;
    expect(refused.reason).toEqual({ error: 'invalid', code: 'unfinished_export' });
    expect(refused.message).toContain('Only finished games can be exported');

    await page.goto(`/games/${id}/replay?step=3`);
    await waitForHydration(page);
    const replay = page.locator('.replay');
    await expect(replay).toHaveAttribute('data-mode', 'server');
    await expect(replay).toHaveAttribute('data-steps', '8');
    await expectStep(page, 3);
    await expect(page.locator('#replay-export-unavailable')).toContainText('Only finished games can be exported');
    await expect(page.locator('.revealed')).toHaveCount(0);
    // A click while the step's view is still on its way may be taken before the button
    // is ready: click again only while the step has not moved.
    await expect(async () => {
      if ((await step(page)) === 3) await page.locator('#replay-next').click();
      await expect(replay).toHaveAttribute('data-step', '4', { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expectStep(page, 4);
    await page.keyboard.press('End');
    await expectStep(page, 8);
    await expect(page.locator('.hero-card')).toHaveCount(2);
    await snap(page, 'replay-in-progress', info.project.name);
    // The refused export above is an error response, which the browser logs.
    expect(errors.filter((e) => !e.includes('status of 422'))).toEqual([]);
  });
});
