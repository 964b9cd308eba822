//! The catalog's entries: every named randomizer, its parameters and how
//! they map to a [`Family`].

use super::super::{
    Bag, Classic, FirstBatch, FirstPiece, History, MAX_HISTORY, Memoryless, MultiBag, Pool,
    PoolFirst, RedBlueBag, TetrioExtras, Ti, Weighted,
};
use super::{Choice, Drawn, Entry, Family, Fidelity, Own, Param, ParamKind, RngPolicy, Values};
use crate::Piece::{self, S, Z};
use crate::piece::order::{ALPHABETICAL, NES, TETRIO, TGM};
use crate::rng::{OwnGenerator, RngKind};

/// A drawing family, as an entry's `make` returns it.
fn drawn(family: Drawn) -> Result<Family, String> {
    Ok(Family::Drawn(family))
}

/// Implements [`Choice`] for a type from its words and values.
macro_rules! choice {
    ($type:ty { $($word:literal => $value:expr),+ $(,)? }) => {
        impl Choice for $type {
            const WORDS: &'static [&'static str] = &[$($word),+];

            fn from_word(word: &str) -> Option<Self> {
                match word {
                    $($word => Some($value),)+
                    _ => None,
                }
            }
        }
    };
}

choice!(FirstBatch { "off" => FirstBatch::AsMade, "rotate" => FirstBatch::RotateOffSzo, "skip" => FirstBatch::SkipSzo });
choice!(FirstPiece { "roll" => FirstPiece::Roll, "not-szo" => FirstPiece::NotSzo, "reroll-szo" => FirstPiece::RerollSzo });
choice!(PoolFirst { "roll" => PoolFirst::Roll, "not-szo" => PoolFirst::NotSzo });
choice!(bool { "off" => false, "on" => true });

/// Which end of a shuffled bag is dealt first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Deal {
    Front,
    Back,
}

choice!(Deal { "front" => Deal::Front, "back" => Deal::Back });

const LETTERS_BAG: ParamKind = ParamKind::Letters { min: 1, max: 1024 };

const CONTENTS: Param = Param {
    key: "contents",
    kind: LETTERS_BAG,
    default: "IJLOSTZ",
    bare: None,
    doc: "the bag's pieces, repeats allowed (e.g. IJLOSTZIJLOSTZ)",
};

const NO_SZO: Param = Param {
    key: "no-szo",
    kind: ParamKind::Choice(FirstBatch::WORDS),
    default: "off",
    bare: Some("rotate"),
    doc: "first batch: rotate = the client's no_szo (rotate leading S/Z/O to the back); skip = seed 001's wording (drop one leading S/Z/O)",
};

const TETRIO_PARAMS: &[Param] = &[NO_SZO];

const HISTORY_PARAMS: &[Param] = &[
    Param {
        key: "size",
        kind: ParamKind::Count {
            min: 1,
            max: MAX_HISTORY as u32,
        },
        default: "4",
        bare: None,
        doc: "pieces remembered",
    },
    Param {
        key: "rolls",
        kind: ParamKind::Count { min: 1, max: 1000 },
        default: "4",
        bare: None,
        doc: "draws checked against the history; if all fail the last is kept (or the extra draw, see extra-draw)",
    },
    Param {
        key: "first",
        kind: ParamKind::Choice(FirstPiece::WORDS),
        default: "not-szo",
        bare: None,
        doc: "first piece: rolled like the rest; one draw from I J L T (seed 000); or drawn again until not S, Z, O (TGM)",
    },
    INITIAL_HISTORY,
    EXTRA_DRAW,
    ORDER,
];

const EXTRA_DRAW: Param = Param {
    key: "extra-draw",
    kind: ParamKind::Choice(bool::WORDS),
    default: "off",
    bare: Some("on"),
    doc: "on: a fresh draw follows every failed roll and, after the last, is the piece unchecked (the TGM games' quirk)",
};

