// The setups view: pasted openers' exact odds under several randomizers, side by side, are the
// library's (`tetrolab cover --json`), computed in the worker; a bad setup gets its message.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { playground } from './harness.mjs';
import { DESKTOP, PHONE, cli, ready, screenshot, textUntil } from './views.mjs';

/** The BT cannon's and Gamushiro's first bags (examples/setups/). */
const BT = 'v115@vhGyOJTEJm/IRQJVLJUNJvIJ';
const GAMUSHIRO = 'v115@vhG2OJvEJULJdMJpHJTNJKDJ';

let harness;
before(async () => { harness = await playground(); });
after(async () => { await harness?.close(); });

test("pasted openers show each randomizer's exact odds, as the command line gives them", async () => {
  const page = await harness.open('index.html?view=setups&rz=7-bag&rz=14-bag&rz=tetrio-classic&rz=tetrio-pairs');
  await ready(page);
  await page.click('[data-testid="setups"]');
  await page.keyboard.sendCharacter(`${BT}\n${GAMUSHIRO}`);
  const shown = await textUntil(page, '[data-testid="setup-odds"]', (t) => t.length > 0, 120_000);
  const specs = ['7-bag', '14-bag', 'tetrio-classic', 'tetrio-pairs'];
  const expected = JSON.parse(cli(['cover', BT, GAMUSHIRO, ...specs.flatMap((s) => ['--randomizer', s]), '--json']).stdout);
  for (const randomizer of expected.randomizers) {
    for (const chance of [...randomizer.setups, randomizer.or, randomizer.and]) {
      assert.ok(shown.includes(`${(100 * chance.probability).toFixed(2)} %${chance.fraction ? ` = ${chance.fraction}` : ''}`),
        `${randomizer.spec}: ${JSON.stringify(chance)} in ${shown}`);
    }
  }
  const header = await page.$$eval('[data-testid="setup-odds"] thead th', (ths) => ths.map((th) => th.textContent));
  assert.deepEqual(header, ['setup', ...specs]);
  // The odds download as `cover --json` prints them, byte for byte, beside a copy-link button.
  const json = await page.$eval('#view-setups [data-testid="download-json"]', async (a) => (await fetch(a.href)).text());
  assert.equal(json, cli(['cover', BT, GAMUSHIRO, ...specs.flatMap((s) => ['--randomizer', s]), '--json']).stdout);
  assert.ok(await page.$('#view-setups [data-testid="copy-link"]'));
  assert.equal(new URL(page.url()).searchParams.get('setups'), `${BT}\n${GAMUSHIRO}`);
  await screenshot(page, 'setups-desktop', DESKTOP);
  await screenshot(page, 'setups-phone', PHONE);
  assert.deepEqual(page.problems(), []);
  await page.close();
});

test("a record is a setup, and a box's hold choice reaches the library", async () => {
  const record = encodeURIComponent('[8, (2)] [(1), 9]\nI1a (X), Ok (X)');
  const page = await harness.open(`index.html?view=setups&rz=7-bag&hold=no&setups=${record}`);
  await ready(page);
  const shown = await textUntil(page, '[data-testid="setup-odds"]', (t) => t.length > 0, 120_000);
  const expected = JSON.parse(cli(['cover', '[8, (2)] [(1), 9]\nI1a (X), Ok (X)', '--randomizer', '7-bag', '--hold', 'no', '--json']).stdout);
  assert.ok(shown.includes(`= ${expected.randomizers[0].setups[0].fraction}`), shown);
  assert.ok(shown.includes('without hold'), shown);
  await page.close();
});

test("a setup that does not read gets the library's message", async () => {
  const page = await harness.open('index.html?view=setups&rz=7-bag&setups=v115@!!');
  await ready(page);
  const shown = await textUntil(page, '[data-testid="setups-error"]', (t) => t.length > 0, 60_000);
  assert.match(shown, /^setups=v115@!!: /);
  await page.close();
});

test("a field's perfect-clear odds are the library's, each chance as the command line prints it", async () => {
  const rows = 'XXXXXX____\nXXXXXX____\nXXXXXX____\nXXXXXX____';
  const specs = ['7-bag', '14-bag', 'tetrio-pairs'];
  const page = await harness.open(`index.html?view=setups&rz=${specs.join('&rz=')}&lines=4`);
  await ready(page);
  await page.select('[data-testid="setup-mode"]', 'pc');
  await page.waitForSelector('[data-testid="pc-field"]', { visible: true });
  await page.click('[data-testid="pc-field"]');
  await page.keyboard.sendCharacter(rows);
  const shown = await textUntil(page, '[data-testid="pc-odds"]', (t) => t.length > 0, 120_000);
  const args = ['pc', rows, '--lines', '4', ...specs.flatMap((s) => ['--randomizer', s])];
  // The command line's text table: a row per randomizer, its chance after the spec.
  const printed = cli(args).stdout.split('\n');
  for (const spec of specs) {
    const row = printed.find((line) => line.trim().startsWith(`${spec} `));
    assert.ok(row, `${spec} in ${printed.join('\n')}`);
    const chance = row.trim().slice(spec.length).trim();
    assert.ok(shown.includes(chance), `${spec}: ${chance} in ${shown}`);
  }
  const printedJson = cli([...args, '--json']).stdout;
  // The odds download as `pc --json` prints them, byte for byte.
  const json = await page.$eval('#view-setups [data-testid="download-json"]', async (a) => (await fetch(a.href)).text());
  assert.equal(json, printedJson);
  const expected = JSON.parse(printedJson);
  for (const randomizer of expected.randomizers) {
    for (const [, first, clears] of randomizer.by_first) {
      assert.ok(shown.includes(`${clears.toFixed(6)} (`) && shown.includes(`first: ${first.toFixed(6)}`), `${randomizer.spec} in ${shown}`);
    }
  }
  const header = await page.$$eval('[data-testid="pc-odds"] thead th', (ths) => ths.map((th) => th.textContent));
  assert.deepEqual(header, ['', ...specs]);
  const url = new URL(page.url()).searchParams;
  assert.deepEqual([url.get('mode'), url.get('field'), url.get('lines')], ['pc', rows, '4']);
  assert.equal(await page.$eval('[data-testid="setups"]', (box) => box.offsetParent), null, 'the setups box hides');
  await screenshot(page, 'setups-pc-desktop', DESKTOP);
  await screenshot(page, 'setups-pc-phone', PHONE);
  assert.deepEqual(page.problems(), []);
  await page.close();
});

test("a field that cannot be cleared gets the library's message", async () => {
  const page = await harness.open('index.html?view=setups&mode=pc&rz=7-bag&lines=2&field=XXXXXX____');
  await ready(page);
  const shown = await textUntil(page, '[data-testid="setups-error"]', (t) => t.length > 0, 60_000);
  assert.equal(shown, 'field=XXXXXX____: the lines to clear have 14 empty cells, not a multiple of 4: no number of pieces fills them; change the lines to clear');
  await page.close();
});
