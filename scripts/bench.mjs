#!/usr/bin/env node
// `npm run bench`: the budgets in docs/budgets.md, checked against a production
// build. It is our own script rather than an off-the-shelf size or Lighthouse
// tool because the figures need the bundler's module graph (our code apart
// from vendor SDKs, each backend apart, customer routes apart from staff ones)
// and because pages are measured as customers meet them: set up first (a
// full cart, a chosen language) and served over HTTPS + HTTP/2 as Firebase
// Hosting serves them. docs/budgets.md says how each figure is measured and
// lists the options; the numbers are read from its tables at start-up.
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
import { join, posix, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { STANDARD_FLAGS, requireChromium } from './chromium.mjs';
import { startServeChild } from './serve-child.mjs';

const root = resolve(import.meta.dirname, '..');
const distDir = join(root, 'dist');

// ---------------------------------------------------------------------------
// Budgets. The numbers live in docs/budgets.md, so that the project explains
// them where it keeps them; this script names the figures and reads the
// numbers from the doc's tables. kB are 1000 bytes, as Vite prints them.
// ---------------------------------------------------------------------------

const BUDGETS_DOC = 'docs/budgets.md';

/** Size figures, in the order they are printed: key (as in the doc's size table) → label. */
const SIZE_LABELS = {
  initialJs: 'JS needed to paint /',
  initialCss: 'CSS needed to paint /',
  routeChunk: 'largest route chunk (our code)',
  heaviestScreen: '  heaviest screen with its lazy imports',
  // Only what every route loads is budgeted; docs/budgets.md says why the
  // seed town and demo sign-in are shown beside it, not counted in it.
  demoAdapter: 'Demo: page side + worker (every route)',
  demo: '  all of src/backend/demo (reference)',
  demoOnDemand: '  on demand: first-run seed, staff',
  firebaseCustomer: 'Firebase backend, customer routes',
  authOnCustomerRoutes: 'Firebase Auth on customer routes',
  firebaseAuth: 'Firebase Auth (staff routes only)',
  firebaseLater: 'Firebase, other on-demand chunks (live…)',
  staffSession: 'all JS a full staff session loads',
  languageCatalogue: 'one language’s messages (largest part)',
};

/**
 * Lighthouse figures: the column of the doc's Lighthouse table that holds each
 * budget, how to read the figure from a report, and which way a budget points.
 */
const LIGHTHOUSE_FIGURES = [
  {
    key: 'performance',
    column: 'performance',
    label: 'performance',
    read: (lhr) => score(lhr, 'performance'),
    min: true,
  },
  {
    key: 'lcpMs',
    column: 'LCP (ms)',
    label: 'LCP',
    read: (lhr) => lhr.audits['largest-contentful-paint']?.numericValue,
    unit: 's',
  },
  {
    key: 'tbtMs',
    column: 'TBT (ms)',
    label: 'TBT',
    read: (lhr) => lhr.audits['total-blocking-time']?.numericValue,
    unit: 'ms',
  },
  {
    key: 'cls',
    column: 'CLS',
    label: 'CLS',
    read: (lhr) => lhr.audits['cumulative-layout-shift']?.numericValue,
  },
  {
    key: 'accessibility',
    column: 'accessibility',
    label: 'accessibility',
    read: (lhr) => score(lhr, 'accessibility'),
    min: true,
  },
  {
    key: 'bestPractices',
    column: 'best practices',
    label: 'best practices',
    read: (lhr) => score(lhr, 'best-practices'),
    min: true,
  },
  { key: 'seo', column: 'SEO', label: 'SEO', read: (lhr) => score(lhr, 'seo'), min: true },
];

function score(lhr, category) {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : undefined;
}

/** Stops the bench, before it builds anything, when docs/budgets.md cannot be read as expected. */
function budgetsProblem(message) {
  console.error(`bench: ${BUDGETS_DOC}: ${message}`);
  process.exit(2);
}

/**
 * The markdown tables of a document, each as its header cells and its rows of
 * cells (text trimmed, backticks dropped). A table is a run of lines that
 * start with `|`, whose second line is the `| --- |` delimiter row.
 */
function markdownTables(markdown) {
  const cellsOf = (line) =>
    line
      .trim()
      .replace(/^\|/, '')
      .replace(/\|$/, '')
      .split('|')
      .map((cell) => cell.trim().replaceAll('`', ''));
  const tables = [];
  const lines = markdown.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].trim().startsWith('|')) continue;
    const block = [];
    while (i < lines.length && lines[i].trim().startsWith('|')) block.push(lines[i++]);
    if (block.length < 2 || !/^\|?[\s:|-]+\|?$/.test(block[1].trim())) continue;
    tables.push({ header: cellsOf(block[0]), rows: block.slice(2).map(cellsOf) });
  }
  return tables;
}

/**
 * The doc's table whose first column is headed `firstColumn`, as a Map from
 * each row's first cell to its numbers by column: a number, or null for "—"
 * (not judged). Every column in `columns` must be there, and every row in
 * `rows`; a row the bench does not know is refused too.
 */
