// `make slow-phone` (issue 44, "Fast on a slow phone"): how the site loads on a slow
// phone, against a running release server, in Debian's Chromium.
//
// Usage: node end2end/slow-phone.mjs [baseURL] [--runs N] [--json PATH]
//
// The phone is Lighthouse's mobile profile applied through the DevTools protocol: 150 ms
// round trip, 1.6 Mbit/s down, 750 kbit/s up, the CPU slowed 4 times; a 390 x 844
// touch screen. Each cold load is a new browser context (empty cache, no service worker);
// the warm load is a second visit in the same context right after (its HTTP cache kept).
// Pages: home; a Karak, a Karak: Goblin and a Karak 2 game in progress, each as the
// player whose turn it is (the session that made the pass-and-play game) and as a
// spectator (a session without a seat); the replay of a finished Karak game.
// Per page the median of N loads (default 3) of each figure, taken on its own.
import { chromium } from '@playwright/test';
import * as fs from 'node:fs';

// ---- arguments ----------------------------------------------------------------------
const args = process.argv.slice(2);
let base = 'http://127.0.0.1:3011';
let runs = 3;
let jsonPath = null;
let only = null;
let cpu = 4;
let rtt = 150;
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--runs') runs = Number(args[++i]);
  else if (a === '--json') jsonPath = args[++i];
  else if (a === '--only') only = new RegExp(args[++i]);
  // To tell the network's share from the CPU's: `--cpu 1` (no slowdown), `--rtt 0`.
  else if (a === '--cpu') cpu = Number(args[++i]);
  else if (a === '--rtt') rtt = Number(args[++i]);
  else if (a === '--help' || a === '-h') {
    console.log('usage: node slow-phone.mjs [baseURL] [--runs N] [--json PATH] [--only REGEX] [--cpu 4] [--rtt 150]');
    process.exit(0);
  } else if (!a.startsWith('--')) base = a.replace(/\/$/, '');
  else throw new Error(`unknown argument ${a}`);
}
if (!(runs >= 1)) throw new Error('--runs needs a number ≥ 1');

// ---- the phone ----------------------------------------------------------------------
const NETWORK = {
  offline: false,
  latency: rtt, // ms, added to every request's round trip
  downloadThroughput: 1_600_000 / 8, // bytes/s
  uploadThroughput: 750_000 / 8,
};
const CPU_SLOWDOWN = cpu;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const LOAD_TIMEOUT = 120_000;
// The network is idle once no request (live event streams aside) has been in flight for this long.
const QUIET_MS = 1_000;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

// Runs in every document before its own scripts: the first paints, the moment the WASM
// has hydrated the page (`#app[data-hydrated=true]`), and the moment the table says it
// answers taps (`.game-layout[data-interactive]`, when the page has one).
function probe() {
  const sp = (window.__sp = { paints: {} });
  try {
    performance.setResourceTimingBufferSize(100_000);
  } catch {}
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) sp.paints[e.name] = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  const look = () => {
    if (sp.hydratedAt === undefined && document.getElementById('app')?.dataset.hydrated === 'true') {
      sp.hydratedAt = performance.now();
    }
    // "html": the server's page answers taps with its forms; "hydrated": the table's code runs.
    const layout = document.querySelector('.game-layout[data-interactive]');
    if (sp.interactiveAt === undefined && layout) {
      sp.interactiveAt = performance.now();
      sp.interactiveBy = layout.dataset.interactive;
    }
    if (sp.tableCodeAt === undefined && document.querySelector('.game-layout[data-interactive=hydrated]')) {
      sp.tableCodeAt = performance.now();
    }
  };
  new MutationObserver(look).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-hydrated', 'data-interactive'],
  });
}

async function phoneContext(storageState) {
  // A TLS front on this machine (`slow-phone.sh --h2`) has a self-signed certificate.
  const context = await browser.newContext({ ...PHONE, storageState, ignoreHTTPSErrors: true });
  await context.addInitScript(probe);
  return context;
}

