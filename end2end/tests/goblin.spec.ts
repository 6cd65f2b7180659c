import { test, expect } from '@playwright/test';
import { watchConsole, snap, version, waitPast, newGame, goblinTap, seededGame } from './helpers';

test.describe('pass-and-play Karak: Goblin', () => {
  // Rulebook (EN): "The first player to defeat the Lord of All Monsters in battle wins the game
  // and becomes the Champion of the Realm." The game ends there, reached by taps alone.
  test('a person and a bot play to the lord’s defeat by taps @by-tap', async ({ page }, info) => {
    test.setTimeout(600_000);
    // Seed 4 makes a short game (150 actions; seeds 1–9 took 150–400).
    await seededGame(page, info, 4);
    const errors = watchConsole(page);
    await newGame(page, [
      { name: 'Anna', hero: 'Horan' },
      { name: 'Bot Ben', hero: 'Taia', bot: true },
    ], 'goblin');
    await page.locator('.fast-bots input').check();
    await expect(page.locator('.level')).toHaveCount(4);
    await expect(page.locator('.hand-card')).toHaveCount(4);
    await snap(page, 'goblin-start', info.project.name);
    let battleShot = false;
    // Issue 37, point 14: each decision says what it is about, read at every tap.
    const said = { reward: 0, down: 0, merchant: 0 };
    for (let i = 0; i < 3000; i++) {
      if (!battleShot && (await page.locator('.battle').count())) {
        await snap(page, 'goblin-battle', info.project.name);
        battleShot = true;
      }
      const [asked, answers, piles] = await page.evaluate(() => [
        document.querySelector('.decision .question')?.textContent ?? '',
        [...document.querySelectorAll('.decision .answers button')].map((b) => b.textContent ?? ''),
        [...document.querySelectorAll('.merchant .piles li')].map((li) => li.textContent ?? ''),
      ] as [string, string[], string[]]);
      if (asked.includes('send it to the pawnshop')) {
        said.reward++;
        // The item won and what it would replace are named.
        expect(asked).toMatch(/^You won .+ \(.+\)\. Wear it, or send it to the pawnshop\? You wear (.+ now: wearing the new one sends it to the pawnshop|no (weapon|armour) yet)\.$/);
      }
      if (asked.startsWith('You are at 0 HP')) {
        said.down++;
        expect(answers.filter((a) => !a.startsWith('Revive'))).toEqual([]);
      }
      if (piles.length) {
        said.merchant++;
        // The piles say how many are left, never a bare number that reads as a price.
        for (const pile of piles) expect(pile).toMatch(/ — \d+ left$/);
      }
      if (!(await goblinTap(page))) break;
    }
    console.log(`goblin by tap: ${await version(page)} actions, decisions read ${JSON.stringify(said)}`);
    await expect(page.locator('.scoreboard')).toBeVisible();
    await expect(page.locator('.turn-banner')).toContainText('The game is over');
    await expect(page.locator('.log li').filter({ hasText: 'defeats the Lord of All Monsters and wins' })).toHaveCount(1);
    await snap(page, 'goblin-end', info.project.name);
    expect(errors).toEqual([]);
  });

  test('two people at one tablet: a curtain between them, no other hand in the page', async ({ page }, info) => {
    const errors = watchConsole(page);
    await newGame(page, [
      { name: 'Anna', hero: 'Argentus' },
      { name: 'Ben', hero: 'Xanros' },
    ], 'goblin');
    // Anna begins: the curtain asks for her, then shows her hand only.
    await expect(page.locator('.curtain')).toContainText('Anna');
    await snap(page, 'goblin-curtain', info.project.name);
    await page.locator('#curtain-reveal').tap();
    await expect(page.locator('.hand-card')).toHaveCount(4);
    // Ben's starting cards are nowhere in the page: not in the DOM, not in the hydration data.
    const bens = ['Dark Ward', 'Shadow Cloak', 'Drain Life', 'Cursed Blade', 'Black Flame', 'Whisper'];
    const html = await page.content();
    for (const name of bens) expect(html).not.toContain(name);
    // Anna ends her turn by resting: she still sees her table, then hides it; the
    // curtain comes for Ben.
    const v = await version(page);
    await page.getByRole('button', { name: /Revive/ }).tap();
    await waitPast(page, v);
    await expect(page.locator('.pass-bar')).toContainText('Ben');
    await expect(page.locator('.hand-card').first()).toBeVisible();
    await page.locator('#pass-bar-hide').tap();
    await expect(page.locator('.curtain')).toContainText('Ben');
    const annas = ['Arcane Insight', 'Frost Bolt', 'Mana Shield', 'Staff Strike', 'Spark', 'Scroll Reading'];
    const behind = await page.content();
    for (const name of annas) expect(behind).not.toContain(name);
    expect(errors).toEqual([]);
  });
});