function budgetTable(tables, { name, firstColumn, columns, rows }) {
  const normal = (text) => text.toLowerCase().replace(/\s+/g, ' ');
  const found = tables.filter((t) => normal(t.header[0] ?? '') === normal(firstColumn));
  if (found.length !== 1) {
    budgetsProblem(
      found.length
        ? `more than one table has a first column "${firstColumn}"`
        : `no ${name} table (a markdown table whose first column is "${firstColumn}")`,
    );
  }
  const [{ header, rows: cells }] = found;
  const index = {};
  for (const column of columns) {
    index[column] = header.findIndex((h) => normal(h) === normal(column));
    if (index[column] < 0) budgetsProblem(`the ${name} table has no column "${column}"`);
  }
  const table = new Map();
  for (const row of cells) {
    const key = row[0];
    if (!rows.includes(key)) {
      budgetsProblem(
        `the ${name} table has a row "${key}" that scripts/bench.mjs does not know ` +
          `(it knows ${rows.join(', ')})`,
      );
    }
    if (table.has(key)) budgetsProblem(`the ${name} table has two rows "${key}"`);
    const numbers = {};
    for (const column of columns) {
      const cell = row[index[column]] ?? '';
      if (/^(—|–|-)$/.test(cell)) numbers[column] = null;
      else if (/^-?\d+(\.\d+)?$/.test(cell)) numbers[column] = Number(cell);
      else {
        budgetsProblem(
          `the ${name} table's row "${key}", column "${column}" holds "${cell}": ` +
            'write a plain number, or "—" for none',
        );
      }
    }
    table.set(key, numbers);
  }
  for (const key of rows) {
    if (!table.has(key)) budgetsProblem(`the ${name} table has no row "${key}"`);
  }
  return table;
}

const budgetTables = markdownTables(
  await readFile(join(root, BUDGETS_DOC), 'utf8').catch((error) =>
    budgetsProblem(`cannot read it (${error.code ?? error.message})`),
  ),
);

/** Size figures with their budgets: `budgetKb` null is shown, not judged; `aimKb` is shown, never enforced. */
const SIZE_BUDGETS = (() => {
  const table = budgetTable(budgetTables, {
    name: 'size',
    firstColumn: 'key',
    columns: ['budget (kB)', 'aim (kB)'],
    rows: Object.keys(SIZE_LABELS),
  });
  return Object.fromEntries(
    Object.entries(SIZE_LABELS).map(([key, label]) => {
      const numbers = table.get(key);
      const budget = { label, budgetKb: numbers['budget (kB)'] };
      if (numbers['aim (kB)'] !== null) budget.aimKb = numbers['aim (kB)'];
      return [key, budget];
    }),
  );
})();

/** Lighthouse budgets by page kind (the doc's Lighthouse table); a figure without one is not judged. */
const PAGE_KINDS = ['home', 'screen', 'hub'];
const LIGHTHOUSE_BUDGETS = (() => {
  const table = budgetTable(budgetTables, {
    name: 'Lighthouse',
    firstColumn: 'page kind',
    columns: LIGHTHOUSE_FIGURES.map((figure) => figure.column),
    rows: PAGE_KINDS,
  });
  return Object.fromEntries(
    PAGE_KINDS.map((kind) => [
      kind,
      Object.fromEntries(
        LIGHTHOUSE_FIGURES.map((figure) => [figure.key, table.get(kind)[figure.column]]).filter(
          ([, budget]) => budget !== null,
        ),
      ),
    ]),
  );
})();

/**
 * The pages Lighthouse measures, each of a `kind` whose budgets are that row
 * of the doc's Lighthouse table. Later issues flip `enabled` on as their
 * screens land (and may adjust `setup`). `setup(page, origin)` runs on a
 * Puppeteer page before Lighthouse loads the URL; it must only register
 * things that survive Lighthouse's storage reset — such as a script that
 * runs before the app on every new document (see seedCart).
 */
const PAGES = [
  { path: '/', kind: 'home', enabled: true },
  // List and detail screens: the catalogue, the cart, a shop, a product, an
  // emergency service, a doctor list, a feed, Find Order, a ride booking,
  // a list sent to a pharmacy.
  { path: '/catalog', kind: 'screen', enabled: true },
  { path: '/cart', kind: 'screen', enabled: true, setup: seedCart(3) },
  ...[
    '/gallery/annapurna-grocery',
    '/buy/annapurna-grocery--masoor-dal',
    '/emergency/police',
    '/medical/doctor',
    '/feeds/news',
    '/findOrder/9876543210',
    '/transport/toto',
    '/sendList/life-care-medical',
  ].map((path) => ({ path, kind: 'screen', enabled: true })),
  // The same pages in Bengali: the catalogue arrives before the first paint.
  { path: '/', language: 'bn', enabled: true, setup: inLanguage('bn') },
  { path: '/catalog', language: 'bn', enabled: true, setup: inLanguage('bn') },
  { path: '/cart', language: 'bn', enabled: true, setup: inLanguage('bn', seedCart(3)) },
  { path: '/sendList/life-care-medical', language: 'bn', enabled: true, setup: inLanguage('bn') },
  // Issue 5's hubs: held to scores only.
  ...['/medical', '/emergency'].map((path) => ({ path, kind: 'hub', enabled: true })),
];

