// The design view: a space's Pareto front as `tetrolab frontier --json` gives it, key for key, and
// the scatter `plot frontier` draws; a front design opens its numbers (by mouse and by keyboard);
// a bad bound shows the library's sentence; Cancel stops the worker; 380 px wide it still reads.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { playground } from './harness.mjs';
import { DESKTOP, PHONE, cancelsOnceUnderWay, cli, ready, screenshot, textUntil } from './views.mjs';

/** A small space: three laws of history, two bags, memoryless (`7-bag` and `bag` share a law). */
const SPACE = ['7-bag', '14-bag', 'memoryless', 'bag', 'history:size=1..3:1,rolls=2..5:2'];
const OBJECTIVES = ['drought.max', 'guess_accuracy'];

/**
 * Asserts two JSON values the same key for key: texts, booleans and nulls equal, numbers to 12
 * significant digits (the library's sums of one exact answer can differ in the last bit from
 * run to run: its order of summation is not fixed).
 */
function assertSame(shown, expected, path = '') {
  if (typeof expected === 'number' && typeof shown === 'number') {
    assert.ok(Math.abs(shown - expected) <= 1e-12 * Math.max(1, Math.abs(expected)), `${path}: ${shown} != ${expected}`);
  } else if (expected && typeof expected === 'object' && shown && typeof shown === 'object') {
    assert.deepEqual(Object.keys(shown), Object.keys(expected), path);
    for (const key of Object.keys(expected)) assertSame(shown[key], expected[key], `${path}.${key}`);
  } else {
    assert.equal(shown, expected, path);
  }
}

/** The view's address for SPACE judged on OBJECTIVES, with `extra` query text. */
function address(extra = '') {
  const query = [
    'view=design',
    ...SPACE.map((t) => `space=${encodeURIComponent(t)}`),
    ...OBJECTIVES.map((o) => `minimize=${o}`),
  ].join('&');
  return `index.html?${query}${extra}`;
}

let harness;
before(async () => { harness = await playground(); });
after(async () => { await harness?.close(); });

test("the front is frontier --json's, key for key, and the chart is plot frontier's", async () => {
  const page = await harness.open(address());
  await ready(page);
  await page.waitForSelector('[data-testid="design-front"]', { timeout: 120_000 });
  await page.waitForSelector('[data-testid="design-chart-svg"] svg', { timeout: 120_000 });
  const flags = ['--space', ...SPACE, '--minimize', OBJECTIVES.join(',')];
  const expected = JSON.parse(cli(['frontier', ...flags, '--json']).stdout);
  const [name, text] = await page.$eval('[data-testid="download-json"]',
    async (a) => [a.getAttribute('download'), await (await fetch(a.href)).text()]);
  assert.equal(name, 'frontier.json');
  assertSame(JSON.parse(text), expected);
  const drawn = cli(['plot', 'frontier', ...flags, '--out', '-']).stdout;
  const shownText = await page.$eval('[data-testid="design-chart-svg"] svg', (svg) => svg.textContent);
  const drawnText = await page.evaluate((text) =>
    new DOMParser().parseFromString(text, 'image/svg+xml').documentElement.textContent, drawn);
  assert.equal(shownText, drawnText);
  const [, downloaded] = await page.$eval('[data-testid="download-svg"]',
    async (a) => [a.getAttribute('download'), await (await fetch(a.href)).text()]);
  assert.equal(downloaded, drawn, 'the SVG downloaded is plot frontier\'s, byte for byte');
  // The table: the front's specs in the JSON's order, with what each gives up as the text says it.
  const rows = await page.$$eval('[data-testid="design-front"] tbody tr', (trs) =>
    trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
  const front = expected.designs.filter((d) => d.front);
  assert.deepEqual(rows.map((r) => r[0]), front.map((d) => d.spec));
  const printed = cli(['frontier', ...flags]).stdout;
  for (const row of rows) {
    assert.ok(printed.includes(row.at(-1)), `${row.at(-1)} in ${printed}`);
    for (const cell of row.slice(2, 2 + OBJECTIVES.length)) assert.ok(printed.includes(cell), `${cell} in ${printed}`);
  }
  const summary = await page.$eval('[data-testid="design-summary"]', (p) => p.textContent);
  assert.ok(summary.startsWith(`${expected.designs_in_space} designs in the space, ${expected.laws_evaluated} laws`), summary);
  assert.ok(await page.$('[data-testid="copy-link"]'));
  await screenshot(page, 'design-desktop', DESKTOP);
  assert.deepEqual(page.problems(), []);
  await page.close();
});

test("a front design opens its numbers, by a click and from the keyboard", async () => {
  const page = await harness.open(address());
  await ready(page);
  await page.waitForSelector('[data-testid="design-front"] a', { timeout: 120_000 });
  // The second front design (the first is 7-bag, the page's default spec).
  const second = '[data-testid="design-front"] tbody tr:nth-child(2) a';
  const spec = await page.$eval(second, (a) => a.textContent);
  assert.notEqual(spec, '7-bag');
  await page.click(second);
  await page.waitForSelector('[data-testid="view-numbers"]:not([hidden])');
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('view'), null, 'numbers is the default view');
  assert.equal(url.searchParams.get('spec'), spec);
  assert.equal(await page.$eval('[data-testid="spec"]', (input) => input.value), spec);
  await page.waitForFunction(() => document.querySelector('[data-testid="numbers"]').textContent.includes('exact'), { timeout: 120_000 });
  assert.equal(await page.evaluate(() => document.activeElement.id), 'tab-numbers');
  // Back to the design view, then the same by keyboard: focus the link, press Enter.
  await page.goBack();
  await page.waitForSelector('[data-testid="design-front"] a', { timeout: 120_000 });
  const links = await page.$$eval('[data-testid="design-front"] tbody tr a', (as) => as.map((a) => a.textContent));
  const last = links.at(-1);
  await page.focus(`[data-testid="design-front"] tbody tr:nth-child(${links.length}) a`);
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid="view-numbers"]:not([hidden])');
  assert.equal(new URL(page.url()).searchParams.get('spec'), last);
  assert.deepEqual(page.problems(), []);
  await page.close();
});

