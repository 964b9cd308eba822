// The queue view: the dealt pieces in guideline colours, a mark before each piece that begins a
// bag (the library's `bag_starts`), and what was dealt (spec, generator, seed, notices). The
// element's text content is exactly the letters, so it can be copied or read by a test.
import { h, number } from './dom.js';

/** At most this many pieces are drawn as tiles; the rest are counted, not shown. */
export const SHOWN = 5000;

/** Draws a `queue` result (parsed JSON) into the queue section. */
export function showQueue(dealt) {
  const queue = document.getElementById('queue');
  const starts = new Set(dealt.bag_starts ?? []);
  const letters = dealt.letters.slice(0, SHOWN);
  const fragment = document.createDocumentFragment();
  for (let i = 0; i < letters.length; i++) {
    const tile = h('span', { role: 'listitem', class: `piece-${letters[i]}${starts.has(i) ? ' bag-start' : ''}` }, letters[i]);
    fragment.append(tile);
  }
  queue.replaceChildren(fragment);
  const shown = dealt.letters.length > SHOWN ? `, the first ${number(SHOWN)} shown` : '';
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