// A page in another language is held to the budgets of the same page in English.
for (const page of PAGES) {
  page.name = page.language ? `${page.path} (${page.language})` : page.path;
  page.kind ??= PAGES.find((other) => other.path === page.path && !other.language)?.kind;
  page.budgets = LIGHTHOUSE_BUDGETS[page.kind];
  if (!page.budgets) throw new Error(`bench: page ${page.name} has no kind in ${PAGE_KINDS}`);
}

/** A setup hook that chooses the language (as the top bar's control saves it) before the app runs. */
function inLanguage(code, then) {
  return async (page, origin) => {
    await page.evaluateOnNewDocument(
      (expectedOrigin, chosen) => {
        const { location, localStorage } = globalThis;
        if (location.origin === expectedOrigin) localStorage.setItem('language', chosen);
      },
      origin,
      JSON.stringify(code),
    );
    if (then) await then(page, origin);
  };
}

/**
 * A setup hook that puts `lines` cart lines in localStorage (the zustand
 * persist envelope the cart store reads) before any app script runs. It is
 * registered as a new-document script, so Lighthouse still clears storage
 * and cache first and the measured load is a cold one with a full cart.
 */
function seedCart(lines) {
  // Real products of the Demo backend's seeded town (src/backend/demo/seed-town.json),
  // shaped as the cart store saves them, so the cart renders as it would for
  // a customer: names, prices, the shop's link.
  const shop = {
    shopId: 'annapurna-grocery',
    shopName: 'Annapurna Grocery',
    shopNameBn: 'অন্নপূর্ণা মুদিখানা',
    shopNameHi: 'अन्नपूर्णा किराना',
  };
  const products = [
    [
      'gobindobhog-rice',
      'Gobindobhog Rice',
      'গোবিন্দভোগ চাল',
      'गोबिंदभोग चावल',
      '1 kg',
      120,
      40,
      'rice-grains',
    ],
    ['masoor-dal', 'Masoor Dal', 'মসুর ডাল', 'मसूर दाल', '1 kg', 110, 30, 'dal-pulses'],
    [
      'kachi-ghani-mustard-oil',
      'Kachi Ghani Mustard Oil',
      'কাচ্চি ঘানি সরষের তেল',
      'कच्ची घानी सरसों का तेल',
      '1 litre',
      185,
      20,
      'oil-ghee',
    ],
    ['turmeric-powder', 'Turmeric Powder', 'হলুদ গুঁড়ো', 'हल्दी पाउडर', '200 g', 48, 35, 'spices'],
    ['iodised-salt', 'Iodised Salt', 'আয়োডিনযুক্ত নুন', 'आयोडीन युक्त नमक', '1 kg', 28, 50, 'spices'],
  ];
  const cart = Array.from({ length: lines }, (_, i) => {
    const [slug, name, nameBn, nameHi, unit, price, stock, category] =
      products[i % products.length];
    return {
      id: `${shop.shopId}--${slug}`,
      name,
      nameBn,
      nameHi,
      quantity: (i % 3) + 1,
      stock,
      // Paise, as the cart keeps a price: the rupees above, as the seed prices them.
      price: price * 100,
      unit,
      ...shop,
      image: `/img/town.svg#product-${category}`,
    };
  });
  const value = JSON.stringify({ state: { cart }, version: 2 });
  return async (page, origin) => {
    await page.evaluateOnNewDocument(
      // Runs in the page, before the app's scripts, on every new document.
      (expectedOrigin, stored) => {
        const { location, localStorage } = globalThis;
        if (location.origin === expectedOrigin) localStorage.setItem('cart', stored);
      },
      origin,
      value,
    );
  };
}

// ---------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------

const { values: options } = parseArgs({
  options: {
    'no-lighthouse': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    http1: { type: 'boolean', default: false },
    // The sizes of the build already in dist/, as `npm test` checks them after its build step.
    built: { type: 'boolean', default: false },
    // A town at scale (scripts/bench-scale.mjs), instead of the budgets.
    scale: { type: 'boolean', default: false },
    // The build to measure with --scale --built (another checkout's, for a before and after).
    dist: { type: 'string', default: 'dist' },
  },
});
if (options.scale) {
  const { runScaleBench } = await import('./bench-scale.mjs');
  const code = await runScaleBench({
    root,
    dist: options.dist,
    built: options.built,
    chromePath: requireChromium(),
  });
  process.exit(code);
}
if (options.built) options['no-lighthouse'] = true;
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`bench: --runs must be a positive integer, got "${options.runs}"`);
  process.exit(2);
}
let pagesToRun = PAGES.filter((page) => page.enabled);
if (options.pages) {
  const wanted = options.pages.split(',').map((p) => p.trim());
  const unknown = wanted.filter((p) => !PAGES.some((page) => page.name === p));
  if (unknown.length) {
    console.error(`bench: no page ${unknown.join(', ')} in PAGES (scripts/bench.mjs)`);
    process.exit(2);
  }
  pagesToRun = PAGES.filter((page) => wanted.includes(page.name));
}
// Fail before the build, not after it, when Lighthouse cannot run.
const chromePath = options['no-lighthouse'] ? null : requireChromium();

