//! Engines: faster ways to deal exactly what a definition deals.
//!
//! Each engine names the definition it equals; the catalog builds engines
//! where they exist, and `tests` below checks every catalog entry's engine
//! against its definition on every generator, piece for piece. The
//! machinery the engines share:
//!
//! - [`classic`]: the reroll-once randomizers as a table walk over their
//!   reading positions;
//! - [`ahead`]: draws of one bound made ahead in bulk, a byte each;
//! - [`one_hot`]: pieces as one-hot bytes and a history ring of them;
//! - [`speculate`] and [`history_walk`]: a history randomizer dealt as
//!   several walks over a block of draws, stitched where they meet;
//! - [`drought`]: the pool engines' drought order, one word;
//! - [`dealer`]: batches made ahead into one buffer, and [`pairs`]:
//!   TETR.IO's pairs a block of batches at a time;
//! - [`weighted`]: seed 002's weighted randomizer, several trials side by
//!   side, and [`lane_masks`]: those trials' yes-or-no answers as masks,
//!   and their search of seven weights made on them.

pub(crate) mod ahead;
pub(crate) mod classic;
pub(crate) mod dealer;
pub(crate) mod drought;
pub(crate) mod history;
pub(crate) mod history_walk;
pub(crate) mod lane_masks;
pub(crate) mod one_hot;
pub(crate) mod pairs;
pub(crate) mod pool;
pub(crate) mod speculate;
pub(crate) mod ti;
pub(crate) mod weighted;

use crate::{Piece, Randomizer};

/// One piece from an engine whose `fill` is its fast path (the history and
/// pool engines deal from locals that `fill` loads once).
#[inline]
pub(crate) fn next_by_fill(engine: &mut impl Randomizer) -> Piece {
    let mut one = [Piece::I];
    engine.fill(&mut one);
    one[0]
}

#[cfg(test)]
mod tests {
    use crate::randomizer::catalog::{DefinitionUser, Family};
    use crate::randomizer::{Definition, Serial};
    use crate::rng::{FromSeed, Generator, PieceRng, RngKind, Seed, WithRng};
    use crate::{Dealing, Piece, Randomizer, Spec};

    /// Pieces compared per case.
    const PIECES: usize = 20_000;

    /// A definition's pieces, dealt as written from a seeded generator.
    struct Written {
        kind: RngKind,
        seed: Seed,
    }

    impl DefinitionUser for Written {
        type Output = Vec<Piece>;

        fn with<D: Definition>(self, definition: &D) -> Vec<Piece> {
            self.kind.with_type(WrittenOn {
                definition: definition.clone(),
                seed: self.seed,
            })
        }
    }

    struct WrittenOn<D> {
        definition: D,
        seed: Seed,
    }

    impl<D: Definition> WithRng for WrittenOn<D> {
        type Output = Vec<Piece>;

        fn with<R: PieceRng + FromSeed>(self) -> Vec<Piece> {
            let rng = R::from_seed(&self.seed).unwrap();
            let mut serial = Serial::new(self.definition, rng);
            (0..PIECES).map(|_| serial.next_piece()).collect()
        }
    }

    /// The engine's pieces, taken in uneven parts: one, a block, a few one
    /// at a time, the rest.
    fn engine_pieces(dealing: &Dealing) -> Vec<Piece> {
        let mut engine = dealing.randomizer();
        let mut pieces = vec![Piece::I; PIECES];
        let (head, tail) = pieces.split_at_mut(1_000);
        engine.fill(&mut head[..1]);
        engine.fill(&mut head[1..]);
        for slot in &mut tail[..7] {
            *slot = engine.next_piece();
        }
        engine.fill(&mut tail[7..]);
        pieces
    }

    /// Every engine deals exactly what its definition deals, for every
    /// catalog entry and engine path, on every generator it runs on.
    #[test]
    fn every_engine_deals_its_definition_on_every_generator() {
        for text in crate::randomizer::engine_specs::engine_specs() {
            let spec: Spec = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            let Family::Drawn(drawn) = spec.family() else {
                continue;
            };
            for kind in RngKind::ALL {
                if spec.generator(Some(kind)).is_err() {
                    continue;
                }
                for bits in [1, 77, u64::MAX] {
                    let seed = Generator::Drawn(kind).seed_from_bits(bits);
                    let dealing = Dealing::new(spec.clone(), Some(kind), seed).unwrap();
                    let expected = drawn.with_definition(Written { kind, seed });
                    assert!(
                        engine_pieces(&dealing) == expected,
                        "{text} on {kind}, seed {seed}"
                    );
                }
            }
        }
    }
}
