// Small helpers the views share: building elements, and writing numbers with their errors.

/** An element with attributes (`class`, `data-*`, properties otherwise) and children. */
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') element.className = value;
    else if (key.startsWith('data-') || key.startsWith('aria-') || key === 'role') element.setAttribute(key, value);
    else element[key] = value;
  }
  element.append(...children.flat().filter((child) => child !== undefined && child !== null));
  return element;
}

/**
 * Gives a sideways-scrolling `box` a hint placed before it ("scroll sideways"), shown only while
 * its content is wider than the box, and kept true as either changes size (a phone turned, a
 * chart replaced). The box's edges also shade while there is more to scroll to (style.css).
 */
export function hintScrolling(box) {
  const hint = h('p', { class: 'scroll-hint', 'data-testid': 'scroll-hint', hidden: true },
    'Scroll sideways for more →');
  box.before(hint);
  const update = () => { hint.hidden = box.scrollWidth <= box.clientWidth + 1; };
  const watch = new ResizeObserver(update);
  watch.observe(box);
  new MutationObserver(() => {
    for (const child of box.children) watch.observe(child);
    update();
  }).observe(box, { childList: true });
  for (const child of box.children) watch.observe(child);
  return hint;
}

/** A table in a scrolling box with its hint: a caption, a header row, and rows of cells (strings or nodes). */
export function table(caption, header, rows, attributes = {}) {
  const wrap = h('div', { class: 'table-wrap' },
    h('table', attributes,
      caption ? h('caption', {}, caption) : null,
      h('thead', {}, h('tr', {}, header.map((cell) => h('th', { scope: 'col' }, cell)))),
      h('tbody', {}, rows.map((row) => h('tr', {}, row.map((cell, i) =>
        i === 0 ? h('th', { scope: 'row' }, cell) : h('td', {}, cell)))))));
  const box = h('div', { class: 'table-box' }, wrap);
  hintScrolling(wrap);
  return box;
}

/**
 * A number as the command line writes it: to `decimals` places when the library gives them for
 * the quantity (`decimals()`), else integers as they are and others to six decimals (so a
 * float's rounding error such as 1.3e-14 reads 0.000000, not in exponent form).
 */
export function number(value, decimals) {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'number') return String(value);
  if (decimals !== undefined) return value.toFixed(decimals);
  if (Number.isInteger(value)) return value.toLocaleString('en');
  return value.toFixed(6);
}

/**
 * A measured value with its standard error: both to `decimals` places when the library gives
 * them for the quantity (as the command line writes a value and its interval), else the value
 * rounded to the error's second significant digit ("0.14285 ± 0.000021"); without an error, as
 * `number` writes it.
 */
export function withError(value, error, decimals) {
  if (error === null || error === undefined || typeof value !== 'number') return number(value, decimals);
  if (decimals !== undefined) return `${value.toFixed(decimals)} ± ${error.toFixed(decimals)}`;
  if (error === 0) return `${number(value)} ± 0`;
  const digits = Math.max(0, 1 - Math.floor(Math.log10(Math.abs(error))));
  return `${value.toFixed(Math.min(digits, 12))} ± ${Number(error.toPrecision(2))}`;
}

/** A metric's label: the library's words for it (`metric_words()`), its JSON key in a tooltip. */
export function metricLabel(words, name) {
  return h('span', { title: name, 'data-key': name }, words[name]?.label ?? name);
}

/** A line saying what a number means, in plain words, shown beside (under) its label. */
export function meaningLine(text) {
  return h('span', { class: 'meaning', 'data-testid': 'meaning' }, text);
}

/**
 * A metric's label with what it means beside it: the library's label (`Metric::about()`'s, the
 * JSON key in a tooltip) and, under it, its one-sentence definition.
 */
export function metricWithMeaning(words, name) {
  const label = metricLabel(words, name);
  const definition = words[name]?.definition;
  return definition ? h('span', {}, label, meaningLine(definition)) : label;
}

/**
 * Object URLs live until their link leaves the page: when a view replaces its results (or empties
 * them), the URLs of the download links it removed are revoked, so replaced downloads free their
 * memory. A link moved elsewhere in the page keeps its URL.
 */
