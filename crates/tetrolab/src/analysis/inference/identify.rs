//! Reading a randomizer from its pieces: which candidate dealt them most
//! likely, and what comes next.
//!
//! Every candidate with an exact chain reads the pieces by the forward
//! algorithm over its chain ([`Model`]); `weighted` reads them through its
//! weights, which follow from the pieces alone. The others (the 35-slot
//! pools, games' own generators) are skipped with the reason.

use rayon::prelude::*;
use serde::Serialize;

use crate::analysis::Start;
use crate::analysis::exact::{ExactError, Model, NotConverged, Reading};
use crate::randomizer::Definition;
use crate::randomizer::Weighted;
use crate::randomizer::catalog::{Drawn, Family};
use crate::spelling::{Spelled, Spelling};
use crate::work::{StopOnly, Stopped, Watch};
use crate::{Piece, PieceMap, Spec};

/// Why a spec cannot read pieces.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ReadError {
    /// It has no exact chain.
    #[error("{}", self.message(Spelling::CLI))]
    NoChain(#[from] ExactError),
    /// Its game's own generator deals one sequence per seed.
    #[error("{}", self.message(Spelling::CLI))]
    OwnGenerator(String),
}

impl Spelled for ReadError {
    fn message(&self, spelling: Spelling) -> String {
        match self {
            ReadError::NoChain(error) => error.message(spelling),
            ReadError::OwnGenerator(spec) => format!(
                "{spec} runs on its game's own generator, which deals one sequence per seed rather than a law to weigh pieces by ({} of {spec} with {} follows one seed's cycle)",
                spelling.exact,
                spelling.seed_is("S")
            ),
        }
    }
}

impl From<NotConverged> for ReadError {
    fn from(error: NotConverged) -> ReadError {
        ReadError::NoChain(ExactError::NotConverged(error))
    }
}

/// How one spec reads pieces.
enum Reader {
    Chain(Model),
    Weighted(Weighted),
}

impl Reader {
    fn of(spec: &Spec, max_states: usize, watch: &dyn Watch) -> Result<Reader, ReadError> {
        match spec.family() {
            Family::Own(_) => Err(ReadError::OwnGenerator(spec.to_string())),
            Family::Drawn(Drawn::Weighted(weighted)) => Ok(Reader::Weighted(*weighted)),
            Family::Drawn(_) => Ok(Reader::Chain(Model::of(spec, max_states, watch)?)),
        }
    }

    /// Reads `pieces`; a weighted randomizer always from its start (all
    /// weights 1), as its weights are known only from there. `watch` may
    /// stop a chain's reading.
    fn read(
        &self,
        pieces: &[Piece],
        start: Start,
        watch: &dyn Watch,
    ) -> Result<(Reading, Start), ExactError> {
        match self {
            Reader::Chain(model) => Ok((model.read(pieces, start, watch)?, start)),
            Reader::Weighted(weighted) => Ok((read_weighted(weighted, pieces), Start::Game)),
        }
    }
}

/// A weighted randomizer's reading: each piece's chance is its weight over
/// the total, then the weights move as the piece was dealt.
fn read_weighted(weighted: &Weighted, pieces: &[Piece]) -> Reading {
    let mut state = weighted.start();
    let chances = |weights: &[f64; 7]| {
        let total: f64 = weights.iter().sum();
        PieceMap::from_fn(|piece| {
            let at = Weighted::ORDER
                .iter()
                .position(|&p| p == piece)
                .expect("every piece");
            weights[at] / total
        })
    };
    let mut log2_likelihood = 0.0;
    for (t, &piece) in pieces.iter().enumerate() {
        let chance = chances(&state.weights)[piece];
        if chance <= 0.0 {
            return Reading {
                log2_likelihood: None,
                ruled_out_at: Some(t + 1),
                next: None,
                bag_position: None,
            };
        }
        log2_likelihood += chance.log2();
        weighted.after(&mut state, piece);
    }
    Reading {
        log2_likelihood: Some(log2_likelihood),
        ruled_out_at: None,
        next: Some(chances(&state.weights)),
        bag_position: None,
    }
}

