import { Locator, Page, expect, test } from '@playwright/test';
import { TYPICAL, importFile, newGame, waitForHydration } from './helpers';

// Issue 37, point 9: every control a finger aims at is at least 44 CSS pixels each way
// (UX.md; WCAG 2.5.5's enhanced target size), also where it is a link in a line of its
// own, a checkbox's label or a row of the replay's log.
const TOUCH = 44;

async function expectTappable(page: Page, target: Locator, what: string) {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.height, `${what}: height`).toBeGreaterThanOrEqual(TOUCH - 0.5);
  expect(box!.width, `${what}: width`).toBeGreaterThanOrEqual(TOUCH - 0.5);
}

test.describe('tap targets', () => {
  test('the logo, the back link, the table’s links and the replay’s rows are 44 px', async ({ page }) => {
    await page.goto('/new');
    await waitForHydration(page);
    await expectTappable(page, page.locator('a.brand'), 'the logo link');
    await expect(page.locator('a.brand')).toHaveAccessibleName('Karak Online');
    await expectTappable(page, page.locator('a.back-link'), '“← Karak Online” on /new');

    await newGame(page, [{ name: 'Anna' }, { name: 'Bot Ben', bot: true }]);
    await expectTappable(page, page.locator('.how-to-play-link a'), 'How to play');
    await expectTappable(page, page.locator('label.fast-bots'), 'Faster bots');

    await importFile(page, TYPICAL);
    await expectTappable(page, page.locator('.log-jump').first(), 'a row of the replay’s log');
  });
});
