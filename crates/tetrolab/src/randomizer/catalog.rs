//! Every named randomizer: its parameters, provenance and fidelity.
//!
//! The catalog is data: each [`Entry`] names a randomizer, says where it
//! comes from and how faithful it is, lists its parameters with defaults,
//! and maps parameter values to a validated [`Family`] configuration. Named
//! presets reuse the generic families wherever they are truly the same
//! algorithm (TETR.IO's 7-bag *is* a shuffled `ZLOSIJT` bag on MINSTD).

use super::{
    Dealer, FirstBatch, FirstPiece, History, HistoryConfig, Memoryless, MultiBag, Pool, PoolConfig,
    Randomizer, RedBlueBag, ShuffledBag, TetrioClassic, TetrioExtras, TetrioPairs,
    TetrioSevenPlusX, Weighted,
};
use crate::Piece;
use crate::piece::order::{ALPHABETICAL, TETRIO};
use crate::rng::{PieceRng, RngKind, SeededWith};
use std::fmt;

/// How faithful a randomizer is, and to what.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fidelity {
    /// Reproduces a real game's pieces bit for bit from its seed.
    GameExact(&'static str),
    /// Reproduces a source document's code exactly as written.
    AsWritten(&'static str),
    /// A generic algorithm tetrolab defines (documented, value-stable).
    Generic,
}

impl fmt::Display for Fidelity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fidelity::GameExact(game) => write!(f, "game-exact ({game})"),
            Fidelity::AsWritten(document) => write!(f, "as written ({document})"),
            Fidelity::Generic => f.write_str("generic"),
        }
    }
}

/// Which generators a randomizer runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RngPolicy {
    /// Always this generator (the game's own); `--rng` may only name it.
    Fixed(RngKind),
    /// Any generator; the default one unless `--rng` says otherwise.
    Any,
}

/// The kind of value a parameter takes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ParamKind {
    /// Piece letters, as many as the bounds allow.
    Letters {
        /// Fewest letters.
        min: usize,
        /// Most letters.
        max: usize,
    },
    /// A whole number within the bounds.
    Count {
        /// Smallest value.
        min: u32,
        /// Largest value.
        max: u32,
    },
    /// A finite number at least `min`.
    Number {
        /// Smallest value.
        min: f64,
        /// Why smaller values are refused.
        why: &'static str,
    },
    /// One of the listed words.
    Choice(&'static [&'static str]),
}

impl ParamKind {
    /// Parses `text` as a value of this kind, or says what is expected.
    pub(crate) fn parse(self, text: &str) -> Result<Value, String> {
        match self {
            ParamKind::Letters { min, max } => {
                let pieces = crate::piece::parse_letters(text).map_err(|_| {
                    format!("piece letters (I J L O S T Z), {min} to {max} of them")
                })?;
                if (min..=max).contains(&pieces.len()) {
                    Ok(Value::Letters(pieces))
                } else {
                    Err(format!(
                        "{min} to {max} piece letters (got {})",
                        pieces.len()
                    ))
                }
            }
            ParamKind::Count { min, max } => match text.parse::<u32>() {
                Ok(n) if (min..=max).contains(&n) => Ok(Value::Count(n)),
                _ => Err(format!("a whole number from {min} to {max}")),
            },
            ParamKind::Number { min, why } => match text.parse::<f64>() {
                Ok(x) if x.is_finite() && x >= min => Ok(Value::Number(x)),
                _ => Err(format!("a finite number >= {min} ({why})")),
            },
            ParamKind::Choice(words) => words
                .iter()
                .find(|&&w| w == text)
                .map(|&w| Value::Choice(w))
                .ok_or_else(|| format!("one of {}", words.join(", "))),
        }
    }
}

/// A parsed parameter value.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    /// Piece letters.
    Letters(Vec<Piece>),
    /// A whole number.
    Count(u32),
    /// A number.
    Number(f64),
    /// A word from a fixed list.
    Choice(&'static str),
}