const ORDER: Param = Param {
    key: "order",
    kind: ParamKind::Letters { min: 7, max: 7 },
    default: "IJLOSTZ",
    bare: None,
    doc: "which piece each draw 0..6 stands for (the game's piece order: TGM IZSJLOT)",
};

const POOL_PARAMS: &[Param] = &[
    Param {
        key: "copies",
        kind: ParamKind::Count { min: 1, max: 100 },
        default: "5",
        bare: None,
        doc: "copies of each piece in the pool",
    },
    Param {
        key: "rolls",
        kind: ParamKind::Count { min: 1, max: 1000 },
        default: "6",
        bare: None,
        doc: "draws at most; the last is kept unchecked",
    },
    POOL_FIRST,
    Param {
        key: "size",
        kind: ParamKind::Count { min: 1, max: 16 },
        default: "4",
        bare: None,
        doc: "pieces in the history",
    },
    INITIAL_HISTORY,
];

const POOL_FIRST: Param = Param {
    key: "first",
    kind: ParamKind::Choice(PoolFirst::WORDS),
    default: "not-szo",
    bare: None,
    doc: "first piece: rolled like the rest, or one draw from I J L T",
};

const INITIAL_HISTORY: Param = Param {
    key: "history",
    kind: ParamKind::Letters { min: 0, max: 16 },
    default: "SZS",
    bare: None,
    doc: "history before the first piece, oldest first",
};

/// A closed bag, dealt from `deal`'s end.
fn bag(contents: Vec<Piece>, deal: Deal, first: FirstBatch) -> Result<Family, String> {
    let from_back = deal == Deal::Back;
    drawn(Drawn::Bag(
        Bag {
            contents,
            from_back,
        },
        first,
    ))
}

fn history(values: &Values) -> Result<History, String> {
    let letters = values.letters("order");
    let order: [Piece; 7] = letters
        .as_slice()
        .try_into()
        .map_err(|_| "order needs 7 letters".to_owned())?;
    if crate::PieceSet::from_pieces(&order) != crate::PieceSet::ALL {
        return Err(format!(
            "order {} must name each of I J L O S T Z once",
            crate::piece::letters(&order)
        ));
    }
    let size = values.count("size") as usize;
    Ok(History {
        size,
        rolls: values.count("rolls"),
        extra_draw: values.choice("extra-draw"),
        first: values.choice("first"),
        initial: initial_history(values.letters("history"), size)?,
        order,
    })
}

/// A TGM game's history randomizer on TGM's generator: `initial` before
/// the first piece, oldest first.
fn tgm_history(values: &Values, initial: &[Piece]) -> Result<Family, String> {
    drawn(Drawn::History(History {
        size: 4,
        rolls: values.count("rolls"),
        extra_draw: values.choice("extra-draw"),
        first: FirstPiece::RerollSzo,
        initial: initial.to_vec(),
        order: TGM,
    }))
}

fn pool(values: &Values) -> Result<Pool, String> {
    let history_size = values.count("size") as usize;
    Ok(Pool {
        copies: values.count("copies") as usize,
        rolls: values.count("rolls"),
        first: values.choice("first"),
        history_size,
        initial: initial_history(values.letters("history"), history_size)?,
    })
}

/// The history before the first piece, for a history of `size` pieces.
///
/// The default history (`SZS`) is cut to its newest `size` pieces when it
/// is longer, as a history of that size that had dealt S Z S would hold
/// them, so `history:size=1` and `size=2` need no `history=` of their own;
/// every size that held the default whole keeps it whole. Letters a user
/// gives that do not fit are refused.
fn initial_history(initial: Vec<Piece>, size: usize) -> Result<Vec<Piece>, String> {
    let default = crate::piece::parse_letters(INITIAL_HISTORY.default).ok();
    if initial.len() > size && default.as_deref() == Some(initial.as_slice()) {
        return Ok(initial[initial.len() - size..].to_vec());
    }
    if initial.len() > size {
        return Err(format!(
            "history has {} pieces but size is {size}: give at most {size} letters or raise size",
            initial.len()
        ));
    }
    Ok(initial)
}