/// What `spec` makes of `pieces` dealt from `start`, and the start it
/// read them from (`weighted` reads from its start); `watch` hears of
/// the chain's states as they are found and may stop the build.
///
/// # Errors
/// The spec has no exact likelihood ([`ReadError`]), or stopped, as
/// `watch` asked.
///
/// ```
/// use tetrolab::analysis::{Start, read};
/// use tetrolab::piece::parse_letters;
/// let pieces = parse_letters("IIJJLLOOSSTTZ")?;
/// let (reading, _) = read(&"14-bag".parse()?, &pieces, Start::Game, 100_000, &tetrolab::work::Unwatched)?;
/// assert_eq!(reading.next.unwrap()[tetrolab::Piece::Z], 1.0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn read(
    spec: &Spec,
    pieces: &[Piece],
    start: Start,
    max_states: usize,
    watch: &dyn Watch,
) -> Result<(Reading, Start), ReadError> {
    Ok(Reader::of(spec, max_states, watch)?.read(pieces, start, watch)?)
}

/// One candidate (or several with one law) and how well it explains the
/// pieces.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Candidate {
    /// The spec.
    pub spec: String,
    /// Other candidates with exactly the same law as read (same
    /// likelihood for every sequence from the reading's start; from the
    /// stationary law, randomizers that differ only in their opening),
    /// named together.
    pub same_law: Vec<String>,
    /// log2 of the pieces' probability under it (`None`: impossible).
    pub log2_likelihood: Option<f64>,
    /// Its posterior probability under a uniform prior over the rows.
    pub posterior: f64,
    /// log2 of its Bayes factor against the next row down (`None` for
    /// the last possible row and the impossible ones).
    pub log2_bayes_factor: Option<f64>,
    /// The first piece (from 1) it could not have dealt.
    pub ruled_out_at: Option<usize>,
    /// Where it read the pieces from.
    pub start: Start,
}

impl Candidate {
    /// The decimals a posterior is written with (`identify`'s table, in
    /// every face).
    ///
    /// ```
    /// use tetrolab::analysis::inference::Candidate;
    /// assert_eq!(format!("{:.*}", Candidate::POSTERIOR_DECIMALS, 2.0 / 3.0), "0.6667");
    /// ```
    pub const POSTERIOR_DECIMALS: usize = 4;

    /// The decimals a log2 likelihood or Bayes factor is written with.
    pub const BITS_DECIMALS: usize = 2;
}

/// A candidate without a likelihood.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Skipped {
    /// The spec.
    pub spec: String,
    /// Why.
    pub why: String,
}

/// The candidates ranked by how well they explain a sequence of pieces.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Identification {
    /// Pieces read.
    pub pieces: usize,
    /// Where the pieces were read from: a game's start, or anywhere in a
    /// long game (the stationary law).
    pub start: Start,
    /// Best first; impossible ones last, those ruled out latest first.
    pub candidates: Vec<Candidate>,
    /// Candidates without a likelihood.
    pub skipped: Vec<Skipped>,
}

