import { test, expect } from '@playwright/test';
import { watchConsole, waitForHydration } from './helpers';

// Issue 14 ("How to play: a page per game in our own words, with the project's rulings,
// linked from the game page") and issue 13 (rulings "in the game's How to play text").

test.describe('How to play', () => {
  test('Karak\'s page explains a turn and states the rulings, in English, German and French', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('.game-card[data-game="karak"]').getByRole('link', { name: 'How to play' }).click();
    await expect(page).toHaveURL(/\/how-to-play\/karak$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to play · Karak');
    await expect(page).toHaveTitle('How to play · Karak · Karak Online');
    // Rulings of issue 13: the retreat to an earlier turn's tile, the Thief's fight where
    // she stands, Magic Swap with any hero, the Portal at any moment.
    await expect(page.getByText('the tile it came from in an earlier turn')).toBeVisible();
    await expect(page.getByText('may fight it where she stands')).toBeVisible();
    await expect(page.getByText('Magic Swap works with any hero')).toBeVisible();
    await expect(page.getByText('can be cast at any moment of your turn')).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spielanleitung · Karak');
    await expect(page.getByText('darf es an Ort und Stelle bekämpfen')).toBeVisible();
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comment jouer · Karak');
    await expect(page.getByText('peut le combattre sans bouger')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('Karak 2\'s page states the reconstructed values and the rulings, in three languages', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('.game-card[data-game="karak2"]').getByRole('link', { name: 'How to play' }).click();
    await expect(page).toHaveURL(/\/how-to-play\/karak2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to play · Karak 2');
    await expect(page.getByRole('heading', { name: 'How this site plays it' })).toBeVisible();
    await expect(page.getByText('A praetorian leaves on an attack of 10 or more')).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spielanleitung · Karak 2');
    await expect(page.getByText('Ein Prätorianer geht bei einem Angriff von 10 oder mehr')).toBeVisible();
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comment jouer · Karak 2');
    await expect(page.getByText('Manquez-la avec une attaque de 10 ou plus')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an unknown game has no rules page', async ({ page }) => {
    const res = await page.goto('/how-to-play/chess');
    expect(res?.status()).toBe(404);
  });

  test('the game page links to its rules', async ({ page }) => {
    await page.goto('/new');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/\/games\/[A-Za-z0-9_-]+$/);
    await waitForHydration(page);
    await expect(page.locator('.how-to-play-link a')).toHaveAttribute('href', '/how-to-play/karak');
  });
});
