// The setups view's perfect-clear question: a field (a fumen or rows of X and _), the lines to
// clear, and each randomizer's exact chance that its next pieces clear them — the library's
// `pc`, written as the command line writes a chance (the library's decimals, then the fraction).
import { h, number, table } from './dom.js';

/** A chance as `tetrolab pc` writes it: the probability to the library's decimals, `= n/d` where it is one. */
export function chanceText(chance, places) {
  const shown = number(chance.probability, places.chance);
  return chance.fraction ? `${shown} = ${chance.fraction}` : shown;
}

/** The pieces that can come first under any of the randomizers, in the order the library lists them. */
function firstPieces(randomizers) {
  const pieces = [];
  for (const r of randomizers) for (const [piece] of r.by_first) if (!pieces.includes(piece)) pieces.push(piece);
  return pieces;
}

/**
 * The randomizers' odds side by side: the chance of a perfect clear, then per piece that can
 * come first the chance of one when it does (and the chance that it does).
 */
export function pcTable(answer, from, places) {
  const randomizers = answer.randomizers;
  const rows = [['perfect clear', ...randomizers.map((r) => chanceText(r.chance, places))]];
  for (const piece of firstPieces(randomizers)) {
    rows.push([`${piece} comes first`, ...randomizers.map((r) => {
      const first = r.by_first.find(([p]) => p === piece);
      return first ? `${number(first[2], places.chance)} (${piece} first: ${number(first[1], places.chance)})` : '—';
    })]);
  }
  const caption = `Exact chance that the pieces dealt next (${from}) make a perfect clear of the bottom ` +
    `${answer.lines} line${answer.lines === 1 ? '' : 's'} (${answer.pieces} pieces, ${answer.lines_left} lines left ` +
    `once full rows clear): ${answer.hold ? 'with' : 'without'} hold, ${answer.drop} drop, ${answer.kicks} kicks; ` +
    'summed over each randomizer\'s states, a fraction where it is one.';
  return table(caption, ['', ...randomizers.map((r) => r.spec)], rows, { 'data-testid': 'pc-odds' });
}

/** The prompt shown while the field or the randomizers are missing. */
export function pcPrompt() {
  return h('p', { class: 'meta' },
    'Give a field (a fumen, or rows of X and _ from the top) and pick randomizers to see their odds of a perfect clear.');
}
