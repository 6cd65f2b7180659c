import { Page, expect, test } from '@playwright/test';
import { VS_BOT, playAgainstBot, snap, waitForHydration, watchConsole } from './helpers';

// What depends on the screen's size, checked at every size on a position loaded mid-game
// (played through the server functions, no taps): the whole games by taps run at one size
// only (`@by-tap`). Each table fits the screen's width (issue 37, point 13: Goblin's board
// was 524 px wide on a 390 px phone), shows its board and its answers, and is pictured.

/** The page is no wider than the screen: nothing to swipe sideways. */
async function fitsTheWidth(page: Page) {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll, `the page is ${scroll} px wide in a ${width} px screen`).toBeLessThanOrEqual(width);
}

const GAMES = [
  {
    kind: 'karak',
    create: VS_BOT.karak.fn,
    game: VS_BOT.karak.game,
    choose: (legal: unknown[]) => (legal.includes('EndTurn') ? 'EndTurn' : legal[0]),
    board: '.board-wrap svg',
  },
  {
    kind: 'goblin',
    create: VS_BOT.goblin.fn,
    game: VS_BOT.goblin.game,
    choose: (legal: unknown[]) => legal[0],
    board: '.goblin-board .level',
  },
  {
    kind: 'karak2',
    create: VS_BOT.karak2.fn,
    game: VS_BOT.karak2.game,
    choose: (legal: unknown[]) => legal[0],
    board: '.karak2-map',
  },
];

test.describe('every table at every size, mid-game', () => {
  for (const g of GAMES) {
    test(`${g.kind}: 40 actions in, the table fits the screen`, async ({ page }, info) => {
      test.setTimeout(120_000);
      const errors = watchConsole(page);
      const id = await playAgainstBot(page, { fn: g.create, game: g.game }, 40, g.choose);
      await page.goto(`/games/${id}`);
      await waitForHydration(page);
      await expect(page.locator('.game-layout[data-version]')).toBeVisible();
      await expect(page.locator(g.board).first()).toBeVisible();
      await fitsTheWidth(page);
      // The game's own styles come with its table, and no other game's (issue 41): its
      // folder's style.css, served as CSS and revalidated by its tag.
      const own = `/styles/${g.kind}.css`;
      await expect(page.locator(`link[rel="stylesheet"][href="${own}"]`)).toHaveCount(1);
      for (const other of GAMES.filter((o) => o.kind !== g.kind)) {
        await expect(page.locator(`link[href="/styles/${other.kind}.css"]`)).toHaveCount(0);
      }
      const sheet = await page.request.get(own);
      expect(sheet.headers()['content-type']).toContain('text/css');
      const again = await page.request.get(own, { headers: { 'If-None-Match': sheet.headers()['etag'] } });
      expect(again.status()).toBe(304);
      await snap(page, `${g.kind}-mid-game`, info.project.name);
      expect(errors).toEqual([]);
    });
  }
});
