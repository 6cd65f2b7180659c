import { test, expect, Page } from '@playwright/test';
import { watchConsole, waitForHydration, snap } from './helpers';

/** A name no other test (or viewport project) uses on the shared test server. */
function uniqueName(project: string): string {
  const tag = project.replace(/[^a-z]/g, '').slice(0, 6);
  return `e2e ${tag} ${Date.now() % 1_000_000}`;
}

const NAV = 'nav.topbar';

/** Fills and submits the sign-in or sign-up form, waiting for hydration first. */
async function submitCredentials(page: Page, path: '/sign-in' | '/sign-up', name: string, password: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Password').fill(password);
}

test.describe('accounts', () => {
  // Rules checked end to end: a guest's games are kept at sign-up; sign-out ends the
  // session; a wrong password is refused with a message announced to screen readers
  // (role=alert) that does not say whether the name exists; the password can be
  // changed (the old one stops working); an API token's secret is shown once and the
  // token can be revoked; deleting the account needs the password and signs out.
  test('sign up keeps guest games, sign out and in, change password, tokens, delete @two-sizes', async ({ page }, info) => {
    test.setTimeout(90_000);
    const errors = watchConsole(page);
    const project = info.project.name;
    const name = uniqueName(project);
    const password = 'first password 1';
    const newPassword = 'second password 2';

    // A guest starts a game (through the same server function the page uses).
    await page.goto('/');
    const created = await page.request.post('/api/create_game', {
      data: { game: { seats: [{ name: 'Guesty', hero: 'Oracle', bot: false }, { name: 'Botty', hero: null, bot: true }], expert: false } },
    });
    expect(created.status()).toBe(200);
    const gameId: string = await created.json();
    await page.goto('/');
    await expect(page.locator(`.game-row a[href="/games/${gameId}"]`)).toHaveCount(1);
    await expect(page.locator(NAV).getByRole('link', { name: 'Sign in' })).toBeVisible();

    // Sign up: the guest's game is still listed, now under the account.
    await submitCredentials(page, '/sign-up', name, password);
    await snap(page, 'sign-up', project);
    await page.getByRole('button', { name: 'Sign up' }).last().tap();
    await page.waitForURL((u) => u.pathname === '/');
    await waitForHydration(page);
    await expect(page.locator(`${NAV} .nav-name`)).toHaveText(name);
    await expect(page.locator(`.game-row a[href="/games/${gameId}"]`)).toHaveCount(1);
    await snap(page, 'signed-in-home', project);

    // Sign out: back to a guest, who no longer sees the account's game.
    await page.locator('#sign-out').tap();
    await expect(page.locator(NAV).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator(`.game-row a[href="/games/${gameId}"]`)).toHaveCount(0);

    // An empty password is a slip, not a guess: it says what is missing and is not
    // counted (six of them, more than the five failures allowed, still let the right
    // password in below).
    await submitCredentials(page, '/sign-in', name, '');
    for (let i = 0; i < 6; i++) {
      // Each answer is awaited: the alert already says it after the first, so without this
      // the next tap could come while a sign-in is still under way.
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/account_form'));
      await page.locator('form').getByRole('button', { name: 'Sign in' }).tap();
      expect((await answered).status()).toBe(400);
      await expect(page.getByRole('alert')).toHaveText('Enter your name and your password.');
    }

    // A wrong password: one message for unknown names and wrong passwords alike.
    await submitCredentials(page, '/sign-in', name, 'not my password');
    await page.locator('form').getByRole('button', { name: 'Sign in' }).tap();
    await expect(page.getByRole('alert')).toHaveText('The name or the password is wrong.');
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await snap(page, 'sign-in-error', project);
    await page.getByLabel('Password').fill(password);
    await page.locator('form').getByRole('button', { name: 'Sign in' }).tap();
    await page.waitForURL((u) => u.pathname === '/');
    await expect(page.locator(`${NAV} .nav-name`)).toHaveText(name);

    // The account page: change the password.
    await page.locator(`${NAV} .nav-account`).tap();
    await page.waitForURL((u) => u.pathname === '/account');
    await waitForHydration(page);
    await expect(page.locator('#account-name')).toHaveText(name);
    await page.getByLabel('Current password').fill(password);
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).tap();
    await expect(page.locator('#password-message')).toHaveText('Password changed. Other devices are signed out and your API tokens revoked.');

    // A token: its secret is shown once, it is listed, then revoked.
    await page.getByLabel('What is it for?').fill('e2e bot');
    await page.getByLabel('Your password').fill(newPassword);
    await page.getByRole('button', { name: 'Create token' }).tap();
    const secret = page.locator('#new-token-secret');
    await expect(secret).toHaveValue(/^karak_[0-9a-f]{64}$/);
    await expect(page.locator('.token-row .token-label')).toHaveText(['e2e bot']);
    await snap(page, 'account-token', project);
    // Revoking asks first; "Keep it" keeps it.
    await page.getByRole('button', { name: 'Revoke: e2e bot' }).tap();
    await expect(page.locator('.token-confirm')).toContainText('Revoke “e2e bot”?');
    await page.getByRole('button', { name: 'Keep it' }).tap();
    await expect(page.locator('.token-row')).toHaveCount(1);
    await page.getByRole('button', { name: 'Revoke: e2e bot' }).tap();
    await page.locator('.token-confirm').getByRole('button', { name: 'Revoke' }).tap();
    await expect(page.locator('.token-row')).toHaveCount(0);
    await expect(page.getByText('No tokens yet.')).toBeVisible();

    // Delete the account: the wrong password is refused, the right one signs out.
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Delete my account' }).tap();
    await expect(page.locator('#delete-message')).toHaveText('Your current password is not right; nothing was changed.');
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Delete my account' }).tap();
    await page.waitForURL((u) => u.pathname === '/');
    await expect(page.locator(NAV).getByRole('link', { name: 'Sign in' })).toBeVisible();

    // The account is gone: its credentials no longer sign in.
    await submitCredentials(page, '/sign-in', name, newPassword);
    await page.locator('form').getByRole('button', { name: 'Sign in' }).tap();
    await expect(page.getByRole('alert')).toHaveText('The name or the password is wrong.');
    // The game itself stays, reachable by its link.
    const game = await page.request.post('/api/get_game', { data: { id: gameId } });
    expect(game.status()).toBe(200);
    // The refused passwords above answer 401 and the empty ones 400, which the browser
    // logs; nothing else may.
    const unexpected = errors.filter(
      (e) => !e.includes('status of 401 (Unauthorized)') && !e.includes('status of 400 (Bad Request)'),
    );
    expect(unexpected).toEqual([]);
    // Three wrong passwords and the six empty sign-ins.
    expect(errors.length).toBe(9);
  });

  // Rule: pages work in German too (every account text has a German version).
  test('the sign-in page speaks German @two-sizes', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' } });
    const page = await context.newPage();
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden');
    await expect(page.getByLabel('Passwort')).toBeVisible();
    await context.close();
  });
});

