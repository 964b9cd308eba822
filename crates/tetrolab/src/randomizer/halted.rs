//! A run refused before it starts because it would deal past where its
//! source stops (seed document 002's script below denominator 1).

use std::fmt;

use super::{Dealing, Halt};
use crate::spelling::Spelling;

/// A run that would deal past where its source's own code stops, refused
/// before any work, with the stream that stops and where. Every analysis
/// that deals pieces returns it as an error, so no caller can forget the
/// check.
///
/// ```
/// use tetrolab::Dealing;
/// use tetrolab::spelling::Spelling;
/// let diverging = Dealing::new("weighted:denominator=0.8".parse()?, Some("python".parse()?), 0u64.into())?;
/// let refused = diverging.check_count(1000).unwrap_err();
/// assert_eq!(refused.halt().piece, 193);
/// assert!(refused.message(Spelling::CLI).contains("ask for at most 192 pieces (-n 192)"));
/// assert!(diverging.check_count(192).is_ok());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Halted {
    spec: String,
    generator: &'static str,
    /// The seed of the stream that stops.
    seed: String,
    halt: Halt,
    /// Whether the run was one stream dealt from its seed (`gen`,
    /// `trace`) rather than many streams (batches, trials, games).
    one_stream: bool,
    /// Whether a larger parameter would let the source go on (the spec
    /// warns that its weights diverge).
    has_remedy: bool,
}

impl Halted {
    /// `stream` (of a run on `dealing`) stops at `halt`; `one_stream`:
    /// the run deals `stream` alone, from its start.
    pub(crate) fn new(stream: &Dealing, halt: Halt, one_stream: bool) -> Halted {
        Halted {
            spec: stream.spec().to_string(),
            generator: stream.generator().name(),
            seed: stream.seed().to_string(),
            has_remedy: !stream.spec().warnings().is_empty(),
            halt,
            one_stream,
        }
    }

    /// Where the source stops.
    pub fn halt(&self) -> &Halt {
        &self.halt
    }

    /// The refusal in words, naming the options to change as `spelling`
    /// spells them.
    pub fn message(&self, spelling: Spelling) -> String {
        let Halted {
            spec,
            generator,
            seed,
            halt,
            ..
        } = self;
        if self.one_stream {
            let most = halt.piece - 1;
            format!(
                "{spec} on {generator} from seed {seed} stops before piece {}: {}; ask for at most {most} piece{} ({}{most}){}",
                halt.piece,
                halt.reason,
                if most == 1 { "" } else { "s" },
                spelling.count,
                if self.has_remedy {
                    ", or a denominator of at least 1"
                } else {
                    ""
                }
            )
        } else {
            format!(
                "{spec} on {generator}: the stream seeded {seed} stops before piece {}: {}; seed 002's script cannot deal that far, so this run is refused (use a denominator of at least 1, or {}, which deals up to the stop)",
                halt.piece, halt.reason, spelling.deal
            )
        }
    }
}

impl fmt::Display for Halted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(Spelling::WORDS))
    }
}

impl std::error::Error for Halted {}
