// The queue view: the dealt pieces in guideline colours, a mark before each piece that begins a
// bag (the library's bag starts), and what was dealt (spec, generator, seed, notices). `queue()`
// hands the pieces over as typed arrays (a code a piece, a bit a piece for the bag starts), so a
// long queue is never text until it is shown or copied. The element's text content is exactly
// the letters shown, so it can be copied or read by a test.
import { h, number } from './dom.js';

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

/** Draws a `queue()` answer into the queue section. */
export function showQueue(dealt) {
  const queue = document.getElementById('queue');
  const shownLetters = letters(dealt, 0, Math.min(SHOWN, dealt.pieces.length));
  const fragment = document.createDocumentFragment();
  for (let i = 0; i < shownLetters.length; i++) {
    const start = beginsBag(dealt, i) ? ' bag-start' : '';
    fragment.append(h('span', { role: 'listitem', class: `piece-${shownLetters[i]}${start}` }, shownLetters[i]));
  }
  queue.replaceChildren(fragment);
  const shown = dealt.pieces.length > SHOWN ? `, the first ${number(SHOWN)} shown` : '';
  const bags = dealt.bag_starts ? '; a bar marks where each bag begins' : '';
  document.getElementById('queue-meta').textContent =
    `${number(dealt.count)} pieces of ${dealt.spec} from generator ${dealt.generator}, seed ${dealt.seed}${shown}${bags}.`;
  document.getElementById('queue-notices').replaceChildren(
    ...(dealt.notices ?? []).map((notice) => h('li', {}, notice)));
}

/** Empties the queue section (after a bad spec, say). */
export function clearQueue() {
  document.getElementById('queue').replaceChildren();
  document.getElementById('queue-meta').textContent = '';
  document.getElementById('queue-notices').replaceChildren();
}
