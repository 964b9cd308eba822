// The page's entry: loads the wasm library, restores the state from the URL, and keeps the
// picker, the queue and the views in step with it. The queue and the record editor call
// the library on this thread (they are quick); the views that measure use the worker.
import init, * as tl from '../pkg/tetrolab_web.js';
import { DEFAULTS, adoptLibraryDefaults, given, readState, writeState } from './url.js';
import { mountPicker } from './picker.js';
import { clearQueue, letters, showQueue } from './queue.js';
import { mountNumbers } from './numbers.js';
import { mountCompare } from './compare.js';
import { mountCatalog } from './catalog.js';
import { mountIdentify } from './identify.js';
import { mountNotation } from './notation.js';
import { mountSetups } from './setups.js';
import { mountDesign } from './design.js';
import { mountSeeds } from './seeds.js';
import { mountTrace } from './trace.js';
import { showError } from './dom.js';

/** Typing waits this long before a worker view recomputes, so it runs once per pause. */
const SETTLE_MS = 300;

/** 64 random bits for a seed the user did not give (the library makes the seed from them). */
function freshBits() {
  return crypto.getRandomValues(new BigUint64Array(1))[0];
}

await init();
const library = JSON.parse(tl.defaults());
adoptLibraryDefaults(library);
const catalog = JSON.parse(tl.catalog());
/** Each piece's shape, as the library draws it, for the drawn queue. */
const shapes = JSON.parse(tl.piece_shapes());
let state = readState();
/** The queue's last answer (`queue()`: its pieces as codes), or null; it draws only its first tiles. */
let dealt = null;

const picker = mountPicker(catalog, (partial) => change(partial));
/** The library's words for each metric, and the decimals the command line prints numbers with. */
const words = JSON.parse(tl.metric_words());
const places = JSON.parse(tl.decimals());
const views = {
  numbers: mountNumbers((partial) => change(partial), words, places),
  compare: mountCompare((partial) => change(partial), words, places),
  catalog: mountCatalog((partial) => change(partial), (partial) => open(partial), words, places),
  identify: mountIdentify((partial) => change(partial), () => (dealt ? letters(dealt) : ''), places),
  notation: mountNotation(tl, (partial) => change(partial)),
  setups: mountSetups((partial) => change(partial), places),
  design: mountDesign((partial) => change(partial), (partial) => open(partial), library),
  seeds: mountSeeds((partial) => change(partial), catalog),
  trace: mountTrace(),
};
const shown = new Map(); // view name → the state values it last showed
const tabs = [...document.querySelectorAll('[role="tab"]')];

/** Deals the queue for the state; a seed the library drew goes into the URL, so the view is a link. */
function deal() {
  const error = document.getElementById('error');
  try {
    // The count as typed (the library's default when left empty): the library reads it, and
    // refuses what is not a count. A seed or generator left empty is not sent.
    const { seed, rng } = given({ seed: state.seed, rng: state.rng });
    dealt = tl.queue(state.spec, state.count || DEFAULTS.count, seed, rng, freshBits());
    showError(error, '');
    showQueue(dealt, shapes);
    if (!state.seed) {
      state = { ...state, seed: dealt.seed };
      picker.set(state);
    }
  } catch (problem) {
    showError(error, problem.message);
    dealt = null;
    clearQueue();
  }
}

let settle = null;
/** Brings the shown view up to date, if a value it reads changed; `wait` debounces typing. */
function refreshView(wait) {
  clearTimeout(settle);
  const view = views[state.view] ?? views.numbers;
  const key = JSON.stringify(view.keys.map((k) => state[k]));
  if (shown.get(view) === key) return;
  const go = () => {
    shown.set(view, key);
    view.update(state);
  };
  if (wait) settle = setTimeout(go, SETTLE_MS);
  else go();
}

function showTab() {
  for (const tab of tabs) {
    const selected = tab.dataset.view === (views[state.view] ? state.view : 'numbers');
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    document.getElementById(tab.getAttribute('aria-controls')).hidden = !selected;
  }
}

/** Applies an edit from any control: URL, queue, view. */
function change(partial) {
  const dealing = ['spec', 'seed', 'rng', 'count'].some((k) => k in partial);
  state = { ...state, ...partial };
  if (dealing) deal();
  writeState(state);
  refreshView(true);
}

/** Switches to another view's state (a new history entry), as a link within the page would. */
function open(partial) {
  const dealing = ['spec', 'seed', 'rng', 'count'].some((k) => k in partial);
  state = { ...state, ...partial };
  if (dealing) {
    picker.set(state);
    deal();
  }
  writeState(state, { push: true });
  showTab();
  // The control that asked (a tab, or a link in the view left) hands the focus to the view's tab.
  tabs.find((tab) => tab.getAttribute('aria-selected') === 'true')?.focus();
  refreshView(false);
}

for (const tab of tabs) {
  tab.addEventListener('click', () => open({ view: tab.dataset.view }));
  tab.addEventListener('keydown', (event) => {
    const here = tabs.indexOf(tab);
    const target = {
      ArrowRight: (here + 1) % tabs.length,
      ArrowLeft: (here - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target];
    next.focus();
    next.click();
  });
}
document.getElementById('new-seed').addEventListener('click', () => change({ seed: '' }));
addEventListener('popstate', () => {
  state = readState();
  picker.set(state);
  deal();
  showTab();
  refreshView(false);
});

picker.set(state);
deal();
writeState(state);
showTab();
refreshView(false);
performance.mark('first-queue');
document.body.dataset.ready = 'true';
