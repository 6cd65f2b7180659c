import { test, expect, Locator, Page } from '@playwright/test';
import { watchConsole, snap, version, newGame } from './helpers';

/** One tap of a plain player: fight the first glowing monster, play a raised card, else the
 * first answer offered (end the battle, strike, wear it, leave…). Returns false when the game
 * is over. */
async function playOneTap(page: Page): Promise<boolean> {
  if (await page.locator('.scoreboard').count()) return false;
  const reveal = page.locator('#curtain-reveal');
  if (await reveal.count()) {
    await reveal.tap();
    return true;
  }
  const fightable = page.locator('.gcard.fightable');
  const playable = page.locator('.hand-card.playable');
  const answers = page.locator('.answers button');
  const v = await version(page);
  // A card re-drawn while it is tapped (the view moved on) is tapped again next time round
  // rather than waited for until the test's end.
  const tap = async (l: Locator) => {
    try {
      await l.tap({ timeout: 5_000 });
    } catch {
      return true;
    }
    await expect.poll(() => version(page), { timeout: 10_000 }).toBeGreaterThan(v);
    return true;
  };
  if (await fightable.count()) return tap(fightable.first());
  if (await playable.count()) return tap(playable.first());
  if (await answers.count()) return tap(answers.first());
  // A bot is moving: wait for its move.
  await page.waitForTimeout(150);
  return true;
}

test.describe('pass-and-play Karak: Goblin', () => {
  test('a person and a bot play to the lord’s defeat by taps', async ({ page }, info) => {
    test.setTimeout(600_000);
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
    for (let i = 0; i < 3000; i++) {
      if (!battleShot && (await page.locator('.battle').count())) {
        await snap(page, 'goblin-battle', info.project.name);
        battleShot = true;
      }
      if (!(await playOneTap(page))) break;
    }
    await expect(page.locator('.scoreboard')).toBeVisible();
    await expect(page.locator('.turn-banner')).toContainText('The game is over');
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
    // Anna ends her turn by resting; the curtain comes back for Ben.
    const v = await version(page);
    await page.getByRole('button', { name: /Revive/ }).tap();
    await expect.poll(() => version(page), { timeout: 10_000 }).toBeGreaterThan(v);
    await expect(page.locator('.curtain')).toContainText('Ben');
    const annas = ['Arcane Insight', 'Frost Bolt', 'Mana Shield', 'Staff Strike', 'Spark', 'Scroll Reading'];
    const behind = await page.content();
    for (const name of annas) expect(behind).not.toContain(name);
    expect(errors).toEqual([]);
  });
});
