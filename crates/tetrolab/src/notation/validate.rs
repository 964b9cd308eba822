//! Validation by simulation: playing a game's moves on its board, checking
//! clear markers and, when the game names one, its randomizer's sequence.
//! This is the one place where a game's moves are played; a valid game
//! keeps what playing found ([`ValidGame`]).

use super::board::{Board, Placement, PlacementError};
use super::game::Game;
use super::map::Location;
use super::problem::Problem;
use super::rotation::RotationSystem;
use super::sequence::SequenceCheck;
use super::triad::Triad;
use super::valid_game::ValidGame;
use crate::analysis::exact::Model;
use crate::analysis::{Undealt, first_undealt, searchable};
use crate::play::{Field, Kicks, TSpin, WIDTH, best_t_spin, reachable};
use crate::randomizer::catalog::Family;
use crate::work::{StopOnly, Unwatched, Watch};
use crate::{Dealing, Spec};

/// Whether validation stops at the first problem or collects them all.
///
/// ```
/// use tetrolab::notation::{Game, Mode};
/// let game: Game = "Ia (X), Ik".parse().unwrap();
/// assert_eq!(game.validate(Mode::Lenient).unwrap_err().len(), 2);
/// assert_eq!(game.validate(Mode::Strict).unwrap_err().len(), 1);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Mode {
    /// Stop at the first problem.
    Strict,
    /// Report every problem; a move that cannot be placed is skipped and
    /// the game goes on from the board before it.
    #[default]
    Lenient,
}

/// A game being played move by move on its board (the setup's position,
/// the declared size).
#[derive(Debug, Clone)]
pub(crate) struct Play<'g> {
    game: &'g Game,
    board: Board,
    played: usize,
}

impl<'g> Play<'g> {
    /// The game's initial board.
    ///
    /// # Errors
    /// The size is invalid, the `Width` tag and the setup disagree, or the
    /// setup is taller than the board.
    pub(crate) fn new(game: &'g Game) -> Result<Play<'g>, Problem> {
        let height = game.board_height();
        let board = match &game.setup {
            Some(setup) => {
                if let Some(declared) = game.width.filter(|&w| w != setup.width()) {
                    return Err(Problem::WidthMismatch {
                        declared,
                        setup: setup.width(),
                    });
                }
                Board::new(setup.width(), height).map_err(Problem::BoardSize)?;
                if let Some(y) =
                    (0..setup.height()).find(|&y| (0..setup.width()).all(|x| setup.is_filled(x, y)))
                {
                    return Err(Problem::FullSetupRow { row: y + 1 });
                }
                setup.to_board(height).ok_or(Problem::SetupTooTall {
                    rows: setup.height(),
                    height,
                })?
            }
            None => Board::new(game.board_width(), height).map_err(Problem::BoardSize)?,
        };
        Ok(Play {
            game,
            board,
            played: 0,
        })
    }

    /// The board after the moves played so far.
    pub(crate) fn board(&self) -> &Board {
        &self.board
    }

    /// Plays the next move, or returns `None` after the last. A move that
    /// cannot be placed leaves the board as it was.
    pub(crate) fn step(&mut self) -> Option<Result<Placement, Problem>> {
        let index = self.played;
        let triad = self.game.moves.get(index)?.triad;
        self.played += 1;
        Some(self.board.play(&triad).map_err(|error| Problem::Placement {
            index,
            triad,
            error,
        }))
    }
}

/// A game's `Rotation` tag, ready to judge its placements.
struct Reach {
    system: RotationSystem,
    kicks: Kicks,
}

impl Reach {
    /// The judge a game asks for: `None` without a `Rotation` tag; a
    /// problem when its board is not one [`play`](crate::play) moves
    /// pieces on.
    fn of(game: &Game) -> Result<Option<Reach>, Problem> {
        let Some(system) = game.rotation else {
            return Ok(None);
        };
        let (width, height) = (game.board_width(), game.board_height());
        if width != WIDTH as u8 || height > u16::from(Field::MAX_HEIGHT) {
            return Err(Problem::RotationBoard { width, height });
        }
        Ok(Some(Reach {
            system,
            kicks: system.kicks(),
        }))
    }