// ---------------------------------------------------------------------------
// Build: the chunk graph from Vite's manifest, what is inside each chunk from
// the bundler
// ---------------------------------------------------------------------------

heading(options.built ? "the build in dist/ (npm test's)" : 'vite build');
if (!options.built) {
  const { build, loadEnv } = await import('vite');
  // A production build takes the Demo backend only by name: without a Firebase
  // project set up, the bench asks for it.
  if (!loadEnv('production', root, 'VITE_').VITE_FIREBASE_PROJECT_ID) {
    process.env.VITE_BACKEND ??= 'demo';
  }
  await build({ root, configFile: join(root, 'vite.config.ts') });
}
/**
 * What the bundler put into each chunk (module ids with their rendered
 * length, which tell our code from vendor SDKs) and, for the Demo's worker,
 * bundled on its own outside Vite's manifest, what its chunks import: the
 * build writes it (scripts/chunk-modules.ts).
 */
const recorded = new Map(
  Object.entries(
    JSON.parse(
      await readFile(join(distDir, '.vite/chunks.json'), 'utf8').catch((error) => {
        console.error(
          `bench: no dist/.vite/chunks.json (${error.code ?? error.message}): ` +
            (options.built
              ? 'build first (npm run build), or drop --built'
              : 'the build wrote none'),
        );
        process.exit(2);
      }),
    ),
  ),
);

/**
 * Every JavaScript file of the build by its path under dist/: the page's
 * chunks as Vite's manifest lists them (`src` is the module a chunk was made
 * for), then the worker's, which the manifest names only as an asset of the
 * chunk that starts it.
 */
const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8'));
const fileOf = (key) => manifest[key].file;
/** The screen of `/` (src/app/routes.ts). */
const HOME_SCREEN = 'src/features/home/home-screen.tsx';
const chunkInfo = new Map();
for (const entry of Object.values(manifest)) {
  if (!entry.file.endsWith('.js')) continue;
  chunkInfo.set(entry.file, {
    fileName: entry.file,
    src: entry.src ?? null,
    isEntry: Boolean(entry.isEntry),
    isDynamicEntry: Boolean(entry.isDynamicEntry),
    imports: (entry.imports ?? []).map(fileOf),
    dynamicImports: (entry.dynamicImports ?? []).map(fileOf),
    css: entry.css ?? [],
    assets: entry.assets ?? [],
    modules: recorded.get(entry.file)?.modules ?? [],
  });
}
for (const [fileName, chunk] of recorded) {
  if (!chunkInfo.has(fileName)) chunkInfo.set(fileName, { fileName, src: null, css: [], ...chunk });
}

// ---------------------------------------------------------------------------
// Sizes
// ---------------------------------------------------------------------------

const fileCache = new Map();
/** Raw and gzip (level 9) size of a file under dist/. */
async function sizeOf(distPath) {
  let entry = fileCache.get(distPath);
  if (!entry) {
    const body = await readFile(join(distDir, distPath));
    entry = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    fileCache.set(distPath, entry);
  }
  return entry;
}

/** Every chunk reached from `starts` through static imports. */
function staticClosure(starts) {
  const seen = new Set();
  const queue = [...starts];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(chunkInfo.get(file)?.imports ?? []));
  }
  return seen;
}

const dynamicTargets = (file) => chunkInfo.get(file)?.dynamicImports ?? [];

/** Every chunk reached from `starts` through static and dynamic imports, never entering `skip`. */
function reachableWithout(starts, skip) {
  const seen = new Set();
  const queue = starts.filter((file) => !skip.has(file));
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const next = [...(chunkInfo.get(file)?.imports ?? []), ...dynamicTargets(file)];
    queue.push(...next.filter((target) => !skip.has(target)));
  }
  return seen;
}

async function gzipTotal(files) {
  let gzip = 0;
  let raw = 0;
  for (const file of files) {
    const size = await sizeOf(file);
    gzip += size.gzip;
    raw += size.raw;
  }
  return { gzip, raw };
}

const isVendorModule = (id) => id.includes('node_modules/');
const isAuthModule = (id) => /node_modules\/(@firebase\/auth|firebase\/auth)\//.test(id);

/** Share of a chunk's rendered code that comes from modules matching `test`. */
function shareOf(file, test) {
  const modules = chunkInfo.get(file)?.modules ?? [];
  const total = modules.reduce((sum, m) => sum + m.length, 0);
  if (!total) return 0;
  return modules.filter((m) => test(m.id)).reduce((sum, m) => sum + m.length, 0) / total;
}