test("a point of the scatter opens its design's numbers", async () => {
  const page = await harness.open(address());
  await ready(page);
  await page.waitForSelector('#design-chart circle title', { timeout: 120_000 });
  // A titled point that is not the page's default spec, and not drawn under another point.
  const spec = await page.evaluate(() => {
    for (const title of document.querySelectorAll('#design-chart circle title')) {
      const circle = title.parentElement;
      circle.scrollIntoView({ block: 'center', inline: 'center' });
      const box = circle.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      if (title.textContent !== '7-bag' && top?.closest('circle')?.querySelector('title')?.textContent === title.textContent) {
        circle.setAttribute('data-clicked', '');
        return title.textContent;
      }
    }
    return null;
  });
  assert.ok(spec, 'a point to click');
  await page.click('#design-chart circle[data-clicked]');
  await page.waitForSelector('[data-testid="view-numbers"]:not([hidden])');
  assert.equal(new URL(page.url()).searchParams.get('spec'), spec);
  assert.equal(await page.$eval('[data-testid="spec"]', (input) => input.value), spec);
  assert.deepEqual(page.problems(), []);
  await page.close();
});

test("a bad bound shows the library's sentence", async () => {
  const page = await harness.open(address(`&where=${encodeURIComponent('drought.max<<3')}`));
  await ready(page);
  const shown = await textUntil(page, '[data-testid="design-error"]', (t) => t.length > 0, 60_000);
  const refusal = cli(['frontier', '--space', ...SPACE, '--where', 'drought.max<<3']).stderr.trim();
  const reason = refusal.slice(refusal.indexOf('drought.max<<3: ') + 'drought.max<<3: '.length);
  assert.equal(shown, `where=drought.max<<3: ${reason}`);
  await page.close();
});

test('the objectives and axes are built from the library, and choosing them reruns and rewrites the link', async () => {
  const page = await harness.open(address());
  await ready(page);
  await page.waitForSelector('[data-testid="design-front"]', { timeout: 120_000 });
  const offered = await page.$$eval('[data-testid="design-objectives"] select[data-testid]', (selects) => selects.map((s) => s.dataset.testid));
  assert.ok(offered.includes('objective-repeat_probability') && offered.includes('objective-drought.p_at_least.L'), offered.join(' '));
  await page.select('[data-testid="objective-repeat_probability"]', 'minimize');
  await page.waitForFunction(() => new URL(location.href).searchParams.getAll('minimize').includes('repeat_probability'));
  await page.waitForSelector('[data-testid="design-x"] option[value="repeat_probability"]');
  const axes = await page.$$eval('[data-testid="design-x"] option', (options) => options.map((o) => o.value));
  assert.deepEqual(axes, ['drought.max', 'repeat_probability', 'guess_accuracy']);
  await page.select('[data-testid="design-y"]', 'repeat_probability');
  await page.waitForFunction(() => document.querySelector('[data-testid="design-chart-svg"] svg')?.textContent.includes('repeat_probability against drought.max'), { timeout: 120_000 });
  assert.equal(new URL(page.url()).searchParams.get('y'), 'repeat_probability');
  const legend = await page.$eval('[data-testid="design-chart-svg"] svg', (svg) => svg.textContent);
  assert.ok(legend.includes('on the front (of 3 objectives)'), legend);
  await page.close();
});

test("Cancel stops the evaluation and ends the worker", async () => {
  // The library's full default space: far longer than the test waits.
  const page = await harness.open('index.html?view=design&space=');
  await ready(page);
  await cancelsOnceUnderWay(page, 'design', '[data-testid="design-table"]');
  await page.close();
});

test('380 px wide: the front table scrolls with its hint and the chart text is readable', async () => {
  const page = await harness.open(address(), { viewport: PHONE });
  await ready(page);
  await page.waitForSelector('[data-testid="design-chart-svg"] svg', { timeout: 120_000 });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const layout = await page.$eval('[data-testid="design-front"]', (table) => {
    const wrap = table.closest('.table-wrap');
    const hint = wrap.parentElement.querySelector('[data-testid="scroll-hint"]');
    const page = document.documentElement;
    return {
      fits: page.scrollWidth <= page.clientWidth,
      hinted: wrap.scrollWidth <= wrap.clientWidth || (Boolean(hint) && !hint.hidden),
    };
  });
  assert.deepEqual(layout, { fits: true, hinted: true });
  const smallest = await page.$eval('[data-testid="design-chart-svg"] svg', (svg) => {
    const drawn = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    return Math.min(...[...svg.querySelectorAll('text')].map((t) => parseFloat(t.getAttribute('font-size')) * drawn));
  });
  assert.ok(smallest >= 11, `the chart's smallest text is drawn ${smallest.toFixed(1)} px high`);
  await screenshot(page, 'design-phone', PHONE);
  assert.deepEqual(page.problems(), []);
  await page.close();
});
