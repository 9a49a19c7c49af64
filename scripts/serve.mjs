#!/usr/bin/env node
// Why our own: `firebase serve` gives neither HTTPS + HTTP/2 nor brotli, which
// Firebase Hosting uses and Lighthouse must see, and starts slowly.
//
// A small, dependency-free static server for the production build in dist/,
// behaving the way Firebase Hosting serves it, so the end-to-end tests and
// Lighthouse measure what customers will get:
//   - `cleanUrls` as firebase.json sets it: `/catalog` is served from the
//     build's catalog.html (a page per route, see scripts/route-pages.ts) and
//     `/catalog.html` redirects to `/catalog` (and, with `trailingSlash:
//     false`, so does `/catalog/`);
//   - `rewrites` as firebase.json lists them: a route with parameters
//     (`/gallery/*`) gets its own page from dist/_routes, and any other
//     path gets index.html (the router decides),
//     but a missing *file* (anything under /static/, or a path ending in a
//     known file extension such as /robots.txt) gets a real 404 — an HTML
//     page answered for a script or for robots.txt hides bugs and costs SEO;
//   - brotli when the client accepts it, else gzip, for text assets;
//   - /static/** is content-hashed, so it is cached for a year, immutable;
//     the HTML pages are `no-cache`, so a deploy is picked up on the next load;
//   - dotfiles (dist/.vite/manifest.json) are not served, as Firebase's
//     default `ignore: ["**/.*"]` never deploys them;
//   - the custom headers of firebase.json `hosting.headers` (CSP and friends)
//     are applied, matched and ordered as Firebase Hosting does, so a CSP
//     violation shows up in the e2e tests and in Lighthouse, not in
//     production. Two exceptions, because we serve loopback: HSTS is not
//     sent, and over plain http the CSP's `upgrade-insecure-requests` is
//     dropped (it would rewrite our own http:// asset URLs to https://);
//   - `--https`: HTTP/2 over TLS, as Firebase Hosting serves (the bench uses it).
//   - `--quick`: for the end-to-end tests, which measure nothing: files are
//     compressed at fast levels when first asked for, instead of at the
//     highest levels before listening (seconds of both cores, every run).
//
// Usage: node scripts/serve.mjs [--port 4173] [--host 127.0.0.1] [--dir dist]
//                               [--https] [--quick] [--no-firebase-headers] [--verbose]
//        (or PORT / HOST in the environment). `--port 0` picks a free port;
//        the first line printed always carries the real URL.
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { createReadStream, readFileSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { loopbackCertificate } from './tls/loopback-cert.mjs';

const root = resolve(import.meta.dirname, '..');

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    dir: { type: 'string', default: 'dist' },
    'no-firebase-headers': { type: 'boolean', default: false },
    https: { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});

const port = Number(options.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`serve: --port must be an integer 0–65535, got "${options.port}"`);
  process.exit(2);
}
const distDir = resolve(root, options.dir);
const indexPath = join(distDir, 'index.html');

/**
 * Firebase's glob (minimatch) for a header `source`, as a RegExp over the URL
 * path. Supports what hosting configs use: `**`, `*`, `?`, `{a,b}`, `@(a|b)`.
 */
