// Speed baseline: seed document 000's five generator functions (Simon Laroche,
// "The history of Tetris randomizers"), bodies as printed, under node.
// Usage: node bench/baselines/seed000.js NAME COUNT [minstd SEED]
//   NAME: memoryless | nes | tgm | 7-bag | tgm3
// With "minstd", Math.random is replaced by seed document 001's rng(seed).nextFloat.
// Pieces are written as letters in ~1 MB chunks so output is not the bottleneck.
"use strict";
const [name, countText, mode, seedText] = process.argv.slice(2);

function rng(seed) {
  let t = seed % 2147483647;
  if (t <= 0) t += 2147483646;
  return {
    next() { return (t = (16807 * t) % 2147483647); },
    nextFloat() { return (this.next() - 1) / 2147483646; },
  };
}
if (mode === "minstd") {
  const r = rng(Number(seedText || 1));
  Math.random = () => r.nextFloat();
}

function shuffle(array) { // the article leaves shuffle undefined: Fisher-Yates from the end
  for (let i = array.length - 1; i > 0; i--) {
    const r = Math.floor(Math.random() * (i + 1));
    [array[i], array[r]] = [array[r], array[i]];
  }
  return array;
}

function* random() {
  const pieces = ["I", "J", "L", "O", "S", "T", "Z"];
  while (true) {
    yield pieces[Math.floor(Math.random() * pieces.length)];
  }
}

function* nesHistoryRandomizer() {
  const pieces = ["I", "J", "L", "O", "S", "T", "Z"];
  let history;
  let piece;
  while (true) {
    piece = pieces[Math.floor(Math.random() * pieces.length)];
    if (piece === history) {
      piece = pieces[Math.floor(Math.random() * pieces.length)];
    }
    history = piece;
    yield piece;
  }
}

function* tgmHistoryRandomizer() {
  const pieces = ["I", "J", "L", "O", "S", "T", "Z"];
  let piece = ["I", "J", "L", "T"][Math.floor(Math.random() * 4)];
  yield piece;
  let history = ["S", "Z", "S", piece];
  while (true) {
    for (let roll = 0; roll < 4; ++roll) {
      piece = pieces[Math.floor(Math.random() * 7)];
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
  let pool = pieces.concat(pieces, pieces, pieces, pieces);
  const firstPiece = ["I", "J", "L", "T"][Math.floor(Math.random() * 4)];
  yield firstPiece;
  let history = ["S", "Z", "S", firstPiece];
  while (true) {
    let roll;
    let i;
    let piece;
    for (roll = 0; roll < 6; ++roll) {
      i = Math.floor(Math.random() * 35);
      piece = pool[i];
      if (history.includes(piece) === false || roll === 5) {
        break;
      }
      if (order.length) pool[i] = order[0];
    }
    if (order.includes(piece)) {
      order.splice(order.indexOf(piece), 1);
    }
    order.push(piece);
    pool[i] = order[0];
    history.shift();
    history[3] = piece;
    yield piece;
  }
}

const generators = {
  memoryless: random, nes: nesHistoryRandomizer, tgm: tgmHistoryRandomizer,
  "7-bag": randomGenerator, tgm3: tgm3Randomizer,
};
const generator = generators[name]();
let left = Number(countText);
const chunk = [];
while (left > 0) {
  const n = Math.min(left, 1 << 20);
  chunk.length = 0;
  for (let k = 0; k < n; k++) chunk.push(generator.next().value);
  process.stdout.write(chunk.join(""));
  left -= n;
}
process.stdout.write("\n");