new MutationObserver((mutations) => {
  for (const { removedNodes } of mutations) {
    for (const node of removedNodes) {
      if (!(node instanceof Element) || node.isConnected) continue;
      const links = node.matches('a.download') ? [node] : node.querySelectorAll('a.download');
      for (const link of links) if (link.href.startsWith('blob:')) URL.revokeObjectURL(link.href);
    }
  }
}).observe(document.documentElement, { childList: true, subtree: true });

/**
 * A result's toolbar: a button that copies the view's link (the address is the view), and a
 * download link per file (`{label, name, type, text}`: the library's JSON as the command line's
 * `--json` prints it, the chart's SVG as `tetrolab plot` writes it; a file `{label, name, png}`
 * is a PNG drawn from the SVG text `png`, see `pictureFiles`; a file `{label, name, type, make}`
 * is written only when its link is first clicked, by `make()`, a Promise of its text or of
 * `undefined` when the work was cancelled). `prefix` starts the test ids of a toolbar outside the
 * views (the queue's), so a view's own stay unique.
 */
export function resultTools(files, prefix = '') {
  const status = h('span', { class: 'meta', role: 'status' });
  const copy = h('button', { type: 'button', 'data-testid': `${prefix}copy-link` }, 'Copy link');
  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      status.textContent = 'Link copied.';
    } catch {
      status.textContent = `Copy this link: ${location.href}`;
    }
  });
  const links = files.map((file) => {
    const link = h('a', {
      class: 'download',
      download: file.name,
      'data-testid': `${prefix}download-${file.label.toLowerCase().replaceAll(' ', '-')}`,
    }, `Download ${file.label}`);
    if (file.make !== undefined) {
      // Written when asked: the first click writes the file, then downloads it.
      link.addEventListener('click', async (event) => {
        if (link.hasAttribute('href')) return;
        event.preventDefault();
        if (link.getAttribute('aria-busy') === 'true') return;
        link.setAttribute('aria-busy', 'true');
        try {
          const text = await file.make();
          if (text === undefined || !link.isConnected) return;
          link.href = URL.createObjectURL(new Blob([text], { type: file.type }));
          link.click();
        } catch (problem) {
          status.textContent = `No ${file.label}: ${problem.message}`;
        } finally {
          link.removeAttribute('aria-busy');
        }
      });
    } else if (file.png === undefined) {
      link.href = URL.createObjectURL(new Blob([file.text], { type: file.type }));
    } else {
      // A PNG is drawn from its SVG by the browser: the link works once it is drawn.
      link.setAttribute('aria-disabled', 'true');
      pngOf(file.png).then((blob) => {
        if (!link.isConnected) return;
        link.href = URL.createObjectURL(blob);
        link.removeAttribute('aria-disabled');
      }, (problem) => { status.textContent = `No PNG: ${problem.message}`; });
    }
    return link;
  });
  return h('p', { class: 'tools' }, copy, ...links, status);
}

/** A picture's downloads: its SVG as the library draws it, and a PNG of the same size drawn from it. */
export function pictureFiles(name, svg) {
  return [
    { label: 'SVG', name: `${name}.svg`, type: 'image/svg+xml', text: svg },
    { label: 'PNG', name: `${name}.png`, png: svg },
  ];
}

/**
 * An SVG drawn to a PNG of its own size (its `width` and `height`, else its `viewBox`'s) through a
 * canvas in the page: a Promise of the PNG's Blob.
 */
export async function pngOf(svg) {
  const root = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
  const box = (root.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  const width = Math.round(parseFloat(root.getAttribute('width')) || box[2]);
  const height = Math.round(parseFloat(root.getAttribute('height')) || box[3]);
  if (!(width > 0 && height > 0)) throw new Error('the picture has no size');
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image(width, height);
    image.src = url;
    await image.decode();
    const canvas = h('canvas', { width, height });
    canvas.getContext('2d').drawImage(image, 0, 0, width, height);
    return await new Promise((resolve, reject) => canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the browser drew no PNG'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Shows `message` in an error box (or hides the box when `message` is empty). */
export function showError(box, message) {
  box.textContent = message ?? '';
  box.hidden = !message;
}

/** A piece letter coloured as the guideline colours it. */
export function pieceTile(letter) {
  return h('span', { class: `piece-${letter}` }, letter);
}
