// The queue view: a link deals exactly what the CLI deals, in guideline colours with the bag
// boundaries the library reports; the picker writes its state back into the URL.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { playground } from './harness.mjs';
import { DESKTOP, PHONE, cli, ready, screenshot, textUntil } from './views.mjs';

let harness;
before(async () => { harness = await playground(); });
after(async () => { await harness?.close(); });

test('the issue\'s link shows the pieces the CLI deals, bags marked', async () => {
  const page = await harness.open('index.html?spec=tetrio-7-bag&seed=191836487&count=14');
  await ready(page);
  const expected = cli(['gen', 'tetrio-7-bag', '--seed', '191836487', '--count', '14']).stdout.trim();
  assert.equal(expected, 'JISZTLOLSIJZOT');
  assert.equal(await textUntil(page, '[data-testid="queue"]', (t) => t.length > 0), expected);
  const starts = await page.$$eval('[data-testid="queue"] span', (tiles) =>
    tiles.flatMap((tile, i) => (tile.classList.contains('bag-start') ? [i] : [])));
  assert.deepEqual(starts, [0, 7]);
  // The same pieces drawn as shapes, four minos each, in bags numbered from 1.
  const bags = await page.$$eval('[data-testid="queue-shapes"] [data-testid="bag"]', (found) => found.map((bag) => ({
    number: bag.querySelector('.bag-number').textContent,
    pieces: [...bag.querySelectorAll('svg')].map((svg) => svg.getAttribute('class').replace('shape piece-', '')).join(''),
    minos: [...bag.querySelectorAll('svg')].map((svg) => svg.querySelectorAll('rect').length),
    sizes: Object.fromEntries([...bag.querySelectorAll('svg')].map((svg) =>
      [svg.getAttribute('class').at(-1), `${svg.getAttribute('width') / 9}x${svg.getAttribute('height') / 9}`])),
  })));
  assert.deepEqual(bags.map(({ number, pieces }) => [number, pieces]), [['1', 'JISZTLO'], ['2', 'LSIJZOT']]);
  assert.ok(bags.every(({ minos }) => minos.every((n) => n === 4)));
  // Minos across by down: I lies flat, O is a square, the others three by two.
  assert.deepEqual(bags[0].sizes, { I: '4x1', O: '2x2', J: '3x2', L: '3x2', S: '3x2', T: '3x2', Z: '3x2' });
  await screenshot(page, 'queue-desktop', DESKTOP);
  await screenshot(page, 'queue-phone', PHONE);
  assert.deepEqual(page.problems(), []);
});

test('a count or generator left empty is not sent: the library deals its default', async () => {
  // The library refuses an option given as blank text; the page leaves out what is empty.
  const page = await harness.open('index.html?spec=7-bag&seed=1&count=&rng=');
  await ready(page);
  const expected = cli(['gen', '7-bag', '--seed', '1']).stdout.trim();
  await page.waitForFunction(() => document.querySelector('[data-testid="queue-download-letters"]'));
  const letters = await page.$eval('[data-testid="queue-download-letters"]', async (a) => (await fetch(a.href)).text());
  assert.equal(letters.trim(), expected);
  assert.equal(await page.$eval('[data-testid="error"]', (p) => p.hidden), true);
  assert.deepEqual(page.problems(), []);
  await page.close();
});

test("the queue downloads as gen's letters and gen --json, byte for byte, with a copy-link button", async () => {
  // More pieces than are shown as tiles: the downloads hold them all.
  const args = ['gen', 'tetrio-7-bag', '--seed', '191836487', '--count', '6000'];
  const page = await harness.open('index.html?spec=tetrio-7-bag&seed=191836487&count=6000');
  await ready(page);
  await page.waitForSelector('[data-testid="queue-download-json"]');
  const fetched = (label) => page.$eval(`[data-testid="queue-download-${label}"]`, async (a) => (await fetch(a.href)).text());
  assert.equal(await fetched('letters'), cli(args).stdout);
  assert.equal(await fetched('json'), cli([...args, '--json']).stdout);
  assert.ok(await page.$('[data-testid="queue-copy-link"]'));
  assert.deepEqual(page.problems(), []);
  await page.close();
});