    /// Whether move `index` (`triad`, landing at `placement`) can be
    /// brought there on `before`, the board before it locks: the best
    /// T-spin a turn into its squares makes, or why it cannot.
    fn judge(
        &self,
        before: &Field,
        index: usize,
        triad: Triad,
        placement: &Placement,
    ) -> Result<Option<TSpin>, Problem> {
        let target = placement.centred();
        let rules = self.system.rules(&self.kicks);
        let checked = "a rotation system's rules are checked when its tag is read";
        if !reachable(before, &target, &rules).expect(checked) {
            return Err(Problem::Unreachable {
                index,
                triad,
                squares: placement.squares,
                rotation: self.system,
            });
        }
        Ok(best_t_spin(before, &target, &rules).expect(checked))
    }
}

/// The sequence check a game asks for: `None` when it names no randomizer
/// and seed. A `Randomizer` tag must name a randomizer, seed or not.
fn sequence_check(game: &Game) -> Result<Option<SequenceCheck>, Problem> {
    let Some(randomizer) = &game.randomizer else {
        return Ok(None);
    };
    let spec: Spec = randomizer.parse().map_err(Problem::Randomizer)?;
    let Some(seed) = &game.seed else {
        return Ok(None);
    };
    let dealing = Dealing::new(spec, None, *seed).map_err(Problem::Randomizer)?;
    Ok(Some(SequenceCheck::new(
        dealing.randomizer(),
        game.hold.unwrap_or(false),
    )))
}

/// The most states a randomizer's chain may have for the check without a
/// seed: as many as any chain may have in memory.
const UNSEEDED_MAX_STATES: usize = crate::analysis::exact::MOST_STATES;

/// For a game with a `Randomizer` tag and no `Seed`: the first move that
/// no seed could let be played, or why the pieces could not be checked.
///
/// Where the randomizer deals from a real game's generator (TETR.IO's,
/// the TGM games', NES Tetris, TetrisGYM, Sega Tetris), its seeds are
/// searched ([`first_undealt`]: one search, followed seed by seed, told
/// to `watch`), for the pieces before any its exact chain rules out: the
/// chain's law holds under ideal draws, which deal everything a real
/// generator can, so a piece it rules out no seed deals. Elsewhere the
/// chain alone follows every seed at once (hold included, see
/// [`Model::first_impossible`]). What neither can follow (no chain and no
/// search, or hold where the seeds are searched and the chain allows the
/// pieces) is a problem too: the record cannot be called valid when its
/// pieces were not checked.
fn unseeded_problem(game: &Game, watch: &dyn Watch) -> Option<Problem> {
    let (Some(randomizer), None) = (&game.randomizer, &game.seed) else {
        return None;
    };
    let spec: Spec = randomizer.parse().ok()?;
    let hold = game.hold.unwrap_or(false);
    let pieces = game.pieces();
    let unseeded = |index: usize, considered: String| Problem::Unseeded {
        index,
        triad: game.moves[index].triad,
        randomizer: randomizer.clone(),
        hold,
        considered,
    };
    // A piece the chain rules out: no draw deals it, so no seed does.
    let by_chain = |index: usize| {
        unseeded(
            index,
            "its exact chain follows every draw any seed could make".to_owned(),
        )
    };
    let unchecked = |why: String| Problem::Unchecked {
        randomizer: randomizer.clone(),
        why,
    };
    let law = match spec.family() {
        // Its chain only listens for a stop: the watch counts the seed search.
        Family::Drawn(_) => Model::of(&spec, UNSEEDED_MAX_STATES, &StopOnly(watch)).ok(),
        Family::Own(_) => None,
    };
    if watch.stopped() {
        // As a stopped search says: the check was not made.
        return Some(unchecked(crate::work::Stopped.to_string()));
    }
    let ruled_out = law
        .as_ref()
        .and_then(|law| law.first_impossible(&pieces, hold));
    if !searchable(&spec) {
        return match law {
            Some(_) => ruled_out.map(by_chain),
            None => Some(unchecked(
                "it has no exact chain to follow every seed, and its generator's seeds cannot be searched"
                    .to_owned(),
            )),
        };
    }
    if hold {
        return Some(ruled_out.map(by_chain).unwrap_or_else(|| {
            unchecked(
                "with hold, its generator's seeds are not searched, and its exact chain (under ideal draws) cannot tell which seeds deal the pieces"
                    .to_owned(),
            )
        }));
    }
    let allowed = ruled_out.unwrap_or(pieces.len());
    if allowed == 0 {
        return ruled_out.map(by_chain);
    }
    match first_undealt(&spec, &pieces[..allowed], watch) {
        Ok(Undealt {
            first: Some(index),
            states,
        }) => Some(unseeded(
            index,
            format!("all {states} distinct starting states of its generator were searched"),
        )),
        Ok(Undealt { first: None, .. }) => ruled_out.map(by_chain),
        Err(error) => Some(unchecked(error.to_string())),
    }
}

impl Game {
    /// Plays the game: the [`ValidGame`] if it plays out as written, else
    /// its problems. Checked are the board size and setup, every placement
    /// (reachable under the rules of a `Rotation` tag, when the game has
    /// one: see the [module docs](super)), every clear marker, and the pieces against the `Randomizer` and
    /// `Seed` tags when both are given (with a hold slot when `Hold` is
    /// `yes`; after the first piece out of sequence the sequence is no
    /// longer checked). With a `Randomizer` and no `Seed`, the pieces must
    /// be ones *some* seed deals: searched where a real game's generator
    /// deals them, else followed by the randomizer's exact chain.
    /// A move that tops out ends the game: if moves follow it, one
    /// [`Problem::GameOver`] says so and they are not checked.
    ///
    /// In [`Mode::Strict`] the error holds the first problem only. The
    /// check without a `Seed` may search a game's seeds for seconds:
    /// [`validate_watched`](Game::validate_watched) reports it.
    ///
    /// ```
    /// use tetrolab::notation::{Game, Mode};
    /// let sample: Game = "Set Up: [3, (2)] [3, (2)]\nOd (XX), J1a, Zc, Ta".parse().unwrap();
    /// let valid = sample.validate(Mode::Strict).unwrap();
    /// assert_eq!(valid.final_board().stack_height(), 5);
    /// let wrong: Game = "[Width \"4\"]\n\nIa (XX)".parse().unwrap();
    /// assert_eq!(
    ///     wrong.validate(Mode::Strict).unwrap_err()[0].to_string(),
    ///     "move 1 `Ia`: the piece clears 1 line, so its marker is (X), not (XX)"
    /// );
    /// ```
    ///
    /// # Errors
    /// Every problem found ([`Mode::Lenient`]) or the first ([`Mode::Strict`]).
    pub fn validate(&self, mode: Mode) -> Result<ValidGame<'_>, Vec<Problem>> {
        self.validate_watched(mode, &Unwatched)
    }