/// One parameter of a randomizer.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Param {
    /// The key, as written in a spec.
    pub key: &'static str,
    /// What values it takes.
    pub kind: ParamKind,
    /// The value when the key is absent.
    pub default: &'static str,
    /// The value when the key is written without `=value` (its default
    /// unless stated).
    pub bare: Option<&'static str>,
    /// What it means.
    pub doc: &'static str,
}

impl Param {
    /// The value a bare key stands for.
    pub fn bare_value(&self) -> &'static str {
        self.bare.unwrap_or(self.default)
    }
}

/// The parameter values of one spec, every parameter present.
#[derive(Debug, Clone, PartialEq)]
pub struct Values(pub(crate) Vec<(&'static str, Value)>);

impl Values {
    fn get(&self, key: &str) -> &Value {
        // Entries and their `make` functions are checked together by the
        // `every_entry_builds_with_its_defaults` test, so a key is present.
        &self
            .0
            .iter()
            .find(|(k, _)| *k == key)
            .expect("parameter declared by its entry")
            .1
    }

    fn letters(&self, key: &str) -> Vec<Piece> {
        match self.get(key) {
            Value::Letters(pieces) => pieces.clone(),
            other => unreachable!("{key} is not letters: {other:?}"),
        }
    }

    fn count(&self, key: &str) -> u32 {
        match self.get(key) {
            Value::Count(n) => *n,
            other => unreachable!("{key} is not a count: {other:?}"),
        }
    }

    fn number(&self, key: &str) -> f64 {
        match self.get(key) {
            Value::Number(x) => *x,
            other => unreachable!("{key} is not a number: {other:?}"),
        }
    }

    fn choice(&self, key: &str) -> &'static str {
        match self.get(key) {
            Value::Choice(word) => word,
            other => unreachable!("{key} is not a choice: {other:?}"),
        }
    }
}

/// A validated, generator-independent randomizer configuration.
#[derive(Debug, Clone, PartialEq)]
pub enum Family {
    /// [`Memoryless`] over a piece order.
    Memoryless {
        /// Index → piece.
        order: [Piece; 7],
        /// First-batch rule (batches of seven).
        first: FirstBatch,
    },
    /// [`ShuffledBag`].
    Bag {
        /// The bag's pieces in order before each shuffle.
        contents: Vec<Piece>,
        /// Deal from the back (seed 000's `pop()`).
        from_back: bool,
        /// First-batch rule.
        first: FirstBatch,
    },
    /// [`TetrioClassic`].
    TetrioClassic(FirstBatch),
    /// [`TetrioPairs`].
    TetrioPairs(FirstBatch),
    /// [`TetrioExtras`] with 1 or 2 extras.
    TetrioExtras(usize, FirstBatch),
    /// [`TetrioSevenPlusX`].
    TetrioSevenPlusX(FirstBatch),
    /// [`History`].
    History(HistoryConfig),
    /// [`Pool`].
    Pool(PoolConfig),
    /// [`Weighted`] with this denominator.
    Weighted(f64),
    /// [`MultiBag`].
    MultiBag {
        /// Number of bags.
        bags: usize,
        /// Each bag's pieces.
        contents: Vec<Piece>,
    },
    /// [`RedBlueBag`].
    RedBlue {
        /// Number of colours.
        colors: usize,
        /// Each colour's pieces.
        contents: Vec<Piece>,
    },
}

impl SeededWith for &Family {
    type Output = Box<dyn Randomizer>;

    fn with_rng<R: PieceRng>(self, rng: R) -> Box<dyn Randomizer> {
        match self {
            Family::Memoryless { order, first } => {
                Box::new(Dealer::new(Memoryless::new(*order, rng), *first))
            }
            Family::Bag {
                contents,
                from_back,
                first,
            } => Box::new(Dealer::new(
                ShuffledBag::new(contents.clone(), *from_back, rng),
                *first,
            )),
            Family::TetrioClassic(first) => Box::new(Dealer::new(TetrioClassic::new(rng), *first)),
            Family::TetrioPairs(first) => Box::new(Dealer::new(TetrioPairs::new(rng), *first)),
            Family::TetrioExtras(n, first) => {
                Box::new(Dealer::new(TetrioExtras::new(*n, rng), *first))
            }
            Family::TetrioSevenPlusX(first) => {
                Box::new(Dealer::new(TetrioSevenPlusX::new(rng), *first))
            }
            Family::History(config) => Box::new(History::new(config, rng)),
            Family::Pool(config) => Box::new(Pool::new(config, rng)),
            Family::Weighted(d) => match Weighted::new(*d, rng) {
                Ok(w) => Box::new(w),
                Err(e) => unreachable!("the catalog validates denominators: {e}"),
            },
            Family::MultiBag { bags, contents } => {
                Box::new(MultiBag::new(*bags, contents.clone(), rng))
            }
            Family::RedBlue { colors, contents } => {
                Box::new(RedBlueBag::new(*colors, contents.clone(), rng))
            }
        }
    }
}

/// One named randomizer.
#[derive(Debug, Clone, Copy)]
pub struct Entry {
    /// The name used in specs.
    pub name: &'static str,
    /// One line on what it does.
    pub summary: &'static str,
    /// Where it comes from, and what it was checked against.
    pub provenance: &'static str,
    /// How faithful it is.
    pub fidelity: Fidelity,
    /// Which generators it runs on.
    pub rng: RngPolicy,
    /// Its parameters.
    pub params: &'static [Param],
    /// Validated configuration from parameter values.
    pub(crate) make: fn(&Values) -> Result<Family, String>,
}

/// Looks up an entry by name.
pub fn find(name: &str) -> Option<&'static Entry> {
    ENTRIES.iter().find(|e| e.name == name)
}

