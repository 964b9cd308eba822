// The queue view: the first pieces drawn as shapes in numbered bags, then every piece shown as
// a letter in guideline colours, a mark before each piece that begins a bag (the library's bag
// starts), and what was dealt (spec, generator, seed, notices). `queue()`
// hands the pieces over as typed arrays (a code a piece, a bit a piece for the bag starts), so a
// long queue is never text until it is shown or copied. The element's text content is exactly
// the letters shown, so it can be copied or read by a test.
import { h, number, resultTools } from './dom.js';

/** At most this many pieces are drawn as tiles; the rest are counted, not shown. */
export const SHOWN = 5000;

/** Whether piece `i` begins a bag in a `queue()` answer (bit `i % 8` of byte `i / 8`). */
export function beginsBag(dealt, i) {
  return dealt.bag_starts !== null && ((dealt.bag_starts[i >> 3] >> (i & 7)) & 1) === 1;
}

/** Pieces `from` to `to` (default all) of a `queue()` answer as letters (`codes[k]` is code k's). */
export function letters(dealt, from = 0, to = dealt.pieces.length) {
  const alphabet = new TextEncoder().encode(dealt.codes);
  const slice = dealt.pieces.subarray(from, to);
  const ascii = new Uint8Array(slice.length);
  for (let i = 0; i < slice.length; i++) ascii[i] = alphabet[slice[i]];
  return new TextDecoder().decode(ascii);
}

/** At most this many pieces are drawn as shapes (ten bags of seven). */
export const DRAWN = 70;

/** One mino's side in the drawn queue, in CSS pixels. */
const MINO = 9;

/** A piece drawn as its four minos (`squares`: the library's `[dx, dy]`, y up), an inline SVG. */
function drawPiece(letter, squares) {
  const xs = squares.map(([x]) => x);
  const ys = squares.map(([, y]) => y);
  const [left, top] = [Math.min(...xs), Math.max(...ys)];
  const width = (Math.max(...xs) - left + 1) * MINO;
  const height = (top - Math.min(...ys) + 1) * MINO;
  const minos = squares.map(([x, y]) =>
    `<rect x="${(x - left) * MINO}" y="${(top - y) * MINO}" width="${MINO}" height="${MINO}"/>`).join('');
  return `<svg class="shape piece-${letter}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${minos}</svg>`;
}

/**
 * The first pieces drawn as shapes (`shapes`: the library's `piece_shapes()`), grouped by bag
 * and each bag numbered from 1; a randomizer without bags is one row of pieces.
 */
function drawShapes(dealt, shapes) {
  const drawn = letters(dealt, 0, Math.min(DRAWN, dealt.pieces.length));
  const groups = [];
  for (let i = 0; i < drawn.length; i++) {
    if (i === 0 || beginsBag(dealt, i)) groups.push([]);
    groups.at(-1).push(drawPiece(drawn[i], shapes[drawn[i]]));
  }
  const bags = dealt.bag_starts !== null;
  return groups.map((pieces, k) => (bags
    ? `<span class="bag" data-testid="bag"><span class="bag-number">${k + 1}</span>${pieces.join('')}</span>`
    : `<span class="bag">${pieces.join('')}</span>`)).join('');
}

/** Draws a `queue()` answer into the queue section, its first pieces also as shapes. */
export function showQueue(dealt, shapes) {
  document.getElementById('queue-shapes').innerHTML = drawShapes(dealt, shapes);
  const queue = document.getElementById('queue');
  const shownLetters = letters(dealt, 0, Math.min(SHOWN, dealt.pieces.length));
  const fragment = document.createDocumentFragment();
  for (let i = 0; i < shownLetters.length; i++) {
    const start = beginsBag(dealt, i) ? ' bag-start' : '';
    fragment.append(h('span', { role: 'listitem', class: `piece-${shownLetters[i]}${start}` }, shownLetters[i]));
  }
  queue.replaceChildren(fragment);
  const shown = dealt.pieces.length > SHOWN ? `, the first ${number(SHOWN)} shown` : '';
  const drawn = `; the first ${number(Math.min(DRAWN, dealt.pieces.length))} drawn as shapes${dealt.bag_starts ? ' in numbered bags' : ''}`;
  const bags = dealt.bag_starts ? '; below, a bar marks where each bag begins' : '';
  document.getElementById('queue-meta').textContent =
    `${number(dealt.count)} pieces of ${dealt.spec} from generator ${dealt.generator}, seed ${dealt.seed}${shown}${drawn}${bags}.`;
  document.getElementById('queue-notices').replaceChildren(
    ...(dealt.notices ?? []).map((notice) => h('li', {}, notice)));
  // The downloads are `gen`'s outputs: its letters and a newline, and its `--json` (the library's
  // text up to the letters, then the letters and the closing `"}`).
  const all = letters(dealt);
  document.getElementById('queue-tools').replaceChildren(resultTools([
    { label: 'Letters', name: 'queue.txt', type: 'text/plain', text: `${all}\n` },
    { label: 'JSON', name: 'queue.json', type: 'application/json', text: `${dealt.json_open}${all}"}\n` },
  ], 'queue-'));
}

/** Empties the queue section (after a bad spec, say). */
export function clearQueue() {
  document.getElementById('queue-shapes').replaceChildren();
  document.getElementById('queue').replaceChildren();
  document.getElementById('queue-meta').textContent = '';
  document.getElementById('queue-notices').replaceChildren();
  document.getElementById('queue-tools').replaceChildren();
}
