//! `tetrolab trace`: each piece with the randomizer's state; and seed
//! 002's denominators below 1, which run until the script would raise.

use super::{input_error, tetrolab};

/// Below 1 a run warns, deals as far as the script deals, and is refused
/// past the piece where CPython's `random.choices` raises.
#[test]
fn gen_stops_where_the_script_raises() {
    let args = [
        "gen",
        "weighted:denominator=0.8",
        "--rng",
        "python",
        "--seed",
        "0",
        "-n",
    ];
    let ok = tetrolab(&[&args[..], &["192"]].concat()).success();
    let output = ok.get_output();
    assert_eq!(output.stdout.len(), 193, "192 letters and a newline");
    let stderr = String::from_utf8(output.stderr.clone()).unwrap();
    assert!(
        stderr.starts_with("warning: denominator 0.8 is below 1, so the weights diverge"),
        "{stderr}"
    );
    let refused = tetrolab(&[&args[..], &["193"]].concat()).code(2);
    let output = refused.get_output();
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8(output.stderr.clone()).unwrap();
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 2, "{stderr}");
    assert!(lines[0].starts_with("warning: "), "{stderr}");
    assert_eq!(
        lines[1],
        "error: weighted:denominator=0.8 on python from seed 0 stops before piece 193: CPython's random.choices raises ValueError('Total of weights must be greater than zero') on these weights; ask for at most 192 pieces (-n 192), or a denominator of at least 1"
    );
    // What Python cannot run at all is refused before any piece.
    assert!(input_error(&["gen", "weighted:denominator=-0"]).contains("ZeroDivisionError"));
}
