// The numbers and charts view: exact answers where the randomizer has a chain, a Monte Carlo
// measurement beside them (value ± standard error from the JSON, with its sample size), and the
// chart `tetrolab plot` draws — all computed in the worker, with a progress bar and cancel.
import { Job } from './job.js';
import { given } from './url.js';
import { h, hintScrolling, metricWithMeaning, number, pictureFiles, resultTools, showError, table, withError } from './dom.js';

/** The value at a dotted metric name (`drought.p_at_least.10`) in a result, if it has one. */
export function at(result, name) {
  let value = result;
  for (const part of name.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = value[part];
  }
  return value;
}

/** Whether a metric name is one piece's (`drought.I.p_at_least.10`); those rows are left out. */
const perPiece = (name) => /^[a-z_]+\.[IJLOSTZ]\./.test(name);

/**
 * The rows of the measured table: every metric the run has an error for, and the extremes
 * (which have none), in the order the JSON lists their families.
 */
function metricNames(stats) {
  const families = Object.keys(stats);
  const names = Object.keys(stats.standard_errors).filter((name) => !perPiece(name));
  for (const extreme of ['drought.max', 'flood.max', 'snake.max']) {
    if (at(stats, extreme) !== undefined) names.push(extreme);
  }
  const family = (name) => families.indexOf(name.split('.')[0]);
  return names.sort((a, b) => family(a) - family(b) || a.localeCompare(b, 'en', { numeric: true }));
}

/** A witness (pieces that reach a hard limit): its length, the letters on demand, wrapped. */
function witnessNote(witness) {
  return h('details', { class: 'witness' },
    h('summary', {}, `e.g. ${number(witness.length)} pieces`),
    h('span', { class: 'letters' }, witness));
}

/**
 * The exact value for a row, with the witness the chain gives for a hard limit; a hard limit
 * the JSON gives as `null` has none (the chain's runs are unbounded).
 */
function exactCell(exact, name, decimals) {
  const value = at(exact, name);
  const limit = name.endsWith('.max');
  if (limit && value === null) return 'unbounded';
  if (value === undefined || value === null || typeof value === 'object') return '—';
  const witness = limit ? at(exact, name.replace(/max$/, 'witness')) : undefined;
  return witness ? h('span', {}, `${number(value, decimals)} `, witnessNote(witness)) : number(value, decimals);
}

function numbersTable(stats, exact, words, places) {
  const rows = metricNames(stats).map((name) => {
    const error = stats.standard_errors[name];
    const decimals = places.metrics[name];
    return [metricWithMeaning(words, name), exact ? exactCell(exact, name, decimals) : '—', withError(at(stats, name), error, decimals)];
  });
  const caption = `Measured: a Monte Carlo estimate from ${number(stats.pieces)} pieces in ${stats.batches} batches ` +
    `of ${number(stats.batch_pieces)} (${stats.spec}, generator ${stats.generator}, seed ${stats.seed}); ` +
    '± is one standard error. Exact: ' +
    (exact ? `from the Markov chain (${exact.chain}; ${number(exact.states)} states; ${exact.law}).`
      : 'none for this randomizer (see above).');
  return table(caption, ['metric', 'exact', 'measured'], rows, { 'data-testid': 'numbers-table' });
}

/** The exact-only answers (predictability) as short lines, to `exact`'s decimals (`places`). */
function exactSummary(exact, places) {
  const lines = [];
  const decimals = { entropy_rate: places.bits, guess_accuracy: places.accuracy };
  for (const key of ['entropy_rate', 'guess_accuracy']) {
    if (typeof exact[key] === 'number') lines.push(`${key}: ${number(exact[key], decimals[key])}`);
  }
  if (exact.observer) lines.push(`observer guess_accuracy: ${number(exact.observer.guess_accuracy, places.accuracy)} (${exact.observer.method})`);
  return h('p', { class: 'meta', 'data-testid': 'exact-summary' }, `Exact only — ${lines.join('; ')}.`);
}