const FRAMES: Param = Param {
    key: "frames",
    kind: ParamKind::Count {
        min: 0,
        max: 1_000_000,
    },
    default: "60",
    bare: None,
    doc: "LFSR steps between picks, one per video frame: 60 stands for about a second per piece, a level-18 piece falling to the floor plus its entry delay",
};

const SPAWN_COUNT: Param = Param {
    key: "count",
    kind: ParamKind::Count { min: 0, max: 255 },
    default: "0",
    bare: None,
    doc: "spawnCount at game start: 0 after power-on; games after the first start where the last one left it",
};

const TGM1_ROLLS: Param = Param {
    key: "rolls",
    kind: ParamKind::Count { min: 1, max: 1000 },
    default: "4",
    bare: None,
    doc: "rolls checked against the history: 4 as TGMsim and HeborisCE read it (and as the wiki's four tries mean for Ti); raincomplex and Shiromino use 3, which gives the community's Var(gap) 10.1376",
};

const TAP_ROLLS: Param = Param {
    key: "rolls",
    kind: ParamKind::Count { min: 1, max: 1000 },
    default: "6",
    bare: None,
    doc: "rolls checked against the history: 6 as TGMsim and HeborisCE read it and as Ti (whose code grew from TAP's) is confirmed to do; raincomplex and Shiromino use 5 (the published TAP sequence passes with both)",
};

const TGM_EXTRA_DRAW: Param = Param {
    key: "extra-draw",
    kind: ParamKind::Choice(bool::WORDS),
    default: "on",
    bare: Some("on"),
    doc: "the extra rand() after every failed roll, the last one kept unchecked (the TAP sequence needs it; unverified for TGM1)",
};

const TI_PARAMS: &[Param] = &[
    Param {
        key: "rolls",
        kind: ParamKind::Count { min: 1, max: 1000 },
        default: "6",
        bare: None,
        doc: "rolls checked against the history (6 is confirmed by the attract demo)",
    },
    Param {
        key: "bug",
        kind: ParamKind::Choice(bool::WORDS),
        default: "on",
        bare: None,
        doc: "on: after a reroll, a dealt piece that was the single most droughted goes back in its slot (the game's bug); off: a fresh most-droughted piece",
    },
];

const NES_PROVENANCE: &str = "NES Tetris disassembly (pickRandomTetrimino, spawnTable, the LFSR) (docs/sources.md §1); the picker is checked through tetrisgym-sps against TetrisGYM's emulator tests. Differs from laroche-nes and nes-ideal: 8-way first roll, reroll biased by the previous orientation ID, frame-timed LFSR";
const TGM_PROVENANCE: &str = "TGM series LCG and history randomizer (TGMsim, raincomplex/randomizers, Shiromino, HeborisCE; docs/sources.md §3). Differs from laroche-tgm: real LCG and rand() % 7, order I Z S J L O T, history Z-based, first piece rerolled, extra draw";

const SEED_000: &str = "seed 000 (Laroche, 'The history of Tetris randomizers'); on --rng minstd checked against its JavaScript fed TETR.IO's nextFloat (tests/data/laroche.txt)";
const SEED_001: &str = "TETR.IO client as seed 001 documents it; checked against the published seeds 191836487, 1366895827 and 12345 and seed 001's JavaScript under node (tests/data/tetrio.txt)";
const TETRIO_NEWER: &str = "TETR.IO client, newer bag type (docs/sources.md §5); checked against a node port of the client (tests/data/tetrio.txt)";

