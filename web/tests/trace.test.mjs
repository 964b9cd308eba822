// The trace view: the queue's pieces with the randomizer's state after each, as `tetrolab
// trace` prints them — heading, columns and rows as its text, downloads as its text, --csv and
// --json byte for byte, each written when its link is clicked, in the worker with Cancel; a
// replaced download's URL is revoked; a refused count gets the library's
// sentence; and the view fits a 380 px phone.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { playground } from './harness.mjs';
import { DESKTOP, PHONE, cli, ready, screenshot, textUntil } from './views.mjs';

/** Seed 002's weighted randomizer at d = 0.8, whose weights go negative (issue #32). */
const WEIGHTED = 'weighted:denominator=0.8';

let harness;
before(async () => { harness = await playground(); });
after(async () => { await harness?.close(); });

/**
 * The text of a download link, once the trace has answered: the link has no file until it is
 * clicked (nothing is written before), then the click writes it.
 */
async function download(page, label) {
  const selector = `[data-testid="download-${label}"]`;
  await page.waitForSelector(selector, { timeout: 120_000 });
  assert.equal(await page.$eval(selector, (a) => a.hasAttribute('href')), false, `${label} written before it was asked for`);
  await page.$eval(selector, (a) => a.click());
  await page.waitForSelector(`${selector}[href]`, { timeout: 120_000 });
  return page.$eval(selector, async (a) => (await fetch(a.href)).text());
}

