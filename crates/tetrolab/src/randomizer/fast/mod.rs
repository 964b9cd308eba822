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
//!   side.

pub(crate) mod ahead;
pub(crate) mod classic;
pub(crate) mod dealer;
pub(crate) mod drought;
pub(crate) mod history;
pub(crate) mod history_walk;
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

    /// Every catalog entry, and parameters that take each engine down each
    /// of its paths: histories of every window width, with and without the
    /// extra draw, and too long for the engine; pools small, large and
    /// with long histories; TETR.IO's first-batch rules.
    fn specs() -> Vec<String> {
        let mut specs: Vec<String> = crate::randomizer::catalog::entries()
            .iter()
            .map(|e| e.name.to_owned())
            .collect();
        for rolls in [1, 2, 4, 6, 8, 9, 16, 40] {
            for (size, first, extra) in [
                (1, "roll", "off"),
                (4, "not-szo", "off"),
                (6, "roll", "off"),
                (8, "roll", "on"),
                (16, "roll", "off"),
                (4, "reroll-szo", "on"),
                (1, "roll", "on"),
            ] {
                let history = &"SZS"[..size.min(3)];
                specs.push(format!(
                    "history:size={size},rolls={rolls},first={first},extra-draw={extra},history={history},order=IZSJLOT"
                ));
            }
        }
        for pool in [
            "copies=2,rolls=3,first=roll,size=1,history=",
            "copies=40",
            "size=10,rolls=9,first=roll",
            "rolls=9,first=roll",
            "rolls=1",
            "rolls=17",
        ] {
            specs.push(format!("pool:{pool}"));
        }
        for ti in [
            "rolls=1",
            "rolls=3,bug=off",
            "bug=off",
            "rolls=9",
            "rolls=40",
        ] {
            specs.push(format!("ti:{ti}"));
        }
        for entry in [
            "tetrio-7-bag",
            "tetrio-14-bag",
            "tetrio-classic",
            "tetrio-pairs",
        ] {
            for rule in ["rotate", "skip"] {
                specs.push(format!("{entry}:no-szo={rule}"));
            }
        }
        for entry in ["tetrio-total-mayhem", "tetrio-7+1-bag", "tetrio-7+x-bag"] {
            specs.push(format!("{entry}:no-szo=skip"));
        }
        specs.push("bag:contents=IIIIIIIIIJ,deal=back".to_owned());
        specs
    }

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

    /// Every engine whose definition deals bags marks where each begins as
    /// `results::bag_starts` reads the definition, in uneven parts, dealing
    /// what it deals unmarked; none leaves its bags to the definition.
    #[test]
    fn every_engine_marks_the_bags_its_definition_deals() {
        const MARKED: usize = 3_000;
        for text in specs() {
            let spec: Spec = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            for kind in RngKind::ALL {
                if spec.generator(Some(kind)).is_err() {
                    continue;
                }
                let seed = Generator::Drawn(kind).seed_from_bits(77);
                let dealing = Dealing::new(spec.clone(), Some(kind), seed).unwrap();
                let expected = crate::results::bag_starts(&dealing, MARKED as u64);
                let mut engine = dealing.randomizer();
                let mut pieces = vec![Piece::I; MARKED];
                let mut starts = vec![0];
                let mut marks = true;
                let mut at = 0;
                for part in [1, 299, 7, MARKED - 307] {
                    let mut found = Vec::new();
                    marks &= engine.fill_marking_bags(&mut pieces[at..at + part], &mut found);
                    starts.extend(found.iter().map(|s| (at + s) as u64));
                    at += part;
                }
                starts.dedup();
                let name = format!("{text} on {kind}");
                if marks {
                    assert_eq!(Some(starts), expected, "{name}");
                    let mut unmarked = dealing.randomizer();
                    assert!(unmarked.by_ref().take(MARKED).eq(pieces), "{name}");
                } else {
                    assert_eq!(expected, None, "{name}: its engine does not mark its bags");
                }
            }
        }
    }

    /// Every engine deals exactly what its definition deals, for every
    /// catalog entry and engine path, on every generator it runs on.
    #[test]
    fn every_engine_deals_its_definition_on_every_generator() {
        for text in specs() {
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