test('each piece wears its guideline colour', async () => {
  const page = await harness.open('index.html?spec=7-bag&seed=3&count=7');
  await ready(page);
  const colours = await page.$$eval('[data-testid="queue"] span', (tiles) =>
    Object.fromEntries(tiles.map((tile) => [tile.textContent, getComputedStyle(tile).backgroundColor])));
  const hue = (rgb) => {
    const [r, g, b] = rgb.match(/\d+/g).map(Number);
    const max = Math.max(r, g, b); const min = Math.min(r, g, b); const d = max - min;
    if (d === 0) return null;
    const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    return (h * 60 + 360) % 360;
  };
  // Guideline hues: Z red, L orange, O yellow, S green, I cyan, J blue, T purple.
  const order = ['Z', 'L', 'O', 'S', 'I', 'J', 'T'].map((letter) => hue(colours[letter]));
  for (let i = 1; i < order.length; i++) assert.ok(order[i] > order[i - 1], `hues in guideline order: ${order}`);
});

test('the picker\'s parameters, seed and count go into the URL and the queue', async () => {
  const page = await harness.open('index.html?spec=bag&seed=7&count=10');
  await ready(page);
  const before = await textUntil(page, '[data-testid="queue"]', (t) => t.length === 10);
  await page.type('[data-testid="param-contents"]', 'IIO');
  const after = await textUntil(page, '[data-testid="queue"]', (t) => t !== before && /^[IO]{10}$/.test(t));
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('spec'), 'bag:contents=IIO');
  assert.equal(after, cli(['gen', 'bag:contents=IIO', '--seed', '7', '--count', '10']).stdout.trim());
  // The address restores the view.
  const again = await harness.open(url.pathname.replace(/^\//, '') + url.search);
  await ready(again);
  assert.equal(await again.$eval('[data-testid="queue"]', (e) => e.textContent), after);
  assert.equal(await again.$eval('[data-testid="param-contents"]', (e) => e.value), 'IIO');
});

test('a spec the library refuses shows its message, not a queue', async () => {
  const page = await harness.open('index.html?spec=7-bagg&seed=1');
  await ready(page);
  const refusal = cli(['gen', '7-bagg', '--seed', '1']);
  assert.equal(refusal.status, 2);
  // The CLI's one message, up to where it tells the CLI's user what to type.
  const message = refusal.stderr.replace(/^error: /, '').split(';')[0].trim();
  assert.ok(message.includes('7-bagg'), message);
  const shown = await textUntil(page, '[data-testid="error"]', (t) => t.length > 0);
  assert.ok(shown.includes(message), `page: ${shown}\nCLI: ${message}`);
  assert.equal(await page.$eval('[data-testid="queue"]', (e) => e.textContent), '');
  await screenshot(page, 'bad-spec', DESKTOP);
  assert.deepEqual(page.problems(), []);
});

test('a count the page cannot deal while it waits is refused at once, not a hung tab', async () => {
  // 10^9 pieces froze the tab for 148 s, then failed with "unreachable".
  const started = Date.now();
  const page = await harness.open('index.html?spec=7-bag&seed=1&count=1000000000');
  await ready(page);
  const shown = await textUntil(page, '[data-testid="error"]', (t) => t.length > 0);
  assert.ok(Date.now() - started < 10_000, `took ${Date.now() - started} ms`);
  // The library's sentence, naming the count as the page's address does.
  assert.match(shown, /^count=1000000000: more pieces than are dealt at once with no progress shown/);
  assert.equal(await page.$eval('[data-testid="queue"]', (e) => e.textContent), '');
  // The tab still answers.
  assert.equal(await page.evaluate(() => 1 + 1), 2);
  assert.deepEqual(page.problems(), []);
});

test('the queue is a list of pieces, and the tabs answer Home and End', async () => {
  const page = await harness.open('index.html?view=notation&spec=7-bag&seed=1&count=14');
  await ready(page);
  assert.equal(await page.$eval('#queue', (q) => q.getAttribute('role')), 'list');
  assert.equal(await page.$$eval('#queue > *', (tiles) => tiles.filter((t) => t.getAttribute('role') === 'listitem').length), 14);
  await page.focus('#tab-notation');
  await page.keyboard.press('Home');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'tab-numbers');
  assert.equal(new URL(page.url()).searchParams.get('view'), null, 'the first view is the default');
  await page.keyboard.press('End');
  const last = await page.$$eval('[role=tab]', (tabs) => tabs[tabs.length - 1].id);
  assert.equal(await page.evaluate(() => document.activeElement.id), last);
  assert.equal(new URL(page.url()).searchParams.get('view'), last.replace('tab-', ''));
  await page.close();
});

