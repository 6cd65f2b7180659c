import { defineConfig, devices } from '@playwright/test';
import * as os from 'node:os';
import * as path from 'node:path';
import * as fs from 'node:fs';

// The server under test: the release binary `make site` built, on its own port,
// with a throw-away SQLite file, so a running `make run` is never disturbed.
const port = Number(process.env.E2E_PORT ?? 3100);
const targetDir = process.env.CARGO_TARGET_DIR ?? path.join(os.homedir(), '.cache/karak/target');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karak-e2e-'));

// Debian's Chromium, never Playwright's own download (it cannot be fetched here).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

// Tests that tap their way through a whole game (or many turns of one) carry the tag
// `@by-tap` in their title and run at one size, tablet-portrait; the other sizes check what
// depends on size on a position loaded mid-game (sizes.spec.ts).
const BY_TAP = /@by-tap/;
// Tests whose promise does not depend on the screen (online play, clocks, notifications,
// accounts, replays, watchers) carry `@two-sizes`: they run on the phone and the portrait
// tablet, not a third time on the landscape tablet.
const NOT_LANDSCAPE = /@by-tap|@two-sizes/;

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    // The trace recorder copies the page's DOM (a whole board) after every action and
    // films the screen: 29 % of the suite's test time (931 → 664 s; Karak 2's by-tap game
    // 132 → 87 s). Off unless asked for (`E2E_TRACE=retain-on-failure`); a failure still
    // leaves its screenshot and its seed.
    trace: (process.env.E2E_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure' | 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'tablet-landscape',
      grepInvert: NOT_LANDSCAPE,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: false },
    },
    {
      name: 'tablet-portrait',
      use: { ...devices['Desktop Chrome'], viewport: { width: 768, height: 1024 }, hasTouch: true },
    },
    {
      name: 'phone',
      grepInvert: BY_TAP,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    },
  ],
  webServer: {
    command: `${path.join(targetDir, 'release/karak-server')} --site-root ../target/site`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      KARAK_ADDR: `127.0.0.1:${port}`,
      KARAK_DB: path.join(dataDir, 'karak.db'),
      RUST_LOG: 'warn',
      // Every test's browser is one client (127.0.0.1): lift the per-client limits.
      KARAK_GAMES_PER_CLIENT: '100000',
      KARAK_GAMES_PER_SESSION: '100000',
      KARAK_IMPORTS_PER_CLIENT: '100000',
      KARAK_SIGN_UPS_PER_CLIENT: '100000',
      KARAK_STREAMS_PER_CLIENT: '100000',
      KARAK_CONNECTIONS_PER_CLIENT: '100000',
      // By-tap tests fix their games' seeds (`x-karak-test-seed`, helpers.seededGame).
      KARAK_TEST_SEEDS: 'true',
      // push.spec.ts runs a push service on 127.0.0.1 for the server to send to.
      KARAK_PUSH_LOOPBACK: 'true',
      // ratings.spec.ts: one rated game establishes a rating (the leaderboard lists it), and
      // the bots of resigned seats play a whole game quickly.
      KARAK_ESTABLISHED_AFTER: '1',
      // Tests that need players on different addresses say so in X-Forwarded-For.
      KARAK_TRUSTED_PROXIES: '127.0.0.1',
      KARAK_BOT_PAUSE_MS: '20',
    },
  },
});
