//! A randomizer's chain as a model of pieces someone saw: how likely they
//! were (the forward algorithm), and what comes next.

use serde::Serialize;

use super::chain::Chain;
use super::error::ExactError;
use super::select::chain_of;
use super::spread::{Spread, sparse};
use super::stationary::{NotConverged, stationary};
use crate::analysis::Start;
use crate::work::{Stopped, Watch};
use crate::{Piece, PieceMap, Spec};

/// Pieces read between two looks at the watch: a belief over the
/// largest chains takes about a millisecond a piece.
const PIECES_PER_LOOK: usize = 64;

/// A randomizer's exact chain, ready to read observed pieces.
///
/// ```
/// use tetrolab::analysis::Start;
/// use tetrolab::analysis::exact::Model;
/// use tetrolab::piece::parse_letters;
/// let bag = Model::of(&"7-bag".parse()?, 100_000, &tetrolab::work::Unwatched)?;
/// // Six pieces of a bag seen from its start: the seventh is certain.
/// let reading = bag.read(&parse_letters("IJLOST")?, Start::Game, &tetrolab::work::Unwatched)?;
/// assert_eq!(reading.next.as_ref().unwrap()[tetrolab::Piece::Z], 1.0);
/// // Eight Z in a row: no 7-bag deals that, whenever it started.
/// let zs = bag.read(&parse_letters("ZZZZZZZZ")?, Start::Stationary, &tetrolab::work::Unwatched)?;
/// assert_eq!(zs.ruled_out_at, Some(3));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct Model {
    chain: Chain,
}

/// What a model makes of a sequence of pieces.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Reading {
    /// log2 of the sequence's probability (`None`: it is impossible).
    pub log2_likelihood: Option<f64>,
    /// The first piece (counted from 1) that the randomizer could not
    /// have dealt after the ones before it, if any.
    pub ruled_out_at: Option<usize>,
    /// Each piece's chance of coming next, given every piece seen (`None`
    /// when the sequence is impossible).
    pub next: Option<PieceMap<f64>>,
    /// For bags: the chance that the next piece is the k-th of its bag,
    /// k = 1 first.
    pub bag_position: Option<Vec<f64>>,
}

impl Model {
    /// Its chain.
    pub(crate) fn chain(&self) -> &Chain {
        &self.chain
    }

    /// The model of `spec`: its exact chain (see [`analyze`](super::analyze)),
    /// with states of identical futures merged; `watch` hears of the
    /// states as they are found and may stop the build.
    ///
    /// # Errors
    /// As [`analyze`](super::analyze): no finite chain, or more than
    /// `max_states` states; or stopped, as `watch` asked.
    pub fn of(spec: &Spec, max_states: usize, watch: &dyn Watch) -> Result<Model, ExactError> {
        let chain = chain_of(spec, max_states, None, watch)?.chain.merged();
        if watch.stopped() {
            return Err(Stopped.into());
        }
        Ok(Model { chain })
    }

    /// The model's states.
    pub fn states(&self) -> usize {
        self.chain.len()
    }

    /// Whether `other` deals every sequence from its start with the same
    /// probability as this model (the 7-bag, TETR.IO's and seed 000's).
    pub fn same_law(&self, other: &Model) -> bool {
        self.chain.same_law(&other.chain)
    }

