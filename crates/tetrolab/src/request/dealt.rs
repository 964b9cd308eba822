//! What `cover` and `pc` share about where their pieces come from: either
//! a pattern's sequences (counted as solution-finder counts them) or
//! randomizers' exact deals from a start. Both requests check the choice
//! with [`check_source`], read the pieces dealt before with [`pieces_of`]
//! and walk each randomizer's chain with [`Dealer`], so the two commands
//! refuse and answer alike.

use super::call::CallError;
use super::refusal::RequestError;
use super::resolve::spec_of;
use crate::Piece;
use crate::analysis::exact::{Model, Odds, OddsError, PieceTest, Position};
use crate::play::Kicks;
use crate::work::{StopOnly, Watch};

/// The rules on the source of pieces: a pattern or randomizers, not both
/// and not neither; pieces dealt before (`after`) and a random moment
/// (`stationary`) need a randomizer.
pub(super) fn check_source(
    pattern: Option<&str>,
    randomizers: &[String],
    after: &str,
    stationary: bool,
) -> Result<(), RequestError> {
    match (pattern, randomizers.is_empty()) {
        (Some(_), false) => {
            return Err(RequestError::Conflict {
                option: "pattern",
                with: "randomizer",
            });
        }
        (None, true) => {
            return Err(RequestError::Missing {
                option: "randomizer",
                what: "pattern or randomizer",
            });
        }
        _ => {}
    }
    if pattern.is_some() {
        if !after.is_empty() {
            return Err(RequestError::Needs {
                option: "after",
                needs: "randomizer",
            });
        }
        if stationary {
            return Err(RequestError::Needs {
                option: "stationary",
                needs: "randomizer",
            });
        }
    }
    Ok(())
}

/// The most pieces dealt unseen that `after` takes. Each costs a step of
/// the randomizer's whole law (under `tgm1`, 100,000 took 23 s), and a
/// few bags or histories in, more change nothing a question needs.
pub(super) const MAX_UNSEEN: usize = 10_000;

/// The pieces dealt before, as letters, each `?` a piece dealt but not
/// seen (`None`): the odds then weigh every piece it may be by its chance
/// (a game's second perfect clear is the first's goal after ten pieces
/// unseen). At most [`MAX_UNSEEN`] `?`, checked before any is read.
pub(super) fn pieces_of(text: &str) -> Result<Vec<Option<Piece>>, RequestError> {
    let unseen = text.matches('?').count();
    if unseen > MAX_UNSEEN {
        return Err(RequestError::value(
            "after",
            format!("({unseen} times ?)"),
            format!(
                "at most {MAX_UNSEEN} pieces dealt unseen: give fewer \
                 (after a whole number of bags the law is the same)"
            ),
        ));
    }
    text.chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            '?' => Ok(None),
            _ => u8::try_from(c)
                .ok()
                .and_then(Piece::from_ascii)
                .map(Some)
                .ok_or_else(|| {
                    RequestError::value(
                        "after",
                        text,
                        format!(
                            "{c:?} is not a piece: write letters of I J L O S T Z, \
                             and ? for a piece dealt but not seen"
                        ),
                    )
                }),
        })
        .collect()
}

/// Pieces dealt before as [`pieces_of`] reads them, `?` for one not seen.
pub(super) fn after_letters(pieces: &[Option<Piece>]) -> String {
    pieces
        .iter()
        .map(|piece| piece.map_or('?', Piece::letter))
        .collect()
}

/// How an answer names the kick table: a built-in table by its name, a
/// kick file as `file` (its text is the user's, not worth repeating).
pub(super) fn kicks_name(text: &str) -> String {
    if Kicks::named(text.trim()).is_some() {
        text.trim().to_owned()
    } else {
        "file".to_owned()
    }
}

/// One randomizer's chain, ready to give the exact odds of any test on
/// the pieces it deals from the request's start.
pub(super) struct Dealer<'a> {
    spec: &'a str,
    model: Model,
    after: &'a [Option<Piece>],
    stationary: bool,
}