#[rustfmt::skip]
pub(super) const ENTRIES: &[Entry] = &[
    Entry {
        name: "memoryless",
        summary: "every piece uniform and independent (I J L O S T Z)",
        provenance: "Tetris (1985) as seed 000 models it; same algorithm as laroche-memoryless",
        fidelity: Fidelity::Generic, rng: RngPolicy::Any, params: &[],
        make: |_| drawn(Drawn::Memoryless(Memoryless { order: ALPHABETICAL }, FirstBatch::AsMade)),
    },
    Entry {
        name: "7-bag",
        summary: "shuffle one of each piece, deal it, repeat (the guideline Random Generator)",
        provenance: "Tetris Worlds (2001) onward; seeds 000 and 003. Fisher-Yates from the end, dealt front first",
        fidelity: Fidelity::Generic, rng: RngPolicy::Any, params: &[],
        make: |_| bag(ALPHABETICAL.to_vec(), Deal::Front, FirstBatch::AsMade),
    },
    Entry {
        name: "14-bag",
        summary: "shuffle two of each piece, deal them, repeat",
        provenance: "seed 003 (lumpn, 'Fair Tetris'); Fisher-Yates from the end, dealt front first",
        fidelity: Fidelity::Generic, rng: RngPolicy::Any, params: &[],
        make: |_| bag(ALPHABETICAL.repeat(2), Deal::Front, FirstBatch::AsMade),
    },
    Entry {
        name: "2x7-bag",
        summary: "pick one of several 7-bags at random, take a random piece from it, refill it when empty",
        provenance: "seed 003 (lumpn, 'Fair Tetris'): the 2x7-bag",
        fidelity: Fidelity::Generic, rng: RngPolicy::Any,
        params: &[Param { key: "bags", kind: ParamKind::Count { min: 1, max: 64 }, default: "2", bare: None, doc: "number of bags" }],
        make: |v| drawn(Drawn::MultiBag(MultiBag { bags: v.count("bags") as usize, contents: ALPHABETICAL.to_vec() })),
    },
    Entry {
        name: "red-blue-bag",
        summary: "one bag of 7 red and 7 blue pieces; a colour is refilled when its last piece is taken",
        provenance: "seed 003 (lumpn, 'Fair Tetris'): the red/blue bag",
        fidelity: Fidelity::Generic, rng: RngPolicy::Any,
        params: &[Param { key: "colors", kind: ParamKind::Count { min: 1, max: 64 }, default: "2", bare: None, doc: "number of hidden colours" }],
        make: |v| drawn(Drawn::RedBlue(RedBlueBag { colors: v.count("colors") as usize, contents: ALPHABETICAL.to_vec() })),
    },
    Entry {
        name: "bag",
        summary: "closed bag of any multiset of pieces, shuffled and dealt, repeat",
        provenance: "generic family: 7-bag, 14-bag, TETR.IO's bags and seed 000's 7-bag are presets of it",
        fidelity: Fidelity::Generic, rng: RngPolicy::Any,
        params: &[CONTENTS, Param { key: "deal", kind: ParamKind::Choice(Deal::WORDS), default: "front", bare: None, doc: "deal the shuffled bag from the front, or from the back as seed 000's pop() does" }],
        make: |v| bag(v.letters("contents"), v.choice("deal"), FirstBatch::AsMade),
    },
    Entry {
        name: "extras-bag",
        summary: "one of each piece plus `extras` pieces drawn uniformly, shuffled together, dealt, repeat",
        provenance: "generic family: TETR.IO's 7+1 and 7+2 bags are presets of it (the same algorithm: extras drawn from Z L O S I J T, then the bag shuffled)",
        fidelity: Fidelity::Generic, rng: RngPolicy::Any,
        params: &[Param { key: "extras", kind: ParamKind::Count { min: 1, max: 7 }, default: "1", bare: None, doc: "uniform pieces added to each 7-bag" }],
        make: |v| drawn(Drawn::TetrioExtras(TetrioExtras { extras: v.count("extras") as usize }, FirstBatch::AsMade)),
    },
    Entry {
        name: "history",
        summary: "reroll pieces found in the last few dealt, up to a number of rolls",
        provenance: "generic family: seed 000's NES and TGM randomizers are presets of it",
        fidelity: Fidelity::Generic, rng: RngPolicy::Any, params: HISTORY_PARAMS,
        make: |v| history(v).map(|h| Family::Drawn(Drawn::History(h))),
    },
    Entry {
        name: "pool",
        summary: "draw from a pool of copies; dealt and rejected slots take the most droughted piece",
        provenance: "generic family: seed 000's TGM3 code with its copies, rolls and history as parameters",
        fidelity: Fidelity::Generic, rng: RngPolicy::Any, params: POOL_PARAMS,
        make: |v| pool(v).map(|p| Family::Drawn(Drawn::Pool(p))),
    },
    Entry {
        name: "weighted",
        summary: "the dealt piece loses (d-1)/d of its weight, shared among the others",
        provenance: "seed 002 (weighted 'bag7-like' randomizer); on --rng python checked against its script after random.seed (tests/data/weighted.txt)",
        fidelity: Fidelity::AsWritten("seed 002"), rng: RngPolicy::Any,
        params: &[Param { key: "denominator", kind: ParamKind::Number, default: "1.1", bare: None, doc: "any finite nonzero d; 1 is memoryless, larger means stronger anti-repeat; below 1 the weights diverge (a warning) and a run stops where the script's random.choices raises" }],
        make: |v| Weighted::new(v.number("denominator")).map(|w| Family::Drawn(Drawn::Weighted(w))).map_err(|e| e.to_string()),
    },
    Entry {
        name: "laroche-memoryless",
        summary: "seed 000's 'Truly Pseudo Random': pieces[floor(random()*7)]",
        provenance: SEED_000,
        fidelity: Fidelity::AsWritten("seed 000"), rng: RngPolicy::Any, params: &[],
        make: |_| drawn(Drawn::Memoryless(Memoryless { order: ALPHABETICAL }, FirstBatch::AsMade)),
    },
    Entry {
        name: "laroche-nes",
        summary: "seed 000's NES model: roll, reroll once if same as last (the real NES differs: see nes)",
        provenance: SEED_000,
        fidelity: Fidelity::AsWritten("seed 000"), rng: RngPolicy::Any, params: &[],
        make: |_| drawn(Drawn::History(History::plain(1, 2, FirstPiece::Roll, &[]))),
    },
    Entry {
        name: "laroche-tgm",
        summary: "seed 000's TGM model: 4-piece history S Z S + first, 4 rolls (the real TGM1 differs)",
        provenance: SEED_000,
        fidelity: Fidelity::AsWritten("seed 000"), rng: RngPolicy::Any, params: &[],
        make: |_| drawn(Drawn::History(History::plain(4, 4, FirstPiece::NotSzo, &[S, Z, S]))),
    },
    Entry {
        name: "laroche-7-bag",
        summary: "seed 000's 7-bag: shuffle I J L O S T Z (Fisher-Yates from the end), pop from the end",
        provenance: SEED_000,
        fidelity: Fidelity::AsWritten("seed 000"), rng: RngPolicy::Any, params: &[],
        make: |_| bag(ALPHABETICAL.to_vec(), Deal::Back, FirstBatch::AsMade),
    },
    Entry {
        name: "laroche-tgm3",
        summary: "seed 000's TGM3 model: 35-piece pool, 6 rolls, drought order (the real TGM3 differs)",
        provenance: SEED_000,
        fidelity: Fidelity::AsWritten("seed 000"), rng: RngPolicy::Any, params: &[],
        make: |_| drawn(Drawn::Pool(Pool { copies: 5, rolls: 6, first: PoolFirst::NotSzo, history_size: 4, initial: vec![S, Z, S] })),
    },
    Entry {
        name: "tetrio-7-bag",
        summary: "TETR.IO 7-bag: shuffle Z L O S I J T",
        provenance: SEED_001,
        fidelity: Fidelity::GameExact("TETR.IO"), rng: RngPolicy::Fixed(RngKind::Minstd), params: TETRIO_PARAMS,
        make: |v| bag(TETRIO.to_vec(), Deal::Front, v.choice("no-szo")),
    },
    Entry {
        name: "tetrio-14-bag",
        summary: "TETR.IO 14-bag: shuffle Z L O S I J T twice over",
        provenance: SEED_001,
        fidelity: Fidelity::GameExact("TETR.IO"), rng: RngPolicy::Fixed(RngKind::Minstd), params: TETRIO_PARAMS,
        make: |v| bag(TETRIO.repeat(2), Deal::Front, v.choice("no-szo")),
    },
    Entry {
        name: "tetrio-classic",
        summary: "TETR.IO classic: roll 1 of 8, reroll 1 of 7 on a repeat or the 8th value",
        provenance: SEED_001,
        fidelity: Fidelity::GameExact("TETR.IO"), rng: RngPolicy::Fixed(RngKind::Minstd), params: TETRIO_PARAMS,
        make: |v| drawn(Drawn::Classic(Classic { order: TETRIO }, v.choice("no-szo"))),
    },
    Entry {
        name: "tetrio-pairs",
        summary: "TETR.IO pairs: two random piece types, three of each, shuffled",
        provenance: SEED_001,
        fidelity: Fidelity::GameExact("TETR.IO"), rng: RngPolicy::Fixed(RngKind::Minstd), params: TETRIO_PARAMS,
        make: |v| drawn(Drawn::TetrioPairs(v.choice("no-szo"))),
    },
    Entry {
        name: "tetrio-total-mayhem",
        summary: "TETR.IO total mayhem: every piece uniform (order Z L O S I J T)",
        provenance: SEED_001,
        fidelity: Fidelity::GameExact("TETR.IO"), rng: RngPolicy::Fixed(RngKind::Minstd), params: TETRIO_PARAMS,
        make: |v| drawn(Drawn::Memoryless(Memoryless { order: TETRIO }, v.choice("no-szo"))),
    },
    Entry {
        name: "tetrio-7+1-bag",
        summary: "TETR.IO 7+1-bag: a 7-bag plus one uniform extra piece, shuffled",
        provenance: TETRIO_NEWER,
        fidelity: Fidelity::GameExact("TETR.IO"), rng: RngPolicy::Fixed(RngKind::Minstd), params: TETRIO_PARAMS,
        make: |v| drawn(Drawn::TetrioExtras(TetrioExtras { extras: 1 }, v.choice("no-szo"))),
    },
    Entry {
        name: "tetrio-7+2-bag",
        summary: "TETR.IO 7+2-bag: a 7-bag plus two uniform extra pieces, shuffled",
        provenance: TETRIO_NEWER,
        fidelity: Fidelity::GameExact("TETR.IO"), rng: RngPolicy::Fixed(RngKind::Minstd), params: TETRIO_PARAMS,
        make: |v| drawn(Drawn::TetrioExtras(TetrioExtras { extras: 2 }, v.choice("no-szo"))),
    },
    Entry {
        name: "tetrio-7+x-bag",
        summary: "TETR.IO 7+X-bag: bags 1-4 get 3, 2, 1, 1 extras from a separate 7-bag",
        provenance: TETRIO_NEWER,
        fidelity: Fidelity::GameExact("TETR.IO"), rng: RngPolicy::Fixed(RngKind::Minstd), params: TETRIO_PARAMS,
        make: |v| drawn(Drawn::TetrioSevenPlusX(v.choice("no-szo"))),
    },
    Entry {
        name: "nes",
        summary: "NES Tetris: (LFSR high byte + spawnCount) & 7, biased reroll on a repeat or 7; LFSR stepped `frames` times between picks",
        provenance: NES_PROVENANCE,
        fidelity: Fidelity::GameTimed("NES Tetris, 1989"), rng: RngPolicy::Own(OwnGenerator::NesLfsr), params: &[FRAMES, SPAWN_COUNT],
        make: |v| Ok(Family::Own(Own::Nes { frames: v.count("frames"), count: v.count("count") as u8 })),
    },
    Entry {
        name: "tetrisgym-sps",
        summary: "TetrisGYM's seeded mode: the NES picker on a 3-byte seed, a fixed number of LFSR steps before each pick",
        provenance: "TetrisGYM (kirjavascript) src/playstate/spawnnext.asm, pickTetriminoSeed (SPS v3); checked against the four sequences of its emulator tests tests/src/sps.rs (tests/data/nes.txt)",
        fidelity: Fidelity::GameExact("TetrisGYM for NES Tetris"), rng: RngPolicy::Own(OwnGenerator::TetrisGymSeed), params: &[],
        make: |_| Ok(Family::Own(Own::TetrisGymSps)),
    },
    Entry {
        name: "nes-ideal",
        summary: "the community's NES model: roll 1 of 8, reroll 1 of 7 on a repeat or the 8th value (order T J Z O S L I)",
        provenance: "Eric Taylor's analysis tool, tiehuis/faststack (docs/sources.md §6); the same algorithm as tetrio-classic in NES order. The real NES differs: see nes",
        fidelity: Fidelity::Model("NES Tetris"), rng: RngPolicy::Any, params: &[],
        make: |_| drawn(Drawn::Classic(Classic { order: NES }, FirstBatch::AsMade)),
    },
    Entry {
        name: "tgm1",
        summary: "TGM (1998): history of 4 (Z Z Z + first), rand() % 7 rolls with an extra draw after each failure, first piece not S/Z/O",
        provenance: TGM_PROVENANCE,
        fidelity: Fidelity::GameExact("Tetris The Grand Master, 1998"), rng: RngPolicy::Fixed(RngKind::Tgm), params: &[TGM1_ROLLS, TGM_EXTRA_DRAW],
        make: |v| tgm_history(v, &[Z, Z, Z]),
    },
    Entry {
        name: "tap",
        summary: "TGM2 / TAP (2000): history of 4 (S S Z + first), 6 checked rolls with an extra draw after each failure",
        provenance: "as tgm1; checked against the TAP sequence from LCG state 0x43B7 (raincomplex/randomizers)",
        fidelity: Fidelity::GameExact("Tetris The Absolute The Grand Master 2, 2000"), rng: RngPolicy::Fixed(RngKind::Tgm), params: &[TAP_ROLLS, TGM_EXTRA_DRAW],
        make: |v| tgm_history(v, &[S, S, Z]),
    },
    Entry {
        name: "ti",
        summary: "TGM3 Terror-Instinct (2005): 35-piece pool, most-droughted replacement, 6 checked rolls, the game's bug",
        provenance: "TGMsim, raincomplex/randomizers, Cambridge (docs/sources.md §3); checked against the attract demo from LCG state 0x1106. Differs from laroche-tgm3: real LCG, pool in ID order, drought counts, first piece outside the pool, extra draws, the bug",
        fidelity: Fidelity::GameExact("Tetris The Grand Master 3 Terror-Instinct, 2005"), rng: RngPolicy::Fixed(RngKind::Tgm), params: TI_PARAMS,
        make: |v| drawn(Drawn::Ti(Ti { rolls: v.count("rolls"), bug: v.choice("bug") })),
    },
    Entry {
        name: "sega",
        summary: "Sega Tetris (1988): a 1000-piece table of (rand() & 0x3F) % 7 made at game start, dealt round and round",
        provenance: "tetris.wiki Sega randomizer, TGMsim G_SEGA, HeborisCE; checked against the stored 1000-piece power-on pattern (tests/data/sega.txt) and the Flash Point pattern",
        fidelity: Fidelity::GameExact("Sega Tetris, 1988"), rng: RngPolicy::Own(OwnGenerator::Sega), params: &[],
        make: |_| Ok(Family::Own(Own::Sega)),
    },
];
