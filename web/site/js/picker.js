// The randomizer picker: a list built from the library's catalog, a field for each of the chosen
// randomizer's parameters, the spec text they make, the seed, the generator and the count. The
// library checks every value; this only turns fields into the spec text the CLI takes.
import { h } from './dom.js';

/** Splits spec text into its name and `key=value` parameters (as written, unchecked). */
export function splitSpec(text) {
  const [name, rest = ''] = text.trim().split(/:(.*)/s);
  const params = {};
  for (const pair of rest.split(',')) {
    const [key, value] = pair.split(/=(.*)/s);
    if (key.trim()) params[key.trim()] = (value ?? '').trim();
  }
  return { name: name.trim(), params };
}

/** Joins a name and parameters into spec text, leaving out empty values. */
export function joinSpec(name, params) {
  const pairs = Object.entries(params).filter(([, value]) => value !== '').map(([k, v]) => `${k}=${v}`);
  return pairs.length ? `${name}:${pairs.join(',')}` : name;
}

/**
 * Mounts the picker on the page's fields; `onChange(partial)` hears every edit as the state keys
 * it changes (`spec`, `seed`, `rng`, `count`). Returns `set(state)` to show a state.
 */
export function mountPicker(catalog, onChange) {
  const byName = new Map(catalog.map((entry) => [entry.name, entry]));
  const nameSelect = document.getElementById('spec-name');
  const specText = document.getElementById('spec-text');
  const seed = document.getElementById('seed');
  const rng = document.getElementById('rng');
  const count = document.getElementById('count');
  const about = document.getElementById('entry-about');
  const fieldset = document.getElementById('params');

  nameSelect.append(h('option', { value: '' }, '(not in the catalog)'),
    ...catalog.map((entry) => h('option', { value: entry.name, title: entry.summary }, entry.name)));
  const generators = [...new Set(catalog.map((entry) => entry.rng))];
  rng.append(h('option', { value: '' }, 'its own'),
    ...generators.map((name) => h('option', { value: name }, name)));

  let shownName = null;
  const showEntry = (name, params) => {
    const entry = byName.get(name);
    nameSelect.value = entry ? name : '';
    about.textContent = entry
      ? `${entry.summary}. Source: ${entry.provenance}. Fidelity: ${entry.fidelity}; generator: ${entry.rng}${entry.rng_fixed ? ' (always)' : ''}.`
      : '';
    rng.disabled = Boolean(entry?.rng_fixed);
    rng.title = entry?.rng_fixed ? `${name} always deals from its game's own generator` : '';
    if (name !== shownName) {
      shownName = name;
      fieldset.replaceChildren(h('legend', {}, entry?.parameters.length ? `Parameters of ${name}` : 'Parameters'));
      for (const parameter of entry?.parameters ?? []) {
        const input = h('input', {
          name: parameter.key, placeholder: parameter.default, spellcheck: false, autocomplete: 'off',
          'data-testid': `param-${parameter.key}`, 'aria-describedby': `param-help-${parameter.key}`,
        });
        input.addEventListener('input', () => {
          specText.value = joinSpec(name, Object.fromEntries(
            [...fieldset.querySelectorAll('input')].map((field) => [field.name, field.value.trim()])));
          onChange({ spec: specText.value });
        });
        fieldset.append(h('label', {}, parameter.key, input,
          h('span', { class: 'param-help', id: `param-help-${parameter.key}` },
            `${parameter.description} (default ${parameter.default})`)));
      }
      fieldset.hidden = !entry?.parameters.length;
    }
    for (const input of fieldset.querySelectorAll('input')) input.value = params[input.name] ?? '';
  };

  nameSelect.addEventListener('change', () => {
    if (!nameSelect.value) return;
    specText.value = nameSelect.value;
    showEntry(nameSelect.value, {});
    onChange({ spec: specText.value });
  });
  specText.addEventListener('input', () => {
    const { name, params } = splitSpec(specText.value);
    showEntry(name, params);
    onChange({ spec: specText.value.trim() });
  });
  seed.addEventListener('input', () => onChange({ seed: seed.value.trim() }));
  rng.addEventListener('change', () => onChange({ rng: rng.value }));
  count.addEventListener('input', () => onChange({ count: count.value.trim() }));

  return {
    /** Shows a state's spec, seed, generator and count in the fields. */
    set(state) {
      if (specText.value.trim() !== state.spec) specText.value = state.spec;
      const { name, params } = splitSpec(state.spec);
      showEntry(name, params);
      if (document.activeElement !== seed && seed.value.trim() !== state.seed) seed.value = state.seed;
      if (state.rng && ![...rng.options].some((option) => option.value === state.rng)) {
        rng.append(h('option', { value: state.rng }, state.rng));
      }
      rng.value = state.rng;
      if (count.value.trim() !== state.count) count.value = state.count;
    },
  };
}