function globToRegExp(glob) {
  const source = glob.startsWith('/') ? glob : `/${glob}`;
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (source.startsWith('/**/', i)) {
      out += '(?:/|/.*/)'; // zero or more whole segments
      i += 3;
    } else if (source.startsWith('/**', i) && i + 3 === source.length) {
      out += '(?:/.*)?';
      i += 2;
    } else if (source.startsWith('**', i)) {
      out += '.*';
      i += 1;
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else if (c === '{') out += '(?:';
    else if (c === '}') out += ')';
    else if (c === ',' && out.lastIndexOf('(?:') > out.lastIndexOf(')')) out += '|';
    else if (c === '@' && source[i + 1] === '(') {
      out += '(?:';
      i += 1;
    } else if (c === '|' || c === '(' || c === ')') out += c;
    else out += c.replace(/[.+^$[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

/** The `hosting` section of firebase.json, or {} without one (plain static serving). */
function loadHostingConfig() {
  let config;
  try {
    config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  } catch {
    return {};
  }
  return (Array.isArray(config.hosting) ? config.hosting[0] : config.hosting) ?? {};
}
const hosting = loadHostingConfig();
/** `cleanUrls`: `/catalog` is served from catalog.html, and `/catalog.html` redirects to `/catalog`. */
const cleanUrls = hosting.cleanUrls === true;
/** `trailingSlash: false`: `/catalog/` redirects to `/catalog`, so each page has one address. */
const dropTrailingSlash = hosting.trailingSlash === false;

/**
 * `hosting.rewrites` from firebase.json as [{ test, destination }], in file
 * order (the first match wins, as on Firebase); without a firebase.json,
 * every path is the app (index.html).
 */
const rewrites = (hosting.rewrites ?? [{ source: '**', destination: '/index.html' }]).flatMap(
  (rule) => {
    if (!rule.destination) return []; // function and Cloud Run rewrites: not served here
    const test = rule.source ? globToRegExp(rule.source) : new RegExp(rule.regex, 'u');
    return [{ test, destination: rule.destination }];
  },
);

/** The file a rewrite rule serves for this path, or null when no rule matches. */
function rewriteFor(pathname) {
  const rule = rewrites.find(({ test }) => test.test(pathname));
  return rule ? fileFor(rule.destination) : null;
}

/** `hosting.headers` from firebase.json as [{ test, headers }], in file order. */
function loadFirebaseHeaders() {
  if (options['no-firebase-headers']) return [];
  return (hosting.headers ?? []).flatMap((rule) => {
    const glob = rule.source ?? rule.glob;
    let test;
    if (glob) test = globToRegExp(glob);
    else if (rule.regex) test = new RegExp(rule.regex, 'u');
    else return [];
    const headers = (rule.headers ?? [])
      .filter(({ key }) => key.toLowerCase() !== 'strict-transport-security')
      .map(({ key, value }) =>
        key.toLowerCase() === 'content-security-policy'
          ? {
              key,
              value: value
                .split(';')
                .map((d) => d.trim())
                .filter((d) => d && (options.https || d !== 'upgrade-insecure-requests'))
                .join('; '),
            }
          : { key, value },
      );
    return [{ test, headers }];
  });
}
const firebaseHeaders = loadFirebaseHeaders();

/** Headers firebase.json sets for this URL path; later rules win, as on Firebase. */
function firebaseHeadersFor(pathname) {
  const out = {};
  for (const rule of firebaseHeaders) {
    if (!rule.test.test(pathname)) continue;
    for (const { key, value } of rule.headers) out[key] = value;
  }
  return out;
}

/** Content types by extension; only these extensions count as "a file was asked for". */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** Types Firebase Hosting compresses: text, and SVG/ICO which compress well. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.ico',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.map',
]);

/**
 * Compressed bodies (promises of), keyed by path, mtime and encoding: files
 * in dist/ change only on a rebuild, so each is compressed once, at the
 * highest levels, and all of them before we start listening (see warmUp) —
 * otherwise the first request for a large chunk would wait for brotli and
 * Lighthouse would measure our compressor instead of the page. `--quick`
 * compresses each file when first asked for, at levels that take milliseconds.
 */
const compressedCache = new Map();
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Which encoding to send, from Accept-Encoding (honouring `;q=0`). */
function pickEncoding(header) {
  if (!header) return null;
  const accepted = new Map();
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

function compressed(file, mtimeMs, encoding) {
  const key = `${file}\0${mtimeMs}\0${encoding}`;
  let body = compressedCache.get(key);
  if (!body) {
    body = readFile(file).then((raw) =>
      encoding === 'br'
        ? brotliAsync(raw, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: options.quick ? 4 : 11,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          })
        : gzipAsync(raw, { level: options.quick ? 6 : 9 }),
    );
    body.catch(() => compressedCache.delete(key)); // retry on the next request
    compressedCache.set(key, body);
  }
  return body;
}

/** Compresses every text file in dist/ up front (in libuv's thread pool, in parallel). */
async function warmUp(dir = distDir) {
  const jobs = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath ?? entry.path, entry.name);
    if (
      relative(distDir, file)
        .split(sep)
        .some((part) => part.startsWith('.'))
    )
      continue;
    if (!COMPRESSIBLE.has(extname(file).toLowerCase())) continue;
    const info = await stat(file);
    for (const encoding of ['br', 'gzip']) jobs.push(compressed(file, info.mtimeMs, encoding));
  }
  await Promise.allSettled(jobs);
}

/** Resolves a URL path to a file inside dist/, or null if it escapes dist or names a dotfile. */
function fileFor(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null; // malformed %-escape
  }
  if (decoded.includes('\0')) return null;
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  if (relative.split(/[/\\]/).some((segment) => segment.startsWith('.'))) return null;
  const file = resolve(distDir, relative);
  if (file !== distDir && !file.startsWith(distDir + sep)) return null;
  return file;
}

async function statFile(file) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

function cacheControlFor(pathname, file) {
  if (pathname.startsWith('/static/')) return 'public, max-age=31536000, immutable';
  if (extname(file) === '.html') return 'no-cache';
  // Other files at the root (robots.txt, icons, the manifest) are not hashed:
  // Firebase Hosting's default of one hour.
  return 'public, max-age=3600';
}