    /// [`validate`](Game::validate), telling `watch` of the search of the
    /// game's seeds when it has a `Randomizer` tag and no `Seed` (a stop
    /// it asks for leaves the pieces unchecked, which is a problem).
    ///
    /// ```
    /// use tetrolab::notation::{Game, Mode};
    /// use tetrolab::work::Tally;
    /// let game: Game = "[Randomizer \"nes\"]\n\n1. Sa *".parse().unwrap();
    /// let tally = Tally::default();
    /// assert!(game.validate_watched(Mode::Strict, &tally).is_ok());
    /// assert!(tally.done() > 0);
    /// ```
    ///
    /// # Errors
    /// As [`validate`](Game::validate).
    pub fn validate_watched(
        &self,
        mode: Mode,
        watch: &dyn Watch,
    ) -> Result<ValidGame<'_>, Vec<Problem>> {
        let mut play = Play::new(self).map_err(|problem| vec![problem])?;
        let mut valid = ValidGame::start(self, play.board().clone());
        let mut problems = Vec::new();
        let mut sequence = sequence_check(self).unwrap_or_else(|problem| {
            problems.push(problem);
            None
        });
        let reach = Reach::of(self).unwrap_or_else(|problem| {
            problems.push(problem);
            None
        });
        let mut unseeded = unseeded_problem(self, watch);
        // A check that could not be made stands at the Randomizer tag,
        // before the moves.
        if let Some(problem) = unseeded.take_if(|p| !matches!(p.location(), Location::Move(_))) {
            problems.push(problem);
        }
        for (index, m) in self.moves.iter().enumerate() {
            if mode == Mode::Strict && !problems.is_empty() {
                break;
            }
            let unchecked = self.moves.len() - index - 1;
            let mut over = false;
            let before = reach.as_ref().and_then(|_| play.board().to_field());
            match play.step() {
                Some(Ok(placement)) => {
                    let judged = match (&reach, &before) {
                        (Some(reach), Some(before)) => {
                            reach.judge(before, index, m.triad, &placement)
                        }
                        _ => Ok(None),
                    };
                    let spin = judged.unwrap_or_else(|problem| {
                        problems.push(problem);
                        None
                    });
                    if placement.clear() != m.clear {
                        problems.push(Problem::ClearMarker {
                            index,
                            triad: m.triad,
                            expected: placement.clear(),
                            found: m.clear,
                        });
                    }
                    valid.push(&placement, spin);
                }
                // A top-out ends the game: the moves after it are not
                // played, or each would report the same top-out again.
                Some(Err(Problem::Placement {
                    index,
                    triad,
                    error: error @ PlacementError::TopOut { .. },
                })) if unchecked > 0 => {
                    problems.push(Problem::GameOver {
                        index,
                        triad,
                        error,
                        unchecked,
                    });
                    over = true;
                }
                Some(Err(problem)) => problems.push(problem),
                None => {}
            }
            if let Some(problem) = unseeded.take_if(|p| p.location() == Location::Move(index)) {
                problems.push(problem);
            }
            if let Some(check) = &mut sequence
                && let Err(playable) = check.push(m.triad.piece)
            {
                problems.push(Problem::Sequence {
                    index,
                    triad: m.triad,
                    hold: self.hold.unwrap_or(false),
                    playable,
                });
                sequence = None;
            }
            if over {
                break;
            }
        }
        if problems.is_empty() {
            return Ok(valid.finish(play.board));
        }
        if mode == Mode::Strict {
            problems.truncate(1);
        }
        Err(problems)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{KnownTag, Location};