/// Every named randomizer, in the order `tetrolab list` shows them.
pub fn entries() -> &'static [Entry] {
    ENTRIES
}

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
    kind: ParamKind::Choice(&["off", "rotate", "skip"]),
    default: "off",
    bare: Some("rotate"),
    doc: "first batch: rotate = the client's no_szo (rotate leading S/Z/O to the back); skip = seed 001's wording (drop one leading S/Z/O)",
};

const TETRIO_PARAMS: &[Param] = &[NO_SZO];

const HISTORY_PARAMS: &[Param] = &[
    Param {
        key: "size",
        kind: ParamKind::Count { min: 1, max: 16 },
        default: "4",
        bare: None,
        doc: "pieces remembered",
    },
    Param {
        key: "rolls",
        kind: ParamKind::Count { min: 1, max: 1000 },
        default: "4",
        bare: None,
        doc: "draws at most; the last is kept unchecked",
    },
    FIRST,
    INITIAL_HISTORY,
];

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
    FIRST,
    Param {
        key: "size",
        kind: ParamKind::Count { min: 1, max: 16 },
        default: "4",
        bare: None,
        doc: "pieces in the history",
    },
    INITIAL_HISTORY,
];

const FIRST: Param = Param {
    key: "first",
    kind: ParamKind::Choice(&["roll", "not-szo"]),
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

fn first_batch(values: &Values) -> FirstBatch {
    match values.choice("no-szo") {
        "rotate" => FirstBatch::RotateOffSzo,
        "skip" => FirstBatch::SkipSzo,
        _ => FirstBatch::AsMade,
    }
}

fn first_piece(values: &Values) -> FirstPiece {
    match values.choice("first") {
        "roll" => FirstPiece::Roll,
        _ => FirstPiece::NotSzo,
    }
}

fn history_config(values: &Values) -> Result<HistoryConfig, String> {
    let config = HistoryConfig {
        size: values.count("size") as usize,
        rolls: values.count("rolls"),
        first: first_piece(values),
        initial: values.letters("history"),
    };
    check_initial_history(&config.initial, config.size)?;
    Ok(config)
}

fn pool_config(values: &Values) -> Result<PoolConfig, String> {
    let config = PoolConfig {
        copies: values.count("copies") as usize,
        rolls: values.count("rolls"),
        first: first_piece(values),
        history_size: values.count("size") as usize,
        initial: values.letters("history"),
    };
    check_initial_history(&config.initial, config.history_size)?;
    Ok(config)
}

fn check_initial_history(initial: &[Piece], size: usize) -> Result<(), String> {
    if initial.len() > size {
        return Err(format!(
            "history has {} pieces but size is {size}: give at most {size} letters or raise size",
            initial.len()
        ));
    }
    Ok(())
}

const DIVERGES: &str = "below 1 the dealt piece gains weight and the others lose it until weights turn negative: the weights diverge, as seed 002 shows at 0.8";

const SEED_000: &str = "seed 000 (Laroche, 'The history of Tetris randomizers'); on --rng minstd checked against its JavaScript fed TETR.IO's nextFloat (tests/data/laroche.txt)";
const SEED_001: &str = "TETR.IO client as seed 001 documents it; checked against the published seeds 191836487, 1366895827 and 12345 and seed 001's JavaScript under node (tests/data/tetrio.txt)";
const TETRIO_NEWER: &str = "TETR.IO client, newer bag type (reference randomizers.md 5.3); checked against the seed-12345 vector of 5.6 and a node port (tests/data/tetrio.txt)";

#[rustfmt::skip]
const ENTRIES: &[Entry] = &[
    Entry {
        name: "memoryless",
        summary: "every piece uniform and independent (I J L O S T Z)",
        provenance: "Tetris (1985) as seed 000 models it; same algorithm as laroche-memoryless",
        fidelity: Fidelity::Generic, rng: RngPolicy::Any, params: &[],
        make: |_| Ok(Family::Memoryless { order: ALPHABETICAL, first: FirstBatch::AsMade }),
    },
    Entry {
        name: "7-bag",
        summary: "shuffle one of each piece, deal it, repeat (the guideline Random Generator)",
        provenance: "Tetris Worlds (2001) onward; seeds 000 and 003. Fisher-Yates from the end, dealt front first",
        fidelity: Fidelity::Generic, rng: RngPolicy::Any, params: &[],
        make: |_| Ok(Family::Bag { contents: ALPHABETICAL.to_vec(), from_back: false, first: FirstBatch::AsMade }),
    },
    Entry {
        name: "14-bag",
        summary: "shuffle two of each piece, deal them, repeat",
        provenance: "seed 003 (lumpn, 'Fair Tetris'); Fisher-Yates from the end, dealt front first",
        fidelity: Fidelity::Generic, rng: RngPolicy::Any, params: &[],
        make: |_| Ok(Family::Bag { contents: ALPHABETICAL.repeat(2), from_back: false, first: FirstBatch::AsMade }),
    },
    Entry {
        name: "2x7-bag",
        summary: "pick one of several 7-bags at random, take a random piece from it, refill it when empty",
        provenance: "seed 003 (lumpn, 'Fair Tetris'): the 2x7-bag",
        fidelity: Fidelity::Generic, rng: RngPolicy::Any,
        params: &[Param { key: "bags", kind: ParamKind::Count { min: 1, max: 64 }, default: "2", bare: None, doc: "number of bags" }],
        make: |v| Ok(Family::MultiBag { bags: v.count("bags") as usize, contents: ALPHABETICAL.to_vec() }),
    },
    Entry {
        name: "red-blue-bag",
        summary: "one bag of 7 red and 7 blue pieces; a colour is refilled when its last piece is taken",
        provenance: "seed 003 (lumpn, 'Fair Tetris'): the red/blue bag",
        fidelity: Fidelity::Generic, rng: RngPolicy::Any,
        params: &[Param { key: "colors", kind: ParamKind::Count { min: 1, max: 64 }, default: "2", bare: None, doc: "number of hidden colours" }],
        make: |v| Ok(Family::RedBlue { colors: v.count("colors") as usize, contents: ALPHABETICAL.to_vec() }),
    },
    Entry {
        name: "bag",
        summary: "closed bag of any multiset of pieces, shuffled and dealt, repeat",
        provenance: "generic family: 7-bag, 14-bag, TETR.IO's bags and seed 000's 7-bag are presets of it",
        fidelity: Fidelity::Generic, rng: RngPolicy::Any,
        params: &[CONTENTS, Param { key: "deal", kind: ParamKind::Choice(&["front", "back"]), default: "front", bare: None, doc: "deal the shuffled bag from the front, or from the back as seed 000's pop() does" }],
        make: |v| Ok(Family::Bag { contents: v.letters("contents"), from_back: v.choice("deal") == "back", first: FirstBatch::AsMade }),
    },
    Entry {
        name: "history",
        summary: "reroll pieces found in the last few dealt, up to a number of rolls",
        provenance: "generic family: seed 000's NES and TGM randomizers are presets of it",
        fidelity: Fidelity::Generic, rng: RngPolicy::Any, params: HISTORY_PARAMS,
        make: |v| history_config(v).map(Family::History),
    },
    Entry {
        name: "pool",
        summary: "draw from a pool of copies; dealt and rejected slots take the most droughted piece",
        provenance: "generic family: seed 000's TGM3 code with its copies, rolls and history as parameters",
        fidelity: Fidelity::Generic, rng: RngPolicy::Any, params: POOL_PARAMS,
        make: |v| pool_config(v).map(Family::Pool),
    },
    Entry {
        name: "weighted",
        summary: "the dealt piece loses (d-1)/d of its weight, shared among the others",
        provenance: "seed 002 (weighted 'bag7-like' randomizer); on --rng python checked against its script after random.seed (tests/data/weighted.txt)",
        fidelity: Fidelity::AsWritten("seed 002"), rng: RngPolicy::Any,
        params: &[Param { key: "denominator", kind: ParamKind::Number { min: 1.0, why: DIVERGES }, default: "1.1", bare: None, doc: "d >= 1; 1 is memoryless, larger means stronger anti-repeat" }],
        make: |v| Ok(Family::Weighted(v.number("denominator"))),
    },
    Entry {
        name: "laroche-memoryless",
        summary: "seed 000's 'Truly Pseudo Random': pieces[floor(random()*7)]",
        provenance: SEED_000,
        fidelity: Fidelity::AsWritten("seed 000"), rng: RngPolicy::Any, params: &[],
        make: |_| Ok(Family::Memoryless { order: ALPHABETICAL, first: FirstBatch::AsMade }),
    },
    Entry {
        name: "laroche-nes",
        summary: "seed 000's NES model: roll, reroll once if same as last (the real NES differs: see nes)",
        provenance: SEED_000,
        fidelity: Fidelity::AsWritten("seed 000"), rng: RngPolicy::Any, params: &[],
        make: |_| Ok(Family::History(HistoryConfig { size: 1, rolls: 2, first: FirstPiece::Roll, initial: vec![] })),
    },
    Entry {
        name: "laroche-tgm",
        summary: "seed 000's TGM model: 4-piece history S Z S + first, 4 rolls (the real TGM1 differs)",
        provenance: SEED_000,
        fidelity: Fidelity::AsWritten("seed 000"), rng: RngPolicy::Any, params: &[],
        make: |_| Ok(Family::History(HistoryConfig { size: 4, rolls: 4, first: FirstPiece::NotSzo, initial: vec![Piece::S, Piece::Z, Piece::S] })),
    },
    Entry {
        name: "laroche-7-bag",
        summary: "seed 000's 7-bag: shuffle I J L O S T Z (Fisher-Yates from the end), pop from the end",
        provenance: SEED_000,
        fidelity: Fidelity::AsWritten("seed 000"), rng: RngPolicy::Any, params: &[],
        make: |_| Ok(Family::Bag { contents: ALPHABETICAL.to_vec(), from_back: true, first: FirstBatch::AsMade }),
    },
    Entry {
        name: "laroche-tgm3",
        summary: "seed 000's TGM3 model: 35-piece pool, 6 rolls, drought order (the real TGM3 differs)",
        provenance: SEED_000,
        fidelity: Fidelity::AsWritten("seed 000"), rng: RngPolicy::Any, params: &[],
        make: |_| Ok(Family::Pool(PoolConfig { copies: 5, rolls: 6, first: FirstPiece::NotSzo, history_size: 4, initial: vec![Piece::S, Piece::Z, Piece::S] })),
    },
    Entry {
        name: "tetrio-7-bag",
        summary: "TETR.IO 7-bag: shuffle Z L O S I J T",
        provenance: SEED_001,
        fidelity: Fidelity::GameExact("TETR.IO"), rng: RngPolicy::Fixed(RngKind::Minstd), params: TETRIO_PARAMS,
        make: |v| Ok(Family::Bag { contents: TETRIO.to_vec(), from_back: false, first: first_batch(v) }),
    },
    Entry {
        name: "tetrio-14-bag",
        summary: "TETR.IO 14-bag: shuffle Z L O S I J T twice over",
        provenance: SEED_001,
        fidelity: Fidelity::GameExact("TETR.IO"), rng: RngPolicy::Fixed(RngKind::Minstd), params: TETRIO_PARAMS,
        make: |v| Ok(Family::Bag { contents: TETRIO.repeat(2), from_back: false, first: first_batch(v) }),
    },
    Entry {
        name: "tetrio-classic",
        summary: "TETR.IO classic: roll 1 of 8, reroll 1 of 7 on a repeat or the 8th value",
        provenance: SEED_001,
        fidelity: Fidelity::GameExact("TETR.IO"), rng: RngPolicy::Fixed(RngKind::Minstd), params: TETRIO_PARAMS,
        make: |v| Ok(Family::TetrioClassic(first_batch(v))),
    },
    Entry {
        name: "tetrio-pairs",
        summary: "TETR.IO pairs: two random piece types, three of each, shuffled",
        provenance: SEED_001,
        fidelity: Fidelity::GameExact("TETR.IO"), rng: RngPolicy::Fixed(RngKind::Minstd), params: TETRIO_PARAMS,
        make: |v| Ok(Family::TetrioPairs(first_batch(v))),
    },
    Entry {
        name: "tetrio-total-mayhem",
        summary: "TETR.IO total mayhem: every piece uniform (order Z L O S I J T)",
        provenance: SEED_001,
        fidelity: Fidelity::GameExact("TETR.IO"), rng: RngPolicy::Fixed(RngKind::Minstd), params: TETRIO_PARAMS,
        make: |v| Ok(Family::Memoryless { order: TETRIO, first: first_batch(v) }),
    },
    Entry {
        name: "tetrio-7+1-bag",
        summary: "TETR.IO 7+1-bag: a 7-bag plus one uniform extra piece, shuffled",
        provenance: TETRIO_NEWER,
        fidelity: Fidelity::GameExact("TETR.IO"), rng: RngPolicy::Fixed(RngKind::Minstd), params: TETRIO_PARAMS,
        make: |v| Ok(Family::TetrioExtras(1, first_batch(v))),
    },
    Entry {
        name: "tetrio-7+2-bag",
        summary: "TETR.IO 7+2-bag: a 7-bag plus two uniform extra pieces, shuffled",
        provenance: TETRIO_NEWER,
        fidelity: Fidelity::GameExact("TETR.IO"), rng: RngPolicy::Fixed(RngKind::Minstd), params: TETRIO_PARAMS,
        make: |v| Ok(Family::TetrioExtras(2, first_batch(v))),
    },
    Entry {
        name: "tetrio-7+x-bag",
        summary: "TETR.IO 7+X-bag: bags 1-4 get 3, 2, 1, 1 extras from a separate 7-bag",
        provenance: TETRIO_NEWER,
        fidelity: Fidelity::GameExact("TETR.IO"), rng: RngPolicy::Fixed(RngKind::Minstd), params: TETRIO_PARAMS,
        make: |v| Ok(Family::TetrioSevenPlusX(first_batch(v))),
    },
];