/** Opens `url` in a new page of `context` on the slow phone; answers its figures. */
async function load(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  // Every request the page makes, from the DevTools protocol: what was asked twice,
  // and when the network falls quiet.
  const requests = new Map(); // requestId → {url, method, type, cached, done}
  let inFlight = 0;
  let lastChange = Date.now();
  const streams = new Set(['EventSource', 'WebSocket']);
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    if (requests.has(e.requestId)) return; // a redirect: the same request goes on
    const r = { url: e.request.url, method: e.request.method, type: e.type, cached: false, done: false, bytes: 0 };
    requests.set(e.requestId, r);
    if (!streams.has(e.type)) inFlight++;
    lastChange = Date.now();
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.cached = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.status = e.response.status;
    r.protocol = e.response.protocol;
    if (e.response.fromDiskCache || e.response.fromServiceWorker || e.response.fromPrefetchCache) r.cached = true;
    if (!r.type) r.type = e.type;
  });
  const finish = (e, ok) => {
    const r = requests.get(e.requestId);
    if (!r || r.done) return;
    r.done = true;
    r.ok = ok;
    if (ok) r.bytes = e.encodedDataLength ?? 0;
    if (!streams.has(r.type)) inFlight--;
    lastChange = Date.now();
  };
  cdp.on('Network.loadingFinished', (e) => finish(e, true));
  cdp.on('Network.loadingFailed', (e) => finish(e, false));

  await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT });
  await page.waitForFunction(() => window.__sp?.hydratedAt !== undefined, null, { timeout: LOAD_TIMEOUT, polling: 250 });
  const deadline = Date.now() + LOAD_TIMEOUT;
  while (!(inFlight <= 0 && Date.now() - lastChange >= QUIET_MS)) {
    if (Date.now() > deadline) throw new Error(`${url}: the network never fell quiet (${inFlight} requests in flight)`);
    await new Promise((r) => setTimeout(r, 100));
  }

  const m = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const res = performance.getEntriesByType('resource');
    const path = (u) => new URL(u, location.href).pathname;
    const wasm = res.filter((e) => path(e.name).endsWith('.wasm'));
    const all = [nav, ...res];
    return {
      fcp: window.__sp.paints['first-contentful-paint'] ?? null,
      hydrated: window.__sp.hydratedAt,
      interactive: window.__sp.interactiveAt ?? null,
      interactiveBy: window.__sp.interactiveBy ?? null,
      tableCode: window.__sp.tableCodeAt ?? null,
      lastWasm: wasm.length ? Math.max(...wasm.map((e) => e.responseEnd)) : null,
      idle: Math.max(...all.map((e) => e.responseEnd)),
      bytes: all.reduce((s, e) => s + (e.transferSize ?? 0), 0),
      resources: res.length + 1,
      wasmFiles: new Set(wasm.map((e) => e.name)).size,
      bodyBytes: all.reduce((s, e) => s + (e.encodedBodySize ?? 0), 0),
      // When the first and the last WASM file were asked for: a wide gap is a waterfall
      // (chunks asked for only once others arrived), a narrow one a queue.
      wasmFirstStart: wasm.length ? Math.min(...wasm.map((e) => e.startTime)) : null,
      wasmLastStart: wasm.length ? Math.max(...wasm.map((e) => e.startTime)) : null,
      files: all.map((e) => ({
        path: path(e.name),
        start: Math.round(e.startTime),
        end: Math.round(e.responseEnd),
        bytes: e.transferSize,
      })),
    };
  });
  await page.close();

  const list = [...requests.values()];
  const seen = new Map();
  for (const r of list) {
    const key = `${r.method} ${r.url}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const duplicates = [...seen].filter(([, n]) => n > 1).map(([key, n]) => `${key.replace(base, '')} ×${n}`);
  return {
    fcp: m.fcp,
    tti: m.interactive ?? m.hydrated,
    ttiSource: m.interactive !== null ? (m.interactiveBy === 'html' ? 'html forms' : 'table code') : 'hydrated',
    hydrated: m.hydrated,
    tableCode: m.tableCode ?? m.hydrated,
    lastWasm: m.lastWasm,
    idle: m.idle,
    bytes: m.bytes,
    requests: list.length,
    network: list.filter((r) => !r.cached).length,
    wasmFiles: m.wasmFiles,
    wasmFirstStart: m.wasmFirstStart,
    wasmLastStart: m.wasmLastStart,
    cdpBytes: list.reduce((s, r) => s + r.bytes, 0),
    duplicates,
    protocols: [...new Set(list.map((r) => r.protocol).filter(Boolean))],
    files: m.files,
  };
}

// ---- the games to look at -------------------------------------------------------------
async function call(ctx, name, body) {
  const r = await ctx.request.post(`${base}/api/${name}`, { data: body });
  if (!r.ok()) throw new Error(`${name}: ${r.status()} ${await r.text()}`);
  return r.json();
}

const GAMES = [
  {
    kind: 'karak',
    create: 'create_game',
    game: { seats: [{ name: 'Anna', hero: null, bot: false }, { name: 'Bot Ben', hero: null, bot: true }], expert: false },
    choose: (legal) => (legal.includes('EndTurn') ? 'EndTurn' : legal[0]),
  },
  {
    kind: 'goblin',
    create: 'goblin/create_game',
    game: { seats: [{ name: 'Anna', hero: 'Horan', bot: false }, { name: 'Bot Ben', hero: 'Taia', bot: true }], abilities: true },
    choose: (legal) => legal[0],
  },
  {
    kind: 'karak2',
    create: 'karak2/create_game',
    game: { seats: [{ name: 'Anna', hero: 'Horan', bot: false }, { name: 'Bot Ben', hero: 'Taia', bot: true }], plague: true },
    choose: (legal) => legal[0],
  },
];
const MOVES = 20;

/** A pass-and-play game against a bot, `MOVES` actions in and then on to the person's turn
 * (so that the player's page has no bot to move while it is measured). */
async function gameInProgress(ctx, g) {
  const id = await call(ctx, g.create, { game: g.game });
  for (let i = 0; i < MOVES + 200; i++) {
    const s = await call(ctx, 'get_game', { id });
    const to = s.view.to_act;
    if (to === null || to === undefined) throw new Error(`${g.kind} game ${id} ended after ${i} actions`);
    const mine = s.my_seats.includes(to);
    if (i >= MOVES && mine) return { id, actions: i };
    if (mine) {
      await call(ctx, 'submit_action', { id, seat: to, action: g.choose(s.view.legal_actions), expected_version: s.version });
    } else {
      await call(ctx, 'bot_move', { id, expected_version: s.version });
    }
  }
  throw new Error(`${g.kind} game ${id}: no person's turn in 200 actions`);
}