async function measureSizes() {
  const problems = [];
  const chunks = [...chunkInfo.values()];
  // The first paint of / waits for the entry and the home screen's chunk
  // (which index.html preloads), each with what it imports statically.
  const firstPaint = ['index.html', HOME_SCREEN].filter((src) => manifest[src]).map(fileOf);
  if (firstPaint.length < 2) problems.push(`no chunk comes from ${HOME_SCREEN}`);
  const initial = staticClosure(firstPaint);
  const cssFiles = [...new Set([...initial].flatMap((file) => chunkInfo.get(file).css))];

  const bySrc = (test) => chunks.filter((c) => c.src && test(c.src)).map((c) => c.fileName);
  const minus = (set, ...others) =>
    new Set([...set].filter((f) => !others.some((other) => other.has(f))));

  // Demo: the page's side (start-demo.ts: the channel's client and the
  // session) and the worker it starts (backend-worker.ts: Dexie, the adapter),
  // which every route on the Demo backend loads; then what the worker loads
  // on demand (the seed town, sign-in, the server's handlers). The in-page
  // copy of the adapter, for browsers without module workers, is in `demo` only.
  const demoEntries = bySrc((src) => src.startsWith('src/backend/demo/'));
  const demoPage = minus(
    staticClosure(bySrc((src) => src === 'src/backend/demo/start-demo.ts')),
    initial,
  );
  const workerEntries = [...demoPage].flatMap((file) =>
    (chunkInfo.get(file).assets ?? []).filter((asset) => chunkInfo.has(asset)),
  );
  if (demoEntries.length && !workerEntries.length) {
    problems.push('the Demo page side starts no worker the build recorded');
  }
  const demoWorker = staticClosure(workerEntries);
  const demoAdapter = new Set([...demoPage, ...demoWorker]);
  const workerLater = new Set();
  const laterQueue = [...demoWorker].flatMap(dynamicTargets);
  while (laterQueue.length) {
    const target = laterQueue.shift();
    if (workerLater.has(target) || demoAdapter.has(target)) continue;
    for (const file of staticClosure([target])) {
      if (demoAdapter.has(file) || workerLater.has(file)) continue;
      workerLater.add(file);
      laterQueue.push(...dynamicTargets(file));
    }
  }
  const demo = new Set([
    ...minus(staticClosure(demoEntries), initial),
    ...demoAdapter,
    ...workerLater,
  ]);
  const demoOnDemand = minus(demo, demoAdapter);

  // Firebase, customer routes: firebase-backend.ts and its static imports,
  // stopping at dynamic imports (Auth, live subscriptions), and Firestore
  // Lite (firestore-lite.ts), which it loads for their one-shot reads.
  const firebaseEntries = bySrc((src) => src === 'src/backend/firebase/firebase-backend.ts');
  const liteEntries = bySrc((src) => src === 'src/backend/firebase/firestore-lite.ts');
  const firebaseCustomer = minus(staticClosure([...firebaseEntries, ...liteEntries]), initial);

  // What the Firebase adapter loads later, by dynamic import (followed
  // transitively), grouped into Auth (chunks whose static closure holds
  // @firebase/auth) and the rest (live subscriptions, …).
  const firebaseLater = new Set();
  const firebaseAuth = new Set();
  const pending = [...firebaseCustomer].flatMap(dynamicTargets);
  const visited = new Set();
  while (pending.length) {
    const target = pending.shift();
    if (visited.has(target)) continue;
    visited.add(target);
    const closure = minus(staticClosure([target]), initial, firebaseCustomer);
    const holdsAuth = [...closure].some((file) => shareOf(file, isAuthModule) > 0);
    for (const file of closure) {
      (holdsAuth ? firebaseAuth : firebaseLater).add(file);
      pending.push(...dynamicTargets(file));
    }
  }

  // Auth that customers would download: Auth modules in the initial or the
  // customer-route Firebase chunks. Counted as that share of each chunk's gzip.
  let authOnCustomer = 0;
  const authOnCustomerFiles = [];
  for (const file of [...initial, ...firebaseCustomer]) {
    const share = shareOf(file, isAuthModule);
    if (share > 0) {
      authOnCustomer += Math.round(share * (await sizeOf(file)).gzip);
      authOnCustomerFiles.push(file);
    }
  }

  // Bengali and Hindi: one chunk per language and part (town, directory,
  // staff, admin: src/locales/{bn,hi}/*.ts); only the chosen language's parts load.
  const catalogues = bySrc((src) =>
    /^src\/locales\/\w+\/(town|directory|staff|admin)\.ts$/.test(src),
  );
  let largestCatalogue = null;
  for (const file of catalogues) {
    const { gzip, raw } = await sizeOf(file);
    if (!largestCatalogue || gzip > largestCatalogue.gzip)
      largestCatalogue = { gzip, raw, files: [file] };
  }
  if (!catalogues.length)
    problems.push('no chunk comes from src/locales — catalogues not measured');

  // Route chunks: lazily loaded chunks outside the backends whose code is
  // (at least partly) ours; a chunk made only of node_modules is a vendor SDK.
  const backend = new Set([...demo, ...firebaseCustomer, ...firebaseAuth, ...firebaseLater]);
  const routeCandidates = [];
  for (const { fileName: file, src } of chunks) {
    if (initial.has(file) || backend.has(file) || catalogues.includes(file)) continue;
    if (shareOf(file, isVendorModule) === 1) continue;
    const { gzip, raw } = await sizeOf(file);
    routeCandidates.push({ file, gzip, raw, src });
  }
  routeCandidates.sort((a, b) => b.gzip - a.gzip);
  const largestRoute = routeCandidates[0];

  // For the reader: what the heaviest screen costs with the lazy chunks it
  // imports statically (shared components, feature APIs), beyond the entry.
  let heaviestScreen = null;
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || !chunk.src?.startsWith('src/')) continue;
    if (chunk.src.startsWith('src/backend/') || initial.has(chunk.fileName)) continue;
    const closure = minus(staticClosure([chunk.fileName]), initial, backend);
    const total = await gzipTotal(closure);
    if (!heaviestScreen || total.gzip > heaviestScreen.gzip) {
      heaviestScreen = { ...total, files: [...closure], src: chunk.src };
    }
  }

  if (!demoEntries.length)
    problems.push('no chunk comes from src/backend/demo/ — Demo not measured');
  if (firebaseEntries.length && !liteEntries.length) {
    problems.push('no chunk comes from src/backend/firebase/firestore-lite.ts — Lite not measured');
  }
  // The staff session leaves Lite's chunk out, so that chunk must hold Lite alone.
  const isLiteModule = (id) =>
    id === 'src/backend/firebase/firestore-lite.ts' ||
    /node_modules\/(@firebase\/firestore\/dist\/lite|firebase\/firestore\/lite)\//.test(id);
  for (const file of liteEntries) {
    if (shareOf(file, isLiteModule) < 1) problems.push(`${file} holds more than Firestore Lite`);
  }
  if (!firebaseEntries.length) {
    problems.push(
      'no chunk comes from src/backend/firebase/firebase-backend.ts — Firebase not measured',
    );
  }

  // A full staff session: the entry, all of Firebase but Lite (store, Auth,
  // live listeners: the full SDK serves a staff session's one-shot reads too,
  // see firebase-backend.ts) and every staff screen with what it imports —
  // every admin collection, the vendor and delivery screens and the sign-in
  // screens.
  const isStaffSource = (src) =>
    /^src\/(features\/(admin|auth|vendor|delivery)|app\/staff)\//.test(src ?? '');
  const staffScreens = chunks
    .filter((chunk) => chunk.isDynamicEntry && isStaffSource(chunk.src))
    .map((chunk) => chunk.fileName);
  const staffSession = new Set([
    ...initial,
    ...reachableWithout(firebaseEntries, new Set([...initial, ...liteEntries])),
    ...minus(staticClosure(staffScreens), demo),
  ]);

  const figures = {
    initialJs: { ...(await gzipTotal(initial)), files: [...initial] },
    initialCss: { ...(await gzipTotal(cssFiles)), files: cssFiles },
    routeChunk: largestRoute
      ? { gzip: largestRoute.gzip, raw: largestRoute.raw, files: [largestRoute.file] }
      : { gzip: 0, raw: 0, files: [] },
    heaviestScreen,
    demo: demoEntries.length ? { ...(await gzipTotal(demo)), files: [...demo] } : null,
    demoAdapter: demoEntries.length
      ? { ...(await gzipTotal(demoAdapter)), files: [...demoAdapter] }
      : null,
    demoOnDemand: demoEntries.length
      ? { ...(await gzipTotal(demoOnDemand)), files: [...demoOnDemand] }
      : null,
    firebaseCustomer: firebaseEntries.length
      ? { ...(await gzipTotal(firebaseCustomer)), files: [...firebaseCustomer] }
      : null,
    authOnCustomerRoutes: { gzip: authOnCustomer, files: authOnCustomerFiles },
    firebaseAuth: firebaseEntries.length
      ? { ...(await gzipTotal(firebaseAuth)), files: [...firebaseAuth] }
      : null,
    firebaseLater: firebaseEntries.length
      ? { ...(await gzipTotal(firebaseLater)), files: [...firebaseLater] }
      : null,
    languageCatalogue: largestCatalogue,
    staffSession: {
      ...(await gzipTotal(staffSession)),
      files: [...staffSession],
      note: 'entry + all Firebase but Lite + every staff screen with its imports',
    },
  };
  return { figures, routeChunks: routeCandidates, problems };
}

