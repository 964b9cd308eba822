// Golden vectors for TETR.IO piece randomizers.
// Reproduces seed document 001 (Poyo-SSB/tetrio-bot-docs, "Piece RNG"): its rng(seed)
// verbatim, plus the newer bag types as docs/sources.md §5 describes them.
// Run from the repo root:
//   node crates/tetrolab/tests/data/make/tetrio.js > crates/tetrolab/tests/data/tetrio.txt
'use strict';

// ---- seed document 001, as printed ----
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
    }
}

// ---- bag types: each returns a function producing the next batch ----
const T = ['Z', 'L', 'O', 'S', 'I', 'J', 'T'];
const pick = (r) => T[Math.floor(r.nextFloat() * T.length)];

const BAGS = {
    '7-bag': (r) => () => r.shuffleArray([...T]),
    '14-bag': (r) => () => r.shuffleArray([...T, ...T]),
    'classic': (r) => {
        let lastGenerated; // undefined: never equal to an index
        return () => Array.from({ length: 7 }, () => {
            let index = Math.floor(r.nextFloat() * (T.length + 1));
            if (index === lastGenerated || index >= T.length) {
                index = Math.floor(r.nextFloat() * T.length);
            }
            lastGenerated = index;
            return T[index];
        });
    },
    'pairs': (r) => () => {
        const s = r.shuffleArray([...T]);
        return r.shuffleArray([s[0], s[0], s[0], s[1], s[1], s[1]]);
    },
    'total-mayhem': (r) => () => Array.from({ length: 7 }, () => pick(r)),
    '7+1-bag': (r) => () => { const x = [pick(r)]; return r.shuffleArray([...T, ...x]); },
    '7+2-bag': (r) => () => { const x = [pick(r), pick(r)]; return r.shuffleArray([...T, ...x]); },
    '7+x-bag': (r) => {
        const EXTRA = [3, 2, 1, 1];
        let bagid = 0, extraBag = [];
        return () => {
            const need = EXTRA[bagid++] ?? 0;
            if (extraBag.length < need) extraBag = r.shuffleArray([...T]);
            const extras = extraBag.splice(0, need);
            return r.shuffleArray([...T, ...extras]);
        };
    },
};

const SZO = ['S', 'Z', 'O'];

// mode: '' (plain), 'no-szo' (rotate the first batch), 'no-szo=skip' (doc 001's literal reading)
function sequence(type, seed, mode, n) {
    const nextBatch = BAGS[type](rng(seed));
    const first = nextBatch();
    if (mode === 'no-szo') {
        for (let k = 0; k < first.length && SZO.includes(first[0]); k++) first.push(first.shift());
    }
    const queue = [...first];
    while (queue.length < n + 1) queue.push(...nextBatch());
    if (mode === 'no-szo=skip' && SZO.includes(queue[0])) queue.shift();
    return queue.slice(0, n).join('');
}

// ---- published vectors (docs/sources.md §5): abort if any differs ----
const CHECKS = [
    ['7-bag', 191836487, '', 'JISZTLOLSIJZOT'],
    ['7-bag', 1366895827, '', 'OZTLSIJTZLJOSI'],
    ['7-bag', 1366895827, 'no-szo', 'TLSIJOZ'],
    ['7-bag', 1366895827, 'no-szo=skip', 'ZTLSIJT'],
    ['7-bag', 12345, '', 'LOSTIJZLOZTISJOSTZJILJSOZITL'],
    ['14-bag', 12345, '', 'ZOLTSJITOJZISLSJLOIZTTOZSLJI'],
    ['classic', 12345, '', 'ZTZZTIJOLOTLOZOLTLLTOJILOTZT'],
    ['pairs', 12345, '', 'LLOOLOOOJOJJJOOJOJLIILILZSZS'],
    ['total-mayhem', 12345, '', 'ZJTZZZJITJOLLJTLOZLLTLTLTTOI'],
    ['7+1-bag', 12345, '', 'SLOIJZZTIZTSJLOTJSOOITLZLJIZ'],
    ['7+2-bag', 12345, '', 'JLIOSTZZJILSJLZOTOSZIOTJTLLO'],
    ['7+x-bag', 12345, '', 'ISOTZLOSJLTJISTIZOLSZIOJJTLT'],
];
for (const [type, seed, mode, want] of CHECKS) {
    const got = sequence(type, seed, mode, want.length);
    if (got !== want) throw new Error(`${type} ${mode} seed ${seed}: got ${got}, want ${want}`);
}

// ---- output ----
const SEEDS = ['1', '2', '12345', '191836487', '1366895827', '2147483646', '2147483647', '0', '-1',
    '-5', '-2147483647', '4294967296', '9007199254740991', '-9007199254740991', '0xDEADBEEF'];
const MODES = ['', 'no-szo', 'no-szo=skip'];
const LONG = ['7-bag', '14-bag', '7+x-bag'];

const out = [
    '# tetrolab golden vectors: TETR.IO piece randomizers (MINSTD Lehmer RNG, input order ZLOSIJT).',
    '# Made by the code of seed document 001 (tetrio-bot-docs "Piece RNG": rng/nextFloat/shuffleArray',
    '# verbatim) with the newer bag types as docs/sources.md §5 describes them.',
    '# Regenerate (from the repo root):',
    '#   node crates/tetrolab/tests/data/make/tetrio.js > crates/tetrolab/tests/data/tetrio.txt',
    `# Generated with node ${process.version}.`,
    '# Format: SPEC RNG SEED PIECES. Spec suffix ":no-szo" = rotate the first batch while its head is',
    '# S/Z/O (at most batch-length times); ":no-szo=skip" = drop the first piece once if S/Z/O.',
    '# Batches: 7 pieces for classic and total-mayhem, 6 for pairs, 8/9 for 7+1/7+2, 7..10 for 7+x.',
];
for (const type of Object.keys(BAGS)) {
    for (const mode of MODES) {
        const spec = `tetrio-${type}${mode ? ':' + mode : ''}`;
        for (const s of SEEDS) out.push(`${spec} minstd ${s} ${sequence(type, Number(s), mode, 200)}`);
    }
}
for (const type of LONG) {
    for (const s of ['1', '12345', '191836487', '0xDEADBEEF']) {
        out.push(`tetrio-${type} minstd ${s} ${sequence(type, Number(s), '', 2000)}`);
    }
}
process.stdout.write(out.join('\n') + '\n');
