// The playground loads in Chromium with no console error, and the module
// answers as the library does (the JS API's contract, web/README.md).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { playground } from './harness.mjs';

let pg;
before(async () => { pg = await playground(); });
after(async () => { await pg?.close(); });

/** Runs `body(tl)` in the page with the module loaded, giving back its JSON-able result. */
async function withModule(page, body, ...args) {
  return page.evaluate(async (source, args) => {
    const { default: init, ...tl } = await import('./pkg/tetrolab_web.js');
    await init();
    // eslint-disable-next-line no-new-func
    return new Function('tl', 'args', `return (${source})(tl, ...args);`)(tl, args);
  }, body.toString(), args);
}

test('the page loads with no console error or failed request', async () => {
  const page = await pg.open('index.html');
  assert.deepEqual(page.problems(), []);
  await page.close();
});

test("the URL's queue is the library's: tetrio-7-bag seed 191836487", async () => {
  const page = await pg.open('index.html?spec=tetrio-7-bag&seed=191836487&count=14');
  const dealt = await withModule(page, (tl) => {
    const { pieces, bag_starts: starts, ...about } = tl.queue('tetrio-7-bag', '14', '191836487', undefined, 0n);
    return { ...about, pieces: [...pieces], starts: starts && [...starts], typed: [pieces, starts].map((a) => a.constructor.name) };
  });
  assert.equal(dealt.codes, 'IJLOSTZ');
  assert.equal(dealt.pieces.map((code) => dealt.codes[code]).join(''), 'JISZTLOLSIJZOT');
  // Pieces 0 and 7 begin bags: bits 0 and 7 of the first byte.
  assert.deepEqual(dealt.starts, [0b1000_0001, 0]);
  assert.deepEqual(dealt.typed, ['Uint8Array', 'Uint8Array']);
  assert.equal(dealt.letters, undefined, 'no letters written out');
  assert.deepEqual(dealt.notices, []);
  assert.deepEqual(page.problems(), []);
  await page.close();
});

test('a seed not given is drawn from the bits the page passes, and announced', async () => {
  const page = await pg.open('index.html');
  const [a, b] = await withModule(page, (tl) => [
    tl.queue('7-bag', '7', undefined, undefined, 123456789n),
    tl.queue('7-bag', '7', undefined, undefined, 123456789n),
  ]);
  assert.equal(a.seed, b.seed);
  assert.match(a.notices[0], new RegExp(`seed=${a.seed}`));
  await page.close();
});

test("bad input throws an Error with the library's message", async () => {
  const page = await pg.open('index.html');
  const message = await withModule(page, (tl) => {
    try { tl.queue('7-bagg', '7', '1', undefined, 0n); return null; } catch (e) { return e instanceof Error && e.message; }
  });
  assert.match(message, /7-bag/);
  await page.close();
});

test('stats and compare run in the browser (rayon on one thread), with progress', async () => {
  const page = await pg.open('index.html');
  const result = await withModule(page, (tl) => {
    const calls = [];
    const stats = JSON.parse(tl.stats('7-bag', '{"count":100000,"seed":1}', (done, total) => calls.push([done, total])));
    const compare = JSON.parse(tl.compare('["7-bag","memoryless"]', '{"count":50000,"seed":1}', undefined));
    return { pieces: stats.pieces, calls, compared: compare.randomizers.length };
  });
  assert.equal(result.pieces, 100000);
  assert.ok(result.calls.length > 1, `progress called ${result.calls.length} times`);
  const [done, total] = result.calls.at(-1);
  assert.equal(done, total);
  assert.equal(result.compared, 2);
  assert.deepEqual(page.problems(), []);
  await page.close();
});
