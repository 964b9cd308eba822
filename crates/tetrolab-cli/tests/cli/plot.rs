//! `tetrolab plot` and `tetrolab report`: golden charts, formats and the
//! errors.

use std::path::{Path, PathBuf};

use super::{input_error, stdout_of, tetrolab};

/// A fresh scratch directory for one test.
pub(crate) fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tetrolab-plot-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Compares `actual` with the golden file `tests/data/NAME`, byte for
/// byte; `TETROLAB_BLESS=1` rewrites the file instead.
pub(crate) fn golden(name: &str, actual: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name);
    if std::env::var_os("TETROLAB_BLESS").is_some() {
        std::fs::write(&path, actual).unwrap();
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (TETROLAB_BLESS=1 writes it)", path.display()));
    assert!(
        expected == actual,
        "{name} changed: the output is not what it was (TETROLAB_BLESS=1 accepts the new one after looking at it)"
    );
}

/// The y axis's tick labels in a chart's SVG, bottom to top: the
/// right-aligned texts at the tick size (rotated category names have a
/// `transform` instead of an `x`).
fn y_tick_labels(svg: &str) -> Vec<String> {
    svg.split("<text x=")
        .skip(1)
        .filter_map(|text| {
            let (attributes, rest) = text.split_once('>')?;
            let label = rest.split_once("</text>")?.0;
            (attributes.contains(r#"font-size="11.00" text-anchor="end""#))
                .then(|| label.to_string())
        })
        .collect()
}

/// Probability axes end at 1 and start at 0, even where an interval's
/// normal approximation passes 1 (these games all but surely hold a
/// drought, and the band around them once drew the axis up to 1.2).
#[test]
fn probability_axes_end_at_1() {
    for args in [
        &[
            "plot",
            "game",
            "7-bag",
            "memoryless",
            "--games",
            "200",
            "--max-length",
            "1000",
        ][..],
        &["plot", "gap", "7-bag", "memoryless", "-n", "20000"],
        &["plot", "drought", "memoryless", "-n", "20000"],
        &["plot", "histogram", "7-bag", "-n", "70"],
    ] {
        let mut args = args.to_vec();
        args.extend(["--seed", "3", "--out", "-"]);
        let ticks: Vec<f64> = y_tick_labels(&stdout_of(&args))
            .iter()
            .map(|label| label.parse().unwrap())
            .collect();
        assert!(ticks.len() >= 2, "{args:?}: {ticks:?}");
        assert!(
            ticks.iter().all(|&t| (0.0..=1.0).contains(&t)),
            "{args:?}: {ticks:?}"
        );
    }
}

#[test]
fn histogram_svg_is_byte_stable() {
    let args = [
        "plot",
        "histogram",
        "7-bag",
        "--seed",
        "1",
        "-n",
        "1000",
        "--out",
        "-",
    ];
    let svg = stdout_of(&args);
    assert_eq!(svg, stdout_of(&args), "the same chart twice");
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    // Seven bars in the pieces' colours, seven exact points.
    for colour in [
        "#1fb5d6", "#e8c000", "#a0419e", "#3fae3f", "#e0242d", "#3656b5", "#ee7b1b",
    ] {
        assert!(svg.contains(&format!("fill=\"{colour}\"")), "{colour}");
    }
    assert_eq!(
        svg.matches("<circle").count(),
        7 + 1,
        "seven exact points and the legend's"
    );
    golden("histogram-7-bag.svg", &svg);
}

#[test]
fn drought_svg_is_byte_stable_on_a_log_axis() {
    let svg = stdout_of(&[
        "plot",
        "drought",
        "memoryless",
        "7-bag",
        "--seed",
        "2",
        "-n",
        "1e5",
        "--out",
        "-",
    ]);
    assert!(
        svg.contains(">1e-12<") && svg.contains(">0.01<"),
        "log ticks"
    );
    assert!(svg.contains("memoryless (exact)") && svg.contains("7-bag (measured)"));
    golden("drought-memoryless-7-bag.svg", &svg);
}

#[test]
fn png_is_a_rendered_image_of_the_chart() {
    let dir = scratch("png");
    let out = dir.join("game.png");
    tetrolab(&[
        "plot",
        "game",
        "7-bag",
        "memoryless",
        "--seed",
        "3",
        "--games",
        "200",
        "--max-length",
        "100",
        "--out",
        out.to_str().unwrap(),
    ])
    .success();
    let bytes = std::fs::read(&out).unwrap();
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    // Twice the SVG's 800 × 460.
    let width = u32::from_be_bytes(bytes[16..20].try_into().unwrap());
    let height = u32::from_be_bytes(bytes[20..24].try_into().unwrap());
    assert_eq!((width, height), (1600, 920));
}

#[test]
fn every_kind_draws() {
    let dir = scratch("kinds");
    for (kind, specs) in [
        ("gap", vec!["14-bag"]),
        ("entropy", vec!["tgm1", "7-bag"]),
        ("balance", vec!["memoryless"]),
        ("compare", vec!["laroche-7-bag", "laroche-nes"]),
        ("sweep", vec!["weighted:denominator=1.0..2.0:0.5"]),
    ] {
        let out = dir.join(format!("{kind}.svg"));
        let mut args = vec!["plot", kind];
        args.extend(&specs);
        args.extend(["--seed", "4", "--out", out.to_str().unwrap()]);
        if kind != "sweep" {
            args.extend(["-n", "20000"]);
        }
        tetrolab(&args).success();
        let svg = std::fs::read_to_string(&out).unwrap();
        assert!(svg.ends_with("</svg>\n"), "{kind}");
        for spec in &specs {
            assert!(
                svg.contains(spec.split(':').next().unwrap()),
                "{kind}: {spec} named"
            );
        }
    }
}

/// Whether `text` holds an identifier where a reader wants words: a
/// snake-case name (`frequency_std`) or a dotted one (`gap.variance`).
fn has_identifier(text: &str) -> bool {
    let letters: Vec<char> = text.chars().collect();
    letters.windows(3).any(|w| {
        (w[1] == '_' || w[1] == '.') && w[0].is_ascii_alphabetic() && w[2].is_ascii_alphabetic()
    })
}

/// A chart's title and its two axis labels, read back from its SVG: the
/// text of the first element opening with each tag.
fn title_and_axis_labels(svg: &str) -> [String; 3] {
    let text_of = |tag: &str| {
        let start = svg.find(tag).unwrap_or_else(|| panic!("no {tag}"));
        let content = &svg[start..][svg[start..].find('>').unwrap() + 1..];
        content[..content.find("</").unwrap()].to_string()
    };
    [
        text_of("<title"),
        // The x label, centred under the axis.
        text_of(r#"<text x="400.00" y="448.00""#),
        // The y label, turned upright at the left.
        text_of(r#"<text transform="translate(18 "#),
    ]
}

#[test]
fn titles_and_axis_labels_read_as_words() {
    assert!(has_identifier("frequency_std against denominator"));
    assert!(has_identifier("gap.variance"));
    assert!(!has_identifier("P(drought ≥ 13), 0.5 to 1.5"));
    let sweep = |metric: &'static str| {
        vec![
            "sweep",
            "weighted:denominator=1.0..2.0:0.5",
            "--trials",
            "20",
            "--metric",
            metric,
        ]
    };
    for mut args in [
        sweep("frequency_std"),
        sweep("gap.variance"),
        sweep("drought.I.p_at_least.13"),
        sweep("repeat_probability"),
        vec!["histogram", "7-bag", "-n", "1000"],
        vec!["gap", "7-bag", "-n", "20000"],
        vec!["drought", "7-bag", "--piece", "I", "-n", "20000"],
        vec!["entropy", "7-bag", "-n", "20000"],
        vec!["balance", "7-bag", "-n", "1000", "--trials", "10"],
        vec!["compare", "7-bag", "-n", "20000"],
        vec!["game", "7-bag", "--games", "100", "--max-length", "50"],
        vec!["weights", "weighted", "-n", "50"],
    ] {
        args.insert(0, "plot");
        args.extend(["--seed", "4", "--out", "-"]);
        for text in title_and_axis_labels(&stdout_of(&args)) {
            assert!(!has_identifier(&text), "{args:?}: {text}");
        }
    }
}

#[test]
fn plot_errors_are_one_line() {
    let dir = scratch("errors");
    let out = dir.join("x.svg");
    let out = out.to_str().unwrap();
    assert!(
        input_error(&["plot", "histogram", "7-bag", "--out", "chart.jpg"]).contains(".svg or .png")
    );
    assert!(
        input_error(&["plot", "histogram", "no-such-randomizer", "--out", out])
            .contains("no-such-randomizer")
    );
    assert!(
        input_error(&["plot", "sweep", "weighted", "--out", out])
            .contains("one FROM..TO:STEP range")
    );
    assert!(
        // One template: `plot sweep` takes a single positional argument.
        input_error(&["plot", "sweep", "7-bag", "14-bag", "--out", out])
            .contains("unexpected argument")
    );
    assert!(
        input_error(&["plot", "gap", "7-bag", "--piece", "X", "--out", out])
            .contains("not a piece")
    );
    assert!(
        input_error(&["plot", "histogram", "7-bag", "--out", "/no/such/dir/x.svg"])
            .contains("cannot write")
    );
    assert!(
        input_error(&["report", "--out", out]).contains("no randomizer or seed document given")
    );
    assert!(
        input_error(&["report", "7-bag", "--document", "000", "--out", out])
            .contains("--document and the SPEC argument do not go together")
    );
    // `plot game` has no -n: it plays games of its own lengths.
    assert!(
        input_error(&["plot", "game", "7-bag", "-n", "100", "--out", out])
            .contains("unexpected argument '-n'")
    );
    let folder = dir.to_str().unwrap();
    assert!(input_error(&["plot", "histogram", "7-bag", "--out", folder]).contains("is a folder"));
    assert!(
        input_error(&["plot", "game", "7-bag", "--max-length", "1e9", "--out", out])
            .contains("at most 100000")
    );
}

#[test]
fn report_is_one_self_contained_page() {
    let html = stdout_of(&[
        "report",
        "7-bag",
        "memoryless",
        "--seed",
        "5",
        "-n",
        "20000",
        "--out",
        "-",
    ]);
    assert!(html.starts_with("<!DOCTYPE html>") && html.ends_with("</html>\n"));
    for forbidden in [
        "<script",
        "<link",
        "src=",
        "url(",
        "@import",
        "https://",
        "@font-face",
    ] {
        assert!(
            !html.contains(forbidden),
            "the page fetches nothing: {forbidden}"
        );
    }
    assert!(html.matches("<svg").count() >= 7, "a chart per question");
    // Exact beside measured, with definitions.
    assert!(html.contains("P(the next piece is the same as the last)"));
    assert!(html.contains("0.02041"), "7-bag's exact P(repeat) = 1/49");
    // Which to ship: the frontier over the page's randomizers, with the
    // values `frontier` gives (7-bag's drought tail is 0, memoryless's
    // guess 1/7) and each front design's trade.
    let which = &html[html
        .find("Which of these should a game ship?")
        .expect("the section")..];
    assert!(which.contains("The design frontier"), "its chart");
    assert!(
        which.contains("<td>7-bag</td><td class=\"n\">0</td>"),
        "{which}"
    );
    assert!(
        which.contains("<td class=\"n\">0.1429</td>"),
        "memoryless's guess"
    );
    assert!(which.contains("against memoryless") && which.contains("against 7-bag"));
}

#[test]
fn weights_svg_is_seed_002s_figure_and_byte_stable() {
    let svg = stdout_of(&[
        "plot",
        "weights",
        "weighted:denominator=1.1",
        "--rng",
        "python",
        "--seed",
        "0",
        "-n",
        "40",
        "--out",
        "-",
    ]);
    // 41 bars (the start and one per piece), labelled as the notebook labels them.
    assert_eq!(svg.matches("<g><title>").count(), 41);
    assert!(svg.contains("<title>1:(None) — weights after it: L 1.0000, J 1.0000"));
    assert!(
        svg.contains(">41:"),
        "40 pieces and the start fit as named ticks"
    );
    golden("weights-1.1-python-0.svg", &svg);
}

/// The default run (100 pieces, too many bars to name each) still names
/// its steps along the axis, at round steps, as text the PNG draws too.
#[test]
fn a_long_weights_run_has_tick_labels() {
    let svg = stdout_of(&[
        "plot",
        "weights",
        "weighted:denominator=1.1",
        "--rng",
        "python",
        "--seed",
        "0",
        "--out",
        "-",
    ]);
    let upright =
        |step: &str| format!(r#"rotate(-90)" font-size="11.00" text-anchor="end">{step}:"#);
    for step in ["5", "50", "100"] {
        assert!(svg.contains(&upright(step)), "step {step} named");
    }
    assert!(
        !svg.contains(&upright("4")),
        "not every step: they would overlap"
    );
}

#[test]
fn weights_below_one_stop_where_the_script_stops() {
    let output = tetrolab(&[
        "plot",
        "weights",
        "weighted:denominator=0.8",
        "--rng",
        "python",
        "--seed",
        "0",
        "-n",
        "300",
        "--out",
        "-",
    ])
    .success()
    .get_output()
    .clone();
    let svg = String::from_utf8(output.stdout).unwrap();
    assert!(svg.contains("stops before piece 193"), "as CPython does");
    assert!(
        String::from_utf8(output.stderr)
            .unwrap()
            .contains("warning: denominator 0.8 is below 1")
    );
    assert!(
        input_error(&["plot", "weights", "7-bag", "--seed", "1", "--out", "-"])
            .contains("has none")
    );
}

#[test]
fn every_document_page_answers_its_questions() {
    for (document, must) in [
        ("000", vec!["laroche-tgm3", "stars / computed"]),
        (
            "002",
            vec![
                "The eleven simulations",
                "denominator = 1E100, 1000 pieces",
                "Sample queues",
            ],
        ),
        (
            "003",
            vec!["red-blue-bag", "Best-guess accuracy by position in the bag"],
        ),
    ] {
        let html = stdout_of(&[
            "report",
            "--document",
            document,
            "--seed",
            "7",
            "-n",
            "20000",
            "--out",
            "-",
        ]);
        for text in must {
            assert!(html.contains(text), "{document}: {text}");
        }
        assert!(!html.contains("<script"), "{document}");
    }
}

#[test]
fn one_seed_serves_randomizers_on_different_generators() {
    let args = [
        "plot",
        "histogram",
        "7-bag",
        "nes",
        "--seed",
        "1",
        "-n",
        "5000",
        "--out",
        "-",
    ];
    let output = tetrolab(&args).success().get_output().clone();
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.contains("nes's generator (nes-lfsr) cannot take --seed 1; using --seed"),
        "{stderr}"
    );
    // The derived seed is the same on every run, so the chart is too.
    assert_eq!(output.stdout, tetrolab(&args).success().get_output().stdout);
}

#[test]
fn a_report_names_the_command_that_makes_it_again() {
    let first = tetrolab(&["report", "7-bag", "nes", "-n", "20000", "--out", "-"])
        .success()
        .get_output()
        .clone();
    let html = String::from_utf8(first.stdout).unwrap();
    let start = html
        .find("<code>tetrolab report ")
        .expect("the command under the title")
        + "<code>".len();
    let command = &html[start..start + html[start..].find("</code>").unwrap()];
    assert!(
        command.starts_with("tetrolab report 7-bag nes -n 20000 --seed "),
        "{command}"
    );
    // One seed drawn for the page, announced once.
    let stderr = String::from_utf8(first.stderr).unwrap();
    assert_eq!(stderr.matches("no --seed given").count(), 1, "{stderr}");
    let mut args: Vec<&str> = command.split(' ').skip(1).collect();
    *args.last_mut().unwrap() = "-";
    assert_eq!(stdout_of(&args), html, "the command makes the same page");
    assert!(
        html.contains(r##"<a href="#q1">How often does each piece come?</a>"##),
        "contents"
    );
}

#[test]
fn data_gives_the_numbers_the_chart_draws() {
    let dir = scratch("data");
    let svg = dir.join("drought.svg");
    let csv = stdout_of(&[
        "plot",
        "drought",
        "7-bag",
        "--seed",
        "1",
        "-n",
        "1e5",
        "--out",
        svg.to_str().unwrap(),
        "--data",
        "-",
    ]);
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some("series,kind,x,y,low,high"));
    let exact: Vec<(u64, f64)> = lines
        .filter(|l| l.starts_with("7-bag (exact),line,"))
        .map(|l| {
            let cells: Vec<&str> = l.split(',').collect();
            (cells[2].parse().unwrap(), cells[3].parse().unwrap())
        })
        .collect();
    // A 7-bag's exact drought tail: 1 at L = 0, and nothing past 12.
    let (first, p) = exact[0];
    assert!(first == 0 && (p - 1.0).abs() < 1e-12, "{first} {p}");
    assert_eq!(exact.last().map(|&(l, _)| l), Some(12));
    assert!(
        std::fs::read_to_string(&svg)
            .unwrap()
            .contains("7-bag (exact)")
    );
}

/// A chart or page that cannot be written is a failure while running
/// (exit 1), like every other command's output, not bad input.
#[test]
fn failing_to_write_a_chart_or_page_exits_1() {
    let dir = scratch("full");
    let svg = dir.join("x.svg");
    let svg = svg.to_str().unwrap();
    for args in [
        &[
            "plot",
            "histogram",
            "7-bag",
            "--seed",
            "1",
            "--out",
            svg,
            "--data",
            "/dev/full",
        ][..],
        &[
            "report",
            "7-bag",
            "--seed",
            "1",
            "-n",
            "10000",
            "--out",
            "/dev/full",
        ],
    ] {
        let output = tetrolab(args).code(1).get_output().clone();
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert!(
            stderr.contains("cannot write `/dev/full`"),
            "{args:?}: {stderr}"
        );
    }
}

/// Every picture README.md shows is the one its command draws today: each
/// `tetrolab plot … --out docs/images/NAME.png` line in README.md is run
/// and its PNG compared with the committed one, byte for byte
/// (`TETROLAB_BLESS=1` remakes them, to be looked at before committing).
#[test]
fn readme_pictures_are_what_its_commands_draw() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let dir = scratch("readme");
    let mut checked = 0;
    for line in readme.lines() {
        let Some(command) = line.strip_prefix("tetrolab plot ") else {
            continue;
        };
        let Some((flags, picture)) = command.split_once(" --out docs/images/") else {
            continue;
        };
        let made = dir.join(picture);
        let mut args: Vec<&str> = vec!["plot"];
        args.extend(flags.split_whitespace());
        args.extend(["--out", made.to_str().unwrap()]);
        tetrolab(&args).success();
        let committed = root.join("docs/images").join(picture);
        let drawn = std::fs::read(&made).unwrap();
        if std::env::var_os("TETROLAB_BLESS").is_some() {
            std::fs::write(&committed, &drawn).unwrap();
        }
        assert!(
            std::fs::read(&committed).ok() == Some(drawn),
            "README's {picture} is not what `tetrolab plot {flags}` draws: \
             TETROLAB_BLESS=1 remakes it (look at it before committing)"
        );
        checked += 1;
    }
    assert_eq!(
        checked, 3,
        "README shows three pictures made by `tetrolab plot`"
    );
}
