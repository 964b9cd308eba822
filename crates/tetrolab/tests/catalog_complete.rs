//! Every randomizer in the catalog has everything CONTRIBUTING.md's
//! "Adding a randomizer" asks for, so one forgotten step fails here with
//! what to add and where — rather than a randomizer that deals pieces
//! nobody pinned, cites a source nobody can find, or answers `exact`
//! with an error instead of its chain or a reason.

use std::path::Path;

use tetrolab::Spec;
use tetrolab::analysis::exact::{ExactError, Options, analyze};
use tetrolab::randomizer::catalog::{self, Entry};
use tetrolab::rng::RngKind;

/// The fixtures of published or source-made sequences (`tests/golden.rs`
/// checks each), under `crates/tetrolab/tests/data/`.
const FIXTURES: [&str; 7] = [
    "laroche.txt",
    "nes.txt",
    "sega.txt",
    "tetrio.txt",
    "tgm.txt",
    "weighted.txt",
    "weighted-trace.txt",
];

/// The entries that are not generic yet have no fixture of their own, and
/// why: any other entry without one is a forgotten step.
const NO_FIXTURE: [(&str, &str); 3] = [
    (
        "nes",
        "its picker is the one tetrisgym-sps's fixture checks, on the LFSR stepped per frame",
    ),
    (
        "nes-ideal",
        "a community's model: no game or document deals its sequences",
    ),
    (
        "tgm1",
        "no published TGM1 sequence; its history and LCG are the ones tgm.txt checks for TAP",
    ),
];

/// The generators an entry runs on, as `value-stability.txt` names them:
/// each draw generator it takes, or `own` for a game's own.
fn generators(spec: &Spec) -> Vec<&'static str> {
    let drawn: Vec<&str> = RngKind::ALL
        .into_iter()
        .filter(|&kind| spec.generator(Some(kind)).is_ok())
        .map(RngKind::name)
        .collect();
    if drawn.is_empty() { vec!["own"] } else { drawn }
}

/// Whether a fixture's lines (`SPEC RNG SEED PIECES`) deal `name`, with
/// its defaults or with parameters.
fn has_fixture(name: &str, fixtures: &str) -> bool {
    fixtures
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.split(' ').next())
        .any(|spec| spec.split(':').next() == Some(name))
}

/// A file of the repository, as text.
fn repo_file(path: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    std::fs::read_to_string(root.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// What an entry is missing, one line per missing thing.
fn missing(
    entry: &Entry,
    vectors: &str,
    fixtures: &str,
    readme: &str,
    sources: &str,
) -> Vec<String> {
    let name = entry.name;
    let mut missing = Vec::new();
    let spec: Spec = name.parse().expect("every catalog name parses");
    for generator in generators(&spec) {
        if !vectors.lines().any(|line| {
            let mut words = line.split(' ');
            words.next() == Some(name) && words.next() == Some(generator)
        }) {
            missing.push(format!(
                "crates/tetrolab/tests/data/value-stability.txt has no line for `{name}` on {generator}: run TETROLAB_BLESS=1 cargo test -p tetrolab --test golden and commit the new lines"
            ));
        }
    }
    let exempt = NO_FIXTURE.iter().any(|(exempt, _)| *exempt == name);
    if entry.fidelity.kind() != "generic" && !exempt && !has_fixture(name, fixtures) {
        missing.push(format!(
            "no fixture under crates/tetrolab/tests/data/ deals `{name}`: add the published sequences (or its source's own output) with a header naming the source, and check them in tests/golden.rs"
        ));
    }
    let row = format!("`{name}`");
    if !readme
        .lines()
        .any(|line| line.starts_with('|') && line.contains(&row))
    {
        missing.push(format!(
            "README.md's randomizer table has no row for `{name}`: add `| `{name}` | fidelity | what it does |`"
        ));
    }
    if entry.provenance.trim().is_empty() {
        missing.push(format!(
            "`{name}` has no provenance: say in catalog/entries.rs where it comes from, citing docs/sources.md"
        ));
    }
    for cited in entry.provenance.split("§").skip(1) {
        let number: String = cited.chars().take_while(char::is_ascii_digit).collect();
        if !sources.contains(&format!("## §{number} ")) {
            missing.push(format!(
                "`{name}` cites docs/sources.md §{number}, which has no such section: add it"
            ));
        }
    }
    match analyze(&spec, &Options::default(), &tetrolab::work::Unwatched) {
        Ok(_) | Err(ExactError::Refused { .. } | ExactError::NeedsSeed { .. }) => {}
        Err(error) => missing.push(format!(
            "`tetrolab exact {name}` fails ({error}): give its definition an `exact_refusal` saying why it has no chain, or make its states finite"
        )),
    }
    missing
}

#[test]
fn every_randomizer_is_pinned_documented_and_answered() {
    let vectors = repo_file("crates/tetrolab/tests/data/value-stability.txt");
    let fixtures: String = FIXTURES
        .iter()
        .map(|file| repo_file(&format!("crates/tetrolab/tests/data/{file}")))
        .collect();
    let readme = repo_file("README.md");
    let sources = repo_file("docs/sources.md");
    let problems: Vec<String> = catalog::entries()
        .iter()
        .flat_map(|entry| missing(entry, &vectors, &fixtures, &readme, &sources))
        .collect();
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

/// The check itself finds each kind of omission (it could otherwise pass
/// by finding nothing).
#[test]
fn the_check_names_what_is_missing() {
    let entry = catalog::entries()
        .iter()
        .find(|e| e.name == "tgm1")
        .expect("tgm1 is in the catalog");
    let sources = repo_file("docs/sources.md");
    let problems = missing(
        entry,
        "7-bag default 1 IJL",
        "",
        "| `7-bag` | … |",
        &sources,
    );
    assert!(problems.iter().any(|p| p.contains("value-stability.txt")));
    assert!(problems.iter().any(|p| p.contains("README.md")));
    // A vector on one of its generators is not enough: laroche-tgm runs
    // on every draw generator.
    let laroche = catalog::find("laroche-tgm").expect("laroche-tgm is in the catalog");
    let problems = missing(
        laroche,
        "laroche-tgm default 1 IJL",
        "",
        "| `laroche-tgm` |",
        &sources,
    );
    assert!(
        problems
            .iter()
            .any(|p| p.contains("`laroche-tgm` on minstd")),
        "{problems:?}"
    );
    assert!(problems.iter().any(|p| p.contains("no fixture")));
    let fixed = missing(
        laroche,
        "",
        "# laroche-tgm default 1 IJL\nlaroche-tgm:rolls=3 minstd 1 IJL",
        "",
        &sources,
    );
    assert!(!fixed.iter().any(|p| p.contains("no fixture")), "{fixed:?}");
    // Generic families need none.
    let bag = catalog::find("bag").expect("bag is in the catalog");
    assert!(
        !missing(bag, "", "", "", &sources)
            .iter()
            .any(|p| p.contains("no fixture"))
    );
    let cited = catalog::entries()
        .iter()
        .find(|e| e.provenance.contains('§'))
        .expect("some entry cites a section");
    let problems = missing(cited, "", "", "", "no sections here");
    assert!(problems.iter().any(|p| p.contains("has no such section")));
}
