// The compare view: up to four randomizers side by side, the same numbers as `tetrolab compare`.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { playground } from './harness.mjs';
import { DESKTOP, PHONE, cli, ready, screenshot } from './views.mjs';

let harness;
before(async () => { harness = await playground(); });
after(async () => { await harness?.close(); });

test('four randomizers side by side, as tetrolab compare measures them', async () => {
  const specs = ['7-bag', 'memoryless', 'tgm1', 'tetrio-classic'];
  const query = specs.map((s) => `vs=${s}`).join('&');
  const page = await harness.open(`index.html?view=compare&seed=3&vs_n=40000&${query}`);
  await ready(page);
  await page.waitForSelector('[data-testid="comparison"]', { timeout: 120_000 });
  await page.waitForSelector('[data-testid="compare-chart-svg"] svg', { timeout: 120_000 });
  const header = await page.$$eval('[data-testid="comparison"] thead th', (ths) => ths.map((th) => th.textContent));
  assert.deepEqual(header, ['metric', ...specs]);
  const expected = JSON.parse(cli(['compare', ...specs, '--seed', '3', '-n', '40000', '--json']).stdout);
  const seeds = await page.$$eval('[data-testid="comparison"] tbody tr', (rows) =>
    rows.find((tr) => tr.firstChild.textContent === 'generator, seed').textContent);
  for (const entry of expected.randomizers) assert.ok(seeds.includes(entry.seed), seeds);
  await screenshot(page, 'compare-desktop', DESKTOP);
  await screenshot(page, 'compare-phone', PHONE);
  assert.deepEqual(page.problems(), []);
});

test('a fifth randomizer in the link is compared and told, not dropped', async () => {
  const specs = ['7-bag', 'memoryless', 'tgm1', 'tetrio-classic', 'nes'];
  const query = specs.map((s) => `vs=${s}`).join('&');
  const page = await harness.open(`index.html?view=compare&seed=3&vs_n=20000&${query}`);
  await ready(page);
  await page.waitForSelector('[data-testid="comparison"]', { timeout: 120_000 });
  const header = await page.$$eval('[data-testid="comparison"] thead th', (ths) => ths.map((th) => th.textContent));
  assert.deepEqual(header, ['metric', ...specs]);
  const told = await page.$eval('[data-testid="compare-overflow"]', (p) => (p.hidden ? '' : p.textContent));
  assert.ok(told.includes('5 randomizers') && told.includes('nes'), told);
  await page.close();
});

test('the chart honours the exact values box, as the table does', async () => {
  const subtitle = async (query) => {
    const page = await harness.open(`index.html?view=compare&seed=3&vs_n=20000&vs=7-bag&vs=memoryless&vs_chart=gap${query}`);
    await ready(page);
    await page.waitForSelector('[data-testid="compare-chart-svg"] svg', { timeout: 120_000 });
    const legend = await page.$eval('[data-testid="compare-chart-svg"] svg', (svg) => svg.textContent);
    await page.close();
    return legend;
  };
  assert.ok(!(await subtitle('')).includes('(exact)'), 'no exact curves with the box unticked');
  assert.ok((await subtitle('&vs_exact=on')).includes('(exact)'), 'exact curves with the box ticked');
});

test('the chart is drawn from the table\'s run: the same seeds, one simulation', async () => {
  const specs = ['7-bag', 'memoryless', 'tgm1', 'nes'];
  const query = specs.map((s) => `vs=${s}`).join('&');
  const page = await harness.open(`index.html?view=compare&seed=3&vs_n=20000&vs_chart=gap&${query}`);
  await ready(page);
  await page.waitForSelector('[data-testid="comparison"]', { timeout: 120_000 });
  await page.waitForSelector('[data-testid="compare-chart-svg"] svg', { timeout: 120_000 });
  const expected = JSON.parse(cli(['compare', ...specs, '--seed', '3', '-n', '20000', '--json']).stdout);
  const chart = await page.$eval('[data-testid="compare-chart-svg"] svg', (svg) => svg.textContent);
  const seeds = expected.randomizers.map((entry) => entry.seed).join(', ');
  assert.ok(chart.includes(`seeds ${seeds}`), `the chart names the table's seeds ${seeds}: ${chart.slice(0, 400)}`);
  assert.deepEqual(page.problems(), []);
  await page.close();
});

