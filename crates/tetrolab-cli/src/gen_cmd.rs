//! `tetrolab gen`: deal pieces to stdout, streaming; refused when the
//! source stops before the count (seed 002's script below denominator 1).

use std::io::{self, Write};

use clap::ArgMatches;
use tetrolab::piece::ascii_into;
use tetrolab::request::{DealRequest, Given};
use tetrolab::results::Dealt;
use tetrolab::{Piece, Randomizer};

use crate::cli::{GenArgs, PieceFormat, Typed};
use crate::error::CliError;
use crate::seeding::{announced, fresh_bits};

/// Pieces dealt per `fill` call: large enough to amortise the dynamic call
/// and the write, small enough to stay in L1/L2 cache.
const CHUNK: usize = 1 << 15;

pub fn run(args: &GenArgs, typed: &ArgMatches) -> Result<(), CliError> {
    let mut options = Typed::new(typed);
    options
        .always("spec", Given::Text(args.spec.clone()))
        .text("count", &args.count);
    args.dealing.typed(&mut options);
    let run =
        announced(DealRequest::from_options(options.options(), false)?.resolve(fresh_bits())?);
    let dealing = run.dealing()?;
    let count = run.count();
    let mut randomizer = dealing.randomizer();
    // `write_pieces` writes whole chunks, which stdout passes straight to
    // its file; a buffer in between would only copy them.
    let mut out = io::stdout().lock();
    match args.format {
        PieceFormat::Letters => {
            write_pieces(randomizer.as_mut(), count, false, &mut out)?;
            out.write_all(b"\n")?;
        }
        PieceFormat::Lines => write_pieces(randomizer.as_mut(), count, true, &mut out)?,
        PieceFormat::Json => {
            // The library's description up to the letters, which stream
            // in after it: `"pieces":""}` is cut before its closing quote.
            let header =
                serde_json::to_string(&Dealt::header(dealing, count)).map_err(io::Error::other)?;
            let open = header
                .strip_suffix("\"}")
                .expect("the pieces field is last and empty");
            out.write_all(open.as_bytes())?;
            write_pieces(randomizer.as_mut(), count, false, &mut out)?;
            out.write_all(b"\"}\n")?;
        }
    }
    out.flush()?;
    Ok(())
}

/// Writes `count` pieces as letters, each followed by a newline if
/// `one_per_line`, in constant memory.
fn write_pieces(
    randomizer: &mut dyn Randomizer,
    count: u64,
    one_per_line: bool,
    out: &mut impl Write,
) -> io::Result<()> {
    let mut pieces = vec![Piece::I; CHUNK];
    let mut bytes = vec![0u8; 2 * CHUNK];
    let mut left = count;
    while left > 0 {
        let n = left.min(CHUNK as u64) as usize;
        randomizer.fill(&mut pieces[..n]);
        let written = if one_per_line {
            for (pair, piece) in bytes.chunks_exact_mut(2).zip(&pieces[..n]) {
                pair.copy_from_slice(&[piece.ascii(), b'\n']);
            }
            2 * n
        } else {
            ascii_into(&pieces[..n], &mut bytes);
            n
        };
        out.write_all(&bytes[..written])?;
        left -= n as u64;
    }
    Ok(())
}