/// Ranks `candidates` by the likelihood of `pieces` read from `start`,
/// candidates with one law grouped under the first named. Both cores read
/// candidates at once; `watch` hears of each candidate read and may stop
/// the call between candidates.
///
/// # Errors
/// [`Stopped`], when `watch` asked.
///
/// ```
/// use tetrolab::analysis::{Start, identify};
/// use tetrolab::piece::parse_letters;
/// let specs: Vec<tetrolab::Spec> = ["7-bag", "tetrio-7-bag", "14-bag", "memoryless"]
///     .iter().map(|s| s.parse().unwrap()).collect();
/// let pieces = parse_letters("TJLOSIZZSOJTIL")?;
/// let found = identify(&pieces, &specs, Start::Stationary, 100_000, &tetrolab::work::Unwatched)?;
/// assert_eq!(found.candidates[0].spec, "7-bag");
/// assert_eq!(found.candidates[0].same_law, ["tetrio-7-bag"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn identify(
    pieces: &[Piece],
    candidates: &[Spec],
    start: Start,
    max_states: usize,
    watch: &dyn Watch,
) -> Result<Identification, Stopped> {
    let results = read_all(pieces, candidates, start, max_states, watch)?;
    let mut skipped = Vec::new();
    // (spec, reader, reading, start), in the order given.
    let mut read = Vec::new();
    for (spec, result) in candidates.iter().zip(results) {
        match result {
            Ok((reader, reading, from)) => read.push((spec.to_string(), reader, reading, from)),
            Err(error) => skipped.push(Skipped {
                spec: spec.to_string(),
                why: error.to_string(),
            }),
        }
    }
    // Group equal laws: equal likelihood first (cheap), then the chains.
    let mut rows: Vec<(Candidate, Option<&Model>)> = Vec::new();
    for (spec, reader, reading, from) in &read {
        let model = match reader {
            Reader::Chain(model) => Some(model),
            Reader::Weighted(_) => None,
        };
        let twin = rows.iter_mut().find(|(row, row_model)| {
            row.start == *from
                && row.ruled_out_at == reading.ruled_out_at
                && match (row.log2_likelihood, reading.log2_likelihood) {
                    (Some(a), Some(b)) => (a - b).abs() <= 1e-9 * a.abs().max(1.0),
                    (None, None) => true,
                    _ => false,
                }
                && matches!((row_model, model), (Some(a), Some(b)) if a.same_law_from(b, *from).unwrap_or(false))
        });
        match twin {
            Some((row, _)) => row.same_law.push(spec.clone()),
            None => rows.push((
                Candidate {
                    spec: spec.clone(),
                    same_law: Vec::new(),
                    log2_likelihood: reading.log2_likelihood,
                    posterior: 0.0,
                    log2_bayes_factor: None,
                    ruled_out_at: reading.ruled_out_at,
                    start: *from,
                },
                model,
            )),
        }
    }
    let mut candidates: Vec<Candidate> = rows.into_iter().map(|(row, _)| row).collect();
    candidates.sort_by(|a, b| {
        let key = |c: &Candidate| {
            (
                c.log2_likelihood.unwrap_or(f64::NEG_INFINITY),
                c.ruled_out_at,
            )
        };
        key(b)
            .partial_cmp(&key(a))
            .expect("likelihoods are numbers")
    });
    let best = candidates
        .first()
        .and_then(|c| c.log2_likelihood)
        .unwrap_or(0.0);
    let total: f64 = candidates
        .iter()
        .filter_map(|c| c.log2_likelihood)
        .map(|l| (l - best).exp2())
        .sum();
    for c in &mut candidates {
        c.posterior = c.log2_likelihood.map_or(0.0, |l| (l - best).exp2() / total);
    }
    for i in 0..candidates.len() {
        let below = candidates.get(i + 1).and_then(|c| c.log2_likelihood);
        candidates[i].log2_bayes_factor =
            candidates[i].log2_likelihood.zip(below).map(|(a, b)| a - b);
    }
    Ok(Identification {
        pieces: pieces.len(),
        start,
        candidates,
        skipped,
    })
}

type ReadResult = Result<(Reader, Reading, Start), ReadError>;

/// Every candidate's reading, in the order given, read in parallel (one
/// at a time where there are no threads, as in a browser).
fn read_all(
    pieces: &[Piece],
    candidates: &[Spec],
    start: Start,
    max_states: usize,
    watch: &dyn Watch,
) -> Result<Vec<ReadResult>, Stopped> {
    watch.begin("identify", candidates.len() as u64);
    candidates
        .par_iter()
        .map(|spec| {
            if watch.stopped() {
                return Err(Stopped);
            }
            // Each candidate's chain is one unit of this call's count.
            let read = (|| -> ReadResult {
                let reader = Reader::of(spec, max_states, &StopOnly(watch))?;
                let (reading, from) = reader.read(pieces, start, &StopOnly(watch))?;
                Ok((reader, reading, from))
            })();
            if watch.stopped() {
                return Err(Stopped);
            }
            watch.add(1);
            Ok(read)
        })
        .collect()
}