// ---------------------------------------------------------------------------
// Lighthouse
// ---------------------------------------------------------------------------

/**
 * chrome-launcher and puppeteer-core are Lighthouse's own dependencies; load
 * them from where Lighthouse resolves them so we never depend on hoisting.
 */
async function importBesideLighthouse(name) {
  try {
    return await import(name);
  } catch {
    const require = createRequire(
      createRequire(import.meta.url).resolve('lighthouse/package.json'),
    );
    return import(pathToFileURL(require.resolve(name)).href);
  }
}

/** Starts scripts/serve.mjs on a free port; resolves with its origin and a stop function. */
function startServer() {
  // HTTPS with HTTP/2, as Firebase Hosting serves: Lighthouse's simulation
  // gives HTTP/1.1 six connections and a round trip per request, which is
  // not what a customer's phone gets (see scripts/tls/README.md).
  return startServeChild(root, ['--port', '0', ...(options.http1 ? [] : ['--https'])]);
}

async function lighthouseRun(url, origin, setup) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await importBesideLighthouse('chrome-launcher');
  const puppeteer = (await importBesideLighthouse('puppeteer-core')).default;
  // The loopback server's certificate is self-signed (scripts/tls); only this browser accepts it.
  const chromeFlags = [
    ...new Set([
      '--headless=new',
      '--no-sandbox',
      '--ignore-certificate-errors',
      ...STANDARD_FLAGS,
    ]),
  ];
  // A fresh browser (and profile) per run, as the Lighthouse CLI does.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  let browser;
  try {
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null, // Lighthouse applies the mobile screen itself
    });
    const page = await browser.newPage();
    if (setup) await setup(page, origin);
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      undefined, // the default config is the mobile preset
      page,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) {
      throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    }
    return result.lhr;
  } finally {
    await browser?.disconnect().catch(() => {});
    chrome.kill();
  }
}

