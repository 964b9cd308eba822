// The compare view: up to four randomizers side by side — each metric measured (± its standard
// error) and, when asked, exact; seed document 000's ratings; and a chart of all of them.
import { Job } from './job.js';
import { h, hintScrolling, metricWithMeaning, number, pictureFiles, resultTools, showError, table, withError } from './dom.js';
import { given } from './url.js';

/** The fields for randomizers to compare (a link may name more: all are compared, and told). */
export const MOST = 4;

/** The specs compared: every `vs` of the URL, or the picker's randomizer beside memoryless. */
export function comparedSpecs(state) {
  const given = state.vs.filter(Boolean);
  if (given.length) return given;
  return [...new Set([state.spec, 'memoryless'])];
}

/** A compared metric's cell, to `compare`'s decimals for it: measured ± error, and exact if asked. */
function cell(entry, name, decimals) {
  const measured = entry.metrics[name];
  const exact = entry.exact?.[name];
  const text = measured ? withError(measured.value, measured.standard_error, decimals) : '—';
  if (exact === undefined) return text;
  return `${text} (exact ${exact === null ? 'unbounded' : number(exact, decimals)})`;
}

function comparisonTable(comparison, words, places) {
  const entries = comparison.randomizers;
  const metrics = Object.keys(entries[0].metrics);
  const ratings = Object.keys(entries[0].ratings ?? {});
  const rows = [
    ...metrics.map((name) => [metricWithMeaning(words, name), ...entries.map((entry) => cell(entry, name, places.compared[name]))]),
    ...ratings.map((name) => [metricWithMeaning(words, `rating.${name}`),
      ...entries.map((entry) => number(entry.ratings[name], places.ratings))]),
    ['generator, seed', ...entries.map((entry) => `${entry.generator}, ${entry.seed}`)],
  ];
  const caption = `Measured from ${number(comparison.pieces)} pieces each (master seed ${comparison.master_seed}); ` +
    `± is one standard error over ${entries[0].metrics[metrics[0]]?.samples ?? '?'} batches` +
    (comparison.exact ? '; exact values from each chain where one exists.' : '.');
  return table(caption, ['metric', ...entries.map((entry) => entry.spec)], rows, { 'data-testid': 'comparison' });
}

/** Mounts the view; `update(state)` recomputes it for a state. */
export function mountCompare(onChange, words, places) {
  const root = document.getElementById('view-compare');
  const specsBox = document.getElementById('compare-specs');
  const mc = document.getElementById('compare-mc');
  const exact = document.getElementById('compare-exact');
  const chart = document.getElementById('compare-chart');
  const error = document.getElementById('compare-error');
  const out = document.getElementById('compare-table');
  const figure = document.getElementById('compare-chart-svg');
  hintScrolling(figure);
  const job = new Job(document.getElementById('compare-job'), 'compare');

  const inputs = Array.from({ length: MOST }, (_, i) => h('input', {
    spellcheck: false, autocomplete: 'off', placeholder: i < 2 ? '' : '(none)', 'data-testid': `vs-${i}`,
  }));
  specsBox.append(...inputs.map((input, i) => h('label', {}, `Randomizer ${i + 1}`, input)));
  const overflow = h('p', { class: 'meta', role: 'status', 'data-testid': 'compare-overflow', hidden: true });
  specsBox.after(overflow);
  const specsChanged = () => onChange({ vs: inputs.map((input) => input.value.trim()).filter(Boolean) });
  for (const input of inputs) input.addEventListener('input', specsChanged);
  mc.addEventListener('input', () => onChange({ vs_n: mc.value.trim() }));
  exact.addEventListener('change', () => onChange({ vs_exact: exact.checked ? 'on' : '' }));
  chart.addEventListener('change', () => onChange({ vs_chart: chart.value }));

  return {
    root,
    keys: ['spec', 'seed', 'vs', 'vs_n', 'vs_exact', 'vs_chart'],
    async update(state) {
      const specs = comparedSpecs(state);
      inputs.forEach((input, i) => {
        if (document.activeElement !== input) input.value = specs[i] ?? '';
      });
      overflow.textContent = specs.length > MOST
        ? `The link names ${specs.length} randomizers: all are compared below; the fields show the first ${MOST} (${specs.slice(MOST).join(', ')} not shown), and editing a field keeps only those.`
        : '';
      overflow.hidden = specs.length <= MOST;
      mc.value = state.vs_n;
      exact.checked = state.vs_exact === 'on';
      chart.value = state.vs_chart;
      showError(error, '');
      // The count and seed as typed, left out when empty: the library reads and checks them.
      const run = given({ count: state.vs_n, seed: state.seed });
      try {
        await job.run(async (call) => {
          // One call, one run: the table and the chart come from the same simulation on the
          // same seeds, with exact values in both exactly when the box asks for them.
          const options = JSON.stringify({ ...run, exact: state.vs_exact === 'on' });
          const answer = JSON.parse(await call('comparing', 'comparison', [JSON.stringify(specs), state.vs_chart, options]));
          out.replaceChildren(comparisonTable(answer.comparison, words, places), resultTools([
            { label: 'JSON', name: 'compare.json', type: 'application/json', text: JSON.stringify(answer.comparison, null, 2) },
            { label: 'CSV', name: 'compare.csv', type: 'text/csv', text: answer.csv },
            ...pictureFiles(`compare-${state.vs_chart}`, answer.chart),
          ]));
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
