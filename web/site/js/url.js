// The page's state as URL parameters: reading the address restores a view, and every change
// writes it back, so a view is a link. Only values that differ from the defaults are written.

/**
 * The state every view reads; keys are the URL's parameter names. The counts (`count`, `n`,
 * `vs_n`, and `cat_n`, the catalog's, compare's too), the design space (`space`, the library's small one) and the objectives minimized
 * (`minimize`) are the library's request defaults, set once by `adoptLibraryDefaults` before the
 * address is read.
 */
export const DEFAULTS = {
  view: 'numbers',
  spec: '7-bag',
  seed: '',
  rng: '',
  count: undefined,
  n: undefined,
  chart: 'gap',
  game_length: '',
  vs: [],
  vs_n: undefined,
  vs_exact: '',
  vs_chart: 'compare',
  cat_n: undefined,
  pieces: '',
  from_start: '',
  predict: '',
  record: '',
  game: '1',
  move: '',
  mode: '',
  setups: '',
  field: '',
  lines: '',
  walk: '',
  rz: ['7-bag', '14-bag', 'tetrio-classic', 'tetrio-pairs'],
  hold: '',
  drop: '',
  space: undefined,
  minimize: undefined,
  maximize: [],
  where: '',
  x: '',
  y: '',
  seeds_spec: '',
  opening: '',
};

/** Takes the library's request defaults (`defaults()` of the wasm module). */
export function adoptLibraryDefaults(library) {
  for (const key of ['count', 'n', 'vs_n']) DEFAULTS[key] = String(library[key]);
  // The catalog is `compare` over every entry: its count is compare's.
  DEFAULTS.cat_n = String(library.vs_n);
  for (const key of ['space', 'minimize']) DEFAULTS[key] = [...library[key]];
  Object.freeze(DEFAULTS);
}

/** Reads the state from an address's query string (missing keys take their defaults). */
export function readState(search = location.search) {
  const params = new URLSearchParams(search);
  const state = {};
  for (const [key, fallback] of Object.entries(DEFAULTS)) {
    if (!params.has(key)) state[key] = fallback;
    else state[key] = Array.isArray(fallback) ? params.getAll(key).filter(Boolean) : params.get(key);
  }
  return state;
}

/** The page's address for a state: its path and the query without the defaults. */
export function search(state) {
  const params = new URLSearchParams();
  for (const [key, fallback] of Object.entries(DEFAULTS)) {
    const value = state[key];
    if (Array.isArray(fallback)) {
      const items = (value ?? []).filter(Boolean);
      if (items.join('\n') === fallback.join('\n')) continue;
      // An empty list differs from a default that is not: `key=` says "none".
      if (!items.length) params.set(key, '');
      for (const item of items) params.append(key, item);
    } else if (value !== undefined && value !== fallback) {
      params.set(key, value);
    }
  }
  const text = params.toString();
  return `${location.pathname}${text ? `?${text}` : ''}`;
}

/**
 * The options of a call from state values: one left empty (`''`, `undefined`, `null`) is left
 * out, so the library applies its default; the library refuses an option given as blank text.
 */
export function given(options) {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== '' && value != null));
}

/**
 * Writes a state to the address bar: a new history entry when `push` (switching views), or in
 * place (typing, which would otherwise fill the history with every keystroke).
 */
export function writeState(state, { push = false } = {}) {
  const url = search(state);
  if (url === `${location.pathname}${location.search}`) return;
  if (push) history.pushState(null, '', url);
  else history.replaceState(null, '', url);
}