/**
 * Lighthouse sometimes fails to record the trace of a page load on a busy
 * machine (NO_NAVSTART, NO_FCP…), a fault of the measurement, not of the page.
 * Such a run is repeated in a fresh browser, up to three attempts in all.
 */
const TRANSIENT_LIGHTHOUSE_ERRORS =
  /^(NO_NAVSTART|NO_FCP|NO_TRACING_STARTED|NO_LCP|PROTOCOL_TIMEOUT)\b/;
const LIGHTHOUSE_ATTEMPTS = 3;

async function lighthouseRunWithRetry(url, origin, setup) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url, origin, setup);
    } catch (error) {
      const transient = TRANSIENT_LIGHTHOUSE_ERRORS.test(String(error?.message));
      if (!transient || attempt === LIGHTHOUSE_ATTEMPTS) throw error;
      process.stdout.write(`(${error.message.split(':')[0]}, running again) `);
    }
  }
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function measurePage(server, page) {
  const url = new URL(page.path, server.origin).href;
  const reports = [];
  for (let run = 1; run <= runs; run++) {
    process.stdout.write(`  ${page.name} run ${run}/${runs}… `);
    const started = performance.now();
    const lhr = await lighthouseRunWithRetry(url, server.origin, page.setup);
    const perRun = Object.fromEntries(LIGHTHOUSE_FIGURES.map((f) => [f.key, f.read(lhr)]));
    console.log(
      `perf ${perRun.performance}, LCP ${fmtMs(perRun.lcpMs)}, TBT ${fmtMs(perRun.tbtMs)} ` +
        `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    // The full report of each run, for digging into a miss (open it in
    // https://googlechrome.github.io/lighthouse/viewer/ or read the JSON).
    const slug =
      (page.path === '/' ? 'home' : page.path.replace(/^\/|\/$/g, '').replace(/\W+/g, '-')) +
      (page.language ? `-${page.language}` : '');
    const reportFile = `bench-results/lighthouse/${slug}-run${run}.json`;
    await mkdir(join(root, 'bench-results/lighthouse'), { recursive: true });
    await writeFile(join(root, reportFile), JSON.stringify(lhr));
    reports.push({
      figures: perRun,
      warnings: lhr.runWarnings ?? [],
      failing: failingAudits(lhr),
      report: reportFile,
    });
  }
  const medians = Object.fromEntries(
    LIGHTHOUSE_FIGURES.map((f) => [f.key, median(reports.map((r) => r.figures[f.key]))]),
  );
  return { path: page.name, url, medians, runs: reports };
}

/** Audits that cost points outside performance: printed when a category misses its budget. */
function failingAudits(lhr) {
  const failing = {};
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    const category = lhr.categories[id];
    if (!category) continue;
    failing[id] = category.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null)
      .filter((ref) => (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id}: ${lhr.audits[ref.id].title}`);
  }
  return failing;
}

// ---------------------------------------------------------------------------
// Printing
// ---------------------------------------------------------------------------

