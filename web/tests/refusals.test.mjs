// The refusals every face shares (crates/tetrolab/tests/data/refusals.json):
// the page's module gives each the library's sentence, naming options as
// its URL parameters do.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { playground, root } from './harness.mjs';

const { cases } = JSON.parse(readFileSync(join(root, 'crates/tetrolab/tests/data/refusals.json'), 'utf8'));

/** The sentence with `{name}` as `name=` and `{name=value}` as is. */
// {@stats} is how the page names measuring by simulation.
const spelt = (sentence) => sentence
  .replaceAll('{@stats}', 'the Numbers view')
  .replace(/\{(\w+)(=[^}]*)?\}/g, (_, name, value) => name + (value ?? '='));

// Calls the page has no (spec, options) function for: the page deals
// through `queue`'s own arguments and draws the frontier from its axes.
const NOT_IN_PAGE = new Set(['sweep', 'deal', 'trace', 'frontier']);

let pg;
before(async () => { pg = await playground(); });
after(async () => { await pg?.close(); });

test("every shared refusal is the library's sentence in the page's words", async () => {
  const page = await pg.open('index.html');
  const messages = await page.evaluate(async (cases) => {
    const { default: init, ...tl } = await import('./pkg/tetrolab_web.js');
    await init();
    const attempt = (body) => { try { body(); return null; } catch (e) { return e.message; } };
    return cases.map(({ call, options }) => {
      const rest = { ...options };
      const take = (name) => { const value = rest[name]; delete rest[name]; return value; };
      switch (call) {
        case 'compare': { const specs = JSON.stringify(take('specs')); return attempt(() => tl.compare(specs, JSON.stringify(rest))); }
        case 'cover': { const setups = JSON.stringify(take('setups')); return attempt(() => tl.cover(setups, JSON.stringify(rest))); }
        case 'pc': { const field = take('field'); return attempt(() => tl.pc(field, JSON.stringify(rest))); }
        case 'identify': { const pieces = take('pieces'); return attempt(() => tl.identify(pieces, JSON.stringify(rest))); }
        case 'predict': { const pieces = take('pieces'); return attempt(() => tl.predict(pieces, JSON.stringify(rest))); }
        case 'plot': { const kind = take('kind'); const specs = JSON.stringify(take('specs')); return attempt(() => tl.plot(kind, specs, JSON.stringify(rest))); }
        case 'seeds': { const spec = take('spec'); const pieces = take('pieces'); return attempt(() => tl.seeds(spec, pieces, JSON.stringify(rest))); }
        // NOT_IN_PAGE's calls (it lives outside the page).
        case 'sweep': case 'deal': case 'trace': case 'frontier': return null;
        default: { const spec = take('spec'); return attempt(() => tl[call](spec, JSON.stringify(rest))); }
      }
    });
  }, cases);
  cases.forEach((c, i) => {
    if (NOT_IN_PAGE.has(c.call)) return;
    assert.equal(messages[i], spelt(c.sentence), JSON.stringify(c));
  });
  assert.deepEqual(page.problems(), []);
  await page.close();
});
