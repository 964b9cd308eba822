//! A dealing's definition dealt as written, one piece at a time, for code
//! that looks at the state between pieces: where the source stops, what a
//! trace shows.

use super::catalog::{DefinitionUser, Drawn};
use super::{Definition, Serial};
use crate::rng::{FromSeed, PieceRng, RngKind, Seed, WithRng};

/// Where a source's own code stops dealing, and why: before piece
/// `piece` (1 is the first), the script raises. Seed 002's script does so
/// below denominator 1, where CPython's `random.choices` refuses the
/// diverged weights (see [`Dealing::halt`](super::Dealing::halt)).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the source stops before piece {piece}: {reason}")]
pub struct Halt {
    /// The piece the source does not deal, counted from 1.
    pub piece: u64,
    /// Why, in the source's own words where it has them.
    pub reason: String,
}

/// Code run on a definition dealt as written from a generator (see
/// [`walk`]).
pub(crate) trait Walker {
    /// What the code gives.
    type Output;
    /// Runs the code on `serial`, at the start of its game.
    fn walk<D: Definition, R: PieceRng>(self, serial: Serial<D, R>) -> Self::Output;
}

/// Runs `walker` on `drawn`'s definition on generator `kind` seeded with
/// `seed`, which the generator must take.
pub(crate) fn walk<W: Walker>(drawn: &Drawn, kind: RngKind, seed: &Seed, walker: W) -> W::Output {
    drawn.with_definition(OnDefinition { walker, kind, seed })
}

/// The definition's step of [`walk`]: then the generator's type.
struct OnDefinition<'a, W> {
    walker: W,
    kind: RngKind,
    seed: &'a Seed,
}

impl<W: Walker> DefinitionUser for OnDefinition<'_, W> {
    type Output = W::Output;

    fn with<D: Definition>(self, definition: &D) -> W::Output {
        self.kind.with_type(OnRng {
            walker: self.walker,
            definition,
            seed: self.seed,
        })
    }
}

/// The generator's step of [`walk`].
struct OnRng<'a, W, D> {
    walker: W,
    definition: &'a D,
    seed: &'a Seed,
}

impl<W: Walker, D: Definition> WithRng for OnRng<'_, W, D> {
    type Output = W::Output;

    fn with<R: PieceRng + FromSeed>(self) -> W::Output {
        let rng = R::from_seed(self.seed).expect("the seed was checked against the generator");
        self.walker.walk(Serial::new(self.definition.clone(), rng))
    }
}

/// Finds where the source stops within its first `.0` pieces.
pub(crate) struct FindHalt(pub(crate) u64);

impl Walker for FindHalt {
    type Output = Option<Halt>;

    fn walk<D: Definition, R: PieceRng>(self, mut serial: Serial<D, R>) -> Option<Halt> {
        if !serial.definition().may_halt() {
            return None;
        }
        for piece in 1..=self.0 {
            if let Some(reason) = serial.definition().halt(serial.state()) {
                return Some(Halt { piece, reason });
            }
            crate::Randomizer::next_piece(&mut serial);
        }
        None
    }
}
