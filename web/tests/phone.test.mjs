// The page on a phone, 380 px wide: a table wider than the screen scrolls and says so, every
// column of it can be scrolled into view, and a chart's text is drawn at 11 px or more.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { playground } from './harness.mjs';
import { PHONE, ready, screenshot } from './views.mjs';

let harness;
before(async () => { harness = await playground(); });
after(async () => { await harness?.close(); });

/** The smallest text of the chart in `figure`, in CSS pixels as drawn on the screen. */
function smallestText(page, figure) {
  return page.$eval(`${figure} svg`, (svg) => {
    const drawn = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const sizes = [...svg.querySelectorAll('text')].map((t) => parseFloat(t.getAttribute('font-size')) * drawn);
    return Math.min(...sizes);
  });
}

/**
 * For the table `selector`: whether its box scrolls sideways, whether the scroll hint is shown,
 * and, scrolled to the end, whether its last header cell lies on the screen.
 */
function scrolling(page, selector) {
  return page.$eval(selector, (table) => {
    const wrap = table.closest('.table-wrap');
    const hint = wrap.parentElement.querySelector('[data-testid="scroll-hint"]');
    const overflows = wrap.scrollWidth > wrap.clientWidth;
    const scrolls = getComputedStyle(wrap).overflowX === 'auto';
    const hinted = Boolean(hint) && !hint.hidden && hint.getBoundingClientRect().height > 0;
    wrap.scrollLeft = wrap.scrollWidth;
    const last = [...table.querySelectorAll('thead th')].at(-1).getBoundingClientRect();
    const onScreen = last.left >= 0 && last.right <= document.documentElement.clientWidth;
    wrap.scrollLeft = 0;
    return { overflows, scrolls, hinted, onScreen };
  });
}

test('compare at 380 px: its table scrolls with a hint to every column, its chart text is readable', async () => {
  const specs = ['7-bag', 'memoryless', 'tgm1', 'tetrio-classic'];
  const query = specs.map((s) => `vs=${s}`).join('&');
  const page = await harness.open(`index.html?view=compare&seed=3&vs_n=20000&${query}`, { viewport: PHONE });
  await ready(page);
  await page.waitForSelector('[data-testid="comparison"]', { timeout: 120_000 });
  await page.waitForSelector('[data-testid="compare-chart-svg"] svg', { timeout: 120_000 });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const table = await scrolling(page, '[data-testid="comparison"]');
  assert.deepEqual(table, { overflows: true, scrolls: true, hinted: true, onScreen: true });
  const smallest = await smallestText(page, '[data-testid="compare-chart-svg"]');
  assert.ok(smallest >= 11, `the chart's smallest text is drawn ${smallest.toFixed(1)} px high`);
  await screenshot(page, 'phone-compare', PHONE);
  assert.deepEqual(page.problems(), []);
  await page.close();
});

test('numbers at 380 px: the chart text is readable, and a table that fits has no hint', async () => {
  const page = await harness.open('index.html?spec=7-bag&seed=1&n=20000', { viewport: PHONE });
  await ready(page);
  await page.waitForSelector('[data-testid="chart-svg"] svg', { timeout: 120_000 });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const smallest = await smallestText(page, '[data-testid="chart-svg"]');
  assert.ok(smallest >= 11, `the chart's smallest text is drawn ${smallest.toFixed(1)} px high`);
  // The picker's wide desktop table is not here; the queue's pieces wrap. Each table either fits
  // or says it scrolls.
  const tables = await page.$$eval('.table-wrap', (wraps) => wraps.map((wrap) => {
    const hint = wrap.parentElement.querySelector('[data-testid="scroll-hint"]');
    return { overflows: wrap.scrollWidth > wrap.clientWidth, hinted: Boolean(hint) && !hint.hidden };
  }));
  assert.ok(tables.length > 0);
  for (const t of tables) assert.equal(t.hinted, t.overflows, JSON.stringify(tables));
  await screenshot(page, 'phone-numbers', PHONE);
  assert.deepEqual(page.problems(), []);
  await page.close();
});
