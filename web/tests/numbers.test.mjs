// The numbers and charts view: exact beside measured, with the library's standard errors and
// definitions; changing a parameter reruns both and the chart, and rewrites the URL; the Monte
// Carlo runs in a worker whose progress moves and whose cancel button stops it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { playground } from './harness.mjs';
import { DESKTOP, PHONE, cli, ready, screenshot, textUntil } from './views.mjs';

let harness;
before(async () => { harness = await playground(); });
after(async () => { await harness?.close(); });

const TABLE = '[data-testid="numbers-table"]';
const CHART = '[data-testid="chart-svg"]';

/** The table's row for a metric: its cells' texts. */
async function row(page, name) {
  return page.$$eval(`${TABLE} tbody tr`, (rows, wanted) => {
    const found = rows.find((tr) => tr.firstChild.textContent === wanted);
    return found ? [...found.children].map((cell) => cell.textContent) : null;
  }, name);
}

test('exact and measured numbers with errors, and the chart tetrolab plot draws', async () => {
  const page = await harness.open('index.html?view=numbers&spec=7-bag&seed=1&n=100000&chart=gap');
  await ready(page);
  await page.waitForSelector(`${TABLE}`, { timeout: 120_000 });
  await page.waitForSelector(`${CHART} svg`, { timeout: 120_000 });
  const stats = JSON.parse(cli(['stats', '7-bag', '--seed', '1', '-n', '100000', '--json']).stdout);
  const exact = JSON.parse(cli(['exact', '7-bag', '--json']).stdout);
  const [, exactCell, measured] = await row(page, 'repeat_probability');
  const [value, error] = measured.split(' ± ').map(Number);
  // Same seed and count as the CLI: the same measurement, rounded to its error.
  assert.ok(Math.abs(value - stats.repeat_probability) <= stats.standard_errors.repeat_probability, measured);
  // The error is written to two significant digits: within 5 % of the JSON's.
  assert.ok(Math.abs(error - stats.standard_errors.repeat_probability) <= 0.051 * stats.standard_errors.repeat_probability, measured);
  assert.ok(Math.abs(Number(exactCell) - exact.repeat_probability) < 1e-5, exactCell);
  const caption = await page.$eval(`${TABLE} caption`, (c) => c.textContent);
  assert.ok(caption.includes('100,000 pieces'), caption);
  // The library's definitions are shown as it words them.
  const definitions = await page.$eval('[data-testid="definitions"]', (d) => d.textContent);
  assert.ok(definitions.includes(stats.definitions.gap), definitions);
  // The chart is the one `tetrolab plot gap` draws for the same arguments.
  const svg = await page.$eval(CHART, (figure) => figure.innerHTML);
  const plotted = cli(['plot', 'gap', '7-bag', '--seed', '1', '-n', '100000', '-o', '-']).stdout;
  // Compared as the DOM writes both (it closes empty elements as <rect></rect>).
  const reserialised = await page.evaluate((text) => {
    const box = document.createElement('div');
    box.innerHTML = text.trim();
    return box.innerHTML;
  }, plotted);
  assert.equal(svg.trim(), reserialised);
  await screenshot(page, 'numbers-desktop', DESKTOP);
  await screenshot(page, 'numbers-phone', PHONE);
  assert.deepEqual(page.problems(), []);
});

test('changing a parameter updates the numbers, the chart and the URL', async () => {
  const page = await harness.open('index.html?view=numbers&spec=bag&seed=1&n=50000&chart=histogram');
  await ready(page);
  await page.waitForSelector(`${CHART} svg`, { timeout: 120_000 });
  const beforeRow = await row(page, 'frequency.I');
  const beforeSvg = await page.$eval(CHART, (figure) => figure.innerHTML);
  await page.type('[data-testid="param-contents"]', 'IIJLOSTZ');
  await page.waitForFunction((selector, old) => {
    const figure = document.querySelector(selector);
    return figure.querySelector('svg') && figure.innerHTML !== old;
  }, { timeout: 120_000 }, CHART, beforeSvg);
  const afterRow = await row(page, 'frequency.I');
  assert.notDeepEqual(afterRow, beforeRow);
  // Two I in eight: the exact column says 1/4.
  const stats = JSON.parse(cli(['exact', 'bag:contents=IIJLOSTZ', '--json']).stdout);
  assert.ok(Math.abs(Number(afterRow[1]) - stats.frequency.I) < 1e-5, afterRow.join(' | '));
  assert.equal(new URL(page.url()).searchParams.get('spec'), 'bag:contents=IIJLOSTZ');
});

test('the worker\'s progress moves, the page stays responsive, and cancel stops it', async () => {
  const page = await harness.open('index.html?view=numbers&spec=memoryless&seed=1&n=1e10');
  await ready(page);
  const bar = '[data-testid="numbers-progress"]';
  await page.waitForFunction((s) => document.querySelector(s)?.value > 0, { timeout: 120_000 }, bar);
  const first = await page.$eval(bar, (p) => p.value);
  await page.waitForFunction((s, v) => document.querySelector(s).value > v, { timeout: 120_000 }, bar, first);
  // The page's own thread answers while the worker counts.
  const lag = await page.evaluate(() => new Promise((resolve) => {
    const start = performance.now();
    setTimeout(() => resolve(performance.now() - start), 0);
  }));
  assert.ok(lag < 1000, `a zero-delay timer waited ${lag} ms`);
  assert.equal(page.workers().length, 1, 'one worker measures');
  await page.click('[data-testid="numbers-cancel"]');
  await textUntil(page, '[data-testid="numbers-status"]', (t) => t.includes('Cancelled'));
  assert.equal(await page.$eval(bar, (p) => p.closest('.job').hidden), true);
  const stopped = await page.$eval(bar, (p) => p.value);
  await new Promise((resolve) => setTimeout(resolve, 500));
  assert.equal(await page.$eval(bar, (p) => p.value), stopped, 'no progress after cancel');
  assert.equal(await page.$(TABLE), null, 'no numbers from a cancelled run');
  for (let waited = 0; page.workers().length > 0 && waited < 5000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.equal(page.workers().length, 0, 'the worker is gone');
});
