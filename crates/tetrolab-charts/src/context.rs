//! The one place charts and pages get their numbers: a run's seed and
//! generator, and the library calls that compute what a chart draws
//! (simulations beside exact answers, curves, sweeps, traces), with
//! progress and the library's notices passed on to the face.

use std::sync::Mutex;

use tetrolab::analysis::frontier::Frontier;
use tetrolab::analysis::{MeasureOptions, Measured, balance_curve, game_curve, measure};
use tetrolab::randomizer::{Notice, Resolved, SeedChoice, Subject, resolve_shared};
use tetrolab::request::FrontierRequest;
use tetrolab::rng::{RngKind, Seed};
use tetrolab::{Dealing, Spec};

use crate::chart::Chart;
use crate::plots::{self, GameQuestion, SweepQuestion};
use crate::{ChartError, Progress};

/// What a chart or page is computed with: one seed for every randomizer
/// on it (a game's own generator that cannot take it gets one derived
/// from it, announced), a generator, and where progress goes.
pub struct Context<'a> {
    seed: Seed,
    rng: Option<RngKind>,
    progress: &'a dyn Progress,
    /// The notices already passed on, so each is said once.
    said: Mutex<Vec<Notice>>,
}

impl std::fmt::Debug for Context<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Context")
            .field("seed", &self.seed)
            .field("rng", &self.rng)
            .finish_non_exhaustive()
    }
}

impl<'a> Context<'a> {
    /// A context seeded as `seed` says for the first of `first_spec`'s
    /// generator (a fresh seed is announced among the notices), on `rng`.
    ///
    /// # Errors
    /// The spec does not parse or cannot run on `rng`.
    pub fn new(
        first_spec: &str,
        rng: Option<RngKind>,
        seed: SeedChoice,
        progress: &'a dyn Progress,
    ) -> Result<Context<'a>, ChartError> {
        let seed = match seed {
            SeedChoice::Given(seed) => seed,
            SeedChoice::Fresh(bits) => {
                let seed = first_spec
                    .parse::<Spec>()?
                    .generator(rng)?
                    .seed_from_bits(bits);
                progress.notice(&Notice::FreshSeed(seed.to_string()));
                seed
            }
        };
        Ok(Context {
            seed,
            rng,
            progress,
            said: Mutex::new(Vec::new()),
        })
    }

    /// The seed every randomizer is dealt from.
    pub fn seed(&self) -> Seed {
        self.seed
    }

    /// The generator asked for, if any.
    pub fn rng(&self) -> Option<RngKind> {
        self.rng
    }

    /// Passes on the notices not said yet, and gives back the value.
    fn keep<T>(&self, resolved: Resolved<T>) -> T {
        let mut said = self
            .said
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        for notice in resolved.notices {
            if !said.contains(&notice) {
                self.progress.notice(&notice);
                said.push(notice);
            }
        }
        resolved.value
    }

    /// The randomizers `texts` names, on the context's seed.
    ///
    /// # Errors
    /// A spec that does not parse or cannot run on the generator.
    pub fn subjects(&self, texts: &[String]) -> Result<Vec<Subject>, ChartError> {
        let resolved = resolve_shared(texts, self.rng, SeedChoice::Given(self.seed))?;
        Ok(self.keep(resolved))
    }

    /// One randomizer, on the context's seed.
    ///
    /// # Errors
    /// As [`subjects`](Context::subjects).
    pub fn dealing(&self, text: &str) -> Result<Dealing, ChartError> {
        let mut subjects = self.subjects(&[text.to_owned()])?;
        Ok(subjects.remove(0).dealing)
    }

    /// Each subject simulated (and exact where it has a chain, if asked).
    ///
    /// # Errors
    /// A run that would deal past where its source stops.
    pub fn measure(
        &self,
        subjects: &[Subject],
        options: MeasureOptions,
    ) -> Result<Vec<Measured>, ChartError> {
        self.progress.begin(
            "simulating",
            options.pieces.saturating_mul(subjects.len() as u64),
        );
        Ok(measure(subjects, options, self.progress)?)
    }

    /// The randomizers `texts` names, measured.
    ///
    /// # Errors
    /// As [`subjects`](Context::subjects) and [`measure`](Context::measure).
    pub fn measured(
        &self,
        texts: &[String],
        options: MeasureOptions,
    ) -> Result<Vec<Measured>, ChartError> {
        self.measure(&self.subjects(texts)?, options)
    }

    /// The balance chart: `runs` runs of `pieces` pieces per subject.
    ///
    /// # Errors
    /// A run that would deal past where its source stops.
    pub fn balance(
        &self,
        subjects: &[Subject],
        pieces: u64,
        runs: u64,
    ) -> Result<Chart, ChartError> {
        let total = pieces
            .saturating_mul(runs)
            .saturating_mul(subjects.len() as u64);
        self.progress.begin("balance", total);
        let curves = subjects
            .iter()
            .map(|s| {
                balance_curve(
                    &s.dealing,
                    pieces,
                    runs,
                    plots::BALANCE_SAMPLES,
                    self.progress,
                )
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(plots::balance(subjects, &curves))
    }

    /// The per-game odds chart.
    ///
    /// # Errors
    /// A question too large to chart, or a game that would deal past
    /// where its source stops.
    pub fn game(&self, subjects: &[Subject], q: GameQuestion) -> Result<Chart, ChartError> {
        q.check()?;
        let lengths = plots::game_lengths(q.max_length);
        let total = lengths
            .iter()
            .sum::<u64>()
            .saturating_mul(q.games)
            .saturating_mul(subjects.len() as u64);
        self.progress.begin("playing games", total);
        let curves = subjects
            .iter()
            .map(|s| {
                game_curve(
                    &s.dealing,
                    &lengths,
                    q.games,
                    q.piece,
                    q.at_least,
                    q.droughts,
                    self.progress,
                )
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(plots::game(subjects, q, &curves))
    }

    /// The sweep chart, on the context's seed.
    ///
    /// # Errors
    /// As [`plots::sweep`].
    pub fn sweep(&self, q: &SweepQuestion) -> Result<Chart, ChartError> {
        plots::sweep(q, self.rng, &self.seed, self.progress)
    }

    /// A design frontier, its progress shown where the page's is.
    ///
    /// # Errors
    /// As [`FrontierRequest::answer`].
    pub fn frontier(&self, request: &FrontierRequest) -> Result<Frontier, ChartError> {
        Ok(request.answer(self.progress)?)
    }

    /// Seed document 002's weights chart for one spec.
    ///
    /// # Errors
    /// As [`plots::weights_of`].
    pub fn weights(&self, spec: &str, count: u64) -> Result<Chart, ChartError> {
        plots::weights_of(spec, &self.dealing(spec)?, count)
    }
}