const owner = await browser.newContext({ ignoreHTTPSErrors: true });
const pages = [{ name: 'home', view: 'guest', path: '/', state: undefined }];
for (const g of GAMES) {
  const { id, actions } = await gameInProgress(owner, g);
  pages.push({ name: `${g.kind} game`, view: 'player', path: `/games/${id}`, owner: true, actions });
  pages.push({ name: `${g.kind} game`, view: 'spectator', path: `/games/${id}`, actions });
}
const fixture = fs.readFileSync(new URL('./fixtures/finished-3p.json', import.meta.url), 'utf8');
const replayId = await call(owner, 'import_game', { text: fixture });
pages.push({ name: 'karak replay', view: 'player', path: `/games/${replayId}/replay`, owner: true });
const ownerState = await owner.storageState();
await owner.close();

// ---- measure ----------------------------------------------------------------------------
const median = (xs) => {
  const s = xs.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);
  if (!s.length) return null;
  const h = Math.floor(s.length / 2);
  return s.length % 2 ? s[h] : (s[h - 1] + s[h]) / 2;
};
const FIGURES = ['fcp', 'tti', 'tableCode', 'hydrated', 'lastWasm', 'idle', 'bytes', 'requests', 'network', 'wasmFiles', 'wasmFirstStart', 'wasmLastStart', 'cdpBytes'];
function summary(loads) {
  const out = {};
  for (const f of FIGURES) out[f] = median(loads.map((l) => l[f]));
  const sources = new Set(loads.map((l) => l.ttiSource));
  out.ttiSource = sources.size === 1 ? [...sources][0] : [...sources].join('/');
  out.duplicates = [...new Set(loads.flatMap((l) => l.duplicates))];
  return out;
}

