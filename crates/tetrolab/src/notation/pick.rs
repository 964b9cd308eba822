//! A game picked from a parsed record by its number, and the check every
//! face shows: the rules for "which game, which move, what is wrong" live
//! here once, and each face only spells the options its messages name.

use super::cursor::{ParseError, Pos};
use super::game::Game;
use super::map::{GameMap, Location};
use super::parse::Parsed;
use super::problem::Problem;
use super::record::Record;
use super::valid_game::ValidGame;
use super::validate::Mode;
use crate::spelling::{Spelled, Spelling};

/// Something wrong with a record, and where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// Where, in the record's text.
    pub pos: Pos,
    /// What is wrong.
    pub message: String,
}

/// Why a parsed record cannot give the game a caller asked for.
#[derive(Debug, Clone, PartialEq)]
pub enum GameRefusal {
    /// The text has syntax errors: every one, in the text's order.
    Syntax(Vec<ParseError>),
    /// The record holds `count` games, and `number` (from 1) is not one.
    NoSuchGame {
        /// The game asked for, from 1.
        number: usize,
        /// The games the record holds.
        count: usize,
    },
    /// The game does not play out: every problem, located, in the text's
    /// order.
    DoesNotPlay(Vec<(Pos, Problem)>),
}

impl Spelled for GameRefusal {
    fn message(&self, spelling: Spelling) -> String {
        match self {
            GameRefusal::Syntax(errors) => match errors.first() {
                Some(first) => format!(
                    "line {}: {first} ({} syntax error{}; {} lists them)",
                    first.pos,
                    errors.len(),
                    plural(errors.len()),
                    spelling.check
                ),
                None => "the record has syntax errors".to_owned(),
            },
            GameRefusal::NoSuchGame { number, count } => format!(
                "{}: the record holds {count} game{} (the first is {})",
                Spelling::set(spelling.game, number),
                plural(*count),
                Spelling::set(spelling.game, 1)
            ),
            GameRefusal::DoesNotPlay(problems) => match problems.first() {
                Some((pos, problem)) => format!("line {pos}: {problem}"),
                None => "the game does not play out".to_owned(),
            },
        }
    }
}

impl std::fmt::Display for GameRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(Spelling::CLI))
    }
}

impl std::error::Error for GameRefusal {}

/// A game as far as it plays: the whole game when it plays out, else the
/// game cut before the move of its first problem, with that problem
/// located; so a face still draws the board up to a mistake and says
/// where the mistake is. From [`Parsed::playable_game`].
#[derive(Debug, Clone, PartialEq)]
pub struct Playable {
    /// The moves that play (all of them, or those before the first
    /// problem), with the game's tags and setup.
    pub game: Game,
    /// The first problem, where it is in the text; `None` when the game
    /// plays out.
    pub stopped: Option<Finding>,
}

/// A move number past a game's last move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NoSuchMove {
    /// The moves asked for.
    pub wanted: usize,
    /// The moves the game has.
    pub total: usize,
}

impl Spelled for NoSuchMove {
    fn message(&self, spelling: Spelling) -> String {
        format!(
            "{}: the game has {} move{}",
            Spelling::set(spelling.moves, self.wanted),
            self.total,
            plural(self.total)
        )
    }
}

impl std::fmt::Display for NoSuchMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(Spelling::CLI))
    }
}

impl std::error::Error for NoSuchMove {}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

impl Parsed {
    /// The record, refused if the text has a syntax error (a record with
    /// one would silently lose the game it is in).
    ///
    /// ```
    /// use tetrolab::notation::parse;
    /// assert_eq!(parse("1.  Z0a  *").into_record().unwrap().to_string(), "1. Za *\n");
    /// assert!(parse("1. Zx *").into_record().unwrap_err().to_string().starts_with("line 1:5:"));
    /// ```
    ///
    /// # Errors
    /// [`GameRefusal::Syntax`], with every syntax error.
    pub fn into_record(self) -> Result<Record, GameRefusal> {
        if self.errors.is_empty() {
            Ok(self.record)
        } else {
            Err(GameRefusal::Syntax(self.errors))
        }
    }

