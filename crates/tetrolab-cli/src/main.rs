//! `tetrolab`: the command-line front end of the tetrolab library.
//!
//! Exit codes: 0 success (also when the reader of stdout goes away, as with
//! `| head`), 1 a failure while running (an I/O error) or a failed check
//! (an invalid record), 2 bad input (an unknown randomizer, a malformed
//! spec, seed, count, sweep or flag, an unreadable file).

mod cli;
mod compare_cmd;
mod cover_cmd;
mod error;
mod exact_cmd;
mod export;
mod frontier_cmd;
mod game_table;
mod gen_cmd;
mod identify_cmd;
mod list_cmd;
mod merge_cmd;
mod notation_cmd;
mod output;
mod pc_cmd;
mod pieces_input;
mod plot_cmd;
mod predict_cmd;
mod progress;
mod report_cmd;
mod seeding;
mod seeds_cmd;
mod serve_cmd;
mod stats_cmd;
mod stats_text;
mod sweep_cmd;
mod trace_cmd;

use std::process::ExitCode;

use clap::error::{ContextKind, ErrorKind};
use clap::{ArgMatches, CommandFactory, FromArgMatches};
use tetrolab::quote::quoted;

use crate::cli::{Cli, Command};
use crate::error::CliError;

fn main() -> ExitCode {
    let parsed = Cli::command()
        .try_get_matches()
        .and_then(|matches| Ok((Cli::from_arg_matches(&matches)?, matches)));
    let (cli, matches) = match parsed {
        Ok(parsed) => parsed,
        Err(e) => {
            // clap prints help and version to stdout (exit 0) and usage
            // errors to stderr (exit 2); a closed stdout is not an error.
            match bad_value_message(&e) {
                Some(message) => eprintln!("{message}"),
                None => {
                    let _ = e.print();
                }
            }
            return ExitCode::from(e.exit_code().clamp(0, 255) as u8);
        }
    };
    let typed = subcommand(&matches);
    let result = match cli.command {
        Command::List(args) => list_cmd::run(&args),
        Command::Gen(args) => gen_cmd::run(&args, typed),
        Command::Trace(args) => trace_cmd::run(&args, typed),
        Command::Stats(args) => stats_cmd::run(&args, typed),
        Command::Merge(args) => merge_cmd::run(&args),
        Command::Compare(args) => compare_cmd::run(&args, typed),
        Command::Sweep(args) => sweep_cmd::run(&args, typed),
        Command::Cover(args) => cover_cmd::run(&args, typed),
        Command::Pc(args) => pc_cmd::run(&args, typed),
        Command::Exact(args) => exact_cmd::run(&args, typed),
        Command::Frontier(args) => frontier_cmd::run(&args, typed),
        Command::Identify(args) => identify_cmd::run(&args, typed),
        Command::Predict(args) => predict_cmd::run(&args, typed),
        Command::Seeds(args) => seeds_cmd::run(&args, typed),
        Command::Plot(args) => plot_cmd::run(&args, typed),
        Command::Report(args) => report_cmd::run(&args, typed),
        Command::Notation(args) => notation_cmd::run(&args),
        Command::Serve(args) => serve_cmd::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError::Io(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(e.exit_code())
        }
    }
}

/// The flags of the subcommand run, as typed (what its library request
/// reads).
fn subcommand(matches: &ArgMatches) -> &ArgMatches {
    matches.subcommand().map_or(matches, |(_, sub)| sub)
}

/// clap's message for a flag value our parser refused, with the value
/// quoted as every other message quotes input (cut short when long).
fn bad_value_message(e: &clap::Error) -> Option<String> {
    if e.kind() != ErrorKind::ValueValidation {
        return None;
    }
    let arg = e.get(ContextKind::InvalidArg)?;
    let value = e.get(ContextKind::InvalidValue)?.to_string();
    let reason = std::error::Error::source(e)?;
    Some(format!(
        "error: invalid value {} for '{arg}': {reason}\n\nFor more information, try '--help'.",
        quoted(&value)
    ))
}
