// The catalog view: every catalog randomizer in one table, exact where a chain exists and
// measured (marked estimated, with its sample size) elsewhere, as `compare --exact` gives them;
// headers sort by mouse and keyboard with aria-sort; a row opens its numbers; the CSV is
// `compare --exact --csv`; Cancel stops the run; the table scrolls with a hint on a phone.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { playground } from './harness.mjs';
import { DESKTOP, PHONE, cancelsOnceUnderWay, cli, ready, screenshot } from './views.mjs';

let harness;
before(async () => { harness = await playground(); });
after(async () => { await harness?.close(); });

const TABLE = '[data-testid="catalog"]';
const RUN = ['--seed', '3', '-n', '7000'];
const ADDRESS = 'index.html?view=catalog&seed=3&cat_n=7000';

/** The table's rows: each cell's text, the first being the spec. */
function rows(page) {
  return page.$$eval(`${TABLE} tbody tr`, (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
}

/** A column's index by its header's sort button. */
function columnOf(page, key) {
  return page.$$eval(`${TABLE} thead th`, (ths, wanted) => ths.findIndex((th) => th.querySelector(`[data-testid="sort-${wanted}"]`)), key);
}

test('every catalog randomizer, exact where a chain exists and estimated elsewhere, as compare --exact', async () => {
  const page = await harness.open(ADDRESS);
  await ready(page);
  await page.waitForSelector(TABLE, { timeout: 300_000 });
  const expected = JSON.parse(cli(['compare', '--exact', ...RUN, '--json']).stdout);
  const names = JSON.parse(cli(['list', '--json']).stdout).map((e) => e.name);
  const shown = await rows(page);
  assert.deepEqual(shown.map((r) => r[0]), names);
  assert.deepEqual(expected.randomizers.map((r) => r.spec), names);
  const drought = await columnOf(page, 'drought.max');
  const repeat = await columnOf(page, 'repeat_probability');
  const row = (spec) => shown.find((r) => r[0] === spec);
  // 7-bag's chain: twelve at most, and P(repeat) = 1/49 to the library's six decimals.
  assert.equal(row('7-bag')[drought], '12');
  assert.equal(row('7-bag')[repeat], (1 / 49).toFixed(6));
  assert.equal(row('memoryless')[drought], 'unbounded');
  // NES has no chain here (its own generator): measured, marked, with its sample size.
  const nes = expected.randomizers.find((r) => r.spec === 'nes');
  assert.equal(nes.exact, undefined);
  assert.equal(row('nes')[drought], `≈ ${nes.metrics['drought.max'].value}`);
  assert.equal(row('nes')[1], 'estimated from 7,000 pieces');
  assert.equal(row('7-bag')[1], 'exact');
  const title = await page.$$eval(`${TABLE} tbody tr`, (trs, [i]) =>
    trs.find((tr) => tr.firstChild.textContent === 'nes').children[i].querySelector('span').title, [drought]);
  assert.ok(title.startsWith('estimated from 7,000 pieces'), title);
  // Headers are the library's words for each metric, the key in a tooltip.
  const words = await page.$eval(`${TABLE} thead th:nth-child(${drought + 1}) [data-key]`, (s) => [s.dataset.key, s.title, s.textContent]);
  assert.deepEqual(words, ['drought.max', 'drought.max', 'longest drought']);
  // Under the table, a line for what each column means: the library's definition.
  const meanings = await page.$$eval('[data-testid="catalog-meanings"] [data-testid="meaning"]', (spans) => spans.map((s) => s.textContent));
  const library = await page.evaluate(async () => {
    const { default: init, metric_words: metricWords } = await import('./pkg/tetrolab_web.js');
    await init();
    return JSON.parse(metricWords());
  });
  assert.equal(meanings.length, 7);
  assert.equal(meanings[0], `longest drought: ${library['drought.max'].definition}`);
  assert.ok(meanings[6].startsWith(`rating: puzzle factor: ${library['rating.puzzle_factor'].definition}`), meanings[6]);
  // The CSV is the library's: compare --exact --csv, byte for byte.
  const csv = await page.$eval('[data-testid="download-csv"]', async (a) => (await fetch(a.href)).text());
  assert.equal(csv, cli(['compare', '--exact', ...RUN, '--csv']).stdout);
  await screenshot(page, 'catalog-desktop', DESKTOP);
  assert.deepEqual(page.problems(), []);
  await page.close();
});

test('headers sort by click and by keyboard, and say so with aria-sort', async () => {
  const page = await harness.open(ADDRESS);
  await ready(page);
  await page.waitForSelector(TABLE, { timeout: 300_000 });
  const drought = await columnOf(page, 'drought.max');
  const sortOf = () => page.$eval(`${TABLE} thead th:nth-child(${drought + 1})`, (th) => th.getAttribute('aria-sort'));
  assert.equal(await sortOf(), 'none');
  await page.click('[data-testid="sort-drought.max"]');
  assert.equal(await sortOf(), 'descending');
  const value = (cell) => (cell === 'unbounded' ? Infinity : Number(cell.replace('≈ ', '')));
  const descending = (await rows(page)).map((r) => value(r[drought]));
  assert.deepEqual(descending, [...descending].sort((a, b) => b - a));
  assert.equal(descending[0], Infinity);
  // The button keeps the focus, and Enter sorts the other way.
  assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'sort-drought.max');
  await page.keyboard.press('Enter');
  assert.equal(await sortOf(), 'ascending');
  const ascending = await rows(page);
  assert.deepEqual(ascending.map((r) => value(r[drought])), [...descending].reverse());
  // Equal values keep the names' order: 7-bag is the first of the twelves.
  assert.equal(ascending[0][0], '7-bag');
  await page.close();
});

test("clicking a row opens that randomizer's numbers", async () => {
  const page = await harness.open(ADDRESS);
  await ready(page);
  await page.waitForSelector(TABLE, { timeout: 300_000 });
  const repeat = await columnOf(page, 'repeat_probability');
  await page.$$eval(`${TABLE} tbody tr`, (trs, i) => trs.find((tr) => tr.firstChild.textContent === 'tgm1').children[i].click(), repeat);
  // The numbers view is the default, so its address names no view.
  await page.waitForFunction(() => new URL(location.href).searchParams.get('spec') === 'tgm1');
  assert.equal(new URL(page.url()).searchParams.get('view'), null);
  assert.equal(await page.$eval('[data-testid="view-numbers"]', (s) => s.hidden), false);
  await page.close();
});

test('Cancel stops the catalog run and shows no table', async () => {
  const page = await harness.open('index.html?view=catalog&seed=3&cat_n=1e10');
  await ready(page);
  await cancelsOnceUnderWay(page, 'catalog', '[data-testid="catalog-table"]');
  await page.close();
});

test('380 px wide: the catalog scrolls sideways with a hint, the page does not', async () => {
  const page = await harness.open(ADDRESS, { viewport: PHONE });
  await ready(page);
  await page.waitForSelector(TABLE, { timeout: 300_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
  const hint = await page.$eval('#catalog-table [data-testid="scroll-hint"]', (p) => p.hidden);
  assert.equal(hint, false);
  await screenshot(page, 'catalog-phone', PHONE);
  await page.close();
});