function sendNotFound(req, res) {
  const body = Buffer.from('404 Not Found\n');
  res.writeHead(404, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function sendFile(req, res, pathname, file, info) {
  const ext = extname(file).toLowerCase();
  const headers = {
    'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControlFor(pathname, file),
    'Last-Modified': info.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    ...firebaseHeadersFor(pathname),
  };
  const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(req.headers['accept-encoding']) : null;
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
  headers.ETag = etag;
  if (COMPRESSIBLE.has(ext)) headers.Vary = 'Accept-Encoding';

  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }

  if (encoding) {
    const body = await compressed(file, info.mtimeMs, encoding);
    res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }

  res.writeHead(200, { ...headers, 'Content-Length': info.size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

/** A path that names a file (so a miss is a 404), as opposed to an app route (SPA fallback). */
function looksLikeFile(pathname) {
  if (pathname.startsWith('/static/')) return true;
  return Object.hasOwn(CONTENT_TYPES, extname(pathname).toLowerCase());
}

async function handle(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Length': 0 });
    res.end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  const { pathname } = url;
  if (dropTrailingSlash && pathname.length > 1 && pathname.endsWith('/')) {
    res.writeHead(301, {
      Location: pathname.replace(/\/+$/, '') + url.search,
      'Content-Length': 0,
    });
    res.end();
    return;
  }
  if (cleanUrls && pathname.endsWith('.html')) {
    const clean = pathname.replace(/\.html$/, '').replace(/\/index$/, '/');
    res.writeHead(301, { Location: clean + url.search, 'Content-Length': 0 });
    res.end();
    return;
  }
  const file = fileFor(pathname);
  const info = file && (await statFile(file));
  if (file && info) {
    await sendFile(req, res, pathname, file, info);
    return;
  }
  const page = cleanUrls && file && !pathname.endsWith('/') && `${file}.html`;
  const pageInfo = page && (await statFile(page));
  if (page && pageInfo) {
    await sendFile(req, res, pathname, page, pageInfo);
    return;
  }
  if (file === distDir && pathname.endsWith('/')) {
    // "/" itself (a directory): the app.
  } else if (file === null || looksLikeFile(pathname)) {
    sendNotFound(req, res);
    return;
  }
  const rewritten = file === distDir ? indexPath : rewriteFor(pathname);
  const rewrittenInfo = rewritten && (await statFile(rewritten));
  if (!rewrittenInfo) {
    sendNotFound(req, res);
    return;
  }
  await sendFile(req, res, pathname, rewritten, rewrittenInfo);
}

if (!(await statFile(indexPath))) {
  console.error(`serve: ${indexPath} not found — run \`npx vite build\` first.`);
  process.exit(1);
}

/**
 * `--https`: HTTP/2 over TLS (with HTTP/1.1 for clients that lack it), as
 * Firebase Hosting serves, with a loopback certificate made as the server
 * starts (scripts/tls, see its README). Plain http otherwise.
 */
function makeServer(handler) {
  if (!options.https) return createServer(handler);
  return createSecureServer({ ...loopbackCertificate(), allowHTTP1: true }, handler);
}

const server = makeServer((req, res) => {
  const started = performance.now();
  if (options.verbose) {
    res.on('finish', () => {
      const ms = (performance.now() - started).toFixed(1);
      console.log(`${res.statusCode} ${req.method} ${req.url} ${ms} ms`);
    });
  }
  handle(req, res).catch((error) => {
    console.error('serve: request failed', error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('500 Internal Server Error\n');
  });
});

// Keep-alive sockets would hold `server.close()` open; on a signal we close
// them too, so Playwright's webServer and the bench stop us in milliseconds.
let closing = false;
function shutdown(signal) {
  if (closing) return;
  closing = true;
  if (options.verbose) console.log(`serve: ${signal}, closing`);
  server.close(() => process.exit(0));
  server.closeAllConnections?.(); // http; the HTTP/2 server's sessions are closed below
  for (const session of sessions) session.close();
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

const sessions = new Set();
server.on('session', (session) => {
  sessions.add(session);
  session.once('close', () => sessions.delete(session));
});

server.on('error', (error) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `serve: port ${port} on ${options.host} is already in use.`
      : `serve: ${error.message}`,
  );
  process.exit(1);
});

if (!options.quick) await warmUp();
server.listen(port, options.host, () => {
  const address = server.address();
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const scheme = options.https ? 'https' : 'http';
  console.log(`Serving ${options.dir}/ at ${scheme}://${shownHost}:${address.port}/`);
});