    /// Whether `other` deals every sequence with the same probability as
    /// this model when both are read from `start`: [`same_law`](Model::same_law)
    /// from a game's start; from the stationary law, randomizers that
    /// differ only in their opening (TETR.IO's 7+X bag and the 7-bag) are
    /// alike too.
    ///
    /// ```
    /// use tetrolab::analysis::Start;
    /// use tetrolab::analysis::exact::Model;
    /// let bag = Model::of(&"7-bag".parse().unwrap(), 100_000, &tetrolab::work::Unwatched).unwrap();
    /// let opening = Model::of(&"tetrio-7+x-bag".parse().unwrap(), 100_000, &tetrolab::work::Unwatched).unwrap();
    /// assert!(!bag.same_law_from(&opening, Start::Game).unwrap());
    /// assert!(bag.same_law_from(&opening, Start::Stationary).unwrap());
    /// ```
    ///
    /// # Errors
    /// A stationary law that does not settle.
    pub fn same_law_from(&self, other: &Model, start: Start) -> Result<bool, NotConverged> {
        Ok(match start {
            Start::Game => self.same_law(other),
            Start::Stationary => self.chain.same_law_from(
                &stationary(&self.chain)?,
                &other.chain,
                &stationary(&other.chain)?,
                1e-9,
            ),
        })
    }

    /// Reads `pieces` as dealt from `start`: a game's start, or a random
    /// moment of a long game (the stationary law). The hidden state is
    /// filtered piece by piece (the forward algorithm), the likelihood
    /// being the product of each piece's chance given those before.
    ///
    /// `watch` may stop the reading every 64 pieces (`PIECES_PER_LOOK`).
    ///
    /// # Errors
    /// The stationary law does not settle ([`ExactError::NotConverged`]),
    /// or the watch asked to stop ([`ExactError::Stopped`]).
    pub fn read(
        &self,
        pieces: &[Piece],
        start: Start,
        watch: &dyn Watch,
    ) -> Result<Reading, ExactError> {
        let mut belief = match start {
            Start::Game => vec![(0, 1.0)],
            Start::Stationary => sparse(&stationary(&self.chain)?),
        };
        let mut spread = Spread::new(&self.chain);
        let mut log2_likelihood = 0.0;
        for (t, &piece) in pieces.iter().enumerate() {
            if t % PIECES_PER_LOOK == 0 && watch.stopped() {
                return Err(Stopped.into());
            }
            let mut next = spread.step(&belief, piece);
            let chance: f64 = next.iter().map(|&(_, mass)| mass).sum();
            if chance <= 0.0 {
                return Ok(Reading {
                    log2_likelihood: None,
                    ruled_out_at: Some(t + 1),
                    next: None,
                    bag_position: None,
                });
            }
            log2_likelihood += chance.log2();
            next.iter_mut().for_each(|(_, mass)| *mass /= chance);
            belief = next;
        }
        let mut chances = [0.0; 7];
        for &(s, mass) in &belief {
            for edge in self.chain.edges(s as usize) {
                chances[edge.piece.index()] += mass * edge.probability;
            }
        }
        let bag_position = self.chain.positions().map(|positions| {
            let longest = positions.iter().copied().max().unwrap_or(0) as usize;
            let mut by_position = vec![0.0; longest];
            for &(s, mass) in &belief {
                by_position[positions[s as usize] as usize - 1] += mass;
            }
            by_position
        });
        Ok(Reading {
            log2_likelihood: Some(log2_likelihood),
            ruled_out_at: None,
            next: Some(PieceMap(chances)),
            bag_position,
        })
    }
}