/** The exact per-game odds: for each piece and drought length L, P(a game holds a drought ≥ L). */
function gameOdds(game, decimals) {
  const pieces = Object.keys(game.per_piece);
  const lengths = Object.keys(game.per_piece[pieces[0]].p_drought_at_least);
  const rows = pieces.map((piece) => [piece, ...lengths.map((l) => number(game.per_piece[piece].p_drought_at_least[l], decimals))]);
  const caption = `Exact per-game odds: the probability that a game of ${number(game.length)} pieces ` +
    `(start: ${game.start}; droughts counted: ${game.droughts}) holds a drought of at least L pieces ` +
    'without the piece, for each piece and L.';
  return table(caption, ['piece', ...lengths.map((l) => `L ≥ ${l}`)], rows, { 'data-testid': 'game-odds' });
}

/** The library's definitions of the metric families, as the JSON gives them. */
function definitions(stats) {
  return h('section', {},
    h('h3', {}, 'What these are (the library\'s definitions)'),
    h('dl', { class: 'definitions' },
      Object.entries(stats.definitions).flatMap(([key, text]) => [h('dt', {}, key), h('dd', {}, text)])));
}

/** Mounts the view; `update(state)` recomputes it for a state. */
export function mountNumbers(onChange, words, places) {
  const root = document.getElementById('view-numbers');
  const mc = document.getElementById('mc');
  const chart = document.getElementById('chart');
  const gameLength = document.getElementById('game-length');
  const error = document.getElementById('numbers-error');
  const out = document.getElementById('numbers');
  const figure = document.getElementById('numbers-chart');
  const defs = document.getElementById('definitions');
  hintScrolling(figure);
  const job = new Job(document.getElementById('numbers-job'), 'numbers');

  mc.addEventListener('input', () => onChange({ n: mc.value.trim() }));
  chart.addEventListener('change', () => onChange({ chart: chart.value }));
  gameLength.addEventListener('input', () => onChange({ game_length: gameLength.value.trim() }));

  return {
    root,
    /** The state keys this view reads: it reruns only when one of them changes. */
    keys: ['spec', 'seed', 'rng', 'n', 'chart', 'game_length'],
    async update(state) {
      mc.value = state.n;
      chart.value = state.chart;
      gameLength.value = state.game_length;
      showError(error, '');
      // The options as typed, those left empty left out: the library reads and checks the rest.
      const run = given({ count: state.n, seed: state.seed, rng: state.rng });
      const exactOptions = given({ game_length: state.game_length });
      try {
        await job.run(async (call) => {
          // One call: the measurement, the chart drawn from it, and the exact answers for the
          // very randomizer and seed measured.
          const answer = JSON.parse(await call('measuring', 'numbers',
            [state.spec, state.chart, JSON.stringify(run), JSON.stringify(exactOptions)]));
          const { stats, exact } = answer;
          out.replaceChildren(
            exact ? exactSummary(exact, places.exact) : h('p', { class: 'meta', 'data-testid': 'exact-note' }, `No exact answer: ${answer.no_exact}`),
            numbersTable(stats, exact, words, places),
            exact ? gameOdds(exact.game, places.game_odds) : null,
            resultTools([
              { label: 'JSON', name: `stats-${state.spec}.json`, type: 'application/json', text: JSON.stringify(stats, null, 2) },
              { label: 'CSV', name: `stats-${state.spec}.csv`, type: 'text/csv', text: answer.stats_csv },
              ...(exact ? [
                { label: 'exact JSON', name: `exact-${state.spec}.json`, type: 'application/json', text: JSON.stringify(exact, null, 2) },
                { label: 'exact CSV', name: `exact-${state.spec}.csv`, type: 'text/csv', text: answer.exact_csv },
              ] : []),
              ...pictureFiles(`${state.chart}-${state.spec}`, answer.chart),
            ]));
          defs.replaceChildren(definitions(stats));
          figure.innerHTML = answer.chart;
        });
      } catch (problem) {
        showError(error, problem.message);
        out.replaceChildren();
        figure.replaceChildren();
      }
    },
  };
}
