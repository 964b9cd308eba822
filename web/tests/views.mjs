// What the page's browser tests share (not a test file itself): opening the playground at a
// view's address on the harness, waiting for the page to be ready, reading the CLI's
// answer for the same input, and screenshots to look at.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './harness.mjs';

/** Where screenshots go: target/web-screenshots/ at the repository's root. */
export const SCREENSHOTS = join(root, 'target', 'web-screenshots');

/** The binary whose answers the page is checked against (`cargo test` sets TETROLAB_CLI). */
const CLI = process.env.TETROLAB_CLI ?? join(root, 'target', 'release', 'tetrolab');

/** Phone and desktop viewports, as the screenshots are taken. */
export const PHONE = { width: 380, height: 800, deviceScaleFactor: 1 };
export const DESKTOP = { width: 1280, height: 900, deviceScaleFactor: 1 };

/** Waits until the page has loaded the library and shown its first state. */
export async function ready(page) {
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60_000 });
}

/** Waits until an element's text content satisfies `test` (a function of the text). */
export async function textUntil(page, selector, test, timeout = 60_000) {
  const start = Date.now();
  for (;;) {
    const text = await page.$eval(selector, (element) => element.textContent).catch(() => null);
    if (text !== null && test(text)) return text;
    if (Date.now() - start > timeout) throw new Error(`${selector} never matched; its text: ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The full-page screenshot `NAME.png` in target/web-screenshots/, at a viewport. */
export async function screenshot(page, name, viewport = DESKTOP) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.setViewport(viewport);
  await new Promise((resolve) => setTimeout(resolve, 200));
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** The CLI's run: `{ stdout, stderr, status }` of `tetrolab ARGS…`, never throwing. */
export function cli(args, input) {
  try {
    const stdout = execFileSync(CLI, args, { input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] });
    return { stdout, stderr: '', status: 0 };
  } catch (failure) {
    return { stdout: failure.stdout ?? '', stderr: failure.stderr ?? '', status: failure.status };
  }
}

/**
 * Clicks the view `name`'s Cancel once its work has made progress, and checks that the run
 * stopped: the status says so, the bar is gone, and `result` (a selector) shows nothing.
 */
export async function cancelsOnceUnderWay(page, name, result) {
  await page.waitForSelector(`[data-testid="${name}-cancel"]`, { visible: true, timeout: 60_000 });
  await page.waitForFunction((bar) => document.querySelector(bar).value > 0, { timeout: 120_000 }, `[data-testid="${name}-progress"]`);
  await page.click(`[data-testid="${name}-cancel"]`);
  const status = await textUntil(page, `[data-testid="${name}-status"]`, (t) => t.length > 0);
  assert.match(status, /Cancelled/);
  assert.equal(await page.$eval(`[data-testid="${name}-progress"]`, (bar) => bar.closest('.job').hidden), true);
  assert.equal(await page.$eval(result, (t) => t.textContent), '');
  assert.deepEqual(page.problems(), []);
}