impl Model {
    /// The first piece of `played` (0-based) that no seed could have let
    /// a player play at that point, from a game's start, or `None` if some
    /// seed deals them all. With `hold`, a player may instead keep the
    /// current piece in the hold slot and play the one held (or, the slot
    /// empty, the next one), so the check follows every possible
    /// (state, held piece) pair.
    ///
    /// ```
    /// use tetrolab::analysis::exact::Model;
    /// use tetrolab::piece::parse_letters;
    /// let bag = Model::of(&"7-bag".parse()?, 100_000, &tetrolab::work::Unwatched)?;
    /// // A second I in the first bag, as the 7th piece played.
    /// let played = parse_letters("IJLOSTIZ")?;
    /// assert_eq!(bag.first_impossible(&played, false), Some(6));
    /// // With hold: the first bag's Z, held, comes out after the next I.
    /// assert_eq!(bag.first_impossible(&played, true), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn first_impossible(&self, played: &[Piece], hold: bool) -> Option<usize> {
        // (state, held piece: its index, or 7 for an empty slot), as a
        // dense set.
        const EMPTY: usize = 7;
        let slots = |s: usize, h: usize| s * 8 + h;
        let mut now = vec![false; self.chain.len() * 8];
        now[slots(0, EMPTY)] = true;
        let mut next = vec![false; now.len()];
        for (t, &piece) in played.iter().enumerate() {
            next.fill(false);
            for (s, edge) in self.chain.all_edges() {
                let to = edge.to as usize;
                for h in 0..8 {
                    if !now[slots(s, h)] {
                        continue;
                    }
                    // Play the current piece.
                    if edge.piece == piece {
                        next[slots(to, h)] = true;
                    }
                    if !hold {
                        continue;
                    }
                    if h == piece.index() {
                        // Swap: the held piece is played, the current held.
                        next[slots(to, edge.piece.index())] = true;
                    } else if h == EMPTY {
                        // Hold the current piece and play the next one.
                        for after in self.chain.edges(to).iter().filter(|e| e.piece == piece) {
                            next[slots(after.to as usize, edge.piece.index())] = true;
                        }
                    }
                }
            }
            if !next.contains(&true) {
                return Some(t);
            }
            std::mem::swap(&mut now, &mut next);
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::piece::parse_letters;

    fn model(text: &str) -> Model {
        Model::of(&text.parse().unwrap(), 100_000, &crate::work::Unwatched).unwrap()
    }

    /// A memoryless randomizer gives every sequence of n pieces 7^-n, and
    /// predicts 1/7 each.
    #[test]
    fn memoryless_likelihood_is_uniform() {
        let pieces = parse_letters("SZSZSZOOOIJ").unwrap();
        let reading = model("memoryless")
            .read(&pieces, Start::Stationary, &crate::work::Unwatched)
            .unwrap();
        let expected = -(pieces.len() as f64) * 7f64.log2();
        assert!((reading.log2_likelihood.unwrap() - expected).abs() < 1e-12);
        assert!(
            reading
                .next
                .unwrap()
                .iter()
                .all(|(_, &p)| (p - 1.0 / 7.0).abs() < 1e-15)
        );
    }

    /// A 7-bag from its start: a first bag has chance 1/5040, and after
    /// one whole bag and one piece, the next is in position 2 of a bag.
    #[test]
    fn seven_bag_from_its_start() {
        let bag = model("7-bag");
        let first = bag
            .read(
                &parse_letters("TJLOSIZ").unwrap(),
                Start::Game,
                &crate::work::Unwatched,
            )
            .unwrap();
        assert!((first.log2_likelihood.unwrap() + 5040f64.log2()).abs() < 1e-9);
        let more = bag
            .read(
                &parse_letters("TJLOSIZI").unwrap(),
                Start::Game,
                &crate::work::Unwatched,
            )
            .unwrap();
        let positions = more.bag_position.unwrap();
        assert_eq!(positions.len(), 7);
        assert!((positions[1] - 1.0).abs() < 1e-12, "{positions:?}");
        assert_eq!(more.next.unwrap()[Piece::I], 0.0);
        // Two I in one bag, from the start: the second cannot be dealt.
        let twice = bag
            .read(
                &parse_letters("TIJI").unwrap(),
                Start::Game,
                &crate::work::Unwatched,
            )
            .unwrap();
        assert_eq!(twice.ruled_out_at, Some(4));
    }

    /// Equal laws are recognised across definitions and forms; different
    /// ones are not.
    #[test]
    fn same_law_across_the_catalog() {
        assert!(model("7-bag").same_law(&model("tetrio-7-bag")));
        assert!(model("7-bag").same_law(&model("laroche-7-bag")));
        assert!(!model("7-bag").same_law(&model("14-bag")));
        assert!(!model("tgm1").same_law(&model("laroche-tgm")));
    }
}
