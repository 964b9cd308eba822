// The design view: a space of randomizers answered exactly and its Pareto front — the library's
// `frontier` and the scatter `plot frontier` draws, run in the worker with a progress bar. Each
// front design (its link in the table, or its point in the scatter) opens its numbers (the Numbers
// view, with exact values beside measured ones).
import { Job } from './job.js';
import { h, hintScrolling, number, pictureFiles, resultTools, showError, table } from './dom.js';
import { given, search } from './url.js';

/** The letters a `P` of an objective's name may be. */
const PIECES = [...'IJLOSTZ'];

/** The goals an objective may have, as the select offers them ('' leaves it out). */
const GOALS = [['', '—'], ['minimize', 'minimize'], ['maximize', 'maximize']];

/**
 * One row per objective name the library gives (`L`, a drought length, and `P`, a piece, stand
 * in its name for an input each): `row.name()` is the name with them filled in, and
 * `row.matches(name)` the parts a concrete name fills in, if it is one of this row's.
 */
function objectiveRow(template, onInput) {
  const parts = template.split('.');
  const fields = parts.map((part) => {
    if (part === 'L') return h('input', { inputMode: 'numeric', autocomplete: 'off', placeholder: 'L', 'aria-label': `${template}: L` });
    if (part === 'P') return h('select', { 'aria-label': `${template}: P` }, PIECES.map((p) => h('option', { value: p }, p)));
    return null;
  });
  const goal = h('select', { 'aria-label': template, 'data-testid': `objective-${template}` },
    GOALS.map(([value, label]) => h('option', { value }, label)));
  const name = () => parts.map((part, i) => fields[i]?.value || part).join('.');
  const shape = new RegExp(`^${parts.map((part) => ({ L: '(\\d+)', P: `([${PIECES.join('')}])` }[part]
    ?? part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('\\.')}$`);
  const label = [];
  parts.forEach((part, i) => {
    if (i) label.push('.');
    label.push(fields[i] ?? part);
  });
  for (const input of [goal, ...fields.filter(Boolean)]) input.addEventListener(input.tagName === 'INPUT' ? 'input' : 'change', onInput);
  return {
    element: h('div', { class: 'objective' }, goal, h('code', {}, label)),
    goal,
    name,
    /** Sets the row from the state: the first name it matches under either goal, or none. */
    set(minimize, maximize) {
      const found = [...minimize.map((n) => ['minimize', n]), ...maximize.map((n) => ['maximize', n])]
        .find(([, n]) => shape.test(n));
      goal.value = found ? found[0] : '';
      if (!found) return;
      const values = shape.exec(found[1]).slice(1);
      fields.filter(Boolean).forEach((field, k) => {
        if (document.activeElement !== field) field.value = values[k];
      });
    },
  };
}

/** A value as `frontier`'s text writes it: six decimals, `± half-width` when estimated, or unbounded. */
function value(design, name) {
  const x = design.values[name];
  const text = x === null ? 'unbounded' : x === undefined ? '' : x.toFixed(6);
  const half = design.half_width_95?.[name];
  return half === undefined ? text : `${text} ± ${half.toFixed(6)}`;
}

/** What a front design gives up against its nearest rival, in `frontier`'s words. */
function givesUp(design) {
  const lost = design.gives_up;
  if (!lost) return '';
  return `${lost.objectives.length ? lost.objectives.join(', ') : 'nothing'} against ${lost.rival}`;
}

/** Every name a design has a value for, judged objectives first (as `frontier` prints them). */
function valueNames(frontier) {
  const judged = frontier.objectives.map((o) => o.name);
  const bounded = Object.keys(frontier.designs[0]?.values ?? {}).filter((n) => !judged.includes(n));
  return [...judged, ...bounded];
}

/** A table of designs, each spec a link to its numbers. */
function designTable(frontier, designs, caption, link, testid) {
  const names = valueNames(frontier);
  const rows = designs.map((design) => [
    link(design.spec),
    [design.same_law.join(' '), design.renamed?.length ? ` (+${design.renamed.length} bags renamed)` : ''].join(''),
    ...names.map((name) => value(design, name)),
    design.exact ? 'exact' : 'estimated',
    givesUp(design),
  ]);
  return table(caption, ['spec', 'same law', ...names, 'values', 'gives up'], rows, { 'data-testid': testid });
}

