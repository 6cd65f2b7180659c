// Measures time to interactive (navigation start → the WASM has hydrated the page)
// on localhost, in Debian's Chromium. Usage: node measure.mjs [baseURL] [runs]
// with a server running (e.g. `make run`). Prints the median and p95 per page.
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const runs = Number(process.argv[3] ?? 20);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function timeToInteractive(context, path) {
  const page = await context.newPage();
  await page.addInitScript(() => {
    new MutationObserver((_, obs) => {
      const app = document.getElementById('app');
      if (app && app.dataset.hydrated === 'true') {
        window.__hydratedAt = performance.now();
        obs.disconnect();
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  await page.goto(base + path);
  await page.waitForFunction(() => window.__hydratedAt !== undefined, null, { timeout: 15000 });
  const t = await page.evaluate(() => window.__hydratedAt);
  await page.close();
  return t;
}

function stats(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)], p95: s[Math.min(s.length - 1, Math.floor(s.length * 0.95))] };
}

const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
// A game to measure the game page on: two local seats.
const setup = await context.newPage();
await setup.goto(base + '/');
const id = await setup.evaluate(async () => {
  const r = await fetch('/api/create_game', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: { seats: [{ name: 'Anna', hero: null }, { name: 'Ben', hero: null }], expert: false } }),
  });
  return (await r.json());
});
await setup.close();

for (const [name, path] of [['home', '/'], ['game', `/games/${id}`]]) {
  const times = [];
  await timeToInteractive(context, path); // warm the HTTP cache like a returning player
  for (let i = 0; i < runs; i++) times.push(await timeToInteractive(context, path));
  const { median, p95 } = stats(times);
  console.log(`${name}: time to interactive median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms over ${runs} loads`);
}
await browser.close();
