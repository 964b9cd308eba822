// The seeds view: paste the first pieces of a real game (TETR.IO, the TGM games, NES Tetris,
// TetrisGYM, Sega Tetris) and get every seed of its generator that deals them, with what each
// deals next — the library's `seeds`, run in the worker with a progress bar and Cancel. Each seed
// links to the queue above dealing that game from that seed.
import { Job } from './job.js';
import { h, number, resultTools, showError, table } from './dom.js';
import { search } from './url.js';

/** At most this many seeds are listed as rows; the rest are counted (the JSON has them). */
export const SHOWN = 20;

/** The catalog's names whose seeds `seeds` recovers (the library's `seeds` flag). */
export function seedSpecs(catalog) {
  return catalog.filter((entry) => entry.seeds).map((entry) => entry.name);
}

/** The spec searched: the state's, or the first the library recovers seeds of. */
function specOf(state, offered) {
  return state.seeds_spec || offered[0];
}

function seedsTable(found, state) {
  const noun = found.found === 1 ? 'seed' : 'seeds';
  const deal = found.found === 1 ? 'deals' : 'deal';
  const caption = `${number(found.found)} ${noun} of ${found.spec} ${deal} these ${found.pieces} pieces ` +
    `from a game's start (all ${number(found.states_searched)} distinct starting states of its generator searched).`;
  if (!found.seeds.length) return [h('p', { 'data-testid': 'seeds-count' }, caption)];
  const rows = found.seeds.slice(0, SHOWN).map((seed) => [
    h('a', { href: search({ ...state, spec: found.spec, seed: seed.seed, rng: '' }), 'data-testid': 'seed-link' }, seed.seed),
    h('span', { class: 'letters' }, seed.next),
  ]);
  const hidden = found.found - rows.length;
  const listed = found.unlisted === 0 ? 'every one' : `the smallest ${number(found.seeds.length)}`;
  return [
    h('p', { class: 'meta', 'data-testid': 'seeds-count' }, caption),
    table(null, ['seed (deals it in the queue above)', 'next pieces'], rows, { 'data-testid': 'seeds' }),
    hidden > 0 ? h('p', { class: 'meta' }, `… and ${number(hidden)} more: give more pieces, or the JSON lists ${listed}.`) : null,
    h('p', { class: 'meta' }, `Seeds that deal the same as one found: ${found.alike}.`),
  ];
}

/** Mounts the view; `update(state)` recomputes it; `catalog` is the library's list. */
export function mountSeeds(onChange, catalog) {
  const root = document.getElementById('view-seeds');
  const spec = document.getElementById('seeds-spec');
  const pieces = document.getElementById('opening');
  const error = document.getElementById('seeds-error');
  const out = document.getElementById('seeds-table');
  const job = new Job(document.getElementById('seeds-job'), 'seeds');
  const offered = seedSpecs(catalog);
  spec.append(...offered.map((name) => h('option', { value: name }, name)));

  spec.addEventListener('change', () => onChange({ seeds_spec: spec.value }));
  pieces.addEventListener('input', () => onChange({ opening: pieces.value.replace(/\s+/g, '') }));

  return {
    root,
    keys: ['seeds_spec', 'opening'],
    async update(state) {
      const searched = specOf(state, offered);
      // A linked spec the list does not name (one with parameters, say) is offered too.
      if (![...spec.options].some((option) => option.value === searched)) spec.append(h('option', { value: searched }, searched));
      spec.value = searched;
      if (pieces.value.replace(/\s+/g, '') !== state.opening) pieces.value = state.opening;
      showError(error, '');
      if (!state.opening) {
        out.replaceChildren(h('p', { class: 'meta' }, "Paste the first pieces of a game to find the seeds that deal them."));
        return;
      }
      try {
        await job.run(async (call) => {
          const answer = JSON.parse(await call('searching the seeds', 'seeds', [searched, state.opening, '{}']));
          const found = answer.found;
          out.replaceChildren(...seedsTable(found, state).filter(Boolean), resultTools([
            { label: 'JSON', name: 'seeds.json', type: 'application/json', text: JSON.stringify(found, null, 2) },
            { label: 'CSV', name: 'seeds.csv', type: 'text/csv', text: answer.csv },
          ]));
        });
      } catch (problem) {
        showError(error, problem.message);
        out.replaceChildren();
      }
    },
  };
}
