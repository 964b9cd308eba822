//! Every randomizer in the catalog has everything CONTRIBUTING.md's
//! "Adding a randomizer" asks for, so one forgotten step fails here with
//! what to add and where — rather than a randomizer that deals pieces
//! nobody pinned, cites a source nobody can find, or answers `exact`
//! with an error instead of its chain or a reason.

use std::path::Path;

use tetrolab::Spec;
use tetrolab::analysis::exact::{ExactError, Options, analyze};
use tetrolab::randomizer::catalog::{self, Entry};

/// A file of the repository, as text.
fn repo_file(path: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    std::fs::read_to_string(root.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// What an entry is missing, one line per missing thing.
fn missing(entry: &Entry, vectors: &str, readme: &str, sources: &str) -> Vec<String> {
    let name = entry.name;
    let mut missing = Vec::new();
    if !vectors
        .lines()
        .any(|line| line.split(' ').next() == Some(name))
    {
        missing.push(format!(
            "crates/tetrolab/tests/data/value-stability.txt has no line for `{name}`: run TETROLAB_BLESS=1 cargo test -p tetrolab --test golden and commit the new lines"
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
    let spec: Spec = name.parse().expect("every catalog name parses");
    match analyze(&spec, &Options::default()) {
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
    let readme = repo_file("README.md");
    let sources = repo_file("docs/sources.md");
    let problems: Vec<String> = catalog::entries()
        .iter()
        .flat_map(|entry| missing(entry, &vectors, &readme, &sources))
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
    let problems = missing(entry, "7-bag default 1 IJL", "| `7-bag` | … |", &sources);
    assert!(problems.iter().any(|p| p.contains("value-stability.txt")));
    assert!(problems.iter().any(|p| p.contains("README.md")));
    let cited = catalog::entries()
        .iter()
        .find(|e| e.provenance.contains('§'))
        .expect("some entry cites a section");
    let problems = missing(cited, "", "", "no sections here");
    assert!(problems.iter().any(|p| p.contains("has no such section")));
}