test('numbers and ratings are written to the CLI\'s decimals', async () => {
  const specs = ['7-bag', 'memoryless'];
  const query = specs.map((s) => `vs=${s}`).join('&');
  const page = await harness.open(`index.html?view=compare&seed=3&vs_n=20000&${query}`);
  await ready(page);
  await page.waitForSelector('[data-testid="comparison"]', { timeout: 120_000 });
  // `compare`'s table: per randomizer, its columns (two spaces or more apart).
  const lines = cli(['compare', ...specs, '--seed', '3', '-n', '20000']).stdout.split('\n');
  const header = lines[0].split(/ {2,}/);
  const printed = Object.fromEntries(lines.slice(1, 1 + specs.length).map((line) => {
    const cells = line.split(/ {2,}/);
    return [cells[0], Object.fromEntries(header.map((name, i) => [name, cells[i]]))];
  }));
  // A row's label is its first cell's `[data-key]` (the line under it says what it means).
  const shown = await page.$$eval('[data-testid="comparison"] tbody tr', (rows) =>
    rows.map((tr) => [...tr.children].map((cell, i) => (i === 0 ? cell.querySelector('[data-key]') ?? cell : cell).textContent)));
  const cell = (label, column) => shown.find((r) => r[0] === label)[1 + column];
  // Every metric and rating row says what it means under its label.
  const meanings = await page.$$eval('[data-testid="comparison"] tbody th', (ths) => ths.map((th) =>
    [th.querySelector('[data-key]')?.dataset.key, th.querySelector('[data-testid="meaning"]')?.textContent]));
  const rated = meanings.filter(([key]) => key?.startsWith('rating.'));
  assert.deepEqual(rated.map(([key]) => key), ['rating.flood_prevention', 'rating.drought_prevention', 'rating.puzzle_factor']);
  assert.ok(meanings.filter(([key]) => key).every(([, meaning]) => meaning?.length > 20), JSON.stringify(meanings));
  specs.forEach((spec, column) => {
    assert.equal(cell('rating: flood prevention', column), printed[spec]['FLOOD PREVENTION'], spec);
    assert.equal(cell('rating: drought prevention', column), printed[spec]['DROUGHT PREVENTION'], spec);
    assert.equal(cell('rating: puzzle factor', column), printed[spec]['PUZZLE FACTOR'], spec);
    assert.equal(cell('P(repeat)', column).split(' ± ')[0], printed[spec]['P(REPEAT)'], spec);
    assert.equal(cell('H(next | 4)', column).split(' ± ')[0], printed[spec]['H(NEXT | 4)'], spec);
  });
  await page.close();
});

test('the result downloads as compare --json and --csv, and the chart as its SVG; the link can be copied', async () => {
  const specs = ['7-bag', 'tgm1'];
  const query = specs.map((s) => `vs=${s}`).join('&');
  const page = await harness.open(`index.html?view=compare&seed=3&vs_n=20000&${query}`);
  await ready(page);
  await page.waitForSelector('[data-testid="download-json"]', { timeout: 120_000 });
  const fetched = (selector) => page.$eval(selector, async (a) => [a.getAttribute('download'), await (await fetch(a.href)).text()]);
  const [name, text] = await fetched('[data-testid="download-json"]');
  assert.equal(name, 'compare.json');
  const downloaded = JSON.parse(text);
  const expected = JSON.parse(cli(['compare', ...specs, '--seed', '3', '-n', '20000', '--json']).stdout);
  assert.deepEqual(Object.keys(downloaded), Object.keys(expected));
  assert.deepEqual(downloaded.randomizers.map((r) => [r.spec, r.seed]), expected.randomizers.map((r) => [r.spec, r.seed]));
  assert.deepEqual(downloaded.randomizers.map((r) => r.metrics), expected.randomizers.map((r) => r.metrics));
  // The CSV is the library's, as `compare --csv` writes it: byte for byte.
  const [csvName, csv] = await fetched('[data-testid="download-csv"]');
  assert.equal(csvName, 'compare.csv');
  assert.equal(csv, cli(['compare', ...specs, '--seed', '3', '-n', '20000', '--csv']).stdout);
  const [, svg] = await fetched('[data-testid="download-svg"]');
  assert.ok(svg.startsWith('<svg'), svg.slice(0, 40));
  assert.ok(await page.$('[data-testid="copy-link"]'));
  assert.deepEqual(page.problems(), []);
  await page.close();
});