    fn problems(text: &str, mode: Mode) -> Vec<String> {
        text.parse::<Game>()
            .unwrap()
            .validate(mode)
            .err()
            .unwrap_or_default()
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    #[test]
    fn the_papers_examples_are_valid() {
        for text in [
            "Set Up: [3, (2)] [3, (2)]\nOd (XX), J1a, Zc, Ta",
            "[Width \"5\"]\n\nLa",
            "[Width \"5\"]\n\nL3c",
            "[Width \"5\"]\n\nL3c / Sa",
            "Set Up: [(3), 2] [(3), 2]\nJ2a (X)",
            "Set Up: [(1), 4] [(1), 2, (1), 1]",
        ] {
            assert_eq!(
                problems(text, Mode::Lenient),
                Vec::<String>::new(),
                "{text}"
            );
        }
    }

    #[test]
    fn every_kind_of_problem() {
        let text =
            "[Width \"5\"]\n[Height \"6\"]\n\nIc, Oa (X), Ob2, O1c3, Oc, I1e (!), La, La, La, Sa";
        assert_eq!(
            problems(text, Mode::Lenient),
            [
                "move 1 `Ic`: the piece reaches past the right edge: it needs columns c to f but the board ends at e",
                "move 2 `Oa`: the piece clears no line: drop the marker (X)",
                "move 3 `Ob2`: the piece overlaps filled squares b2",
                "move 4 `O1c3`: nothing holds the piece at row 3: it would fall to row 1",
                "move 6 `I1e`: the piece clears 2 lines: add the marker (XX)",
                "move 10 `Sa`: the piece tops out: it lands with squares in row 7, above the board's 6 rows",
            ]
        );
        assert_eq!(problems(text, Mode::Strict).len(), 1);
        assert_eq!(
            problems("[Width \"4\"]\n\nSet Up: [3, (2)]", Mode::Lenient),
            ["the Width tag says 4 columns but the setup's rows span 5"]
        );
        assert_eq!(
            problems("Set Up: [1, (1)] [2]", Mode::Lenient),
            ["setup row 2 is full; a full row clears at once, so leave it out"]
        );
        assert_eq!(
            problems("[Height \"1\"]\n\nSet Up: [1, (1)] [1, (1)]", Mode::Lenient),
            ["the setup has 2 rows but the board is 1 high: raise the Height tag"]
        );
    }

    /// A game over ends the check: one problem at the move that tops out,
    /// saying the moves after it were not checked, and none for them —
    /// however many follow, whatever is wrong with them.
    #[test]
    fn a_top_out_ends_the_game() {
        // Twenty flat I pieces in columns a–d fill the 20 rows; the 21st
        // tops out, and 200,000 more follow (with wrong markers).
        let moves = ["Ia"; 21].join(", ") + &", Ia (XXX)".repeat(200_000);
        let game: Game = moves.parse().unwrap();
        let found = game.validate(Mode::Lenient).unwrap_err();
        let texts: Vec<String> = found.iter().map(ToString::to_string).collect();
        assert_eq!(
            texts,
            [
                "move 21 `Ia`: the piece tops out: it lands with squares in row 21, above the board's 20 rows; the game is over, so the 200000 moves after it were not checked"
            ]
        );
        assert_eq!(found[0].location(), Location::Move(20));
        assert_eq!(game.validate(Mode::Strict).unwrap_err(), found);
        // One move after: said in the singular. None after: the top-out
        // alone, as any move that cannot be placed.
        assert!(
            problems(&(["Ia"; 22].join(", ")), Mode::Lenient)[0]
                .ends_with("the game is over, so the move after it was not checked")
        );
        assert_eq!(
            problems(&(["Ia"; 21].join(", ")), Mode::Lenient),
            [
                "move 21 `Ia`: the piece tops out: it lands with squares in row 21, above the board's 20 rows"
            ]
        );
    }

    #[test]
    fn randomizer_sequences() {
        let tags = "[Randomizer \"tetrio-7-bag\"]\n[Seed \"191836487\"]\n";
        let deal = "J1a, I1b, S1c, Z1e, T2f, Lh, O1k, Lb";
        assert!(problems(&format!("{tags}\n{deal}"), Mode::Lenient).is_empty());
        assert_eq!(
            problems(&format!("{tags}\nIa, Ie"), Mode::Lenient),
            ["move 1 `Ia`: the randomizer cannot deal I here; it offers J"]
        );
        let held = format!("{tags}[Hold \"yes\"]\n\nIa, Oa");
        assert_eq!(
            problems(&held, Mode::Lenient),
            ["move 2 `Oa`: the randomizer cannot deal O here even with hold; it offers J or S"]
        );
        let bad = problems(
            "[Randomizer \"tetrio-7bag\"]\n[Seed \"1\"]\n\nIa",
            Mode::Lenient,
        );
        assert!(bad[0].contains("did you mean `tetrio-7-bag`"), "{bad:?}");
        let game: Game = "[Randomizer \"tetrio-7-bag\"]\n[Seed \"-2147483646\"]\n\nIa"
            .parse()
            .unwrap();
        let problems = game.validate(Mode::Lenient).unwrap_err();
        assert_eq!(problems[0].location(), Location::Tag(KnownTag::Seed));
    }

    /// Without a `Seed`, the pieces must be ones some seed deals: a second
    /// I in the 7-bag's first bag is caught, unless hold explains it; an
    /// unknown randomizer is an error with or without a seed.
    #[test]
    fn randomizer_without_a_seed() {
        let tags = "[Randomizer \"7-bag\"]\n";
        let deal = "J1a, I1b, S1c, Z1e, T2f, Lh, I1a";
        assert_eq!(
            problems(&format!("{tags}\n{deal}"), Mode::Lenient),
            [
                "move 7 `I1a`: no seed of 7-bag deals pieces that let I be played here (the game has no Seed tag: its exact chain follows every draw any seed could make)"
            ]
        );
        let held = format!("{tags}[Hold \"yes\"]\n\n{deal}");
        assert!(problems(&held, Mode::Lenient).is_empty());
        assert!(
            problems(
                &format!("{tags}\nJ1a, I1b, S1c, Z1e, T2f, Lh, O1k, Lb"),
                Mode::Lenient
            )
            .is_empty()
        );
        let unknown = problems("[Randomizer \"7bag\"]\n\nIa", Mode::Lenient);
        assert!(unknown[0].contains("did you mean"), "{unknown:?}");
    }

    /// A record of `letters`, each piece dropped at column a of a board
    /// tall enough for them all (no line fills), under `tags`.
    fn stacked(tags: &str, letters: &str) -> String {
        let moves: Vec<String> = letters.chars().map(|c| format!("{c}a")).collect();
        format!("{tags}[Height \"1000\"]\n\n{}", moves.join(", "))
    }

    /// The first `n` pieces `spec` deals from `seed`, as letters.
    fn letters_of(spec: &str, seed: u64, n: usize) -> String {
        let dealing = Dealing::new(spec.parse().unwrap(), None, seed.into()).unwrap();
        let mut randomizer = dealing.randomizer();
        (0..n).map(|_| randomizer.next_piece().letter()).collect()
    }

    /// Without a `Seed`, a game's own generator decides: pieces its law
    /// (under ideal draws) allows but none of its seeds deals are caught
    /// where its seeds stop dealing them, and pieces one of its seeds
    /// deals pass.
    #[test]
    fn a_game_s_own_generator_is_searched() {
        let tags = "[Randomizer \"tetrio-7-bag\"]\n";
        let letters = "OITLSJZZJOSLITOZTSILJZLJOITSSOIJZTL";
        let found = problems(&stacked(tags, letters), Mode::Lenient);
        assert_eq!(found.len(), 1, "{found:?}");
        let index: usize = found[0]
            .strip_prefix("move ")
            .and_then(|rest| rest.split(' ').next())
            .and_then(|n| n.parse::<usize>().ok())
            .unwrap()
            - 1;
        let pieces = crate::piece::parse_letters(letters).unwrap();
        let spec: Spec = "tetrio-7-bag".parse().unwrap();
        let seeds = |n: usize| {
            crate::analysis::find_seeds(&spec, &pieces[..n], 0, &Unwatched)
                .unwrap()
                .found
        };
        assert!(seeds(index) > 0 && seeds(index + 1) == 0, "{found:?}");
        assert!(
            found[0].ends_with(
                "(the game has no Seed tag: all 2147483646 distinct starting states of its generator were searched)"
            ),
            "{found:?}"
        );
        let own = letters_of("tetrio-7-bag", 191_836_487, 30);
        assert!(problems(&stacked(tags, &own), Mode::Lenient).is_empty());
        // TGM's own generator: 60 pieces of seed document 000's model of it
        // on another generator are caught, 60 of its own seed pass.
        let tgm = "[Randomizer \"tgm1\"]\n";
        let other = letters_of("laroche-tgm", 7, 60);
        let found = problems(&stacked(tgm, &other), Mode::Lenient);
        assert!(found[0].contains("no seed of tgm1 deals"), "{found:?}");
        assert!(
            found[0].contains("all 33554432 distinct starting states"),
            "{found:?}"
        );
        let own = letters_of("tgm1", 4_000, 60);
        assert!(problems(&stacked(tgm, &own), Mode::Lenient).is_empty());
    }

    /// With hold, a game's own generator's seeds are not searched: pieces
    /// its law allows are not called valid, pieces it rules out are caught.
    #[test]
    fn hold_on_a_searched_generator_is_not_called_valid() {
        let tags = "[Randomizer \"tetrio-7-bag\"]\n[Hold \"yes\"]\n";
        let own = letters_of("tetrio-7-bag", 191_836_487, 14);
        let found = problems(&stacked(tags, &own), Mode::Lenient);
        assert_eq!(found.len(), 1);
        assert!(found[0].contains("were not checked") && found[0].contains("with hold"));
        let found = problems(&stacked(tags, "IIII"), Mode::Lenient);
        assert!(found[0].starts_with("move 2 `Ia`: no seed"), "{found:?}");
    }

    /// The check searches the seeds once, and tells its watch: the states
    /// it announces are one search's.
    #[test]
    fn the_seeds_are_searched_once() {
        let letters = "OITLSJZZJOSLITOZTSILJZLJOITSSOIJZTL";
        let game: Game = stacked("[Randomizer \"tetrio-7-bag\"]\n", letters)
            .parse()
            .unwrap();
        let checked = crate::work::Tally::default();
        assert!(game.validate_watched(Mode::Lenient, &checked).is_err());
        let searched = crate::work::Tally::default();
        let pieces = crate::piece::parse_letters(letters).unwrap();
        let spec: Spec = "tetrio-7-bag".parse().unwrap();
        crate::analysis::find_seeds(&spec, &pieces, 0, &searched).unwrap();
        assert!(searched.total() > 0);
        assert_eq!(checked.total(), searched.total());
    }

    /// Without a `Seed`, a game's own generator and the TGM games' are
    /// checked against every seed by searching the seeds; a randomizer
    /// neither a chain nor a search can follow is never called valid.
    #[test]
    fn every_seed_is_considered_or_the_game_is_not_called_valid() {
        let game = |randomizer: &str, moves: &str| {
            problems(
                &format!("[Randomizer \"{randomizer}\"]\n\n{moves}"),
                Mode::Lenient,
            )
        };
        // Ti never deals S, Z or O first; NES Tetris can (`seeds nes S`).
        assert_eq!(
            game("ti", "1. Sa *"),
            [
                "move 1 `Sa`: no seed of ti deals pieces that let S be played here (the game has no Seed tag: all 33554432 distinct starting states of its generator were searched)"
            ]
        );
        assert!(game("nes", "1. Sa *").is_empty());
        assert!(
            game("nes", "1. Sa 2. Sb 3. Sc 4. Sd 5. Se 6. Sf 7. Sg 8. Sh *")[0]
                .starts_with("move ")
        );
        for unfollowable in ["pool", "weighted", "laroche-tgm3"] {
            let found = game(unfollowable, "1. Sa *");
            assert_eq!(found.len(), 1, "{unfollowable}");
            assert!(found[0].contains("were not checked"), "{found:?}");
        }
        let held = problems(
            "[Randomizer \"ti\"]\n[Hold \"yes\"]\n\n1. Sa *",
            Mode::Lenient,
        );
        assert!(held[0].contains("with hold"), "{held:?}");
    }
}