impl<'a> Dealer<'a> {
    /// The chain of `spec`, built under `max_states`, listening to
    /// `watch` only for a stop (the caller counts its own units).
    pub(super) fn of(
        spec: &'a str,
        max_states: u64,
        after: &'a [Option<Piece>],
        stationary: bool,
        watch: &dyn Watch,
    ) -> Result<Dealer<'a>, CallError> {
        let max_states = usize::try_from(max_states).unwrap_or(usize::MAX);
        let model = Model::of(&spec_of(spec)?, max_states, &StopOnly(watch))?;
        Ok(Dealer {
            spec,
            model,
            after,
            stationary,
        })
    }

    /// The exact odds that `test` passes on the pieces dealt from the start;
    /// pieces before that the randomizer cannot deal are the `after`
    /// option's refusal. `limit`, an option and its value in MB, bounds
    /// the walk's memory (a walk past it is that option's refusal); without
    /// one the walk has the library's bound
    /// ([`Model::WALK_BYTES`](crate::analysis::exact::Model::WALK_BYTES)).
    /// `watch` may stop the walk.
    pub(super) fn odds<T: PieceTest>(
        &self,
        test: &T,
        limit: Option<(&'static str, u64)>,
        watch: &dyn Watch,
    ) -> Result<Odds, CallError> {
        let max_bytes = limit.map_or(Model::WALK_BYTES, |(_, mb)| {
            usize::try_from(mb.saturating_mul(1_000_000)).unwrap_or(usize::MAX)
        });
        self.model
            .odds_within(self.from(), test, max_bytes, watch)
            .map_err(|error| self.refusal(error, limit))
    }

    /// [`Dealer::odds`] walked depth first, one sequence at a time
    /// ([`Model::odds_depth_first`], remembering nothing): for tests whose
    /// states no two sequences share, so that its memory is only its path.
    pub(super) fn odds_one_sequence_at_a_time<T: PieceTest>(
        &self,
        test: &T,
        watch: &dyn Watch,
    ) -> Result<Odds, CallError> {
        self.model
            .odds_depth_first(self.from(), test, 0, watch)
            .map_err(|error| self.refusal(error, None))
    }

    /// Where the walk begins.
    fn from(&self) -> Position<'a> {
        if self.stationary {
            Position::Stationary { seen: self.after }
        } else {
            Position::Game { seen: self.after }
        }
    }

    /// What a walk's `error` says to the caller: pieces the randomizer
    /// cannot deal are the `after` option's refusal, a walk past `limit`
    /// that option's.
    fn refusal(&self, error: OddsError, limit: Option<(&'static str, u64)>) -> CallError {
        match error {
            OddsError::Impossible(n) => CallError::Refused(RequestError::value(
                "after",
                after_letters(self.after),
                format!(
                    "{} cannot deal these pieces: piece {n} rules it out",
                    self.spec.trim()
                ),
            )),
            error @ OddsError::TooLarge { .. } => match limit {
                Some((option, mb)) => CallError::Refused(RequestError::value(
                    option,
                    mb,
                    format!(
                        "{}: {error}; raise it, or ask about fewer pieces",
                        self.spec.trim()
                    ),
                )),
                None => CallError::Odds(error),
            },
            OddsError::Stopped(stopped) => CallError::Stopped(stopped),
            other => CallError::Odds(other),
        }
    }

    /// The randomizer as the answer names it.
    pub(super) fn spec(&self) -> String {
        self.spec.trim().to_owned()
    }

    /// Where the pieces start, as the answer names it.
    pub(super) fn start(&self) -> &'static str {
        if self.stationary {
            "stationary"
        } else {
            "game"
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{after_letters, pieces_of};
    use crate::spelling::{Spelled, Spelling};

    proptest::proptest! {
        /// Pieces dealt before read back as they were written, `?` for
        /// one not seen and whitespace ignored; any other character is
        /// refused by the `after` option, naming it, never a panic.
        #[test]
        fn after_pieces_read_back_and_others_are_refused(
            text in "[IJLOSTZ? ]{0,20}",
            other in "[0-9*!#_X]",
        ) {
            let pieces = pieces_of(&text).unwrap();
            proptest::prop_assert_eq!(after_letters(&pieces), text.replace(' ', ""));
            let refused = pieces_of(&format!("{text}{other}")).unwrap_err();
            let message = refused.message(Spelling::CLI);
            proptest::prop_assert!(message.starts_with("--after "), "{}", message);
            proptest::prop_assert!(message.contains("is not a piece"), "{}", message);
        }
    }

    /// Up to `MAX_UNSEEN` pieces dealt unseen are read; one more is
    /// refused on one line, by the `after` option, saying the bound.
    #[test]
    fn unseen_pieces_are_bounded_up_front() {
        let most = "?".repeat(super::MAX_UNSEEN);
        assert_eq!(pieces_of(&most).unwrap().len(), super::MAX_UNSEEN);
        let message = pieces_of(&format!("I{most}?"))
            .unwrap_err()
            .message(Spelling::CLI);
        assert!(
            message.starts_with("--after (10001 times ?): at most 10000"),
            "{message}"
        );
        assert_eq!(message.lines().count(), 1, "{message}");
    }
}
