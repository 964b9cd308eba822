// Speed baseline: seed document 001's TETR.IO rng and five bag types, as printed
// (the pairs snippet's "," fixed to ";", lastGenerated declared), under node.
// Usage: node bench/baselines/seed001.js TYPE COUNT SEED
//   TYPE: 7-bag | 14-bag | classic | pairs | total-mayhem
// The queue is filled batch by batch and taken from the front; letters go out in ~1 MB chunks.
"use strict";
const [type, countText, seedText] = process.argv.slice(2);

function rng(seed) {
  let t = seed % 2147483647;
  if (t <= 0) {
    t += 2147483646;
  }
  return {
    next: function () {
      return t = 16807 * t % 2147483647;
    },
    nextFloat: function () {
      return (this.next() - 1) / 2147483646;
    },
    shuffleArray: function (array) {
      if (array.length == 0) {
        return array;
      }
      for (let i = array.length - 1; i != 0; i--) {
        const r = Math.floor(this.nextFloat() * (i + 1));
        [array[i], array[r]] = [array[r], array[i]];
      }
      return array;
    }
  };
}

const TETROMINOS = ["Z", "L", "O", "S", "I", "J", "T"];
let lastGenerated = -1;
const bags = {
  "7-bag": (rng, queue) => queue.push(...rng.shuffleArray(["Z", "L", "O", "S", "I", "J", "T"])),
  "14-bag": (rng, queue) => queue.push(...rng.shuffleArray(["Z", "L", "O", "S", "I", "J", "T", "Z", "L", "O", "S", "I", "J", "T"])),
  classic: (rng, queue) => {
    let index = Math.floor(rng.nextFloat() * (TETROMINOS.length + 1));
    if (index === lastGenerated || index >= TETROMINOS.length) {
      index = Math.floor(rng.nextFloat() * TETROMINOS.length);
    }
    lastGenerated = index;
    queue.push(TETROMINOS[index]);
  },
  pairs: (rng, queue) => {
    const s = rng.shuffleArray(["Z", "L", "O", "S", "I", "J", "T"]);
    const pairs = [s[0], s[0], s[0], s[1], s[1], s[1]];
    rng.shuffleArray(pairs);
    queue.push(...pairs);
  },
  "total-mayhem": (rng, queue) => queue.push(TETROMINOS[Math.floor(rng.nextFloat() * TETROMINOS.length)]),
};

const r = rng(Number(seedText));
const refill = bags[type];
let left = Number(countText);
const out = [];
while (left > 0) {
  const n = Math.min(left, 1 << 20);
  const queue = [];
  while (queue.length < n) refill(r, queue);
  // Leftover pieces of the last batch are dropped at the chunk boundary; the
  // rate is what is measured, not the exact sequence.
  process.stdout.write(queue.slice(0, n).join(""));
  left -= n;
}
process.stdout.write("\n");
