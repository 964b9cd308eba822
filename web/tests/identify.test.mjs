// The identify and predict view: a pasted 7-bag queue is identified as a 7-bag, impossible
// candidates say where they fail, and the next piece's odds follow the library's.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { playground } from './harness.mjs';
import { DESKTOP, PHONE, cli, ready, screenshot, textUntil } from './views.mjs';

let harness;
before(async () => { harness = await playground(); });
after(async () => { await harness?.close(); });

test("identify and predict download as their --csv and --json, byte for byte, each with a copy-link button", async () => {
  const pieces = cli(['gen', '7-bag', '--seed', '5', '--count', '12']).stdout.trim();
  const page = await harness.open(`index.html?view=identify&pieces=${pieces}&predict=7-bag`);
  await ready(page);
  await page.waitForSelector('[data-testid="predict-download-json"]', { timeout: 120_000 });
  const fetched = (id) => page.$eval(`[data-testid="${id}"]`, async (a) => (await fetch(a.href)).text());
  assert.equal(await fetched('download-csv'), cli(['identify', pieces, '--csv']).stdout);
  assert.equal(await fetched('download-json'), cli(['identify', pieces, '--json']).stdout);
  assert.equal(await fetched('predict-download-csv'), cli(['predict', '7-bag', pieces, '--csv']).stdout);
  assert.equal(await fetched('predict-download-json'), cli(['predict', '7-bag', pieces, '--json']).stdout);
  assert.ok(await page.$('#view-identify [data-testid="copy-link"]'));
  // Under the table, what its columns mean: the words the CLI's text prints under its own.
  const meaning = await page.$eval('[data-testid="identify-meaning"]', (p) => p.textContent);
  const printed = cli(['identify', pieces]).stdout;
  const words = printed.slice(printed.indexOf('log2 L: '), printed.indexOf('same law.') + 'same law.'.length);
  assert.ok(words.length > 100, printed);
  assert.equal(meaning, words.replaceAll('\n', ' '));
  assert.ok(await page.$('#view-identify [data-testid="predict-copy-link"]'));
  assert.deepEqual(page.problems(), []);
  await page.close();
});

test('a pasted 7-bag queue is identified as a 7-bag', async () => {
  const pieces = cli(['gen', '7-bag', '--seed', '5', '--count', '28']).stdout.trim();
  const page = await harness.open('index.html?view=identify');
  await ready(page);
  await page.click('[data-testid="pieces"]');
  await page.keyboard.sendCharacter(pieces); // as a paste: one input event with every letter
  const table = await textUntil(page, '[data-testid="candidates"]', (t) => t.length > 0, 120_000);
  const first = await page.$eval('[data-testid="candidates"] tbody tr th', (th) => th.textContent);
  assert.match(first, /^1\. 7-bag /);
  // Where an impossible candidate fails is the library's piece number.
  const expected = JSON.parse(cli(['identify', pieces, '--json']).stdout);
  const ruledOut = expected.candidates.find((c) => c.ruled_out_at !== null);
  assert.ok(table.includes(`fails at piece ${ruledOut.ruled_out_at}`), table);
  // The top row's numbers are written as the command line writes them.
  const [, cliLog2, cliPosterior, cliBayes] = cli(['identify', pieces, '--csv']).stdout.split('\n')[1].split(',');
  const cells = await page.$$eval('[data-testid="candidates"] tbody tr:first-child td', (tds) => tds.map((td) => td.textContent));
  assert.deepEqual(cells.slice(0, 3), [cliPosterior, cliLog2, cliBayes]);
  assert.equal(new URL(page.url()).searchParams.get('pieces'), pieces);
  // Next-piece odds under the top candidate: after four whole bags, each piece 1/7.
  const odds = await textUntil(page, '[data-testid="odds"]', (t) => t.length > 0, 120_000);
  const predicted = JSON.parse(cli(['predict', '7-bag', pieces, '--json']).stdout);
  const chances = cli(['predict', '7-bag', pieces, '--csv']).stdout.trim().split('\n').slice(1);
  for (const row of chances) {
    const [letter, chance] = row.split(',');
    assert.ok(odds.includes(letter) && odds.includes(chance), `${odds} lacks ${row}`);
  }
  assert.equal(chances.length, Object.keys(predicted.next).length);
  // The notes under the odds are the command line's lines (here: where the next piece falls).
  const notes = cli(['predict', '7-bag', pieces]).stdout.split('\n\n').pop().trim().split('\n').filter((l) => l.endsWith('.'));
  assert.ok(notes.length > 0 && notes.some((l) => l.startsWith('The next piece is number')), notes.join(' / '));
  const pageNotes = await page.$eval('[data-testid="odds"]', (grid) => [...grid.parentElement.querySelectorAll('p')].map((p) => p.textContent));
  for (const note of notes) assert.ok(pageNotes.includes(note), `${pageNotes.join(' / ')} lacks ${note}`);
  await screenshot(page, 'identify-desktop', DESKTOP);
  await screenshot(page, 'identify-phone', PHONE);
  assert.deepEqual(page.problems(), []);
});

test('letters that are not pieces get the library\'s message', async () => {
  const page = await harness.open('index.html?view=identify&pieces=IJX');
  await ready(page);
  const shown = await textUntil(page, '[data-testid="identify-error"]', (t) => t.length > 0, 60_000);
  assert.match(shown, /X/);
});

test('pasting the queue pastes every piece dealt, not only the tiles drawn', async () => {
  const page = await harness.open('index.html?view=identify&spec=7-bag&seed=5&count=6000');
  await ready(page);
  await page.click('#use-queue');
  const pasted = await page.$eval('[data-testid="pieces"]', (t) => t.value.replace(/\s/g, ''));
  const dealt = cli(['gen', '7-bag', '--seed', '5', '--count', '6000']).stdout.replace(/\s/g, '');
  assert.equal(pasted.length, 6000);
  assert.equal(pasted, dealt);
  await page.close();
});

test('an impossible candidate\'s note is styled where its class is', async () => {
  const pieces = cli(['gen', '7-bag', '--seed', '5', '--count', '28']).stdout.trim();
  const page = await harness.open(`index.html?view=identify&pieces=${pieces}`);
  await ready(page);
  await page.waitForSelector('[data-testid="candidates"] .ruled-out', { timeout: 120_000 });
  const [note, plain] = await page.evaluate(() => {
    const span = [...document.querySelectorAll('[data-testid="candidates"] .ruled-out')].find((s) => s.textContent);
    return [getComputedStyle(span).color, getComputedStyle(span.closest('td')).color];
  });
  assert.notEqual(note, plain, 'the note is coloured apart from its cell');
  await page.close();
});
