"""The package's README runs: every `>>>` example in python/README.md is a
doctest, so an example can never drift from what the package answers."""

import doctest
import pathlib

import pytest

README = pathlib.Path(__file__).resolve().parents[1] / "README.md"


def test_readme_examples_print_what_they_show():
    pytest.importorskip("pandas", reason='the examples use pandas: pip install "./python[test]"')
    failed, attempted = doctest.testfile(
        str(README),
        module_relative=False,
        optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE,
        raise_on_error=False,
    )
    # The README's examples are found at all: a renamed prompt would
    # otherwise leave nothing to run.
    assert attempted >= 20, f"only {attempted} examples found in {README}"
    assert failed == 0, f"{failed} of {attempted} README examples failed (printed above)"