console.error(`slow phone: ${base}, ${runs} cold + warm loads per page; CPU ÷${CPU_SLOWDOWN}, ` +
  `${NETWORK.latency} ms RTT, ${(NETWORK.downloadThroughput * 8) / 1e6} Mbit/s down, ${(NETWORK.uploadThroughput * 8) / 1e3} kbit/s up`);
const results = [];
for (const p of pages) {
  if (only && !only.test(`${p.name} ${p.view}`)) continue;
  const cold = [];
  const warm = [];
  for (let i = 0; i < runs; i++) {
    const context = await phoneContext(p.owner ? ownerState : undefined);
    cold.push(await load(context, base + p.path));
    warm.push(await load(context, base + p.path));
    await context.close();
    const c = cold.at(-1);
    console.error(`  ${p.name} (${p.view}) run ${i + 1}: cold TTI ${c.tti.toFixed(0)} ms (${c.ttiSource}), warm ${warm.at(-1).tti.toFixed(0)} ms`);
  }
  results.push({ page: p.name, view: p.view, path: p.path, actions: p.actions, cold: summary(cold), warm: summary(warm), loads: { cold, warm } });
}
await browser.close();

// ---- report -------------------------------------------------------------------------------
const ms = (x) => (x === null || x === undefined ? '—' : `${(x / 1000).toFixed(2)} s`);
const kb = (x) => (x === null || x === undefined ? '—' : `${Math.round(x / 1000).toLocaleString('en')} KB`);
const header = ['page', 'view', 'load', 'first paint', 'interactive', '(by)', 'code runs', 'last .wasm', 'net idle', 'transferred', 'requests', '(network)', '.wasm', 'twice'];
const rows = [];
for (const r of results) {
  for (const [label, s] of [['cold', r.cold], ['warm', r.warm]]) {
    rows.push([r.page, r.view, label, ms(s.fcp), ms(s.tti), s.ttiSource, ms(s.tableCode), ms(s.lastWasm), ms(s.idle), kb(s.bytes),
      String(s.requests), String(s.network), String(s.wasmFiles), String(s.duplicates.length)]);
  }
}
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => cells.map((c, i) => (i < 3 || i === 5 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(`Slow phone (CPU ÷${CPU_SLOWDOWN}, ${NETWORK.latency} ms RTT, 1.6/0.75 Mbit/s, 390x844): median of ${runs} loads; times from navigation start`);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
const dups = results.flatMap((r) => [['cold', r.cold], ['warm', r.warm]]
  .filter(([, s]) => s.duplicates.length)
  .map(([label, s]) => `  ${r.page} (${r.view}, ${label}): ${s.duplicates.join(', ')}`));
console.log(dups.length ? `Fetched twice in one load:\n${dups.join('\n')}` : 'Fetched twice in one load: nothing');
const protocols = new Set(results.flatMap((r) => [...r.loads.cold, ...r.loads.warm].flatMap((l) => l.protocols)));
console.log(`Protocols (from the network): ${[...protocols].join(', ') || '—'}`);

if (jsonPath) {
  fs.writeFileSync(jsonPath, JSON.stringify({
    base, runs, date: new Date().toISOString(),
    profile: { network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, ...PHONE },
    results,
  }, null, 2));
  console.log(`JSON: ${jsonPath}`);
}
