//! `tetrolab notation` on the library's fixtures (the paper's examples, a
//! PGN-like record, a record with every kind of problem).

use std::path::PathBuf;

use super::{input_error, stdout_of, tetrolab};

/// A fixture's path, as the command line takes it.
fn fixture(name: &str) -> String {
    format!(
        "{}/../tetrolab/tests/data/notation/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// A fresh scratch directory for files a test writes.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tetrolab-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs a command with `input` on its standard input.
fn with_stdin(args: &[&str], input: &str) -> assert_cmd::assert::Assert {
    assert_cmd::Command::new(env!("CARGO_BIN_EXE_tetrolab"))
        .args(args)
        .write_stdin(input)
        .assert()
}

/// Runs a command that must exit 1, and returns its stdout and stderr.
fn failed_check(args: &[&str]) -> (String, String) {
    let output = tetrolab(args).code(1).get_output().clone();
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
    (text(output.stdout), text(output.stderr))
}

#[test]
fn check_accepts_the_papers_examples() {
    let files: Vec<String> = [
        "paper-sample.txt",
        "paper-la.txt",
        "paper-l3c.txt",
        "paper-l3c-sa.txt",
        "paper-j2a.txt",
        "paper-initial-position.txt",
        "record.txt",
    ]
    .iter()
    .map(|f| fixture(f))
    .collect();
    let mut args = vec!["notation", "check"];
    args.extend(files.iter().map(String::as_str));
    let out = stdout_of(&args);
    assert_eq!(out.lines().count(), 7, "{out}");
    assert!(out.ends_with("record.txt: 2 games valid\n"), "{out}");
    assert!(out.contains("paper-sample.txt: 1 game valid\n"), "{out}");
}

#[test]
fn check_reports_every_problem_with_file_line_and_column() {
    let file = fixture("invalid.txt");
    let (out, err) = failed_check(&["notation", "check", &file]);
    let expected: Vec<String> = std::fs::read_to_string(fixture("invalid.expected"))
        .unwrap()
        .lines()
        .filter(|line| !line.starts_with(';'))
        .map(|line| format!("{file}:{line}"))
        .collect();
    assert_eq!(out.lines().collect::<Vec<_>>(), expected);
    assert_eq!(err, "error: 7 problems found\n");
    let (strict, _) = failed_check(&["notation", "check", "--strict", &file]);
    assert_eq!(strict.lines().count(), 2, "{strict}");
}

#[test]
fn check_reports_syntax_errors_and_unreadable_files() {
    let dir = scratch("check");
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "[Width \"5\"]\n\nLa, Qb (XXXX)\n").unwrap();
    let empty = dir.join("empty.txt");
    std::fs::write(&empty, "; nothing here\n").unwrap();
    let (bad, empty) = (bad.to_str().unwrap(), empty.to_str().unwrap());
    let (out, _) = failed_check(&["notation", "check", bad, empty]);
    assert_eq!(
        out,
        format!(
            "{bad}:3:5: expected a piece letter I J L O S T Z, found `Q`\n\
             {bad}:3:9: expected X, XX or XXX, found `)` (four lines at once is a Tetris, written (T))\n\
             {empty}:1:1: no game found\n"
        )
    );
    let missing = dir.join("missing.txt");
    let err = input_error(&["notation", "check", missing.to_str().unwrap()]);
    assert!(err.contains("cannot read"), "{err}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn show_prints_the_board_after_a_move() {
    let sample = fixture("paper-sample.txt");
    assert_eq!(
        stdout_of(&["notation", "show", &sample]),
        "game 1, after move 4 of 4: Ta\n5 .T...\n4 TTT..\n3 JJ...\n2 J.ZZ.\n1 J..ZZ\n  abcde\n"
    );
    assert_eq!(
        stdout_of(&["notation", "show", &sample, "--move", "0"]),
        "game 1, setup, before the first of 4 moves\n2 XXX..\n1 XXX..\n  abcde\n"
    );
    let coloured = stdout_of(&[
        "notation", "show", &sample, "--move", "2", "--color", "always",
    ]);
    assert!(coloured.contains("\x1b[48;2;0;0;240m  "), "{coloured:?}");
    assert!(coloured.ends_with("  a b c d e\n"), "{coloured:?}");
    let record = fixture("record.txt");
    let second = stdout_of(&["notation", "show", &record, "--game", "2", "--move", "1"]);
    assert!(
        second.starts_with("game 2, after move 1 of 6: I1a\n4 I"),
        "{second}"
    );
}

#[test]
fn fmt_writes_the_canonical_record() {
    let out = stdout_of(&["notation", "fmt", &fixture("record.txt")]);
    assert!(out.starts_with("; source: tetrolab's PGN-like record format"));
    assert!(out.contains("\n[Event \"TETRIS-SYSTEM v1, A Sample Notation\"]\n"));
    assert!(out.contains(
        "\n\n{On the simplified board.} 1. Od (XX) (!), 2. J1a,\n3. Zc (?!) {leaves c1 empty}, 4. Ta *\n\n"
    ));
    assert!(
        stdout_of(&["notation", "fmt", &fixture("paper-sample.txt")])
            .ends_with("\n[Setup \"[3, (2)] [3, (2)]\"]\n\nOd (XX), J1a, Zc, Ta *\n")
    );
}

#[test]
fn fumen_round_trips_through_the_command_line() {
    let record = fixture("record.txt");
    let fumen = stdout_of(&["notation", "fumen", &record, "--game", "2"]);
    assert!(fumen.starts_with("v115@"), "{fumen}");
    let back = stdout_of(&["notation", "from-fumen", fumen.trim()]);
    let original = stdout_of(&["notation", "fmt", &record]);
    assert!(original.ends_with(&back), "{back}");
    let piped = with_stdin(&["notation", "from-fumen", "-"], &fumen).success();
    assert_eq!(
        String::from_utf8(piped.get_output().stdout.clone()).unwrap(),
        back
    );
    let url = format!("https://fumen.zui.jp/?{}", fumen.trim());
    assert_eq!(stdout_of(&["notation", "from-fumen", &url]), back);
    assert_eq!(
        stdout_of(&[
            "notation",
            "from-fumen",
            "v115@vhGSSYXAFLDmClcJSAVDEHBEooRBMoAVBUtfBAXsBAAANrBmnBAAAAAA"
        ]),
        "[Quiz \"#Q=[](L)TSJ\"]\n\nLh, Sf, T1e, J2g *\n"
    );
}

#[test]
fn a_coloured_fumen_field_keeps_its_colours_in_every_picture() {
    // A published fumen vector: top row first II_IIIJIII / ZZOZZZ_ZZZ /
    // S_SSSSSSSL / XXXX_XXTXX, X grey.
    let fumen = "v115@9gxhAeyhg0yhBtQpCtAeCtQ4AeW4glD8AeB8wwB8JeAgH";
    let record = stdout_of(&["notation", "from-fumen", fumen]);
    assert_eq!(
        record,
        "[Setup \"[4, (1), 2, 1T, 2] [1S, (1), 7S, 1L] [2Z, 1O, 3Z, (1), 3Z] [2I, (1), 3I, 1J, 3I]\"]\n\n*\n"
    );
    let dir = scratch("coloured");
    let file = dir.join("coloured.txt");
    std::fs::write(&file, &record).unwrap();
    let file = file.to_str().unwrap();
    // Back to the same fumen (the encoder's `?` aside).
    let back = stdout_of(&["notation", "fumen", file]);
    assert_eq!(back.trim().replace('?', ""), fumen);
    // The text board names each square's piece; the coloured one paints it.
    let shown = stdout_of(&["notation", "show", file]);
    assert!(shown.contains("\n1 XXXX.XXTXX\n"), "{shown}");
    let painted = stdout_of(&["notation", "show", file, "--color", "always"]);
    let t = "\x1b[48;2;160;0;240m";
    assert_eq!(painted.matches(t).count(), 1, "{painted}");
    // The SVG fills each square with its piece's colour, and so does the PNG.
    let svg = stdout_of(&["notation", "svg", file, "-o", "-"]);
    let fills = |colour: &str| svg.matches(&format!("fill=\"{colour}\"")).count();
    let eights = ["#00f0f0", "#f00000", "#00f000", "#808080"].map(fills);
    assert_eq!(eights, [8; 4], "I, Z, S, grey");
    let ones = ["#0000f0", "#f0f000", "#f0a000", "#a000f0"].map(fills);
    assert_eq!(ones, [1; 4], "J, O, L, T");
    let png = dir.join("coloured.png");
    tetrolab(&["notation", "svg", file, "-o", png.to_str().unwrap()]).success();
    let image = super::browser::decode(&png);
    let share = |colour| super::browser::share_of(&image, colour);
    assert!(share([0xA0, 0x00, 0xF0]) > 0.0, "a T square in the PNG");
    assert!(
        share([0x00, 0xF0, 0xF0]) > 7.0 * share([0xA0, 0x00, 0xF0]),
        "eight I squares, one T"
    );
}

#[test]
fn svg_writes_diagrams() {
    let dir = scratch("svg");
    let sample = fixture("paper-sample.txt");
    let out = dir.join("sample.svg");
    tetrolab(&["notation", "svg", &sample, "--out", out.to_str().unwrap()]).success();
    let svg = std::fs::read_to_string(&out).unwrap();
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(svg.contains("after move 4 of 4: Ta"));
    tetrolab(&[
        "notation",
        "svg",
        &sample,
        "--out",
        out.to_str().unwrap(),
        "--each",
    ])
    .success();
    for n in 0..=4 {
        let each = std::fs::read_to_string(dir.join(format!("sample-{n}.svg"))).unwrap();
        assert!(each.contains("height=\"142\""), "all the same size: {n}");
    }
    let stdout = stdout_of(&["notation", "svg", &sample, "--out", "-", "--move", "1"]);
    assert!(stdout.contains("after move 1 of 4: Od"));
    // `-o` is `--out`, as in every command that writes a file.
    assert_eq!(
        stdout_of(&["notation", "svg", &sample, "-o", "-", "--move", "1"]),
        stdout
    );
    // A .png is rendered, one file or one per move; another extension is
    // refused rather than filled with SVG.
    let png = dir.join("sample.png");
    tetrolab(&["notation", "svg", &sample, "--out", png.to_str().unwrap()]).success();
    let bytes = std::fs::read(&png).unwrap();
    assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"), "a PNG");
    tetrolab(&[
        "notation",
        "svg",
        &sample,
        "--out",
        png.to_str().unwrap(),
        "--each",
    ])
    .success();
    assert!(
        std::fs::read(dir.join("sample-4.png"))
            .unwrap()
            .starts_with(b"\x89PNG")
    );
    let refused = input_error(&["notation", "svg", &sample, "--out", "board.txt"]);
    assert!(refused.contains("names no image format"), "{refused}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn bad_input_exits_2_and_invalid_records_exit_1() {
    let sample = fixture("paper-sample.txt");
    for (args, expected) in [
        (
            vec!["notation", "show", &sample, "--move", "5"],
            "the game has 4 moves",
        ),
        (
            vec!["notation", "show", &sample, "--game", "2"],
            "holds 1 game",
        ),
        (
            vec!["notation", "show", &sample, "--game", "0"],
            "invalid value",
        ),
        (vec!["notation", "from-fumen", "v115@vhAyO"], "cut short"),
        (vec!["notation", "from-fumen", "hello"], "not a fumen"),
        (
            vec!["notation", "from-fumen", "v115@RhA8IeB8HeC8GeAQLvhAAAA"],
            "mirror",
        ),
        (vec!["notation", "svg", &sample], "--out"),
        (
            vec!["notation", "svg", &sample, "--out", "-", "--each"],
            "give --out a file name",
        ),
        (
            vec!["notation", "from-fumen", "v115@"],
            "the fumen has no pages",
        ),
        (vec!["notation", "check"], "required"),
        (vec!["notation", "fmt", "/no/such/file"], "cannot read"),
    ] {
        let err = input_error(&args);
        assert!(err.contains(expected), "{args:?}: {err}");
    }
    let invalid = fixture("invalid.txt");
    let (out, err) = failed_check(&["notation", "fumen", &invalid]);
    assert!(out.is_empty());
    assert!(
        err.starts_with(&format!(
            "{invalid}:5:1: move 1 `Ic`: the piece reaches past"
        )),
        "{err}"
    );
    assert!(
        err.ends_with("is not a valid record (1 problem); `tetrolab notation check` lists them\n")
    );
    let (_, err) = failed_check(&["notation", "show", &invalid, "--move", "1"]);
    assert!(err.contains(":5:1: move 1 `Ic`"), "{err}");
}

#[test]
fn check_reads_standard_input_and_warns_about_unknown_tags() {
    let output = with_stdin(
        &["notation", "check", "-"],
        "\u{feff}[Widht \"5\"]\n[Event \"e\"]\n\nLa *\n",
    )
    .success()
    .get_output()
    .clone();
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
    assert_eq!(text(output.stdout), "<stdin>: 1 game valid\n");
    assert_eq!(
        text(output.stderr),
        "<stdin>:1:2: warning: unknown tag `Widht` kept as text; did you mean `Width`?\n"
    );
    let (out, _) = {
        let output = with_stdin(&["notation", "check", "-"], "Ia (X)\n")
            .code(1)
            .get_output()
            .clone();
        (text(output.stdout), text(output.stderr))
    };
    assert!(out.starts_with("<stdin>:1:1: move 1 `Ia`"), "{out}");
}

/// A check whose report is cut short (`| head -n 1`) still fails when the
/// record is invalid.
#[test]
fn a_closed_pipe_does_not_hide_a_failed_check() {
    use std::process::{Command, Stdio};
    let dir = scratch("pipe");
    let file = dir.join("many.txt");
    // Every move has a wrong marker (on a board four wide each I clears
    // one line): thousands of lines, more than a pipe holds.
    let record = format!("[Width \"4\"]\n\n{}", "Ia (XX) ".repeat(5000));
    std::fs::write(&file, record).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_tetrolab"))
        .args(["notation", "check", file.to_str().unwrap()])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(stderr, "error: 5000 problems found\n");
    std::fs::remove_dir_all(dir).unwrap();
}

/// A game that tops out is over: one problem at the move that tops out
/// says the moves after it were not checked (not one for each of 200,000
/// moves), and the check goes on with the next game.
#[test]
fn check_stops_each_game_at_its_top_out() {
    let dir = scratch("top-out");
    let file = dir.join("long.txt");
    // Twenty flat I pieces fill columns a–d; the 21st tops out.
    let first = ["Ia"; 21].join(", ") + &", Ja".repeat(200_000);
    std::fs::write(&file, format!("{first} *\n\n[Width \"4\"]\n\nIa, Ia *\n")).unwrap();
    let (out, err) = failed_check(&["notation", "check", file.to_str().unwrap()]);
    let name = file.display();
    assert_eq!(
        out,
        format!(
            "{name}:1:81: move 21 `Ia`: the piece tops out: it lands with squares in row 21, above the board's 20 rows; the game is over, so the 200000 moves after it were not checked\n\
             {name}:5:1: move 1 `Ia`: the piece clears 1 line: add the marker (X)\n\
             {name}:5:5: move 2 `Ia`: the piece clears 1 line: add the marker (X)\n"
        )
    );
    assert_eq!(err, "error: 3 problems found\n");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn failing_to_write_output_exits_1() {
    let sample = fixture("paper-sample.txt");
    let output = tetrolab(&["notation", "svg", &sample, "--out", "/dev/full"])
        .code(1)
        .get_output()
        .clone();
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.starts_with("error: writing output: cannot write `/dev/full`: "),
        "{stderr}"
    );
    // A folder that does not exist is bad input, refused before the
    // record is read.
    let refused = input_error(&[
        "notation",
        "svg",
        "/no/such/record",
        "--out",
        "/nonexistent/x.svg",
    ]);
    assert!(
        refused.contains("the folder `/nonexistent` does not exist"),
        "{refused}"
    );
}

#[test]
fn svg_captions_fit() {
    let dir = scratch("caption");
    let out = dir.join("x.svg");
    tetrolab(&[
        "notation",
        "svg",
        &fixture("paper-sample.txt"),
        "--out",
        out.to_str().unwrap(),
    ])
    .success();
    let svg = std::fs::read_to_string(&out).unwrap();
    // "after move 4 of 4: Ta" is wider than the 5-wide board.
    let width: u32 = svg
        .split("width=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .unwrap()
        .parse()
        .unwrap();
    assert!(
        width >= 8 + "after move 4 of 4: Ta".len() as u32 * 8,
        "{svg}"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

/// A record of `letters` under `Randomizer` `spec` and no `Seed`, each
/// piece dropped at column a of a board tall enough that no line fills.
fn unseeded_record(spec: &str, letters: &str) -> String {
    let moves: Vec<String> = letters.chars().map(|c| format!("{c}a")).collect();
    format!(
        "[Randomizer \"{spec}\"]\n[Height \"1000\"]\n\n{}\n",
        moves.join(", ")
    )
}

/// The first `n` pieces `spec` deals from `seed`, as `gen` prints them.
fn gen_letters(spec: &str, seed: &str, n: &str) -> String {
    stdout_of(&["gen", spec, "--seed", seed, "--count", n])
        .split_whitespace()
        .collect()
}

/// Issue 33: without a `Seed`, a game's own generator's seeds decide the
/// verdict. Pieces `seeds` finds no seed for are refused (saying how many
/// states were searched); a TGM model's pieces are no tgm1 seed's; what a
/// seed deals passes; where seeds cannot be searched, the verdict says
/// the exact chain decided.
#[test]
fn check_without_a_seed_searches_a_games_seeds() {
    let letters = "OITLSJZZJOSLITOZTSILJZLJOITSSOIJZTL";
    let seeds = stdout_of(&["seeds", "tetrio-7-bag", letters]);
    assert!(seeds.starts_with("0 seeds of tetrio-7-bag"), "{seeds}");
    let refused = with_stdin(
        &["notation", "check", "-"],
        &unseeded_record("tetrio-7-bag", letters),
    )
    .code(1);
    let out = String::from_utf8(refused.get_output().stdout.clone()).unwrap();
    assert!(
        out.contains("no seed of tetrio-7-bag deals")
            && out
                .contains("all 2147483646 distinct starting states of its generator were searched"),
        "{out}"
    );

    let model = gen_letters("laroche-tgm", "7", "60");
    let refused = with_stdin(
        &["notation", "check", "-"],
        &unseeded_record("tgm1", &model),
    )
    .code(1);
    let out = String::from_utf8(refused.get_output().stdout.clone()).unwrap();
    assert!(out.contains("no seed of tgm1 deals"), "{out}");
    let own = gen_letters("tgm1", "4000", "60");
    with_stdin(&["notation", "check", "-"], &unseeded_record("tgm1", &own))
        .success()
        .stdout("<stdin>: 1 game valid\n");

    let refused = with_stdin(
        &["notation", "check", "-"],
        &unseeded_record("7-bag", "JISZTLI"),
    )
    .code(1);
    let out = String::from_utf8(refused.get_output().stdout.clone()).unwrap();
    assert!(out.contains("its exact chain follows every draw"), "{out}");
}

/// A record with a `Rotation` tag: its kicked T-spin double checks
/// valid, and `show`, `svg` and `fumen` name it; a placement no path
/// reaches is a problem at its move (exit 1, as every record problem).
#[test]
fn a_rotation_tag_checks_reachability_and_names_t_spins() {
    let spin = fixture("rotation-t-spin.txt");
    assert!(stdout_of(&["notation", "check", &spin]).ends_with(": 1 game valid\n"));
    assert_eq!(
        stdout_of(&["notation", "show", &spin, "--move", "1"]),
        "game 1, after move 1 of 2: T2c2, T-spin double\n\
         1 ..X.......\n  abcdefghkm\n"
    );
    let svg = stdout_of(&["notation", "svg", &spin, "--move", "1", "--out", "-"]);
    assert!(svg.contains("T2c2, T-spin double"), "{svg}");
    super::plot::golden("notation-t-spin.svg", &svg);
    let fumen = stdout_of(&["notation", "fumen", &spin]);
    super::plot::golden("notation-t-spin.fumen", &fumen);
    // Read back, the record is the same: the label is found again, not
    // kept as a comment.
    let back = stdout_of(&["notation", "from-fumen", fumen.trim()]);
    assert!(
        back.contains("1. T2c2 (XX), 2. T2c *\n") || back.contains("T2c2 (XX), T2c *\n"),
        "{back}"
    );
    assert!(!back.contains("{T-spin"), "{back}");
    let unreachable = fixture("rotation-unreachable.txt");
    let (out, err) = failed_check(&["notation", "check", &unreachable]);
    assert_eq!(
        out,
        format!(
            "{unreachable}:5:4: move 1 `Ia1`: no path from the top brings the I to a1, b1, c1, d1 (srs kicks; shifts, soft drops and quarter turns)\n"
        )
    );
    assert_eq!(err, "error: 1 problem found\n");
}
