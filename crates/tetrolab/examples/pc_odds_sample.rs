//! An estimate of how often a perfect clear opens a game, for randomizers
//! whose exact odds are out of reach: `tetrolab pc --randomizer` sums over
//! every sequence, which the 7-bag's 4.2 million first-clear queues, the
//! 14-bag's 1.4 × 10^8 and TETR.IO's pairs allow, and TETR.IO's classic
//! 2 × 10^9 (or the 14-bag's second clear, about 10^9) do not (hours).
//! This deals `games` independent games instead, asks the perfect-clear
//! solver about each one's queue, and prints the share that clear with
//! its 95 % Wilson score interval: an estimate, not a count.
//!
//! The goal is the README's: 4 lines of the empty field, hold, soft drop,
//! SRS. `first` asks about the game's pieces 1 to 11, `second` about
//! pieces 11 to 21 (the 11th held over from the first clear).
//!
//! ```sh
//! cargo run --release -p tetrolab --example pc_odds_sample -- 14-bag 10000 first 1
//! ```
//!
//! Arguments: a randomizer spec, the number of games, `first` or `second`
//! (default `first`), and the seed's bits (default 1; each game is stream
//! `k` of that seed's dealing, as `stats` trials are).

use std::error::Error;
use std::process::ExitCode;

use tetrolab::play::{Drop, Field, Kicks, Rules};
use tetrolab::setups::{PcSolver, PerfectClear};
use tetrolab::{Dealing, Piece, Spec};

/// The 95 % two-sided normal quantile.
const Z: f64 = 1.959_963_984_540_054;

fn main() -> ExitCode {
    match run(&std::env::args().skip(1).collect::<Vec<_>>()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!(
                "pc_odds_sample: {e} (usage: pc_odds_sample SPEC GAMES [first|second] [SEED_BITS])"
            );
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<(), Box<dyn Error>> {
    let [spec, games, rest @ ..] = args else {
        return Err("give a randomizer spec and a number of games".into());
    };
    let spec: Spec = spec.parse()?;
    if rest.len() > 2 {
        return Err(format!("{}: one argument too many", rest[2]).into());
    }
    let games: u64 = match games.parse() {
        Ok(0) | Err(_) => return Err("GAMES: a whole number, 1 or more".into()),
        Ok(games) => games,
    };
    let which = rest.first().map_or("first", String::as_str);
    let pieces = match which {
        "first" => 0..11,
        "second" => 10..21,
        _ => return Err(format!("{which}: say first or second").into()),
    };
    let bits: u64 = match rest.get(1) {
        Some(bits) => bits.parse().map_err(|_| "SEED_BITS: a whole number")?,
        None => 1,
    };
    let seed = spec.generator(None)?.seed_from_bits(bits);
    let dealing = Dealing::new(spec.clone(), None, seed)?;

    let field = Field::from_text(&"__________\n".repeat(4), 24)?;
    let goal = PerfectClear::new(&field, 4)?;
    let srs = Kicks::srs();
    let solver = PcSolver::new(&goal, Rules::new(&srs, Drop::Soft), true)?;

    let mut cleared = 0u64;
    let mut game = [Piece::I; 21];
    for k in 0..games {
        dealing.stream(k).randomizer().fill(&mut game);
        cleared += u64::from(solver.clears(&game[pieces.clone()]));
    }
    let (low, high) = wilson_95(cleared, games);
    println!(
        "{spec}, {which} perfect clear (pieces {}-{}): {cleared}/{games} games clear, \
         estimated {:.4} % (95 % Wilson interval {:.4}-{:.4} %; seed bits {bits})",
        pieces.start + 1,
        pieces.end,
        100.0 * cleared as f64 / games as f64,
        100.0 * low,
        100.0 * high,
    );
    Ok(())
}

/// The 95 % Wilson score interval of a share `successes / trials`: unlike
/// the normal interval it stays inside 0–1 and is not empty at 0 or 1
/// (`trials` is 1 or more).
fn wilson_95(successes: u64, trials: u64) -> (f64, f64) {
    let n = trials as f64;
    let p = successes as f64 / n;
    let z2 = Z * Z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

#[cfg(test)]
mod tests {
    use super::wilson_95;

    /// Published values of the Wilson score interval at 95 %: 0 of 10
    /// gives 0–27.75 %, 10 of 10 gives 72.25–100 %, and 5 of 10 gives
    /// 23.66–76.34 % (symmetric about a half).
    #[test]
    fn wilson_interval_matches_published_values() {
        let close = |a: f64, b: f64| (a - b).abs() < 5e-5;
        let (low, high) = wilson_95(0, 10);
        assert!(close(low, 0.0) && close(high, 0.277_5), "{low} {high}");
        let (low, high) = wilson_95(10, 10);
        assert!(close(low, 0.722_5) && close(high, 1.0), "{low} {high}");
        let (low, high) = wilson_95(5, 10);
        assert!(close(low, 0.236_6) && close(high, 0.763_4), "{low} {high}");
    }
}
