// Golden vectors for the five randomizers of seed document 000
// (Simon Laroche, "The history of Tetris randomizers", simon.lc, 2018).
// The generator functions are copied as printed; the only changes:
//   * Math.random() -> rand(), where rand = rng(seed).nextFloat from seed document 001
//     (TETR.IO MINSTD), a fresh rng per sequence;
//   * NES: `piece` was undeclared -> `let piece;`;
//   * the two functions both named historyRandomizer are renamed nes/tgm;
//   * 7-bag: the undefined `shuffle` is Fisher-Yates from the end (= doc 001's shuffleArray).
// Run from the repo root:
//   node crates/tetrolab/tests/data/make/laroche.js > crates/tetrolab/tests/data/laroche.txt
'use strict';

// ---- seed document 001's rng, as printed ----
function rng(seed) {
    let t = seed % 2147483647;

    if (t <= 0) {
        t += 2147483646;
    }
    if (t === 0) throw new Error(`seed ${seed} gives t == 0`); // guard, not in the document

    return {
        next: function () {
            return t = 16807 * t % 2147483647;
        },
        nextFloat: function () {
            return (this.next() - 1) / 2147483646;
        },
    }
}

let rand; // set per sequence

function shuffle(array) {
    for (let i = array.length - 1; i != 0; i--) {
        const r = Math.floor(rand() * (i + 1));
        [array[i], array[r]] = [array[r], array[i]];
    }
    return array;
}

// ---- seed document 000 ----
function* random() {
  const pieces = ["I", "J", "L", "O", "S", "T", "Z"];
  while (true) {
    yield pieces[Math.floor(rand() * pieces.length)];
  }
}

function* nesHistoryRandomizer() {
  const pieces = ["I", "J", "L", "O", "S", "T", "Z"];
  let history;
  let piece;

  while (true) {
    // First "roll"
    piece = pieces[Math.floor(rand() * pieces.length)];
    // Roll is checked against the history
    if (piece === history) {
      piece = pieces[Math.floor(rand() * pieces.length)];
    }
    history = piece;
    yield piece;
  }
}

function* tgmHistoryRandomizer() {
  const pieces = ["I", "J", "L", "O", "S", "T", "Z"];

  // First piece special conditions
  let piece = ["I", "J", "L", "T"][Math.floor(rand() * 4)];
  yield piece;

  let history = ["S", "Z", "S", piece];

  while (true) {
    for (let roll = 0; roll < 4; ++roll) {
      piece = pieces[Math.floor(rand() * 7)];
      if (history.includes(piece) === false) break;
    }
    history.shift();
    history.push(piece);
    yield piece;
  }
}

function* randomGenerator() {
  let bag = [];

  while (true) {
    if (bag.length === 0) {
      bag = ["I", "J", "L", "O", "S", "T", "Z"];
      bag = shuffle(bag);
    }
    yield bag.pop();
  }
}

function* tgm3Randomizer() {
  let pieces = ["I", "J", "L", "O", "S", "T", "Z"];
  let order = [];

  // Create 35 pool.
  let pool = pieces.concat(pieces, pieces, pieces, pieces);

  // First piece special conditions
  const firstPiece = ["I", "J", "L", "T"][Math.floor(rand() * 4)];
  yield firstPiece;

  let history = ["S", "Z", "S", firstPiece];

  while (true) {
    let roll;
    let i;
    let piece;

    // Roll For piece
    for (roll = 0; roll < 6; ++roll) {
      i = Math.floor(rand() * 35);
      piece = pool[i];
      if (history.includes(piece) === false || roll === 5) {
        break;
      }
      if (order.length) pool[i] = order[0];
    }

    // Update piece order
    if (order.includes(piece)) {
      order.splice(order.indexOf(piece), 1);
    }
    order.push(piece);

    pool[i] = order[0];

    // Update history
    history.shift();
    history[3] = piece;

    yield piece;
  }
}

// ---- output ----
const GENERATORS = {
    'laroche-memoryless': random,
    'laroche-nes': nesHistoryRandomizer,
    'laroche-tgm': tgmHistoryRandomizer,
    'laroche-7-bag': randomGenerator,
    'laroche-tgm3': tgm3Randomizer,
};

function sequence(gen, seed, n) {
    const r = rng(seed);
    rand = () => r.nextFloat();
    const it = gen();
    let s = '';
    for (let k = 0; k < n; k++) s += it.next().value;
    return s;
}

const SEEDS = ['1', '2', '12345', '191836487', '1366895827', '2147483646', '2147483647', '0', '-1',
    '-5', '-2147483647', '4294967296', '9007199254740991', '-9007199254740991', '0xDEADBEEF'];

const out = [
    '# tetrolab golden vectors: the five randomizers of seed document 000 (Simon Laroche,',
    '# "The history of Tetris randomizers"), code as printed, Math.random replaced by seed',
    '# document 001\'s MINSTD rng(seed).nextFloat (fresh per line); piece order IJLOSTZ.',
    '# Fixes: NES `piece` declared; 7-bag shuffle = Fisher-Yates from the end, pop() from the end.',
    '# Regenerate (from the repo root):',
    '#   node crates/tetrolab/tests/data/make/laroche.js > crates/tetrolab/tests/data/laroche.txt',
    `# Generated with node ${process.version}.`,
    '# Format: SPEC RNG SEED PIECES.',
];
for (const [spec, gen] of Object.entries(GENERATORS)) {
    for (const s of SEEDS) out.push(`${spec} minstd ${s} ${sequence(gen, Number(s), 300)}`);
}
process.stdout.write(out.join('\n') + '\n');