function heading(text) {
  console.log(`\n=== ${text} ===`);
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
function fmtMs(ms) {
  return typeof ms === 'number' ? `${Math.round(ms)} ms` : 'n/a';
}

function row(label, actual, budget, status) {
  return `  ${label.padEnd(44)} ${actual.padStart(10)}   ${budget.padEnd(14)} ${status}`;
}

const missed = [];

function printSizes({ figures, routeChunks, problems }) {
  heading('Size (gzip level 9, kB = 1000 bytes)');
  console.log(row('figure', 'actual', 'budget', ''));
  for (const [key, spec] of Object.entries(SIZE_BUDGETS)) {
    const figure = figures[key];
    if (!figure && spec.budgetKb === null) {
      console.log(row(spec.label, 'not found', 'info', ''));
      continue;
    }
    if (!figure) {
      console.log(row(spec.label, 'not found', `≤ ${spec.budgetKb} kB`, 'MISSED'));
      missed.push(`${spec.label}: not measured (see problems below)`);
      continue;
    }
    let status = '';
    let budget = 'info';
    if (spec.budgetKb !== null) {
      const ok = figure.gzip <= spec.budgetKb * 1000;
      status = ok ? 'ok' : 'MISSED';
      budget = `≤ ${spec.budgetKb} kB${spec.aimKb ? ` (aim ${spec.aimKb})` : ''}`;
      if (!ok) missed.push(`${spec.label}: ${kb(figure.gzip)} kB > ${spec.budgetKb} kB`);
    }
    console.log(row(spec.label, `${kb(figure.gzip)} kB`, budget, status));
    const names = figure.files.map((f) => posix.basename(f));
    if (names.length && key !== 'staffSession') {
      console.log(
        `      ${names.length > 6 ? `${names.slice(0, 6).join(', ')}, …` : names.join(', ')}`,
      );
    }
  }
  if (routeChunks.length > 1) {
    const top = routeChunks
      .slice(0, 5)
      .map((r) => `${posix.basename(r.file)} ${kb(r.gzip)}`)
      .join(', ');
    console.log(`  route chunks, largest first (${routeChunks.length}): ${top}`);
  }
  for (const problem of problems) {
    console.log(`  PROBLEM: ${problem}`);
    missed.push(problem);
  }
}

function formatFigure(figure, value) {
  if (typeof value !== 'number') return 'n/a';
  if (figure.unit === 's') return `${(value / 1000).toFixed(2)} s`;
  if (figure.unit === 'ms') return `${Math.round(value)} ms`;
  if (figure.key === 'cls') return value.toFixed(3);
  return String(Math.round(value));
}

function printPage(result, page) {
  heading(`Lighthouse ${page.name} (mobile preset, median of ${runs})`);
  console.log(row('figure', 'median', 'budget', ''));
  for (const figure of LIGHTHOUSE_FIGURES) {
    const value = result.medians[figure.key];
    const budget = page.budgets[figure.key];
    if (budget === undefined) continue; // not judged for this kind of page
    const ok = typeof value === 'number' && (figure.min ? value >= budget : value <= budget);
    const budgetText = `${figure.min ? '≥' : '≤'} ${formatFigure(figure, budget)}`;
    console.log(row(figure.label, formatFigure(figure, value), budgetText, ok ? 'ok' : 'MISSED'));
    if (!ok) {
      missed.push(`${page.name} ${figure.label}: ${formatFigure(figure, value)} (${budgetText})`);
      const category = {
        accessibility: 'accessibility',
        bestPractices: 'best-practices',
        seo: 'seo',
      }[figure.key];
      const audits = category ? new Set(result.runs.flatMap((r) => r.failing[category] ?? [])) : [];
      for (const audit of audits) console.log(`      failing: ${audit}`);
    }
  }
  const warnings = new Set(result.runs.flatMap((r) => r.warnings));
  for (const warning of warnings) console.log(`  Lighthouse warning: ${warning}`);
}

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------

const sizes = await measureSizes();
printSizes(sizes);

const pageResults = [];
const servedOver = options.http1 ? 'HTTP/1.1' : 'HTTPS + HTTP/2';
if (!options['no-lighthouse'] && pagesToRun.length) {
  heading(`Lighthouse 12 (${chromePath}, served over ${servedOver})`);
  // Lighthouse simulates a slow phone from what it observes here: TBT in
  // particular scales with how busy this machine is. Say so when it is.
  const [load] = loadavg();
  if (load > availableParallelism()) {
    console.log(
      `  Warning: load average ${load.toFixed(1)} on ${availableParallelism()} cores — ` +
        'TBT and LCP will read high; rerun on a quiet machine before trusting a miss.',
    );
  }
  const server = await startServer();
  try {
    for (const page of pagesToRun) {
      const result = await measurePage(server, page);
      pageResults.push(result);
    }
  } finally {
    await server.stop();
  }
  for (const result of pageResults) {
    printPage(
      result,
      PAGES.find((p) => p.name === result.path),
    );
  }
}

const report = {
  date: new Date().toISOString(),
  commit: gitHead(),
  servedOver,
  sizes: Object.fromEntries(
    Object.entries(sizes.figures).map(([key, figure]) => [
      key,
      figure && {
        label: SIZE_BUDGETS[key].label,
        gzipBytes: figure.gzip,
        rawBytes: figure.raw,
        budgetKb: SIZE_BUDGETS[key].budgetKb,
        files: figure.files,
        ...(figure.note ? { note: figure.note } : {}),
      },
    ]),
  ),
  routeChunks: sizes.routeChunks,
  lighthouse: options['no-lighthouse']
    ? null
    : pageResults.map((r) => ({
        ...r,
        budgets: PAGES.find((p) => p.name === r.path)?.budgets,
      })),
  missed,
  passed: missed.length === 0,
};
// npm test's check (--built) leaves the last bench's results as they were.
const written = options.built ? '' : ' (written to bench-results/latest.json)';
if (!options.built) {
  await mkdir(join(root, 'bench-results'), { recursive: true });
  await writeFile(join(root, 'bench-results/latest.json'), `${JSON.stringify(report, null, 2)}\n`);
}

heading('Result');
if (missed.length) {
  console.log(`Missed ${missed.length} budget(s)${written}:`);
  for (const item of missed) console.log(`  - ${item}`);
  process.exitCode = 1;
} else {
  console.log(`All budgets met${written}.`);
}

/** The commit measured, for the issue note. */
function gitHead() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}
