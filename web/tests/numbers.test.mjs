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

/** The table's row for a metric (its JSON key, the label's tooltip): its cells' texts. */
async function row(page, name) {
  return page.$$eval(`${TABLE} tbody tr`, (rows, wanted) => {
    const found = rows.find((tr) => tr.firstChild.querySelector('[data-key]')?.dataset.key === wanted);
    return found ? [...found.children].map((cell) => cell.textContent) : null;
  }, name);
}

test('exact and measured numbers with errors, their CSV as the CLI writes it, and the chart tetrolab plot draws', async () => {
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
  // The CSV downloads are the library's, as `stats --csv` and `exact --csv` write them.
  const fetched = (selector) => page.$eval(selector, async (a) => [a.getAttribute('download'), await (await fetch(a.href)).text()]);
  const [statsName, statsCsv] = await fetched('[data-testid="download-csv"]');
  assert.equal(statsName, 'stats-7-bag.csv');
  assert.equal(statsCsv, cli(['stats', '7-bag', '--seed', '1', '-n', '100000', '--csv']).stdout);
  const [exactName, exactCsv] = await fetched('[data-testid="download-exact-csv"]');
  assert.equal(exactName, 'exact-7-bag.csv');
  assert.equal(exactCsv, cli(['exact', '7-bag', '--csv']).stdout);
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

test('the exact column follows the view\'s seed, as tetrolab exact SPEC --seed S does', async () => {
  // Seeds each generator takes, whose cycles differ from the power-on seed's.
  for (const [spec, seed] of [['sega', '1'], ['nes', '2'], ['tetrisgym-sps', '123456']]) {
    const page = await harness.open(`index.html?view=numbers&spec=${spec}&seed=${seed}&n=10000`);
    await ready(page);
    await page.waitForSelector(TABLE, { timeout: 120_000 });
    const exact = JSON.parse(cli(['exact', spec, '--seed', seed, '--json']).stdout);
    const [, exactCell] = await row(page, 'repeat_probability');
    assert.ok(Math.abs(Number(exactCell) - exact.repeat_probability) < 1e-6, `${spec}: ${exactCell} vs ${exact.repeat_probability}`);
    const caption = await page.$eval(`${TABLE} caption`, (c) => c.textContent);
    assert.ok(caption.includes(exact.law), caption);
    assert.deepEqual(page.problems(), []);
    await page.close();
  }
});

test('a seed the queue refuses is refused here too, never another seed measured', async () => {
  const page = await harness.open('index.html?view=numbers&spec=nes&seed=1&n=10000');
  await ready(page);
  const refusal = cli(['exact', 'nes', '--seed', '1']).stderr.trim().replace(/^error: nes: /, '');
  const shown = await textUntil(page, '[data-testid="numbers-error"]', (t) => t.length > 0);
  assert.ok(shown.includes(refusal), shown);
  assert.equal(await page.$(TABLE), null, 'no numbers for another seed');
  await page.close();
});

test('game length shows the exact per-game odds for it, and a bad one the library\'s sentence', async () => {
  const page = await harness.open('index.html?view=numbers&spec=7-bag&seed=1&n=10000&game_length=50');
  await ready(page);
  await page.waitForSelector('[data-testid="game-odds"]', { timeout: 120_000 });
  const exact = JSON.parse(cli(['exact', '7-bag', '--game-length', '50', '--json']).stdout);
  const caption = await page.$eval('[data-testid="game-odds"] caption', (c) => c.textContent);
  assert.ok(caption.includes('50 pieces'), caption);
  const iRow = await page.$$eval('[data-testid="game-odds"] tbody tr', (rows) =>
    [...rows.find((tr) => tr.firstChild.textContent === 'I').children].map((c) => c.textContent));
  const header = await page.$$eval('[data-testid="game-odds"] thead th', (ths) => ths.map((th) => th.textContent));
  const at13 = header.indexOf('L ≥ 13');
  assert.ok(Math.abs(Number(iRow[at13]) - exact.game.per_piece.I.p_drought_at_least['13']) < 1e-4, iRow.join(' | '));
  // The row as the CLI's table prints it (its decimals).
  const lines = cli(['exact', '7-bag', '--game-length', '50']).stdout.split('\n');
  const printed = lines.slice(lines.findIndex((line) => line.startsWith('PIECE  L = '))).find((line) => line.startsWith('I  '));
  assert.deepEqual(iRow, printed.trim().split(/ +/));
  for (const bad of ['abc', '-3']) {
    const refused = cli(['exact', '7-bag', '--game-length', bad]).stderr.trim().replace(/^error: /, '');
    await page.$eval('[data-testid="game-length"]', (input) => { input.value = ''; });
    await page.type('[data-testid="game-length"]', bad);
    const shown = await textUntil(page, '[data-testid="numbers-error"]', (t) => t.startsWith(`game_length=${bad}:`));
    assert.ok(!/[{}"]|invalid type/.test(shown), shown);
    // The same sentence as the CLI's, the option spelt as the URL spells it.
    assert.equal(shown.replace(/^game_length=/, '--game-length '), refused.replace(/^--game-length[ =]/, '--game-length '));
  }
  await page.close();
});

test('rows say the library\'s words for each metric, the CLI\'s numbers, and unbounded limits', async () => {
  const page = await harness.open('index.html?view=numbers&spec=memoryless&seed=1&n=10000');
  await ready(page);
  await page.waitForSelector(TABLE, { timeout: 120_000 });
  const labels = await page.$$eval(`${TABLE} tbody [data-key]`, (spans) => spans.map((s) => [s.dataset.key, s.title, s.textContent]));
  const words = await page.evaluate(async () => {
    const { default: init, metric_words: metricWords } = await import('./pkg/tetrolab_web.js');
    await init();
    return JSON.parse(metricWords());
  });
  assert.ok(labels.length > 10);
  for (const [key, title, text] of labels) {
    assert.equal(title, key);
    assert.equal(text, words[key].label, key);
  }
  // Beside each label, one line says what the number means: the library's definition.
  const meanings = await page.$$eval(`${TABLE} tbody th`, (ths) => ths.map((th) =>
    [th.querySelector('[data-key]')?.dataset.key, th.querySelector('[data-testid="meaning"]')?.textContent]));
  assert.equal(meanings.length, labels.length);
  for (const [key, meaning] of meanings) assert.equal(meaning, words[key].definition, key);
  const [, drought] = await row(page, 'drought.max');
  assert.equal(drought, 'unbounded');
  const cells = await page.$$eval(`${TABLE} td`, (tds) => tds.map((td) => td.textContent));
  assert.ok(!cells.some((c) => /e-\d/.test(c)), cells.join(' | '));
  await page.close();
});

test('a witness hundreds of pieces long is folded, the table stays narrow', async () => {
  const page = await harness.open('index.html?view=numbers&spec=sega&seed=1&n=10000');
  await ready(page);
  await page.waitForSelector(TABLE, { timeout: 120_000 });
  const width = await page.$eval(TABLE, (t) => t.getBoundingClientRect().width);
  assert.ok(width < 1200, `the table is ${width} px wide`);
  const exact = JSON.parse(cli(['exact', 'sega', '--seed', '1', '--json']).stdout);
  const [, flood] = await row(page, 'flood.max');
  assert.ok(flood.includes(`${exact.flood.witness.length} pieces`), flood);
  // The full letters are there on demand.
  assert.ok(flood.includes(exact.flood.witness), 'the witness is kept whole');
  await screenshot(page, 'numbers-sega-desktop', DESKTOP);
  await screenshot(page, 'numbers-sega-phone', PHONE);
  await page.close();
});

test('cancel gives the focus back to the control that started the run', async () => {
  const page = await harness.open('index.html?view=numbers&spec=memoryless&seed=1&n=1000');
  await ready(page);
  await page.waitForSelector(TABLE, { timeout: 120_000 });
  await page.click('[data-testid="mc"]', { clickCount: 3 });
  await page.keyboard.type('1e10');
  await page.waitForFunction(() => !document.querySelector('[data-testid="numbers-cancel"]').closest('.job').hidden, { timeout: 60_000 });
  await page.focus('[data-testid="numbers-cancel"]');
  await page.keyboard.press('Enter');
  await textUntil(page, '[data-testid="numbers-status"]', (t) => t.includes('Cancelled'));
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'mc');
  await page.close();
});

test('numbers are written to the CLI\'s decimals for each metric', async () => {
  const page = await harness.open('index.html?view=numbers&spec=7-bag&seed=1&n=100000');
  await ready(page);
  await page.waitForSelector(TABLE, { timeout: 120_000 });
  const text = cli(['stats', '7-bag', '--seed', '1', '-n', '100000']).stdout;
  // `stats`' report: the value before its ± on the line (or table row) that names it.
  const value = (pattern) => text.match(pattern)[1];
  const printed = {
    'conditional_entropy.4': value(/k = 4 {2}(\S+) ±/),
    'gap.variance': value(/\n {2}all +\S+ ± \S+ {2}(\S+) ±/),
    repeat_probability: value(/P\(repeat\) (\S+) ±/),
    'balance.rms_deviation': value(/RMS deviation (\S+) ±/),
  };
  for (const [name, expected] of Object.entries(printed)) {
    const [, , measured] = await row(page, name);
    assert.equal(measured.split(' ± ')[0], expected, `${name}: ${measured}`);
  }
  // The exact column: the same decimals (1/49 to six, the entropy to four).
  const [, repeat] = await row(page, 'repeat_probability');
  assert.equal(repeat, (1 / 49).toFixed(expectedPlaces(printed.repeat_probability)));
  const [, entropy] = await row(page, 'conditional_entropy.4');
  assert.equal(entropy.split('.')[1].length, expectedPlaces(printed['conditional_entropy.4']), entropy);
  await page.close();
});

test('the exact predictability line says exact\'s numbers to its decimals', async () => {
  const page = await harness.open('index.html?view=numbers&spec=tgm1&seed=1&n=100000');
  await ready(page);
  const summary = await textUntil(page, '[data-testid="exact-summary"]', (t) => t.length > 0, 120_000);
  const line = cli(['exact', 'tgm1']).stdout.split('\n').find((l) => l.includes('entropy rate'));
  const [, rate, accuracy] = line.match(/entropy rate (\S+) bits\/piece; best guess right (\S+?)( =|\s)/);
  assert.ok(summary.includes(`entropy_rate: ${rate};`), `${summary} lacks ${rate}`);
  assert.ok(summary.includes(`guess_accuracy: ${accuracy}`), `${summary} lacks ${accuracy}`);
  await page.close();
});

/** The decimals a number was printed with. */
function expectedPlaces(printed) {
  return printed.split('.')[1]?.length ?? 0;
}