test('a count is the text typed, read by the library: its refusal, never a number the page made up', async () => {
  for (const bad of ['abc', '1e400']) {
    const page = await harness.open(`index.html?spec=7-bag&seed=1&count=${bad}`);
    await ready(page);
    const refusal = cli(['gen', '7-bag', '--seed', '1', '-n', bad]).stderr.trim();
    const reason = refusal.slice(refusal.indexOf(`-n ${bad}: `) + `-n ${bad}: `.length);
    const shown = await textUntil(page, '#error', (t) => t.length > 0);
    assert.equal(shown, `count=${bad}: ${reason}`);
    assert.equal(await page.$eval('[data-testid="queue"]', (q) => q.textContent), '');
    assert.deepEqual(page.problems(), []);
    await page.close();
  }
});

test('without a count the page deals what gen deals by default (the library\'s default)', async () => {
  const page = await harness.open('index.html?spec=7-bag&seed=1');
  await ready(page);
  const expected = cli(['gen', '7-bag', '--seed', '1']).stdout.trim();
  const shown = await textUntil(page, '[data-testid="queue"]', (t) => t.length > 0);
  assert.equal(shown, expected);
  await page.close();
});

test('every randomizer\'s queue, dealt in the worker as typed arrays, is gen\'s piece for piece', async () => {
  const page = await harness.open('index.html');
  await ready(page);
  const count = 20_000;
  const dealt = await page.evaluate(async (count) => {
    const { WorkerClient } = await import('./js/worker-client.js');
    const { letters } = await import('./js/queue.js');
    const client = new WorkerClient();
    const out = [];
    for (const { name } of JSON.parse(await client.call('catalog', []))) {
      // No seed: the library makes one from these bits, one every generator takes.
      const answer = await client.call('queue', [name, String(count), undefined, undefined, 0x5eed0fn]);
      out.push({ name, seed: answer.seed, letters: letters(answer), typed: answer.pieces.constructor.name });
    }
    client.cancel();
    return out;
  }, count);
  assert.ok(dealt.length > 20, `${dealt.length} randomizers`);
  for (const { name, seed, letters, typed } of dealt) {
    assert.equal(typed, 'Uint8Array', name);
    const expected = cli(['gen', name, '--seed', seed, '-n', String(count)]).stdout.trim();
    assert.ok(letters === expected, `${name} seed ${seed}: the page's queue differs from gen's`);
  }
  assert.deepEqual(page.problems(), []);
  await page.close();
});

test('bag starts come as bits, one a piece, where each bag of 7+X begins', async () => {
  const page = await harness.open('index.html');
  await ready(page);
  const starts = await page.evaluate(async () => {
    const tl = await import('./pkg/tetrolab_web.js');
    const { beginsBag } = await import('./js/queue.js');
    const dealt = tl.queue('tetrio-7+x-bag:no-szo=rotate', '50', '3', undefined, 0n);
    return [dealt.bag_starts.length, [...dealt.pieces.keys()].filter((i) => beginsBag(dealt, i))];
  });
  // Bags of 7 + 3, 2, 1, 1 extra pieces, then of 7: 50 pieces' bits fill 7 bytes.
  assert.deepEqual(starts, [7, [0, 10, 19, 27, 35, 42, 49]]);
  await page.close();
});
