// The browser tests' harness: the playground served by `tetrolab serve`
// and opened in the system's headless Chromium (puppeteer-core, which
// downloads no browser), with every console error, failed request and
// request to another origin collected, and everything closed after.
//
//   import { playground } from './harness.mjs';
//   const pg = await playground();           // in a `before` hook
//   const page = await pg.open('index.html?spec=tetrio-7-bag&seed=191836487&count=14');
//   ... assert on page; assert.deepEqual(page.problems(), []);
//   await pg.close();                        // in an `after` hook
//
// Environment: TETROLAB_CLI, the `tetrolab` binary (cargo test sets it;
// by default target/release/tetrolab, then target/debug/tetrolab);
// CHROMIUM, the browser (default /usr/bin/chromium); TETROLAB_WEB_DIST,
// the built site (default web/dist, made by web/build.sh).

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';

/** The repository's root folder. */
export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The `tetrolab` binary the tests serve with. */
function cli() {
  const candidates = [
    process.env.TETROLAB_CLI,
    join(root, 'target/release/tetrolab'),
    join(root, 'target/debug/tetrolab'),
  ].filter(Boolean);
  const found = candidates.find((c) => existsSync(c));
  if (!found) {
    throw new Error(`no tetrolab binary (tried ${candidates.join(', ')}): build it with cargo build --release, or set TETROLAB_CLI`);
  }
  return found;
}

/**
 * `tetrolab serve --port 0 --dir DIST`, started and ready.
 * @returns {Promise<{url: string, close: () => void}>} the base URL (ending in /).
 */
export async function serve(dist = process.env.TETROLAB_WEB_DIST ?? join(root, 'web/dist')) {
  const server = spawn(cli(), ['serve', '--port', '0', '--dir', dist], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  server.stderr.on('data', (chunk) => { stderr += chunk; });
  const lines = createInterface({ input: server.stdout });
  const url = await new Promise((ok, fail) => {
    lines.once('line', (line) => {
      const found = line.match(/http:\/\/\S+\//);
      if (found) ok(found[0]); else fail(new Error(`tetrolab serve said: ${line}`));
    });
    server.once('exit', (code) => fail(new Error(`tetrolab serve exited with ${code}: ${stderr.trim()}`)));
  });
  return { url, close: () => server.kill() };
}

/** Headless Chromium with a fresh profile, and a function that closes it and removes the profile. */
export async function launch() {
  const profile = mkdtempSync(join(tmpdir(), 'tetrolab-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--disable-quic', `--user-data-dir=${profile}`,
    ],
  });
  const close = async () => {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { browser, close };
}

/**
 * The playground served and a browser to open it in.
 * `open(path)` loads a page (path relative to the site, e.g.
 * `index.html?spec=7-bag`), waits for the network to settle, and gives the
 * puppeteer page with `problems()`: the console errors, uncaught
 * exceptions, failed requests and requests to any other origin so far.
 */
export async function playground() {
  const server = await serve();
  let browser;
  try {
    browser = await launch();
  } catch (e) {
    server.close();
    throw e;
  }
  const origin = new URL(server.url).origin;
  const open = async (path = 'index.html', { viewport = { width: 1280, height: 900 } } = {}) => {
    const page = await browser.browser.newPage();
    await page.setViewport(viewport);
    const found = [];
    page.on('console', (m) => { if (m.type() === 'error') found.push(`console error: ${m.text()}`); });
    page.on('pageerror', (e) => found.push(`uncaught: ${e.message}`));
    page.on('requestfailed', (r) => found.push(`request failed: ${r.url()} (${r.failure()?.errorText})`));
    page.on('response', (r) => { if (r.status() >= 400) found.push(`HTTP ${r.status()}: ${r.url()}`); });
    page.on('request', (r) => {
      const url = r.url();
      if (/^https?:/.test(url) && new URL(url).origin !== origin) found.push(`external request: ${url}`);
    });
    page.problems = () => [...found];
    await page.goto(new URL(path, server.url).href, { waitUntil: 'networkidle0' });
    return page;
  };
  const close = async () => {
    try { await browser.close(); } finally { server.close(); }
  };
  return { url: server.url, browser: browser.browser, open, close };
}