/** The view's table as rows of cell texts. */
function shownRows(page) {
  return page.$$eval('[data-testid="trace"] tbody tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
}

// A bag's pieces left, a history, and weights that reach exponent form by step 100.
for (const [spec, seed, count] of [['7-bag', '1', '20'], ['laroche-tgm3', '42', '20'], [WEIGHTED, '0', '100']]) {
  test(`${spec}'s trace is tetrolab trace's: heading, columns, rows and every download`, async () => {
    const page = await harness.open(`index.html?view=trace&spec=${encodeURIComponent(spec)}&seed=${seed}&count=${count}`);
    await ready(page);
    const args = ['trace', spec, '--seed', seed, '--count', count];
    const text = cli(args).stdout;
    assert.equal(await download(page, 'text'), text);
    assert.equal(await download(page, 'csv'), cli([...args, '--csv']).stdout);
    assert.equal(await download(page, 'json'), cli([...args, '--json']).stdout);
    const [heading, , header, ...lines] = text.trimEnd().split('\n');
    assert.ok((await textUntil(page, '[data-testid="trace-heading"]', (t) => t.length > 0)).startsWith(heading));
    const headers = await page.$$eval('[data-testid="trace"] thead th', (ths) => ths.map((th) => th.textContent.toUpperCase()));
    assert.deepEqual(headers, header.trim().split(/\s+/));
    // The text's columns are two spaces apart; a state's own spaces (bags) are single.
    const rows = lines.map((line) => line.trim().split(/\s{2,}/));
    const shown = await shownRows(page);
    assert.equal(shown.length, rows.length);
    shown.forEach((row, i) => assert.deepEqual(row.filter(Boolean), rows[i], `step ${i}`));
    // Every column says what it means, under the table and in its header's tooltip.
    const meanings = await page.$$eval('[data-testid="trace"] thead th span', (spans) => spans.map((s) => s.title));
    const explained = await page.$$eval('[data-testid="trace-meanings"] [data-testid="meaning"]', (spans) => spans.map((s) => s.textContent));
    assert.ok(meanings.every((m) => m.length > 20 && explained.includes(m)), `${meanings.join(' | ')} in ${explained.join(' | ')}`);
    assert.ok(await page.$('[data-testid="copy-link"]'));
    if (spec === WEIGHTED) {
      // The text writes far weights in exponent form, as the page shows them.
      assert.ok(shown.flat().some((cell) => /e\d/.test(cell)), JSON.stringify(shown.slice(-3)));
      await screenshot(page, 'trace-desktop', DESKTOP);
    }
    assert.deepEqual(page.problems(), []);
    await page.close();
  });
}

test("a count the trace refuses gets the library's sentence, as the CLI's", async () => {
  // The queue deals 2^20 pieces; a trace holds at most a million steps.
  const count = String(2 ** 20);
  const page = await harness.open(`index.html?view=trace&spec=7-bag&seed=1&count=${count}`);
  await ready(page);
  const shown = await textUntil(page, '[data-testid="trace-error"]', (t) => t.length > 0, 120_000);
  const { stderr, status } = cli(['trace', '7-bag', '--seed', '1', '--count', count]);
  assert.equal(status, 2);
  const why = stderr.match(/is more than \d+ steps/)[0];
  assert.ok(shown.startsWith(`count=${count} ${why}`), `page: ${shown}\ncli: ${stderr}`);
  assert.equal(await page.$eval('[data-testid="trace-table"]', (t) => t.textContent), '');
  await page.close();
});

test("Cancel stops writing a long trace's download, and nothing downloads", async () => {
  // A million steps of a bag: the table shows its first rows at once; the text, some 20 MB,
  // is written only when its link is clicked, with the bar and Cancel.
  const page = await harness.open('index.html?view=trace&spec=7-bag&seed=1&count=1000000');
  await ready(page);
  const link = '[data-testid="download-text"]';
  await page.waitForSelector(link, { timeout: 120_000 });
  await page.$eval(link, (a) => a.click());
  await page.waitForSelector('[data-testid="trace-cancel"]', { visible: true, timeout: 60_000 });
  await page.waitForFunction((bar) => document.querySelector(bar).value > 0, { timeout: 120_000 }, '[data-testid="trace-progress"]');
  await page.click('[data-testid="trace-cancel"]');
  assert.match(await textUntil(page, '[data-testid="trace-status"]', (t) => t.length > 0), /Cancelled/);
  assert.equal(await page.$eval('[data-testid="trace-progress"]', (bar) => bar.closest('.job').hidden), true);
  assert.equal(await page.$eval(link, (a) => a.hasAttribute('href')), false, 'a cancelled download has no file');
  assert.ok((await page.$$('[data-testid="trace"] tbody tr')).length > 0, 'the trace shown stays');
  assert.deepEqual(page.problems(), []);
  await page.close();
});

test('380 px wide: the weights scroll with a hint, the page does not', async () => {
  const page = await harness.open(`index.html?view=trace&spec=${encodeURIComponent(WEIGHTED)}&seed=0&count=20`, { viewport: PHONE });
  await ready(page);
  await page.waitForSelector('[data-testid="trace"]', { timeout: 120_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
  assert.equal(await page.$eval('[data-testid="trace-table"] [data-testid="scroll-hint"]', (p) => p.hidden), false);
  await screenshot(page, 'trace-phone', PHONE);
  await page.close();
});

test("a trace's download URL is revoked once a new trace replaces it", async () => {
  const page = await harness.open('index.html?view=trace&spec=7-bag&seed=1&count=20');
  await ready(page);
  await download(page, 'csv');
  const url = await page.$eval('[data-testid="download-csv"]', (a) => a.href);
  assert.ok(url.startsWith('blob:'), url);
  // Another seed: a new trace, whose toolbar replaces the old one.
  await page.$eval('#seed', (input) => { input.value = '2'; input.dispatchEvent(new Event('input', { bubbles: true })); });
  await page.waitForFunction((old) => {
    const link = document.querySelector('[data-testid="download-csv"]');
    return link && !link.hasAttribute('href') && link.href !== old;
  }, { timeout: 120_000 }, url);
  const revoked = await page.evaluate(async (old) => {
    try { await fetch(old); return false; } catch { return true; }
  }, url);
  assert.ok(revoked, 'the replaced download URL still answers');
  // Fetching the revoked URL fails, as it should: that failure is the only problem allowed.
  assert.deepEqual(page.problems().filter((p) => !p.includes(url) && !p.includes('ERR_FILE_NOT_FOUND')), []);
  await page.close();
});
