// The trace view: the queue's pieces (the randomizer, seed, generator and count chosen above),
// each with the randomizer's state after it — a bag's pieces left, a history, a weighted
// randomizer's weights — as `tetrolab trace` prints them. The library's `trace` runs in the
// worker with a progress bar and Cancel; it gives the text's heading, columns and first rows
// (weights written as the command line writes them). The whole trace downloads as `trace`,
// `trace --csv` and `trace --json` print it, each written (`trace_file`) only when its link is
// clicked.
import { Job } from './job.js';
import { h, meaningLine, number, resultTools, showError, table } from './dom.js';
import { given } from './url.js';

/** What the trace's columns mean, in a line each; any other column is a piece's weight. */
const MEANING = {
  step: 'step: 0 is the state before any piece; step k follows the k-th piece dealt.',
  piece: 'piece: the piece dealt at that step.',
  state: 'state: what the randomizer remembers after the piece, which sets the odds of the next one.',
};
const WEIGHTS = "I J L O S T Z: each piece's weight after the step; the next piece is picked by these weights, as Python's random.choices picks.";

/** What a column means (its key in the tooltip of its header). */
const meaningOf = (name) => MEANING[name] ?? WEIGHTS;

/** The trace's table: its column headers, then a line for what each column means. */
function traceTable(answer) {
  const header = answer.headers.map((name) => h('span', { title: meaningOf(name), 'data-key': name }, name));
  const meanings = [...new Set(answer.headers.map(meaningOf))];
  const shown = answer.rows.length < answer.steps
    ? ` The first ${number(answer.rows.length)} of ${number(answer.steps)} steps are shown; the downloads hold them all.` : '';
  return [
    h('p', { class: 'meta', 'data-testid': 'trace-heading' }, answer.heading + shown),
    table(null, header, answer.rows, { 'data-testid': 'trace' }),
    h('p', { class: 'meta', 'data-testid': 'trace-meanings' }, meanings.map(meaningLine)),
  ];
}

/** Mounts the view; `update(state)` recomputes it from the picker's dealing. */
export function mountTrace() {
  const root = document.getElementById('view-trace');
  const error = document.getElementById('trace-error');
  const out = document.getElementById('trace-table');
  const job = new Job(document.getElementById('trace-job'), 'trace');
  return {
    root,
    keys: ['spec', 'seed', 'rng', 'count'],
    async update(state) {
      showError(error, '');
      const options = given({ count: state.count, seed: state.seed, rng: state.rng });
      try {
        await job.run(async (call) => {
          const args = [state.spec, JSON.stringify(options)];
          const answer = JSON.parse(await call('tracing', 'trace', args));
          // Each download is written when asked, in the worker with the bar and Cancel.
          const file = (format) => () => job.run((write) => write(`writing the trace's ${format}`, 'trace_file', [...args, format]));
          out.replaceChildren(...traceTable(answer), resultTools([
            { label: 'Text', name: 'trace.txt', type: 'text/plain', make: file('text') },
            { label: 'CSV', name: 'trace.csv', type: 'text/csv', make: file('csv') },
            { label: 'JSON', name: 'trace.json', type: 'application/json', make: file('json') },
          ]));
        });
      } catch (problem) {
        showError(error, problem.message);
        out.replaceChildren();
      }
    },
  };
}
