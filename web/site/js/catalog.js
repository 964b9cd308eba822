// The catalog view: every randomizer of the catalog in one sortable table — longest drought,
// repeat probability, longest flood and S/Z run, and seed document 000's ratings. The library's
// `catalog_table` (compare --exact over the whole catalog) runs in the worker with a progress bar
// and Cancel; each value is the chain's exact one where the randomizer has a chain within the
// state budget, else the measured one, marked as estimated with its sample size. A row opens
// that randomizer's numbers.
import { Job } from './job.js';
import { h, meaningLine, metricLabel, number, resultTools, showError, table } from './dom.js';
import { given, search } from './url.js';

/** The compared statistics shown, by their JSON keys (`compare`'s). */
export const METRICS = ['drought.max', 'repeat_probability', 'flood.max', 'snake.max'];

/** Seed document 000's ratings shown, by their JSON keys. */
export const RATINGS = ['flood_prevention', 'drought_prevention', 'puzzle_factor'];

/**
 * One cell's value: the exact one where the library gives it (`null`: no limit), else the
 * measured one. `sort` orders it: unbounded above every number, a missing value last.
 */
function valueOf(entry, name) {
  if (entry.exact && name in entry.exact) {
    const exact = entry.exact[name];
    return { value: exact, exact: true, sort: exact === null ? Infinity : exact };
  }
  const measured = entry.metrics[name];
  return { value: measured?.value, error: measured?.standard_error, exact: false, sort: measured?.value ?? NaN };
}

/** The columns: a label node, how a row's cell is written, and the value it sorts by. */
function columns(words, places, pieces) {
  const estimated = `estimated from ${number(pieces)} pieces`;
  const metric = (name) => ({
    key: name,
    label: metricLabel(words, name),
    numeric: true,
    sort: (entry) => valueOf(entry, name).sort,
    cell: (entry) => {
      const { value, error, exact } = valueOf(entry, name);
      if (exact) return value === null ? 'unbounded' : number(value, places.metrics[name]);
      if (value === undefined) return '—';
      const detail = error === null || error === undefined ? estimated : `${estimated}, ± ${number(error, places.metrics[name])} standard error`;
      return h('span', { class: 'estimated', title: detail }, `≈ ${number(value, places.metrics[name])}`);
    },
  });
  const rating = (name) => ({
    key: name,
    label: h('span', { title: name, 'data-key': name }, `${name.replaceAll('_', ' ')} (0–5)`),
    numeric: true,
    sort: (entry) => entry.ratings?.[name] ?? NaN,
    cell: (entry) => number(entry.ratings?.[name], places.ratings),
  });
  return [
    { key: 'spec', label: 'randomizer', sort: (entry) => entry.spec, cell: null },
    {
      key: 'values',
      label: 'values',
      sort: (entry) => (entry.exact ? 0 : 1),
      cell: (entry) => (entry.exact ? 'exact' : estimated),
    },
    ...METRICS.map(metric),
    ...RATINGS.map(rating),
  ];
}

/** Orders entries by a column: numbers by value (missing last either way), text by name. */
function sorted(entries, column, descending) {
  const sign = descending ? -1 : 1;
  return [...entries].sort((a, b) => {
    const x = column.sort(a);
    const y = column.sort(b);
    if (typeof x === 'string') return sign * x.localeCompare(y);
    if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) - Number.isNaN(y);
    if (x === y) return a.spec.localeCompare(b.spec);
    return sign * (x < y ? -1 : 1);
  });
}

/** Mounts the view; `update(state)` recomputes it; `open(partial)` switches to another view. */
export function mountCatalog(onChange, open, words, places) {
  const root = document.getElementById('view-catalog');
  const mc = document.getElementById('catalog-mc');
  const error = document.getElementById('catalog-error');
  const out = document.getElementById('catalog-table');
  const job = new Job(document.getElementById('catalog-job'), 'catalog');
  mc.addEventListener('input', () => onChange({ cat_n: mc.value.trim() }));

  let current = {};
  let answer = null;
  let order = { key: null, descending: false };

  /** A spec as a link to its numbers: a real address, opened here on a plain click. */
  const link = (spec) => {
    const a = h('a', { href: search({ ...current, view: 'numbers', spec }), 'data-testid': 'catalog-link' }, spec);
    a.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      open({ view: 'numbers', spec });
    });
    return a;
  };

  /** Draws the table in the current order; `focusKey` is the header whose button keeps focus. */
  function render(focusKey) {
    const comparison = answer.comparison;
    const cols = columns(words, places, comparison.pieces);
    const active = cols.find((c) => c.key === order.key);
    const entries = active ? sorted(comparison.randomizers, active, order.descending) : comparison.randomizers;
    const headers = cols.map((column) => {
      const button = h('button', { type: 'button', class: 'sort', 'data-testid': `sort-${column.key}` }, column.label);
      button.addEventListener('click', () => {
        order = { key: column.key, descending: order.key === column.key ? !order.descending : column.numeric === true };
        render(column.key);
      });
      return button;
    });
    const rows = entries.map((entry) => cols.map((column) => (column.cell ? column.cell(entry) : link(entry.spec))));
    const caption = `Every randomizer of the catalog (master seed ${comparison.master_seed}): exact values from each ` +
      `chain within the state budget, the others measured from ${number(comparison.pieces)} pieces each ` +
      '(≈, estimated; hover for the standard error). Column headers sort; a row opens its numbers.';
    const box = table(caption, headers, rows, { 'data-testid': 'catalog' });
    const ths = box.querySelectorAll('thead th');
    cols.forEach((column, i) => {
      const sort = column.key !== order.key ? 'none' : (order.descending ? 'descending' : 'ascending');
      ths[i].setAttribute('aria-sort', sort);
    });
    box.querySelectorAll('tbody tr').forEach((tr, i) => {
      tr.classList.add('row-link');
      tr.addEventListener('click', (event) => {
        if (event.target.closest('a')) return;
        open({ view: 'numbers', spec: entries[i].spec });
      });
    });
    // What each column means, a line each, from the library's words.
    const meanings = h('div', { class: 'meta', 'data-testid': 'catalog-meanings' },
      [...METRICS, ...RATINGS.map((name) => `rating.${name}`)].map((key) =>
        meaningLine(`${words[key]?.label ?? key}: ${words[key]?.definition ?? ''}`)));
    out.replaceChildren(box, meanings, resultTools([
      { label: 'JSON', name: 'catalog.json', type: 'application/json', text: JSON.stringify(comparison, null, 2) },
      { label: 'CSV', name: 'catalog.csv', type: 'text/csv', text: answer.csv },
    ]));
    if (focusKey) out.querySelector(`[data-testid="sort-${focusKey}"]`)?.focus();
  }

  return {
    root,
    keys: ['seed', 'cat_n'],
    async update(state) {
      current = state;
      mc.value = state.cat_n;
      showError(error, '');
      // The options as typed, left out when empty: the library reads and checks them.
      const run = given({ count: state.cat_n, seed: state.seed });
      try {
        await job.run(async (call) => {
          answer = JSON.parse(await call('comparing the catalog', 'catalog_table', [JSON.stringify(run)]));
          render(null);
        });
      } catch (problem) {
        showError(error, problem.message);
        out.replaceChildren();
      }
    },
  };
}