test.describe('account forms before the WASM', () => {
  // Issue 38: forms that carry a password post them (never a GET: the password would land
  // in the URL, the browser's history and the server's logs) and work as plain HTML.
  test.use({ javaScriptEnabled: false });

  test('sign up and sign in post as plain HTML; the password never lands in a URL @two-sizes', async ({ page }, info) => {
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    const name = uniqueName(`nojs${info.project.name}`);
    const password = 'plain html password';

    await page.goto('/sign-up?next=/history');
    await expect(page.locator('form.account-form')).toHaveAttribute('method', 'post');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL((u) => u.pathname === '/history');
    const me = await (await page.request.post('/api/me', { data: {} })).json();
    expect(me?.name).toBe(name);

    // A wrong password comes back to the form as a sentence, with the name kept.
    await page.context().clearCookies();
    await page.goto('/sign-in');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/sign-in' && u.searchParams.has('__err'));
    await expect(page.locator('.form-error')).toContainText('wrong');
    await expect(page.getByLabel('Name')).toHaveValue(name);

    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    for (const u of urls) {
      expect(new URL(u).searchParams.has('password'), u).toBe(false);
      expect(u).not.toContain(encodeURIComponent(password));
      expect(u).not.toContain(password.replaceAll(' ', '+'));
    }
  });
});