    /// Game `number` (from 1), played on its board (strictly: a clear
    /// marker that does not match the board is a problem). Refused when the
    /// text has a syntax error, the record has no such game, or the game
    /// does not play out.
    ///
    /// ```
    /// use tetrolab::notation::{GameRefusal, parse};
    /// use tetrolab::spelling::{Spelled, Spelling};
    /// let parsed = parse("1. Z0a *\n");
    /// assert_eq!(parsed.valid_game(1).unwrap().game().moves.len(), 1);
    /// let refusal = parsed.valid_game(2).unwrap_err();
    /// assert_eq!(refusal, GameRefusal::NoSuchGame { number: 2, count: 1 });
    /// assert_eq!(
    ///     refusal.message(Spelling::PYTHON),
    ///     "game=2: the record holds 1 game (the first is game=1)"
    /// );
    /// ```
    ///
    /// # Errors
    /// [`GameRefusal`], saying which of the three it is.
    pub fn valid_game(&self, number: usize) -> Result<ValidGame<'_>, GameRefusal> {
        if !self.errors.is_empty() {
            return Err(GameRefusal::Syntax(self.errors.clone()));
        }
        let count = self.record.games.len();
        let index = number
            .checked_sub(1)
            .filter(|&i| i < count)
            .ok_or(GameRefusal::NoSuchGame { number, count })?;
        self.record.games[index].validate_at(&self.maps[index])
    }

    /// Game `number` (from 1) as far as it plays: as
    /// [`valid_game`](Parsed::valid_game) when it plays out; when its first
    /// problem is at a move, the moves before that one and the problem,
    /// located (strictly, as `valid_game` plays it). Refused as
    /// `valid_game` refuses for a syntax error, a game the record does not
    /// hold, or a first problem before any move (its board size, setup or
    /// randomizer).
    ///
    /// ```
    /// use tetrolab::notation::parse;
    /// // The third move's clear marker is wrong: the first two play.
    /// let parsed = parse("Set Up: [3, (2)] [3, (2)]\nOd (XX), J1a, Zc (X), Ta\n");
    /// let playable = parsed.playable_game(1)?;
    /// assert_eq!(playable.game.moves.len(), 2);
    /// let stopped = playable.stopped.unwrap();
    /// assert_eq!(stopped.pos.to_string(), "2:15");
    /// assert!(stopped.message.starts_with("move 3"), "{}", stopped.message);
    /// assert_eq!(parse("1. Za *\n").playable_game(1)?.stopped, None);
    /// # Ok::<(), tetrolab::notation::GameRefusal>(())
    /// ```
    ///
    /// # Errors
    /// [`GameRefusal`], as above.
    pub fn playable_game(&self, number: usize) -> Result<Playable, GameRefusal> {
        let problems = match self.valid_game(number) {
            Ok(valid) => {
                return Ok(Playable {
                    game: valid.game().clone(),
                    stopped: None,
                });
            }
            Err(GameRefusal::DoesNotPlay(problems)) => problems,
            Err(other) => return Err(other),
        };
        let Some((pos, first)) = problems.first() else {
            return Err(GameRefusal::DoesNotPlay(problems));
        };
        let Location::Move(moves) = first.location() else {
            return Err(GameRefusal::DoesNotPlay(problems));
        };
        let mut game = self.record.games[number - 1].clone();
        game.moves.truncate(moves);
        Ok(Playable {
            game,
            stopped: Some(Finding {
                pos: *pos,
                message: first.to_string(),
            }),
        })
    }

    /// What a check of the whole record reports, in the text's order: every
    /// syntax error or, when there are none, every problem of every game
    /// played in `mode` (and "no game found" for a record without one).
    /// The record is valid when this is empty.
    ///
    /// ```
    /// use tetrolab::notation::{Mode, parse};
    /// assert!(parse("1. Z0a *\n").findings(Mode::Strict).is_empty());
    /// let found = parse("1. Zx *\n").findings(Mode::Strict);
    /// assert_eq!(found[0].pos.column, 5);
    /// assert_eq!(parse("").findings(Mode::Lenient)[0].message, "no game found");
    /// ```
    pub fn findings(&self, mode: Mode) -> Vec<Finding> {
        let mut found: Vec<Finding> = self
            .errors
            .iter()
            .map(|e| Finding {
                pos: e.pos,
                message: e.to_string(),
            })
            .collect();
        if found.is_empty() {
            for (game, map) in self.record.games.iter().zip(&self.maps) {
                for problem in game.validate(mode).err().unwrap_or_default() {
                    found.push(Finding {
                        pos: map.locate(problem.location()),
                        message: problem.to_string(),
                    });
                }
            }
            if self.record.games.is_empty() {
                found.push(Finding {
                    pos: Pos::START,
                    message: "no game found".to_owned(),
                });
            }
        }
        found.sort_by_key(|f| f.pos);
        found
    }
}

