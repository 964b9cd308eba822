// The seeds view: a TETR.IO opening gives the CLI's `seeds --json`, each seed links to the
// queue dealing that game from it, a bad piece gets the library's sentence, Cancel stops a long
// search, and the view fits a 380 px phone.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { playground } from './harness.mjs';
import { DESKTOP, PHONE, cancelsOnceUnderWay, cli, ready, screenshot, textUntil } from './views.mjs';

/** python/README.md's TETR.IO opening: 16 pieces, five seeds. */
const SPEC = 'tetrio-7-bag';
const OPENING = 'JISZTLOLSIJZOTOS';

let harness;
before(async () => { harness = await playground(); });
after(async () => { await harness?.close(); });

/** The view's downloaded JSON, parsed, once the search has answered. */
async function downloaded(page) {
  await page.waitForSelector('[data-testid="download-json"]', { timeout: 120_000 });
  return page.$eval('[data-testid="download-json"]', async (a) => JSON.parse(await (await fetch(a.href)).text()));
}

test("a pasted TETR.IO opening gives seeds --json and --csv, the states searched, its seeds and what each deals next", async () => {
  const page = await harness.open('index.html?view=seeds');
  await ready(page);
  // The randomizers offered are the catalog's that `seeds` searches.
  const offered = await page.$$eval('[data-testid="seeds-spec"] option', (options) => options.map((o) => o.value));
  const listed = JSON.parse(cli(['list', '--json']).stdout).filter((e) => e.seeds).map((e) => e.name);
  assert.deepEqual(offered, listed);
  assert.ok(offered.includes(SPEC) && offered.includes('tgm1') && !offered.includes('7-bag'), offered.join(' '));
  await page.select('[data-testid="seeds-spec"]', SPEC);
  await page.click('[data-testid="opening"]');
  await page.keyboard.sendCharacter(OPENING); // as a paste: one input event with every letter
  const found = await downloaded(page);
  const expected = JSON.parse(cli(['seeds', SPEC, OPENING, '--json']).stdout);
  assert.deepEqual(found, expected);
  // The CSV download is the library's, as `seeds --csv` writes it: byte for byte.
  const csv = await page.$eval('[data-testid="download-csv"]', async (a) => (await fetch(a.href)).text());
  assert.equal(csv, cli(['seeds', SPEC, OPENING, '--csv']).stdout);
  const count = await textUntil(page, '[data-testid="seeds-count"]', (t) => t.length > 0);
  assert.match(count, new RegExp(`^${expected.found} seeds of ${SPEC} deal these 16 pieces`));
  // How many states were searched: every MINSTD state but zero, as the CLI's text says.
  assert.equal(expected.states_searched, 2 ** 31 - 2);
  assert.ok(count.includes('(all 2,147,483,646 distinct starting states of its generator searched)'), count);
  const rows = await page.$$eval('[data-testid="seeds"] tbody tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  assert.deepEqual(rows, expected.seeds.map((s) => [s.seed, s.next]));
  const params = new URL(page.url()).searchParams;
  assert.equal(params.get('seeds_spec'), SPEC);
  assert.equal(params.get('opening'), OPENING);
  await screenshot(page, 'seeds-desktop', DESKTOP);
  assert.deepEqual(page.problems(), []);
  await page.close();
});

test("a seed's link deals that game from that seed, as gen --seed does", async () => {
  const page = await harness.open(`index.html?view=seeds&seeds_spec=${SPEC}&opening=${OPENING}`);
  await ready(page);
  await page.waitForSelector('[data-testid="seed-link"]', { timeout: 120_000 });
  const seed = await page.$eval('[data-testid="seed-link"]', (a) => a.textContent);
  await Promise.all([page.waitForNavigation(), page.click('[data-testid="seed-link"]')]);
  await ready(page);
  const params = new URL(page.url()).searchParams;
  assert.equal(params.get('spec'), SPEC);
  assert.equal(params.get('seed'), seed);
  const queue = await textUntil(page, '[data-testid="queue"]', (t) => t.length > 0);
  const dealt = cli(['gen', SPEC, '--seed', seed, '--count', String(queue.length)]).stdout.replace(/\s/g, '');
  assert.equal(queue, dealt);
  assert.ok(queue.startsWith(OPENING), queue);
  await page.close();
});

test("letters that are not pieces get the library's sentence", async () => {
  const page = await harness.open(`index.html?view=seeds&seeds_spec=${SPEC}&opening=JISZTLOX`);
  await ready(page);
  const shown = await textUntil(page, '[data-testid="seeds-error"]', (t) => t.length > 0);
  // The CLI reads its argument itself and says where (`… (in JISZTLOX)`); the words about the
  // letter are the library's in both.
  const { stderr, status } = cli(['seeds', SPEC, 'JISZTLOX']);
  assert.equal(status, 2);
  const why = stderr.match(/^(?:error: )?(.*) \(in JISZTLOX\)$/m)?.[1];
  assert.ok(why && shown.includes(why), `page: ${shown}\ncli: ${stderr}`);
  assert.match(shown, /^pieces=JISZTLOX: /);
  await page.close();
});

test('Cancel stops a long search and shows no seeds', async () => {
  // One piece of Sega Tetris: every 32-bit seed is tried, far longer than the test waits.
  const page = await harness.open('index.html?view=seeds&seeds_spec=sega&opening=I');
  await ready(page);
  await cancelsOnceUnderWay(page, 'seeds', '[data-testid="seeds-table"]');
  await page.close();
});

test('380 px wide: the seeds and their pieces fit or scroll with a hint', async () => {
  const page = await harness.open(`index.html?view=seeds&seeds_spec=${SPEC}&opening=${OPENING}`, { viewport: PHONE });
  await ready(page);
  await page.waitForSelector('[data-testid="seeds"]', { timeout: 120_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
  await screenshot(page, 'seeds-phone', PHONE);
  await page.close();
});
