//! A randomizer resolved for one run: spec, generator and seed, checked
//! once.

use std::ops::Range;

use super::catalog::{DefinitionUser, Family};
use super::walk::{FindHalt, Walker, walk};
use super::{Definition, Halt, Halted, Randomizer, Spec, SpecError, TrialGroup};
use crate::rng::{Generator, RngKind, Seed, SplitMix64};

/// What a run deals: a spec, the generator it runs on and a seed that
/// generator takes, resolved and checked once (as ripgrep turns raw flags
/// into one validated value), then used by the command line and the
/// analyses alike. Building its randomizers cannot fail.
///
/// ```
/// use tetrolab::{Dealing, Randomizer};
/// let dealing = Dealing::new("tetrio-7-bag".parse()?, None, 191836487u64.into())?;
/// assert_eq!(dealing.generator().name(), "minstd");
/// let pieces: String = dealing.randomizer().take(14).map(|p| p.letter()).collect();
/// assert_eq!(pieces, "JISZTLOLSIJZOT");
/// // A seed the generator refuses is refused here, once.
/// assert!(Dealing::new("tgm1".parse()?, None, (1u64 << 40).into()).is_err());
/// # Ok::<(), tetrolab::SpecError>(())
/// ```
#[derive(Debug, Clone)]
pub struct Dealing {
    spec: Spec,
    generator: Generator,
    seed: Seed,
}

impl Dealing {
    /// `spec` on the generator `rng` names (its default when `None`),
    /// seeded with `seed`.
    ///
    /// # Errors
    /// The spec's randomizer cannot run on that generator (a game-exact
    /// randomizer keeps its game's), or the generator does not take the
    /// seed.
    pub fn new(spec: Spec, rng: Option<RngKind>, seed: Seed) -> Result<Dealing, SpecError> {
        let generator = spec.generator(rng)?;
        generator.check(&seed)?;
        Ok(Dealing {
            spec,
            generator,
            seed,
        })
    }

    /// The spec.
    pub fn spec(&self) -> &Spec {
        &self.spec
    }

    /// The generator.
    pub fn generator(&self) -> Generator {
        self.generator
    }

    /// The seed.
    pub fn seed(&self) -> &Seed {
        &self.seed
    }

    /// The randomizer at the start of its game: the catalog's fastest
    /// engine for the spec, dealing exactly what its definition deals.
    pub fn randomizer(&self) -> Box<dyn Randomizer> {
        match (self.spec.family(), self.generator) {
            (Family::Drawn(drawn), Generator::Drawn(kind)) => drawn.engine(kind, &self.seed),
            (Family::Own(own), _) => own.build(&self.seed),
            (Family::Drawn(_), Generator::Own(_)) => {
                unreachable!("the catalog gives own generators only to own families")
            }
        }
        .expect("the seed was checked against the generator")
    }

