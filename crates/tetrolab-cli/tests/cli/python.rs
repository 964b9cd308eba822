//! The Python package's pytest suite (`python/tests/`), run against this
//! binary: every Python result is compared with the command line's
//! `--json`, so both faces are tested by `cargo test --workspace`.
//!
//! The package must be installed in a Python environment:
//! `$TETROLAB_PYTHON` (an interpreter), or else the virtual environment
//! `target/python-venv` that `.ci/run` creates and installs `./python[test,gymnasium,notebook,dask]`
//! into (reinstall after changing Rust code: `pip install ./python`).
//! Without one the test says so and passes, unless
//! `TETROLAB_PYTHON_TESTS=require` (set by `.ci/run`).

use std::path::{Path, PathBuf};
use std::process::Command;

/// The workspace's root folder.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A Python that imports `tetrolab`, or `None` (and a note) when there is
/// none and the tests are not required.
fn python() -> Option<PathBuf> {
    let candidate = std::env::var_os("TETROLAB_PYTHON")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("target/python-venv/bin/python"));
    let imports = Command::new(&candidate)
        .args(["-c", "import tetrolab, pytest"])
        .status()
        .is_ok_and(|status| status.success());
    if imports {
        return Some(candidate);
    }
    let how =
        "python3 -m venv target/python-venv && target/python-venv/bin/pip install './python[test]'";
    assert!(
        std::env::var("TETROLAB_PYTHON_TESTS").as_deref() != Ok("require"),
        "TETROLAB_PYTHON_TESTS=require but {} cannot import tetrolab and pytest: {how}",
        candidate.display()
    );
    eprintln!(
        "no Python with tetrolab installed at {}: Python tests skipped ({how}, or set TETROLAB_PYTHON; TETROLAB_PYTHON_TESTS=require fails instead)",
        candidate.display()
    );
    None
}

#[test]
fn python_package_suite_passes() {
    let Some(python) = python() else { return };
    let status = Command::new(python)
        .args(["-m", "pytest", "-q", "-p", "no:cacheprovider"])
        .arg(root().join("python/tests"))
        // The docstrings' examples, from the installed package.
        .args(["--doctest-modules", "--pyargs", "tetrolab"])
        .env("TETROLAB_CLI", env!("CARGO_BIN_EXE_tetrolab"))
        .current_dir(root())
        .status()
        .expect("pytest runs");
    assert!(
        status.success(),
        "the Python package's tests failed (above)"
    );
}