/** Mounts the view; `open(partial)` switches the page to another view's state. */
export function mountDesign(onChange, open, library) {
  const root = document.getElementById('view-design');
  const space = document.getElementById('design-space');
  const box = document.getElementById('design-objectives');
  const where = document.getElementById('design-where');
  const across = document.getElementById('design-x');
  const up = document.getElementById('design-y');
  const error = document.getElementById('design-error');
  const summary = document.getElementById('design-summary');
  const out = document.getElementById('design-table');
  const rest = document.getElementById('design-rest');
  const figure = document.getElementById('design-chart');
  hintScrolling(figure);
  // A point of the scatter is titled with its design's spec: a click on it opens that design's
  // numbers, as its link in the table does (which is the keyboard's way there).
  figure.addEventListener('click', (event) => {
    const spec = event.target.closest?.('circle')?.querySelector('title')?.textContent;
    if (spec) open({ view: 'numbers', spec });
  });
  const job = new Job(document.getElementById('design-job'), 'design');

  const objectivesChanged = () => onChange({
    minimize: rows.filter((row) => row.goal.value === 'minimize').map((row) => row.name()),
    maximize: rows.filter((row) => row.goal.value === 'maximize').map((row) => row.name()),
  });
  const rows = library.objectives.map((template) => objectiveRow(template, objectivesChanged));
  box.append(...rows.map((row) => row.element));
  space.addEventListener('input', () => onChange({ space: space.value.split('\n').map((t) => t.trim()).filter(Boolean) }));
  where.addEventListener('input', () => onChange({ where: where.value.trim() }));
  across.addEventListener('change', () => onChange({ x: across.value }));
  up.addEventListener('change', () => onChange({ y: up.value }));

  let current = {};
  /** A spec as a link to its numbers: a real address (a new tab works), opened here on a plain click. */
  const link = (spec) => {
    const a = h('a', { class: 'design-link', href: search({ ...current, view: 'numbers', spec }) }, spec);
    a.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      open({ view: 'numbers', spec });
    });
    return a;
  };

  return {
    root,
    keys: ['space', 'minimize', 'maximize', 'where', 'x', 'y'],
    async update(state) {
      current = state;
      if (document.activeElement !== space) space.value = state.space.join('\n');
      if (document.activeElement !== where) where.value = state.where;
      for (const row of rows) row.set(state.minimize, state.maximize);
      // The axes: two of the judged objectives (the first two unless the link names others).
      const judged = [...state.minimize, ...state.maximize];
      const x = judged.includes(state.x) ? state.x : judged[0];
      const y = judged.includes(state.y) && state.y !== x ? state.y : judged.find((n) => n !== x);
      for (const [select, chosen] of [[across, x], [up, y]]) {
        select.replaceChildren(...judged.map((name) => h('option', { value: name }, name)));
        select.value = chosen ?? '';
        select.disabled = judged.length < 2;
      }
      showError(error, '');
      const options = given({ space: state.space, minimize: state.minimize, maximize: state.maximize, where: state.where });
      const axes = x && y ? JSON.stringify([x, y]) : '';
      try {
        await job.run(async (call) => {
          const answer = JSON.parse(await call('evaluating the designs', 'frontier', [JSON.stringify(options), axes]));
          const { frontier } = answer;
          const goals = frontier.objectives.map((o) => `${o.goal} ${o.name}`).join(', ');
          summary.textContent = `${number(frontier.designs_in_space)} designs in the space, ` +
            `${number(frontier.laws_evaluated)} laws evaluated exactly; ${frontier.on_front} on the front: ${goals}` +
            `${frontier.constraints.length ? `, where ${frontier.constraints.join(' and ')}` : ''}. ` +
            `Per-game odds over games of ${number(frontier.game_length)} pieces; ± is an estimate's 95 % half-width.`;
          const front = frontier.designs.filter((d) => d.front);
          const others = frontier.designs.filter((d) => !d.front);
          out.replaceChildren(
            designTable(frontier, front, 'The front, each with what it gives up against its nearest rival on it (a spec opens its numbers):', link, 'design-front'),
            resultTools([
              { label: 'JSON', name: 'frontier.json', type: 'application/json', text: JSON.stringify(frontier, null, 2) },
              ...(answer.chart ? pictureFiles('frontier', answer.chart) : []),
            ]));
          rest.replaceChildren(
            others.length ? h('details', {}, h('summary', {}, `Not on the front (${others.length})`),
              designTable(frontier, others, '', link, 'design-others')) : '',
            frontier.unanswered.length ? h('details', {}, h('summary', {}, `No exact answer (${frontier.unanswered.length})`),
              h('ul', {}, frontier.unanswered.map((u) => h('li', {}, `${u.spec}: ${u.reason}`)))) : '');
          if (answer.chart) figure.innerHTML = answer.chart;
          else figure.replaceChildren(h('p', { class: 'meta' }, 'Judge two objectives or more to draw the scatter.'));
        });
      } catch (problem) {
        showError(error, problem.message);
        summary.textContent = '';
        out.replaceChildren();
        rest.replaceChildren();
        figure.replaceChildren();
      }
    },
  };
}
