// `npm run bench -- --scale`: what the town costs as it grows (docs/budgets.md,
// "A town at scale"), in Chromium with the CPU slowed 4×, at 390 px:
//   - a tap on "More products" in a shop of 3,000 products, at 1,000 and at
//     3,000 cards shown, on the production build as a customer meets it;
//   - the Demo's reads at 3,000 orders and 3,000 products (a shop's first
//     page, a vendor's orders, the admin's export), through its indexes and
//     from the whole collection as it read them before, and the check of a
//     3,000-row spreadsheet (src/testing/scale-measure.ts, built here).
// Figures are printed and written to bench-results/scale.json; none is a budget.
// The functions handed to page.evaluate run in the page.
/* global document, indexedDB, requestAnimationFrame */
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { STANDARD_FLAGS } from './chromium.mjs';
import { startServeChild } from './serve-child.mjs';

const SHOP = 'annapurna-grocery';
const MORE = 'More products';
/** The CPU slowdown, as Lighthouse's mobile preset applies it. */
const SLOWDOWN = 4;

async function puppeteerCore() {
  try {
    return (await import('puppeteer-core')).default;
  } catch {
    // Lighthouse's own dependency: load it from where Lighthouse resolves it.
    const require = createRequire(
      createRequire(import.meta.url).resolve('lighthouse/package.json'),
    );
    return (await import(pathToFileURL(require.resolve('puppeteer-core')).href)).default;
  }
}

const serve = (root, dir) => startServeChild(root, ['--port', '0', '--dir', dir]);

/** src/testing/scale-measure.ts as one ES module, for a page of the served build to import. */
async function measureModule(root) {
  const { build } = await import('vite');
  const { umdAsModule } = await import(
    pathToFileURL(join(root, 'scripts/umd-as-module.ts')).href
  ).catch(() => ({ umdAsModule: null }));
  const output = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: umdAsModule ? [umdAsModule(/\/node_modules\/papaparse\/papaparse(\.min)?\.js$/)] : [],
    resolve: { alias: [{ find: /^dexie$/, replacement: 'dexie/dist/modern/dexie.mjs' }] },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      target: 'es2022',
      minify: false,
      lib: {
        entry: join(root, 'src/testing/scale-measure.ts'),
        formats: ['es'],
        fileName: 'scale',
      },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = result.output.find((item) => item.type === 'chunk' && item.isEntry);
  return chunk.code;
}