impl Game {
    /// The game played on its board strictly, as
    /// [`Parsed::valid_game`] plays it, its problems located with `map`
    /// (the game's source map, from [`parse`](super::parse) or a
    /// [`GameStream`](super::GameStream)).
    ///
    /// # Errors
    /// [`GameRefusal::DoesNotPlay`], with every problem.
    pub fn validate_at(&self, map: &GameMap) -> Result<ValidGame<'_>, GameRefusal> {
        self.validate(Mode::Strict).map_err(|problems| {
            GameRefusal::DoesNotPlay(
                problems
                    .into_iter()
                    .map(|p| (map.locate(p.location()), p))
                    .collect(),
            )
        })
    }
}

impl ValidGame<'_> {
    /// The moves to play before a board is drawn: `wanted`, or every move
    /// when `None`; refused past the last move (0 is the setup).
    ///
    /// ```
    /// use tetrolab::notation::parse;
    /// let parsed = parse("1. Z0a *\n");
    /// let valid = parsed.valid_game(1).unwrap();
    /// assert_eq!(valid.moves_to_play(None), Ok(1));
    /// assert_eq!(valid.moves_to_play(Some(2)).unwrap_err().to_string(), "--move 2: the game has 1 move");
    /// ```
    ///
    /// # Errors
    /// [`NoSuchMove`] when the game has fewer moves than `wanted`.
    pub fn moves_to_play(&self, wanted: Option<usize>) -> Result<usize, NoSuchMove> {
        let total = self.game().moves.len();
        match wanted {
            None => Ok(total),
            Some(wanted) if wanted <= total => Ok(wanted),
            Some(wanted) => Err(NoSuchMove { wanted, total }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse;

    #[test]
    fn a_syntax_error_is_named_first_with_how_many_there_are() {
        let refusal = parse("1. Zx Qa *\n").valid_game(1).unwrap_err();
        let GameRefusal::Syntax(errors) = &refusal else {
            panic!("{refusal:?}")
        };
        assert_eq!(errors.len(), 2);
        assert!(
            refusal
                .message(Spelling::PYTHON)
                .ends_with("(2 syntax errors; `notation.check(text)` lists them)"),
            "{refusal}"
        );
    }

    #[test]
    fn a_game_that_does_not_play_is_refused_at_its_move() {
        let text = "1. Sa *\n\n[Width \"3\"]\n1. Ia *\n";
        let parsed = parse(text);
        assert!(parsed.valid_game(1).is_ok());
        let refusal = parsed.valid_game(2).unwrap_err();
        let GameRefusal::DoesNotPlay(problems) = &refusal else {
            panic!("{refusal:?}")
        };
        assert_eq!(problems[0].0.line, 4);
        assert!(refusal.to_string().starts_with("line 4:"), "{refusal}");
        assert_eq!(parsed.findings(Mode::Strict)[0].pos, problems[0].0);
    }

    #[test]
    fn game_zero_and_past_the_last_are_refused_in_each_faces_words() {
        let parsed = parse("1. Sa *\n");
        for number in [0, 2, usize::MAX] {
            let refusal = parsed.valid_game(number).unwrap_err();
            assert_eq!(refusal, GameRefusal::NoSuchGame { number, count: 1 });
        }
        let refusal = parsed.valid_game(0).unwrap_err();
        assert!(refusal.message(Spelling::WEB).starts_with("game=0:"));
        assert!(
            refusal
                .message(Spelling::CLI)
                .ends_with("(the first is --game 1)")
        );
    }

    #[test]
    fn moves_to_play_keeps_to_the_game() {
        let parsed = parse("1. Sa 2. Zc *\n");
        let valid = parsed.valid_game(1).unwrap();
        assert_eq!(valid.moves_to_play(None), Ok(2));
        assert_eq!(valid.moves_to_play(Some(0)), Ok(0));
        let past = valid.moves_to_play(Some(3)).unwrap_err();
        assert_eq!(
            past,
            NoSuchMove {
                wanted: 3,
                total: 2
            }
        );
        assert_eq!(
            past.message(Spelling::PYTHON),
            "move=3: the game has 2 moves"
        );
    }
}
