// The setups view asks one of two questions (`mode`): cover — paste fumens (one a line) or a
// record, pick randomizers, and see the exact odds that each deals pieces that build each setup
// (and any, and every, setup) side by side, the library's `cover` — or perfect clear (pc.js), the
// library's `pc`. Either runs in the worker with a progress bar and Cancel.
import { Job } from './job.js';
import { h, number, resultTools, showError, table } from './dom.js';
import { pcPrompt, pcTable } from './pc.js';
import { given } from './url.js';

/** The randomizers offered as boxes (any spec can also be typed). */
export const OFFERED = ['7-bag', '14-bag', 'tetrio-7-bag', 'tetrio-14-bag', 'tetrio-classic', 'tetrio-pairs'];

/**
 * The setups in the box: each line holding a fumen (`v115@…`, with an optional `#start:end`)
 * is a setup; when no line holds one, the whole text is one record.
 */
export function setupsOf(text) {
  const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
  if (lines.length && lines.every((line) => line.includes('115@'))) return lines;
  return text.trim() ? [text.trim()] : [];
}

/** A chance as the command line writes it: the float, and the fraction where there is one. */
function chance(odds) {
  const percent = `${(100 * odds.probability).toFixed(2)} %`;
  return odds.fraction ? `${percent} = ${odds.fraction}` : `${percent} (${number(odds.probability)})`;
}

/** Where the pieces start, as the captions say it. */
function dealtFrom(first) {
  const from = first.start === 'stationary' ? 'at a random moment of a long game' : "from the game's start";
  return `${from}${first.after ? `, after ${first.after}` : ''}`;
}

function oddsTable(answer) {
  const labels = answer.setups.map((setup) => `${setup.label} (${setup.placements} pieces)`);
  const many = labels.length > 1;
  const rows = labels.map((label, i) => [label, ...answer.randomizers.map((r) => chance(r.setups[i]))]);
  if (many) {
    rows.push(['OR (any setup)', ...answer.randomizers.map((r) => chance(r.or))]);
    rows.push(['AND (every setup)', ...answer.randomizers.map((r) => chance(r.and))]);
  }
  const caption = `Exact chance that the pieces dealt next (${dealtFrom(answer.randomizers[0])}) ` +
    `let a player build each setup: ${answer.hold ? 'with' : 'without'} hold, ${answer.drop} drop, ` +
    `${answer.kicks} kicks; summed over each randomizer's states, a fraction where it is one.`;
  return table(caption, ['setup', ...answer.randomizers.map((r) => r.spec)], rows, { 'data-testid': 'setup-odds' });
}

/** Mounts the view; `update(state)` recomputes it for a state; `places` are the library's decimals. */
export function mountSetups(onChange, places) {
  const root = document.getElementById('view-setups');
  const text = document.getElementById('setups');
  const boxes = document.getElementById('setup-randomizers');
  const others = document.getElementById('setup-other');
  const hold = document.getElementById('setup-hold');
  const drop = document.getElementById('setup-drop');
  const error = document.getElementById('setups-error');
  const out = document.getElementById('setups-table');
  const job = new Job(document.getElementById('setups-job'), 'setups');
  const mode = document.getElementById('setup-mode');
  const coverInput = document.getElementById('setup-cover-input');
  const pcInput = document.getElementById('setup-pc-input');
  const field = document.getElementById('pc-field');
  const lines = document.getElementById('pc-lines');
  const walk = document.getElementById('pc-walk');

  const checks = OFFERED.map((spec) => h('input', { type: 'checkbox', value: spec, 'data-testid': `setup-${spec}` }));
  boxes.append(...checks.map((check) => h('label', { class: 'check' }, check, ` ${check.value}`)));
  const chosen = () => [
    ...checks.filter((check) => check.checked).map((check) => check.value),
    ...others.value.split(',').map((spec) => spec.trim()).filter(Boolean),
  ];
  const randomizersChanged = () => onChange({ rz: chosen() });
  for (const check of checks) check.addEventListener('change', randomizersChanged);
  others.addEventListener('input', randomizersChanged);
  text.addEventListener('input', () => onChange({ setups: text.value }));
  hold.addEventListener('change', () => onChange({ hold: hold.value }));
  drop.addEventListener('change', () => onChange({ drop: drop.value }));
  /** Shows the inputs of the question asked: cover's setups or pc's field and lines. */
  const showInputs = (pc) => {
    coverInput.hidden = pc;
    pcInput.hidden = !pc;
  };
  mode.addEventListener('change', () => {
    showInputs(mode.value === 'pc');
    onChange({ mode: mode.value });
  });
  field.addEventListener('input', () => onChange({ field: field.value }));
  lines.addEventListener('input', () => onChange({ lines: lines.value.trim() }));
  walk.addEventListener('input', () => onChange({ walk: walk.value.trim() }));

  /** The worker's answer to `fn` for `first` (the setups or the field) and the options, drawn by `show`, with its download. */
  async function run(label, fn, first, options, show) {
    try {
      await job.run(async (call) => {
        // The answer is `cover --json`'s or `pc --json`'s text, which downloads as it is.
        const text = await call(label, fn, [first, JSON.stringify(options)]);
        out.replaceChildren(show(JSON.parse(text)), resultTools([
          { label: 'JSON', name: `${fn}.json`, type: 'application/json', text },
        ]));
      });
    } catch (problem) {
      showError(error, problem.message);
      out.replaceChildren();
    }
  }

  return {
    root,
    keys: ['mode', 'setups', 'field', 'lines', 'walk', 'rz', 'hold', 'drop'],
    async update(state) {
      const pc = state.mode === 'pc';
      mode.value = pc ? 'pc' : '';
      showInputs(pc);
      if (document.activeElement !== text) text.value = state.setups;
      if (document.activeElement !== field) field.value = state.field;
      if (document.activeElement !== lines) lines.value = state.lines;
      if (document.activeElement !== walk) walk.value = state.walk;
      for (const check of checks) check.checked = state.rz.includes(check.value);
      if (document.activeElement !== others) others.value = state.rz.filter((spec) => !OFFERED.includes(spec)).join(', ');
      hold.value = state.hold;
      drop.value = state.drop;
      showError(error, '');
      const options = given({ randomizer: state.rz, hold: state.hold, drop: state.drop });
      if (pc) {
        if (!state.field.trim() || !state.rz.length) {
          out.replaceChildren(pcPrompt());
          return;
        }
        Object.assign(options, given({ lines: state.lines, max_walk_mb: state.walk }));
        await run('computing the odds of a perfect clear', 'pc', state.field, options,
          (answer) => pcTable(answer, dealtFrom(answer.randomizers[0]), places));
        return;
      }
      const setups = setupsOf(state.setups);
      if (!setups.length || !state.rz.length) {
        out.replaceChildren(h('p', { class: 'meta' },
          'Paste a setup (fumens, one a line, or a TETRIS-SYSTEM record) and pick randomizers to see their odds.'));
        return;
      }
      await run('computing the odds', 'cover', JSON.stringify(setups), options,
        oddsTable);
    },
  };
}