    /// Where the source's own code stops within the first `count` pieces,
    /// if it does: seed 002's script below denominator 1, where CPython's
    /// `random.choices` refuses the diverged weights. The randomizer deals
    /// on regardless (it cannot fail), so a run that must match the source
    /// asks first. Instant for every configuration that cannot stop; the
    /// others are dealt piece by piece up to the stop.
    ///
    /// ```
    /// use tetrolab::Dealing;
    /// let diverging = Dealing::new("weighted:denominator=0.01".parse()?, Some("python".parse()?), 0u64.into())?;
    /// let halt = diverging.halt(100).unwrap();
    /// assert_eq!(halt.piece, 13);
    /// assert!(halt.reason.contains("Total of weights must be greater than zero"));
    /// assert_eq!(diverging.halt(12), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn halt(&self, count: u64) -> Option<Halt> {
        self.walk(FindHalt(count)).flatten()
    }

    /// The first of several streams of this dealing (each `(k, count)`:
    /// the first `count` pieces of [`stream`](Dealing::stream) `k`) that
    /// stops where its source stops, with where: what a run split into
    /// streams (a simulation's batches, a sweep's trials, games) asks
    /// before it measures, so that no stream deals past the source. Instant
    /// for every configuration that cannot stop.
    ///
    /// ```
    /// use tetrolab::Dealing;
    /// let diverging = Dealing::new("weighted:denominator=0.8".parse()?, Some("python".parse()?), 0u64.into())?;
    /// let (stream, halt) = diverging.first_halt((0..4).map(|k| (k, 1000))).unwrap();
    /// assert_eq!((stream.seed(), halt.piece), (diverging.seed(), 193));
    /// let fair = Dealing::new("weighted".parse()?, Some("python".parse()?), 0u64.into())?;
    /// assert!(fair.first_halt((0..4).map(|k| (k, 1000))).is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn first_halt(
        &self,
        streams: impl IntoIterator<Item = (u64, u64)>,
    ) -> Option<(Dealing, Halt)> {
        if !self.may_halt() {
            return None;
        }
        streams.into_iter().find_map(|(k, count)| {
            let stream = self.stream(k);
            stream.halt(count).map(|halt| (stream, halt))
        })
    }

    /// Refuses dealing `count` pieces from this dealing's start if its
    /// source stops before then (see [`halt`](Dealing::halt)).
    ///
    /// # Errors
    /// Where the source stops, with the count that does run.
    pub fn check_count(&self, count: u64) -> Result<(), Halted> {
        match self.halt(count) {
            Some(halt) => Err(Halted::new(self, halt, true)),
            None => Ok(()),
        }
    }

    /// Refuses a run split into streams (each `(k, count)`, see
    /// [`first_halt`](Dealing::first_halt)) if one of them would deal
    /// past where its source stops.
    ///
    /// # Errors
    /// The first stream that stops, and where.
    pub fn check_streams(
        &self,
        streams: impl IntoIterator<Item = (u64, u64)>,
    ) -> Result<(), Halted> {
        match self.first_halt(streams) {
            Some((stream, halt)) => Err(Halted::new(&stream, halt, false)),
            None => Ok(()),
        }
    }

    /// Whether the spec's definition can stop where its source stops (see
    /// [`Definition::may_halt`]), asked without dealing.
    fn may_halt(&self) -> bool {
        /// Asks a definition.
        struct MayHalt;
        impl DefinitionUser for MayHalt {
            type Output = bool;
            fn with<D: Definition>(self, definition: &D) -> bool {
                definition.may_halt()
            }
        }
        match self.spec.family() {
            Family::Drawn(drawn) => drawn.with_definition(MayHalt),
            Family::Own(_) => false,
        }
    }

    /// Runs `walker` on the spec's definition dealt as written from this
    /// dealing's generator and seed; `None` for a game on its own
    /// generator, which has no definition over draws.
    pub(crate) fn walk<W: Walker>(&self, walker: W) -> Option<W::Output> {
        match (self.spec.family(), self.generator) {
            (Family::Drawn(drawn), Generator::Drawn(kind)) => {
                Some(walk(drawn, kind, &self.seed, walker))
            }
            _ => None,
        }
    }

    /// Stream `k` of a run seeded with this dealing: the same spec and
    /// generator, seeded with the dealing's own seed for stream 0 — so a
    /// run of one stream deals exactly what `tetrolab gen` deals — and for
    /// later streams with a seed the generator takes, made by SplitMix64
    /// from the seed and `k`. Analyses split their work into such streams,
    /// so their results depend on the seed, never on the threads.
    ///
    /// ```
    /// use tetrolab::Dealing;
    /// let dealing = Dealing::new("tgm1".parse()?, None, 5u64.into())?;
    /// assert_eq!(dealing.stream(0).seed(), dealing.seed());
    /// assert_ne!(dealing.stream(1).seed(), dealing.stream(2).seed());
    /// # Ok::<(), tetrolab::SpecError>(())
    /// ```
    pub fn stream(&self, k: u64) -> Dealing {
        Dealing {
            seed: self.stream_seed(k),
            ..self.clone()
        }
    }

    /// The seed of stream `k` (see [`stream`](Dealing::stream)).
    fn stream_seed(&self, k: u64) -> Seed {
        if k == 0 {
            return self.seed;
        }
        let magnitude = self.seed.magnitude();
        let mut mix = SplitMix64::new(
            (magnitude as u64)
                ^ ((magnitude >> 64) as u64).rotate_left(32)
                ^ u64::from(self.seed.is_negative()),
        );
        let base = mix.next_u64();
        let bits = SplitMix64::new(base.wrapping_add(k)).next_u64();
        self.generator.seed_from_bits(bits)
    }

    /// The randomizers of streams `streams` (see
    /// [`stream`](Dealing::stream)), as a group that fills each exactly as
    /// it would alone — several at once where that is faster (weighted
    /// randomizers advance eight streams in lockstep).
    ///
    /// ```
    /// use tetrolab::{Dealing, Piece, Randomizer};
    /// let dealing = Dealing::new("weighted".parse()?, None, 9u64.into())?;
    /// let mut group = dealing.trials(0..5);
    /// let mut outs = vec![vec![Piece::I; 50]; 5];
    /// group.fill_each(&mut outs);
    /// let mut alone = vec![Piece::I; 50];
    /// dealing.stream(3).randomizer().fill(&mut alone);
    /// assert_eq!(outs[3], alone);
    /// # Ok::<(), tetrolab::SpecError>(())
    /// ```
    pub fn trials(&self, streams: Range<u64>) -> Box<dyn TrialGroup> {
        let seeds: Vec<Seed> = streams.map(|k| self.stream_seed(k)).collect();
        match (self.spec.family(), self.generator) {
            (Family::Drawn(drawn), Generator::Drawn(kind)) => drawn
                .trial_group(kind, &seeds)
                .expect("stream seeds are made for the generator"),
            _ => Box::new(
                seeds
                    .into_iter()
                    .map(|seed| {
                        Dealing {
                            seed,
                            ..self.clone()
                        }
                        .randomizer()
                    })
                    .collect::<Vec<_>>(),
            ),
        }
    }
}
