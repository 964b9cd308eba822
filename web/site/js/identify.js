// The identify and predict view: for pasted pieces, every candidate randomizer ranked by the
// library's exact likelihood (posterior, Bayes factor, and the piece where an impossible one
// fails), the ones it could not weigh and why, and the next piece's odds under one of them.
import { Job } from './job.js';
import { h, meaningLine, number, pieceTile, resultTools, showError, table } from './dom.js';

/** `identify`'s table, to its decimals (`places`: posterior and log2 values). */
function rankTable(result, places) {
  const rows = result.candidates.map((candidate, i) => {
    const name = candidate.same_law.length
      ? `${candidate.spec} (same law: ${candidate.same_law.join(', ')})` : candidate.spec;
    const fails = candidate.ruled_out_at === null ? '' : `impossible: fails at piece ${candidate.ruled_out_at}`;
    const bits = (value) => (value === null ? '-' : number(value, places.bits));
    return [`${i + 1}. ${name}`, number(candidate.posterior, places.posterior), bits(candidate.log2_likelihood),
      bits(candidate.log2_bayes_factor), candidate.start, h('span', { class: 'ruled-out' }, fails)];
  });
  const caption = `${result.pieces} pieces, ranked by posterior (equal priors; start: ${result.start}). ` +
    'log2 Bayes factor: against the next candidate down.';
  return table(caption, ['candidate', 'posterior', 'log2 likelihood', 'log2 Bayes factor', 'start', 'where it fails'],
    rows, { 'data-testid': 'candidates' });
}

function skippedList(result) {
  if (!result.skipped?.length) return null;
  return h('details', {}, h('summary', {}, `${result.skipped.length} randomizers not weighed`),
    h('ul', {}, result.skipped.map((skip) => h('li', {}, `${skip.spec}: ${skip.why}`))));
}

/** `predict`'s answer, to its decimals (`places`: next-piece and bag-position chances). */
function odds(prediction, places) {
  const letters = Object.keys(prediction.next);
  const grid = h('div', { class: 'odds', 'data-testid': 'odds' }, letters.flatMap((letter) => {
    const p = prediction.next[letter];
    return [
      h('span', { class: `letter piece-${letter}` }, letter),
      h('span', { class: `bar piece-${letter}`, style: `width: ${(100 * p).toFixed(2)}%` }),
      h('span', { class: 'p' }, number(p, places.next)),
    ];
  }));
  const notes = [];
  if (prediction.certain) notes.push(`Next is certainly ${prediction.certain}.`);
  else if (prediction.impossible?.length) notes.push(`Cannot come next: ${prediction.impossible.join(' ')}.`);
  if (prediction.certain_position) {
    notes.push(`The next piece is number ${prediction.certain_position} of its bag.`);
  } else if (prediction.bag_position) {
    const likely = prediction.bag_position.map((p, k) => [k + 1, p]).filter(([, p]) => p > 0)
      .map(([position, p]) => `${position}: ${number(p, places.position)}`).join(', ');
    notes.push(`Where the next piece falls in its bag (position: chance): ${likely}.`);
  }
  return [h('p', { class: 'meta' }, `Odds of the next piece under ${prediction.spec} after ${prediction.pieces} pieces (start: ${prediction.start}).`),
    grid, ...notes.map((note) => h('p', {}, note))];
}

/** Mounts the view; `update(state)` recomputes it; `queueText()` gives the dealt letters. */
export function mountIdentify(onChange, queueText, places) {
  const root = document.getElementById('view-identify');
  const pieces = document.getElementById('pieces');
  const fromStart = document.getElementById('from-start');
  const predictSpec = document.getElementById('predict-spec');
  const error = document.getElementById('identify-error');
  const out = document.getElementById('identify-table');
  const predicted = document.getElementById('predict');
  const job = new Job(document.getElementById('identify-job'), 'identify');

  pieces.addEventListener('input', () => onChange({ pieces: pieces.value.replace(/\s+/g, '') }));
  fromStart.addEventListener('change', () => onChange({ from_start: fromStart.checked ? 'on' : '' }));
  predictSpec.addEventListener('change', () => onChange({ predict: predictSpec.value }));
  document.getElementById('use-queue').addEventListener('click', () => {
    pieces.value = queueText();
    onChange({ pieces: pieces.value });
  });

  return {
    root,
    keys: ['pieces', 'from_start', 'predict'],
    async update(state) {
      if (pieces.value.replace(/\s+/g, '') !== state.pieces) pieces.value = state.pieces;
      fromStart.checked = state.from_start === 'on';
      showError(error, '');
      if (!state.pieces) {
        out.replaceChildren(h('p', { class: 'meta' }, 'Paste some pieces to see which randomizer most likely dealt them.'));
        predicted.replaceChildren();
        predictSpec.replaceChildren();
        return;
      }
      const options = JSON.stringify({ from_start: state.from_start === 'on' });
      try {
        await job.run(async (call) => {
          const answer = JSON.parse(await call('weighing candidates', 'identify', [state.pieces, options]));
          const result = JSON.parse(answer.json);
          out.replaceChildren(rankTable(result, places.identify),
            h('p', { class: 'meta', 'data-testid': 'identify-meaning' }, meaningLine(answer.meaning)),
            skippedList(result) ?? '', resultTools([
            { label: 'CSV', name: 'identify.csv', type: 'text/csv', text: answer.csv },
            { label: 'JSON', name: 'identify.json', type: 'application/json', text: answer.json },
          ]));
          const possible = result.candidates.filter((candidate) => candidate.ruled_out_at === null);
          predictSpec.replaceChildren(...possible.map((candidate) => h('option', { value: candidate.spec }, candidate.spec)));
          const spec = possible.some((candidate) => candidate.spec === state.predict) ? state.predict : possible[0]?.spec;
          if (!spec) {
            predicted.replaceChildren(h('p', {}, 'No candidate could have dealt these pieces.'));
            return;
          }
          predictSpec.value = spec;
          const predictOptions = JSON.stringify({ spec, from_start: state.from_start === 'on' });
          const predictAnswer = JSON.parse(await call('predicting', 'predict', [state.pieces, predictOptions]));
          predicted.replaceChildren(...odds(JSON.parse(predictAnswer.json), places.predict), resultTools([
            { label: 'CSV', name: 'predict.csv', type: 'text/csv', text: predictAnswer.csv },
            { label: 'JSON', name: 'predict.json', type: 'application/json', text: predictAnswer.json },
          ], 'predict-'));
        });
      } catch (problem) {
        showError(error, problem.message);
        out.replaceChildren();
        predicted.replaceChildren();
      }
    },
  };
}
