import { test, expect } from '@playwright/test';
import { watchConsole, waitForHydration, snap, importedGame, KARAK2_FIVE } from './helpers';

// Issue 19: "the replay jump time of a long game" of Karak 2, reported (as replay-speed.spec.ts
// does for Karak). Measured without Playwright's trace recorder (it copies the page's DOM after
// every action, which would be counted as the page's own rendering time).
test.use({ trace: 'off' });

test('a jump to any step of a five-seat game is reported', async ({ page }, info) => {
  test.skip(info.project.name !== 'tablet-landscape', 'one measurement is enough');
  test.setTimeout(300_000);
  const errors = watchConsole(page);
  await page.goto('/');
  await waitForHydration(page);
  const id = await importedGame(page, KARAK2_FIVE);
  await page.goto(`/games/${id}/replay`);
  await waitForHydration(page);
  const replay = page.locator('.replay');
  // The page's shell hydrates first; the replay is a lazily loaded chunk that replays the
  // whole game before it takes over the server-rendered slider (a fill before then is
  // undone). Its first measured frame says it is live.
  await expect(replay).toHaveAttribute('data-render-ms', /\d/, { timeout: 30_000 });
  const steps = Number(await replay.getAttribute('data-steps'));
  expect(steps).toBeGreaterThan(100);
  // Far jumps both ways, each to a step the game has.
  const targets = [1, 0, 0.9, 0.02, 0.5, 0.99, 0.25, 0.003].map((f) => Math.round(f * steps));
  const jumps: number[] = [];
  const renders: number[] = [];
  for (const t of targets) {
    await page.locator('#replay-slider').fill(String(t));
    await expect(replay).toHaveAttribute('data-step', String(t));
    await expect.poll(async () => Number(await replay.getAttribute('data-render-ms') ?? 'NaN')).not.toBeNaN();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    jumps.push(Number(await replay.getAttribute('data-jump-ms')));
    renders.push(Number(await replay.getAttribute('data-render-ms')));
  }
  const report = `karak2 ${steps}-step game: jump (state + view) ms ${jumps.map((j) => j.toFixed(2)).join(', ')}; ` +
    `to next frame ms ${renders.map((j) => j.toFixed(1)).join(', ')}`;
  console.log(report);
  info.annotations.push({ type: 'jump-times', description: report });
  await snap(page, 'karak2-replay-long', info.project.name);
  expect(errors).toEqual([]);
});