/** Puts `count` copies of a seed product into the app's own Demo database (this page's origin). */
function growShop(count) {
  return new Promise((resolveGrow, reject) => {
    const open = indexedDB.open('town-services-demo');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction('docs', 'readwrite');
      const docs = tx.objectStore('docs');
      const read = docs.get(['products', 'annapurna-grocery--masoor-dal']);
      read.onsuccess = () => {
        const template = read.result;
        for (let i = 0; i < count; i += 1) {
          const n = String(i).padStart(4, '0');
          docs.put({
            ...template,
            id: `annapurna-grocery--town-item-${n}`,
            data: {
              ...template.data,
              name: `Town item ${n}`,
              nameBn: `শহরের জিনিস ${n}`,
              nameHi: `शहर की चीज़ ${n}`,
            },
            rev: `scale${n}`,
          });
        }
      };
      tx.oncomplete = () => {
        db.close();
        resolveGrow();
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

/**
 * Taps "More products" as a reader does; resolves with the ms from the tap
 * to the next frame with the new cards, and the main thread's long tasks
 * (over 50 ms) meanwhile: the longest, and all of them together.
 */
function tapMore(label) {
  const button = () =>
    [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === label);
  // The last card shown (the list is in name order, and the last block is
  // always drawn): it changes once the new page's cards are in.
  const lastCard = () => [...document.querySelectorAll('.product-card-name')].at(-1)?.textContent;
  const tasks = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  // The button of the page before may still be on its way out of "Loading…".
  const ready = new Promise((resolveReady, reject) => {
    const since = performance.now();
    const wait = () => {
      const found = button();
      if (found && !found.disabled) resolveReady(found);
      else if (performance.now() - since > 90_000)
        reject(
          new Error(
            `no More button after ${lastCard()}: ${document.querySelector('.text-center.mt-3')?.textContent}`,
          ),
        );
      else setTimeout(wait, 20);
    };
    wait();
  });
  return ready.then(
    (target) =>
      new Promise((resolveTap, reject) => {
        tasks.length = 0;
        const before = lastCard();
        const started = performance.now();
        target.click();
        const check = () => {
          // Done once the button says "More" again (not "Loading…"), or is gone at the list's end.
          const loading = [...document.querySelectorAll('button')].some(
            (b) => b.disabled && b.textContent.trim() === 'Loading…',
          );
          if (lastCard() !== before && !loading) {
            // The frame that shows them.
            requestAnimationFrame(() =>
              setTimeout(() => {
                const ms = performance.now() - started;
                observer.disconnect();
                resolveTap({
                  ms,
                  longestTaskMs: Math.max(0, ...tasks),
                  longTasksMs: tasks.reduce((sum, duration) => sum + duration, 0),
                });
              }, 0),
            );
          } else if (performance.now() - started > 60_000)
            reject(new Error(`More never finished after the card ${before}`));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

async function moreTaps({ browser, origin, products, at }) {
  const page = await browser.newPage();
  await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 1 });
  // No service worker: it would download the whole app for offline use in the middle of the taps.
  await page.evaluateOnNewDocument(() => {
    delete Object.getPrototypeOf(navigator).serviceWorker;
  });
  const cdp = await page.createCDPSession();
  const url = `${origin}/gallery/${SHOP}`;
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('.product-card', { timeout: 60_000 });
  await page.evaluate(growShop, products);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('.product-card', { timeout: 60_000 });
  const results = [];
  let shown = await page.evaluate(() => document.querySelectorAll('.product-card').length);
  for (const cards of at) {
    // Unslowed up to three pages before, as a reader would have scrolled
    // there; the three slowed taps then bring the list to `cards` (the shop
    // holds only 10 products beyond the 3,000 grown, so no tap may overrun it).
    // Scrolled at once: Bootstrap scrolls smoothly, and a tap made while the
    // page still glides would add its cards far below the screen, where the
    // windowed grid (rightly) leaves them undrawn.
    while (shown + 3 * 20 < cards) {
      await page.evaluate(() => {
        const button = [...document.querySelectorAll('button')].find(
          (b) => b.textContent.trim() === 'More products',
        );
        button?.scrollIntoView({ block: 'center', behavior: 'instant' });
      });
      await page.evaluate(tapMore, MORE);
      shown += 20;
    }
    await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent.trim() === 'More products',
      );
      button?.scrollIntoView({ block: 'center', behavior: 'instant' });
    });
    // Three taps from there, slowed: the median, and the longest task of any.
    const taps = [];
    for (let tap = 0; tap < 3; tap += 1) {
      await page.evaluate(() => {
        const button = [...document.querySelectorAll('button')].find(
          (b) => b.textContent.trim() === 'More products',
        );
        button?.scrollIntoView({ block: 'center', behavior: 'instant' });
      });
      await new Promise((done) => setTimeout(done, 300));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
      taps.push(await page.evaluate(tapMore, MORE));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      shown += 20;
    }
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    const figures = {
      cards,
      ms: Math.round(taps.map((tap) => tap.ms).sort((a, b) => a - b)[1]),
      longestTaskMs: Math.round(Math.max(...taps.map((tap) => tap.longestTaskMs))),
      longTasksMs: Math.round(Math.max(...taps.map((tap) => tap.longTasksMs))),
      domNodes,
    };
    results.push(figures);
    console.log(
      `  a tap on More at ${cards} cards: ${figures.ms} ms to the frame that shows them (median of 3), ` +
        `longest task ${figures.longestTaskMs} ms, long tasks ${figures.longTasksMs} ms in a tap at most, ${domNodes} DOM nodes`,
    );
  }
  await page.close();
  return results;
}

async function demoReads({ browser, origin, code, products, orders }) {
  const page = await browser.newPage();
  await page.setBypassCSP(true);
  await page.evaluateOnNewDocument(() => {
    delete Object.getPrototypeOf(navigator).serviceWorker;
  });
  // A page of the origin that starts no backend of its own.
  await page.goto(`${origin}/contact`, { waitUntil: 'load' });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  const figures = await page.evaluate(
    async (source, size) => {
      const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      const { measureScale } = await import(url);
      return measureScale(size);
    },
    code,
    { products, orders },
  );
  await page.close();
  return figures;
}

export async function runScaleBench({ root, dist, built, chromePath }) {
  const distDir = resolve(root, dist);
  if (!built) {
    const { build } = await import('vite');
    process.env.VITE_BACKEND ??= 'demo';
    await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
  }
  console.log('\n=== A town at scale (Chromium, CPU slowed 4×, 390 px) ===');
  const code = await measureModule(root);
  const server = await serve(root, distDir);
  const puppeteer = await puppeteerCore();
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox', ...STANDARD_FLAGS],
  });
  try {
    const taps = await moreTaps({
      browser,
      origin: server.origin,
      products: 3000,
      at: [1000, 3000],
    });
    console.log('  the Demo with 3,000 products in one shop and 3,000 orders of it (median of 5):');
    const demo = await demoReads({
      browser,
      origin: server.origin,
      code,
      products: 3000,
      orders: 3000,
    });
    for (const [name, { now, before, docs }] of Object.entries(demo.reads)) {
      console.log(
        `    ${name.padEnd(38)} ${now.toFixed(1).padStart(7)} ms  (whole collection: ${before.toFixed(1)} ms; ${docs} documents)`,
      );
    }
    console.log(
      `    the admin's export, pages of 200: products ${Math.round(demo.exportMs.products)} ms, orders ${Math.round(demo.exportMs.orders)} ms, CSV of the products ${Math.round(demo.exportMs.csv)} ms`,
    );
    console.log(
      `    the check of a ${demo.spreadsheet.rows}-row spreadsheet: ${Math.round(demo.spreadsheet.totalMs)} ms in all, the page held at most ${Math.round(demo.spreadsheet.longestTaskMs)} ms at a time`,
    );
    await mkdir(join(root, 'bench-results'), { recursive: true });
    await writeFile(
      join(root, 'bench-results/scale.json'),
      `${JSON.stringify({ date: new Date().toISOString(), dist, taps, demo }, null, 2)}\n`,
    );
    console.log('  (written to bench-results/scale.json)');
    return 0;
  } finally {
    await browser.close();
    await server.stop();
  }
}
